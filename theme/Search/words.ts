/**
 * How the search splits text into words, shared by the build (the vocabulary
 * of site/search-vocabulary.ts) and the browser (query analysis), so that a
 * query word and a vocabulary word are compared in the same form. The forms
 * follow Pagefind's: a word is lowercased and keeps letters and digits only
 * (`output.distPath` → `outputdistpath`), and its parts are indexed too
 * (`output`, `dist`, `path`). Pure functions, unit-tested.
 */

/** A Chinese character (CJK unified ideographs and their extensions in the BMP). */
export const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;

/** The form Pagefind indexes a whole word under: lowercase, letters and digits only. */
export function normalizeWord(token: string): string {
  return token.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The parts of a compound word (`postcss.config.mjs`, `distPath`, `--env-mode`), lowercased. */
export function wordParts(token: string): string[] {
  return token
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The Latin words of a text as written (`output.distPath`, `--port`,
 * `.env.local`, `webpack`): split on white space and CJK text, with the
 * punctuation around them removed (a leading `.` or `-` is kept: it is part
 * of a file name or a flag).
 */
export function latinTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const raw of text.replace(CJK_RUN, ' ').split(/[\s\u3000-\u303f\uff00-\uffef]+/u)) {
    const token = raw.replace(/^[^\p{L}\p{N}.-]+|[^\p{L}\p{N}]+$/gu, '').replace(/^\.(?=[^\p{L}\p{N}])/u, '');
    if (/[\p{L}\p{N}]/u.test(token)) tokens.push(token);
  }
  return tokens;
}

/** The runs of Chinese characters of a text. */
export function cjkRuns(text: string): string[] {
  return text.match(CJK_RUN) ?? [];
}

let segmenter: Intl.Segmenter | undefined;

/** Chinese words as the browser's segmenter (which Pagefind uses for queries) cuts them. */
export function segmentChinese(text: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return [...segmenter.segment(text)].map((s) => s.segment);
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and
 * swaps of two neighbours each count 1), or `max + 1` as soon as it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}
