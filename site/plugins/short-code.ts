/**
 * Remark plugin: inline code of one word of up to SHORT_CODE characters (a
 * flag, an option, a file name) stays whole on screen, so a narrow screen never
 * splits `--version` after its first hyphen. Code of several words, and longer
 * words, wrap as before; so do all of them on paper.
 */
import type { InlineCode, Root } from 'mdast';
import { visitParents } from 'unist-util-visit-parents';

/** Fits a 320 px wide screen's line whole (monospace at 14 px). */
export const SHORT_CODE = 24;
export const SHORT_CODE_CLASS = 'rsb-code-short';

export function remarkShortCode() {
  return () => (tree: Root) => {
    visitParents(tree, 'inlineCode', (node: InlineCode) => {
      if (/\s/.test(node.value) || [...node.value].length > SHORT_CODE) return;
      const properties = ((node.data ??= {}).hProperties ??= {});
      const current: unknown = properties.className;
      const classes = Array.isArray(current) ? current.map(String) : typeof current === 'string' ? current.split(' ') : [];
      properties.className = [...classes, SHORT_CODE_CLASS];
    });
  };
}
