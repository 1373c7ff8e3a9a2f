/**
 * Rspress plugin: code annotations (site/code-annotations.ts) in every output.
 *
 * - HTML: a Shiki transformer, added to Rspress's public `markdown.shiki.transformers`,
 *   strips the notation comments before highlighting and marks each line (`diff add`,
 *   `diff remove`, `highlighted`, `focused`); a rehype plugin then gives added and removed
 *   lines a visually hidden label in the page's language (i18n.json), for screen readers,
 *   and marks what the copy button leaves out (`rp-copy-ignore`, see theme/CodeButtonGroup):
 *   the labels, and each removed line with its line break.
 * - Markdown twins and llms-full.txt (the `node_md` environment): the page source is
 *   rewritten before Rspress compiles it, so a block reads as a `+`/`-` diff.
 * Every environment checks the notations first: a bad one fails the build with file and line.
 */
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { type LineMark, annotateCode, withPlainAnnotations } from '../code-annotations';
import { LANGS, type Lang, label } from '../structure';
import { ENVIRONMENTS } from './rspress-internals';
import { classList } from './walk';

type ShikiTransformer = NonNullable<NonNullable<NonNullable<UserConfig['markdown']>['shiki']>['transformers']>[number];

const CLASSES: Record<LineMark, string> = { add: 'diff add', remove: 'diff remove', highlight: 'highlighted', focus: 'focused' };
const PRE_CLASSES: Record<LineMark, string> = { add: 'has-diff', remove: 'has-diff', highlight: 'has-highlighted', focus: 'has-focused' };
const MARKS = Symbol('code-annotation-marks');


/** Shiki transformer: notations stripped before highlighting, each line marked by class. */
export function transformerCodeAnnotations(): ShikiTransformer {
  return {
    name: 'rsbuild-docs:code-annotations',
    preprocess(code, options) {
      const raw = (options.meta as { __raw?: string } | undefined)?.__raw;
      const annotated = annotateCode(code, raw);
      (this.meta as Record<symbol, LineMark[][]>)[MARKS] = annotated.lines.map((l) => l.marks);
      if (!annotated.annotated) return undefined;
      return annotated.lines.map((l) => l.text).join('\n');
    },
    line(node, line) {
      const marks = (this.meta as Record<symbol, LineMark[][] | undefined>)[MARKS]?.[line - 1] ?? [];
      for (const mark of marks) this.addClassToHast(node, CLASSES[mark]);
      return node;
    },
    pre(node) {
      const marks = ((this.meta as Record<symbol, LineMark[][] | undefined>)[MARKS] ?? []).flat();
      for (const name of new Set(marks.map((mark) => PRE_CLASSES[mark]))) this.addClassToHast(node, name);
      return node;
    },
  };
}

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
}

const classesOf = (node: HastNode): string[] => classList(node.properties);

/** The language of a page file: `docs/zh/…` is Chinese, anything else English. */
function langOf(file: string | undefined): Lang {
  const lang = LANGS.find((l) => new RegExp(`[\\\\/]docs[\\\\/]${l}[\\\\/]`).test(file ?? ''));
  return lang ?? 'en';
}

/** The class of the visually hidden label that starts an added or removed line. */
export const LINE_LABEL_CLASS = 'rsb-code-sr';
/** The site-wide visually hidden class (theme/styles/global.css). */
const SR_ONLY_CLASS = 'rsb-sr-only';
/** What the copy button leaves out (theme/CodeButtonGroup). */
export const COPY_IGNORE_CLASS = 'rp-copy-ignore';

const span = (className: string[], children: HastNode[]): HastNode => ({ type: 'element', tagName: 'span', properties: { className }, children });

/**
 * Rehype plugin: a visually hidden "Added line:" / "Removed line:" at the start of each such
 * line; a removed line and its line break are left out of what the copy button copies.
 */
export function rehypeCodeLineLabels() {
  return (tree: HastNode, file: { path?: string }) => {
    const lang = langOf(file.path);
    const texts = { add: label('codeLineAddedLabel', lang), remove: label('codeLineRemovedLabel', lang) };
    const walk = (node: HastNode) => {
      const children = node.children ?? [];
      children.forEach((child, i) => {
        const classes = child.type === 'element' ? classesOf(child) : [];
        if (!classes.includes('line')) return walk(child);
        const kind = !classes.includes('diff') ? undefined : classes.includes('add') ? 'add' : classes.includes('remove') ? 'remove' : undefined;
        if (!kind) return;
        child.children = [span([LINE_LABEL_CLASS, SR_ONLY_CLASS, COPY_IGNORE_CLASS], [{ type: 'text', value: texts[kind] }]), ...(child.children ?? [])];
        if (kind !== 'remove') return;
        child.properties = { ...child.properties, className: [...classes, COPY_IGNORE_CLASS] };
        // The line break after the line (before it, for a last line) goes with it.
        const breakAt = children[i + 1]?.value === '\n' ? i + 1 : children[i - 1]?.value === '\n' ? i - 1 : -1;
        if (breakAt >= 0) children[breakAt] = span([COPY_IGNORE_CLASS], [children[breakAt]!]);
      });
    };
    walk(tree);
  };
}

export function pluginCodeAnnotations(options: { root: string }): RspressPlugin {
  const builderPlugin: RsbuildPlugin = {
    name: 'rsbuild-docs:code-annotations',
    setup(api) {
      // `?raw` imports of a page read the file as written.
      api.transform({ test: /\.mdx?$/, resourceQuery: { not: /raw/ }, order: 'pre' }, ({ code, resourcePath, environment }) => {
        if (!code.includes('[!code') && !/^\s*(`{3,}|~{3,}).*\{[\d\s,-]+\}/m.test(code)) return code;
        const plain = withPlainAnnotations(code, path.relative(options.root, resourcePath));
        return environment.name === ENVIRONMENTS.markdown ? plain : code;
      });
    },
  };
  return {
    name: 'rsbuild-docs:code-annotations',
    globalStyles: path.join(import.meta.dirname, '../../theme/styles/code-annotations.css'),
    config(config) {
      const markdown = (config.markdown ??= {});
      const shiki = (markdown.shiki ??= {});
      shiki.transformers = [...(shiki.transformers ?? []), transformerCodeAnnotations()];
      return config;
    },
    markdown: { rehypePlugins: [rehypeCodeLineLabels] },
    builderConfig: { plugins: [builderPlugin] },
  };
}
