/**
 * Remark plugin: a short word of inline code (a flag, a package, a query) stays
 * whole on screen, so a narrow screen never splits `--version` after its first
 * hyphen, nor `linux-x64` inside `rsbuild/1.7.6 linux-x64 node-v20.20.2`.
 * - One word of up to SHORT_CODE characters: the code gets SHORT_CODE_CLASS.
 * - Several words: each such word is wrapped in a span with WORD_CLASS, and the
 *   code still wraps at its spaces.
 * Only a word a browser may break is marked (site/code-words.ts): `dev`,
 * `output.distPath` or `type:` have no break inside, and most codes are such
 * words. Longer words wrap as before; so does everything on paper. The
 * Markdown twins keep the plain code: they are written from the Markdown tree,
 * and the spans exist only in the HTML (`data.hChildren`).
 */
import type { Element, ElementContent } from 'hast';
import type { InlineCode, Root } from 'mdast';
import { SHORT_CODE_CLASS, WORD_CLASS, keepWhole } from '../code-words';
import { classList, walk } from './walk';

export { SHORT_CODE, SHORT_CODE_CLASS, WORD_CLASS } from '../code-words';

/** The code's text with each word to keep whole in its own span; undefined when no word needs one. */
export function wordSpans(value: string): ElementContent[] | undefined {
  // mdast-util-to-hast draws a line ending in inline code as a space.
  const parts = value.replace(/\r?\n|\r/g, ' ').split(/(\s+)/).filter(Boolean);
  if (!parts.some(keepWhole)) return undefined;
  const nodes: ElementContent[] = [];
  for (const part of parts) {
    const last = nodes.at(-1);
    if (keepWhole(part)) nodes.push({ type: 'element', tagName: 'span', properties: { className: [WORD_CLASS] }, children: [{ type: 'text', value: part }] } satisfies Element);
    // The text between two marked words stays one text node: one string in the page's code, not one per word.
    else if (last?.type === 'text') last.value += part;
    else nodes.push({ type: 'text', value: part });
  }
  return nodes;
}

export function remarkShortCode() {
  return () => (tree: Root) => {
    walk(tree, (visited) => {
      if (visited.type !== 'inlineCode') return;
      const node = visited as InlineCode;
      if (!/\s/.test(node.value)) {
        if (!keepWhole(node.value)) return;
        const properties = ((node.data ??= {}).hProperties ??= {});
        properties.className = [...classList(properties), SHORT_CODE_CLASS];
        return;
      }
      const spans = wordSpans(node.value);
      if (spans) (node.data ??= {}).hChildren = spans;
    });
  };
}
