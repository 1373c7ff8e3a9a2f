/**
 * Rspress plugin: fewer, lighter token spans in highlighted code blocks.
 *
 * A page's code blocks compile into its own chunk as one JSX element per Shiki token, so on the
 * longest pages they are most of the code. This Shiki transformer (after every other one) leaves
 * what the reader sees unchanged and makes each line lighter:
 * - a token in the block's own colour (`--shiki-foreground`) and whitespace are plain text;
 * - neighbouring tokens of one colour are one span (whitespace between them included);
 * - a token colour is a class (theme/styles/code-tokens.css) instead of an inline style.
 */
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';

type ShikiTransformer = NonNullable<NonNullable<NonNullable<UserConfig['markdown']>['shiki']>['transformers']>[number];

export interface HastText {
  type: 'text';
  value: string;
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
export type HastNode = HastText | HastElement | { type: string; [key: string]: unknown };

/** The token colours of Rspress's `css-variables` Shiki theme that get a class, each `--shiki-token-<name>`. */
export const TOKEN_COLOURS = [
  'constant',
  'string',
  'comment',
  'keyword',
  'parameter',
  'function',
  'string-expression',
  'punctuation',
  'link',
  'deleted',
  'inserted',
] as const;

/** The class of a token colour; theme/styles/code-tokens.css colours it. */
export const tokenClass = (name: (typeof TOKEN_COLOURS)[number]) => `rsb-tok-${name}`;

const FOREGROUND = 'color:var(--shiki-foreground)';
const COLOUR_ONLY = /^color:[^;]+;?$/;
const TOKEN = /^color:var\(--shiki-token-([a-z-]+)\);?$/;

const isText = (node: HastNode): node is HastText => node.type === 'text';
const isWhitespace = (node: HastNode) => isText(node) && !/\S/.test(node.value);

/** A token span: a `span` with only a style and only text inside. */
function tokenStyle(node: HastNode): string | undefined {
  if (node.type !== 'element') return undefined;
  const el = node as HastElement;
  const keys = Object.keys(el.properties ?? {});
  if (el.tagName !== 'span' || keys.length !== 1 || typeof el.properties.style !== 'string') return undefined;
  if (!el.children.every(isText)) return undefined;
  return el.properties.style.trim();
}

const textOf = (node: HastElement) => (node.children as HastText[]).map((t) => t.value).join('');
const sameLook = (a: HastElement, b: HastElement) => JSON.stringify(a.properties) === JSON.stringify(b.properties);

/** One line's token nodes, compacted; any other node is kept as it is, in its place. */
export function compactTokens(children: HastNode[]): HastNode[] {
  // Only the spans made here are merged (and so changed); any other node stays as it was.
  const made = new WeakSet<HastNode>();
  const light: HastNode[] = children.map((child) => {
    const style = tokenStyle(child);
    if (style === undefined) return child;
    const text = textOf(child as HastElement);
    // Whitespace shows no colour (an underline or italic style keeps its span).
    if (style === FOREGROUND || (!/\S/.test(text) && COLOUR_ONLY.test(style))) return { type: 'text', value: text };
    const known = TOKEN_COLOURS.find((name) => name === TOKEN.exec(style)?.[1]);
    const span: HastElement = {
      type: 'element',
      tagName: 'span',
      properties: known ? { className: [tokenClass(known)] } : { style },
      children: [{ type: 'text', value: text }],
    };
    made.add(span);
    return span;
  });

  const out: HastNode[] = [];
  const mergeable = (node: HastNode | undefined): node is HastElement => node !== undefined && made.has(node);
  const append = (span: HastElement, text: string) => ((span.children[0] as HastText).value += text);
  for (let i = 0; i < light.length; i++) {
    const node = light[i]!;
    const last = out.at(-1);
    if (isText(node) && last && isText(last)) {
      out[out.length - 1] = { type: 'text', value: last.value + node.value };
      continue;
    }
    if (mergeable(node) && mergeable(last) && sameLook(last, node)) {
      append(last, textOf(node));
      continue;
    }
    // Whitespace between two spans of one colour joins them.
    const next = light[i + 1];
    if (isWhitespace(node) && mergeable(last) && mergeable(next) && sameLook(last, next)) {
      append(last, (node as HastText).value + textOf(next));
      i++;
      continue;
    }
    out.push(node);
  }
  return out;
}

/** Shiki transformer: each line's tokens compacted (see the file's comment). */
export function transformerCompactTokens(): ShikiTransformer {
  return {
    name: 'rsbuild-docs:code-tokens',
    line(node) {
      node.children = compactTokens(node.children as HastNode[]) as typeof node.children;
      return node;
    },
  };
}

export function pluginCodeTokens(): RspressPlugin {
  return {
    name: 'rsbuild-docs:code-tokens',
    globalStyles: path.join(import.meta.dirname, '../../theme/styles/code-tokens.css'),
    config(config) {
      const markdown = (config.markdown ??= {});
      const shiki = (markdown.shiki ??= {});
      shiki.transformers = [...(shiki.transformers ?? []), transformerCompactTokens()];
      return config;
    },
  };
}
