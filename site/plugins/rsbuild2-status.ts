/**
 * Rspress plugin: every config page states what Rsbuild 2 does with its option.
 *
 * - The status block (`site/rsbuild2/render.ts`) is put into each config page's
 *   source after its Type/Default list by a transform that runs before Rspress
 *   compiles the page (Rsbuild's `api.transform`, order `pre`), so it is in the
 *   page's HTML, its Markdown twin and llms-full.txt (Rspress renders the Markdown
 *   without the configured remark plugins), and in no JavaScript other than the
 *   page's own chunk.
 *   For the HTML, a remark plugin wraps it in a labelled note and marks its labels
 *   (`rsbuild2-status.css`); the Markdown twin keeps it as plain Markdown.
 * - `rsbuild2Annotator` gives each config page's llms.txt entry its note
 *   (site/llms.ts, wired in rspress.config.ts).
 */
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import type { Blockquote, Root, RootContent, Strong } from 'mdast';
import { listPageFiles } from '../docs-files';
import type { Lang } from '../links';
import type { LlmsAnnotator } from '../llms';
import { RSBUILD2_LABELS, STATUS_KINDS, type StatusKind } from '../rsbuild2/labels';
import { BLOCK_END, BLOCK_START, insertAfterTypeList, llmsNote, statusBlock } from '../rsbuild2/render';

/** The Rsbuild 2 note of a config page. */
export const rsbuild2Annotator: LlmsAnnotator = ({ route, lang }) => (route.startsWith('/config/') ? llmsNote(route, lang) : undefined);

/** Status blocks of every config page, by absolute file path. */
export function statusBlocks(docsDir?: string): Record<string, string> {
  const blocks: Record<string, string> = {};
  for (const file of listPageFiles(docsDir)) {
    if (!file.route.startsWith('/config/')) continue;
    const block = statusBlock(file.route, file.lang);
    if (block) blocks[file.abs] = block;
  }
  return blocks;
}

const MARKER = /^\s*\/\*\s*(rsbuild2-status:(?:start|end))(?:\s+([a-z-]+))?\s*\*\/\s*$/;

/** Which marker an MDX flow expression is, if any. */
function markerOf(node: RootContent): { edge: 'start' | 'end'; kind?: StatusKind } | undefined {
  const expression = node as { type: string; value?: string };
  if (expression.type !== 'mdxFlowExpression') return undefined;
  const m = MARKER.exec(expression.value ?? '');
  if (!m) return undefined;
  return m[1] === BLOCK_START ? { edge: 'start', kind: m[2] as StatusKind } : m[1] === BLOCK_END ? { edge: 'end' } : undefined;
}

/** The kind whose label a paragraph holds, when the paragraph is only a bold label. */
function labelKind(node: RootContent, lang: Lang): { strong: Strong; kind: StatusKind } | undefined {
  if (node.type !== 'paragraph' || node.children.length !== 1 || node.children[0]!.type !== 'strong') return undefined;
  const strong = node.children[0] as Strong;
  const last = strong.children[strong.children.length - 1];
  const text = last?.type === 'text' ? last.value : '';
  const kind = STATUS_KINDS.find((k) => text.endsWith(RSBUILD2_LABELS.kind[k][lang]));
  return kind && { strong, kind };
}

/**
 * Remark plugin (HTML only): wraps each status block in
 * `<div class="rsb-v2" data-rsb-v2="<kind>" role="note" aria-label>` and gives its bold
 * labels the class `rsb-v2__label` with their kind. A start marker without its
 * end fails the build, naming the file.
 */
export function remarkRsbuild2Status() {
  return (tree: Root, file: { path?: string }) => {
    const lang: Lang = /[\\/]docs[\\/]zh[\\/]/.test(file.path ?? '') ? 'zh' : 'en';
    for (let i = 0; i < tree.children.length; i++) {
      const start = markerOf(tree.children[i]!);
      if (start?.edge !== 'start') continue;
      const end = tree.children.findIndex((node, j) => j > i && markerOf(node)?.edge === 'end');
      if (end === -1) throw new Error(`${file.path}: an Rsbuild 2 status block is not closed`);
      const content = tree.children.slice(i + 1, end);
      for (const node of content) {
        const found = labelKind(node, lang);
        if (found) found.strong.data = { hProperties: { className: ['rsb-v2__label'], 'data-rsb-v2': found.kind } };
      }
      const wrapper: Blockquote = {
        type: 'blockquote',
        children: content as Blockquote['children'],
        data: {
          hName: 'div',
          hProperties: { className: ['rsb-v2'], 'data-rsb-v2': start.kind ?? 'unchanged', role: 'note', ariaLabel: RSBUILD2_LABELS.region[lang] },
        },
      };
      tree.children.splice(i, end - i + 1, wrapper);
    }
  };
}

const STYLES = fileURLToPath(new URL('./rsbuild2-status.css', import.meta.url));

export function pluginRsbuild2Status(options: { docsDir?: string } = {}): RspressPlugin {
  const blocks = statusBlocks(options.docsDir);
  const builderPlugin: RsbuildPlugin = {
    name: 'rsbuild-docs:rsbuild2-status',
    setup(api) {
      // `?raw` imports of a page read the file as written.
      api.transform({ test: /\.mdx?$/, resourceQuery: { not: /raw/ }, order: 'pre' }, ({ code, resourcePath }) => {
        const block = blocks[resourcePath];
        return block ? insertAfterTypeList(code, block, resourcePath) : code;
      });
    },
  };
  return {
    name: 'rsbuild-docs:rsbuild2-status',
    globalStyles: STYLES,
    markdown: { remarkPlugins: [remarkRsbuild2Status] },
    builderConfig: { plugins: [builderPlugin] },
  };
}
