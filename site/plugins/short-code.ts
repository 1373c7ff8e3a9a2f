/**
 * Remark plugin: inline code of one word of up to SHORT_CODE characters (a
 * flag, a package, a query) stays whole on screen, so a narrow screen never
 * splits `--version` after its first hyphen. Only a word a browser may break
 * is marked: one of ASCII letters, digits, dots and underscores (`dev`,
 * `output.distPath`) has no break inside, and most codes are such words.
 * Code of several words, and longer words, wrap as before; so do all on paper.
 */
import type { InlineCode, Root } from 'mdast';
import { classList, walk } from './walk';

/** Fits a 320 px wide screen's line whole (monospace at 14 px). */
export const SHORT_CODE = 24;
export const SHORT_CODE_CLASS = 'rsb-code-short';
/** A word without a break opportunity inside. */
const UNBREAKABLE = /^[A-Za-z0-9._]*$/;

export function remarkShortCode() {
  return () => (tree: Root) => {
    walk(tree, (visited) => {
      if (visited.type !== 'inlineCode') return;
      const node = visited as InlineCode;
      if (/\s/.test(node.value) || UNBREAKABLE.test(node.value) || [...node.value].length > SHORT_CODE) return;
      const properties = ((node.data ??= {}).hProperties ??= {});
      properties.className = [...classList(properties), SHORT_CODE_CLASS];
    });
  };
}
