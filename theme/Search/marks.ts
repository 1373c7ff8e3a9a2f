/**
 * Where the words of a search result are in a page's text (for the marks of
 * theme/Search/ArrivalMarks.tsx). A Latin word matches at the start of a word and
 * takes the rest of it (`proxy` marks `proxying`); Chinese text matches
 * anywhere. Pure apart from reading the DOM; unit-tested.
 */
import { escapeRegExp } from '../../site/regexp';
import { CJK } from '../../site/search-text';

/** Most marks on one page. */
const MAX_MARKS = 300;

/** The pattern that finds any of the words (longest first), or `null` when there is none. */
export function marksPattern(words: readonly string[]): RegExp | null {
  const alternatives = [...new Set(words.map((w) => w.trim().toLowerCase()).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((word) => (CJK.test(word) ? escapeRegExp(word) : `(?<![\\p{L}\\p{N}])${escapeRegExp(word)}[\\p{L}\\p{N}]*`));
  return alternatives.length ? new RegExp(alternatives.join('|'), 'giu') : null;
}

/** [start, end) offsets of the words in a text. */
export function matchOffsets(text: string, pattern: RegExp): [number, number][] {
  const offsets: [number, number][] = [];
  pattern.lastIndex = 0;
  for (const match of text.matchAll(pattern)) if (match[0]) offsets.push([match.index!, match.index! + match[0].length]);
  return offsets;
}

/** Text nodes that are not shown as the page's text. */
const SKIP = 'script, style, noscript, template, [aria-hidden="true"]';

/** The words in the text under `root`: each as its text node and [start, end) offsets. */
export function findMatches(root: Element, words: readonly string[]): [Text, number, number][] {
  const pattern = marksPattern(words);
  if (!pattern) return [];
  const found: [Text, number, number][] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node && found.length < MAX_MARKS; node = walker.nextNode()) {
    for (const [start, end] of matchOffsets(node.nodeValue ?? '', pattern)) found.push([node as Text, start, end]);
  }
  return found.slice(0, MAX_MARKS);
}
