/**
 * Remark plugin: inline code of up to SHORT_CODE characters (a flag, an option,
 * a short command) stays on one line, so a narrow screen never splits
 * `--version` after its first hyphen or `npm run dev` between its words. Longer
 * inline code (a default value, say) still wraps where it must.
 */
import type { InlineCode, Root } from 'mdast';
import { visitParents } from 'unist-util-visit-parents';

/** Fits a 320 px wide screen's line whole (monospace at 14 px). */
export const SHORT_CODE = 24;
export const SHORT_CODE_CLASS = 'rsb-code-short';

export function remarkShortCode() {
  return () => (tree: Root) => {
    visitParents(tree, 'inlineCode', (node: InlineCode) => {
      if ([...node.value].length > SHORT_CODE) return;
      const properties = ((node.data ??= {}).hProperties ??= {});
      const current: unknown = properties.className;
      const classes = Array.isArray(current) ? current.map(String) : typeof current === 'string' ? current.split(' ') : [];
      properties.className = [...classes, SHORT_CODE_CLASS];
    });
  };
}
