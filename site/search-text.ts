/**
 * The text logic the offline search shares between the build
 * (site/search-index.ts, site/search-vocabulary.ts) and the browser
 * (theme/Search): how text splits into words, so that a query word and a
 * vocabulary word are compared in the same form, and the format of the
 * vocabulary file the build writes and the browser reads. The word forms
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

/* The vocabulary file */

export const VOCABULARY_VERSION = 2;

/** The vocabulary file (`vocabulary.json` in the language's bundle). */
export interface VocabularyData {
  version: number;
  /**
   * Words as written, in tiers of how many pages use them (most first); each
   * tier sorted and space-separated, a word that starts like the one before
   * it written as the length of the shared start (1–9) and the rest (`webpack 7s` for `webpacks`).
   */
  words: string[];
  /** The `i18n.json` keys of the site's sections, in the order of the scope filter. */
  scopes: string[];
  /** Pagefind result id → its URL and the index of its section in `scopes` (-1: none). */
  pages: Record<string, [string, number]>;
  /** A CLI flag (`--port`) → the ids of the pages that define it (in a heading or a table's first column). */
  flags: Record<string, string[]>;
  /** A message quoted in a heading (`process is not defined`), as `messageKey` writes it → the ids of the pages that explain it. */
  messages: Record<string, string[]>;
  /** A name the site gives to a page, lower case → its id: the product's name leads to its introduction. */
  names: Record<string, string>;
}

/** Which Chinese characters sound the same (`pinyin.json` of the Chinese bundle, loaded when a Chinese word needs it). */
export interface PinyinData {
  version: number;
  /** `syllable:characters` groups, space-separated (`li:里理利 liang:两亮量`); a character may be in several. */
  syllables: string;
}

export const TIER_LIMITS = [20, 5, 2, 1] as const;

/** A message quoted in a heading counts from this many words: shorter code is a name, not a message. */
export const MESSAGE_MIN_WORDS = 3;

/** An error message or a query as words only, lower case (`Can't resolve 'fs'` → `can t resolve fs`). */
export function messageKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * Whether a query names a message: it contains the whole message (a pasted
 * `Uncaught ReferenceError: process is not defined`), or it is a part of the
 * message of at least `MESSAGE_MIN_WORDS` words (`module not found`).
 */
export function namesMessage(queryKey: string, message: string): boolean {
  if (!queryKey) return false;
  const inside = (outer: string, inner: string) => ` ${outer} `.includes(` ${inner} `);
  return inside(queryKey, message) || (queryKey.split(' ').length >= MESSAGE_MIN_WORDS && inside(message, queryKey));
}

/** A sorted list of words (each starting with a letter) with the start each shares with the one before written as its length. */
export function frontCode(words: readonly string[]): string {
  let previous = '';
  return words
    .map((word) => {
      let shared = 0;
      while (shared < 9 && shared < previous.length && shared < word.length - 1 && previous[shared] === word[shared]) shared++;
      previous = word;
      return shared > 1 ? `${shared}${word.slice(shared)}` : word;
    })
    .join(' ');
}

/** The tier of a word used by `pages` pages (0: the most common). */
export const tierOf = (pages: number) => TIER_LIMITS.findIndex((limit) => pages >= limit);
