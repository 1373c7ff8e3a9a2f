/**
 * Remark plugin: a narrow screen never splits a word of inline code, such as
 * `--version` after its first hyphen. Inline code of one word of up to
 * SHORT_CODE characters stays whole; code of several words may wrap between
 * them, each word of up to SHORT_CODE characters kept whole (a flag and its
 * argument in a table cell, say). Longer words still wrap where they must.
 */
import type { InlineCode, Root } from 'mdast';
import { visitParents } from 'unist-util-visit-parents';

/** Fits a 320 px wide screen's line whole (monospace at 14 px). */
export const SHORT_CODE = 24;
export const SHORT_CODE_CLASS = 'rsb-code-short';

const isShort = (text: string) => [...text].length <= SHORT_CODE;

export function remarkShortCode() {
  return () => (tree: Root) => {
    visitParents(tree, 'inlineCode', (node: InlineCode) => {
      const parts = node.value.split(/(\s+)/).filter(Boolean);
      const data = (node.data ??= {});
      if (parts.length <= 1) {
        if (!isShort(node.value)) return;
        const properties = (data.hProperties ??= {});
        const current: unknown = properties.className;
        const classes = Array.isArray(current) ? current.map(String) : typeof current === 'string' ? current.split(' ') : [];
        properties.className = [...classes, SHORT_CODE_CLASS];
        return;
      }
      data.hChildren = parts.map((part) =>
        /^\s/.test(part) || !isShort(part)
          ? { type: 'text' as const, value: part }
          : { type: 'element' as const, tagName: 'span', properties: { className: [SHORT_CODE_CLASS] }, children: [{ type: 'text' as const, value: part }] },
      );
    });
  };
}
