/**
 * The vocabulary of one language's index (written by site/search-vocabulary.ts
 * next to the Pagefind bundle in the format of site/search-text.ts, loaded on
 * intent with it): the words the pages
 * use, ranked by how many pages use them, the page of every Pagefind result
 * id, and the pages that define each CLI flag. It finds the closest indexed
 * words to a word that is not in the index: Latin words within 1–2 edits,
 * Chinese words with one character replaced by one that sounds the same.
 * Pure, unit-tested in tests/search-forgiving.test.ts.
 */
import { CJK, type PinyinData, TIER_LIMITS, VOCABULARY_VERSION, type VocabularyData, editDistance, normalizeWord, segmentChinese } from '../../site/search-text';

interface Entry {
  display: string;
  tier: number;
}

/** Most edits allowed to reach a word of this length. */
export const maxEdits = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

const INFLECTIONS: [string, string][] = [
  ['ies', 'y'],
  ['es', ''],
  ['s', ''],
  ['ed', ''],
  ['ing', ''],
];

export class Vocabulary {
  readonly scopes: string[];
  readonly pages: Map<string, { url: string; scope: number }>;
  readonly flags: Map<string, string[]>;
  readonly messages: Map<string, string[]>;
  readonly names: Map<string, string>;
  private readonly latin = new Map<string, Entry>();
  private readonly sorted: string[];
  private readonly chinese = new Map<string, number>();
  /** Every Chinese entry, newline-separated: a query text is known when it is a part of one. */
  private readonly chineseText: string;
  private variants: Map<string, string[]> | undefined;

  constructor(data: VocabularyData) {
    if (data.version !== VOCABULARY_VERSION) throw new Error(`search vocabulary: version ${data.version}, expected ${VOCABULARY_VERSION}`);
    data.words.forEach((tier, index) => {
      let previous = '';
      for (const coded of tier.split(' ')) {
        if (!coded) continue;
        const shared = /^\d/.test(coded) ? Number(coded[0]) : 0;
        const word = previous.slice(0, shared) + coded.slice(shared ? 1 : 0);
        previous = word;
        if (CJK.test(word)) {
          if (!this.chinese.has(word)) this.chinese.set(word, index);
          continue;
        }
        const key = normalizeWord(word);
        if (key && !this.latin.has(key)) this.latin.set(key, { display: word, tier: index });
      }
    });
    this.sorted = [...this.latin.keys()].sort();
    this.chineseText = [...this.chinese.keys()].join('\n');
    this.scopes = data.scopes;
    this.pages = new Map(Object.entries(data.pages).map(([id, [url, scope]]) => [id, { url, scope }]));
    this.flags = new Map(Object.entries(data.flags).map(([flag, ids]) => [flag.toLowerCase(), ids]));
    this.messages = new Map(Object.entries(data.messages));
    this.names = new Map(Object.entries(data.names));
  }

  /** How common a word is (0: on many pages), or `undefined` when no page uses it. */
  tier(word: string): number | undefined {
    return CJK.test(word) ? this.chinese.get(word) : this.latin.get(normalizeWord(word))?.tier;
  }

  /** Whether some indexed word starts with `key` (Pagefind matches the start of words). */
  private startsAWord(key: string): boolean {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.sorted[mid]! < key) low = mid + 1;
      else high = mid;
    }
    return this.sorted[low]?.startsWith(key) ?? false;
  }

  /** Whether the index has this Latin word, the start of one, or an inflection of one (`plugins`, `configuring`). */
  knows(word: string): boolean {
    const key = normalizeWord(word);
    if (!key || /^\d+$/.test(key) || this.latin.has(key)) return true;
    if (key.length >= 3 && this.startsAWord(key)) return true;
    return INFLECTIONS.some(([suffix, replacement]) => {
      const stem = key.endsWith(suffix) ? key.slice(0, -suffix.length) + replacement : '';
      return stem.length >= 4 && this.startsAWord(stem);
    });
  }

  /** The indexed word closest to an unknown Latin word (as written in the pages), or `undefined`. */
  closestWord(word: string): string | undefined {
    const key = normalizeWord(word);
    const max = maxEdits(key.length);
    if (!max) return undefined;
    let best: { entry: Entry; key: string; score: number[] } | undefined;
    for (const [candidate, entry] of this.latin) {
      if (Math.abs(candidate.length - key.length) > max) continue;
      const distance = editDistance(key, candidate, max);
      if (distance > max) continue;
      // Readers leave letters out more often than they add some: a longer word wins a tie.
      const score = [distance, candidate[0] === key[0] ? 0 : 1, candidate.length < key.length ? 1 : 0, entry.tier, Math.abs(candidate.length - key.length)];
      if (!best || compare(score, best.score) < 0 || (compare(score, best.score) === 0 && candidate < best.key)) best = { entry, key: candidate, score };
    }
    return best?.entry.display;
  }

  /** Whether a Chinese text is a word of the pages or part of one. */
  knowsChinese(text: string): boolean {
    return this.chinese.has(text) || this.chineseText.includes(text);
  }

  /** Chinese entries of `length` characters that differ from `text` in the character at `position` only. */
  chineseVariants(text: string, position: number): string[] {
    if (!this.variants) {
      this.variants = new Map();
      for (const word of this.chinese.keys()) {
        const chars = [...word];
        if (chars.length < 2 || chars.length > 8) continue;
        chars.forEach((_, at) => {
          const key = wildcard(chars, at);
          const list = this.variants!.get(key);
          if (list) list.push(word);
          else this.variants!.set(key, [word]);
        });
      }
    }
    return (this.variants.get(wildcard([...text], position)) ?? []).filter((word) => word !== text);
  }

  /** Chinese tier of an entry (0: the most common). */
  chineseTier(word: string): number {
    return this.chinese.get(word) ?? TIER_LIMITS.length;
  }
}

const wildcard = (chars: string[], at: number) => [...chars.slice(0, at), '\u0000', ...chars.slice(at + 1)].join('');

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * A syllable with the distinctions that many speakers blur, and that input
 * methods offer as "fuzzy pinyin", removed: zh/z, ch/c, sh/s, n/l, and the
 * finals -ng/-n (`chun` and `cun`, `jing` and `jin` sound alike).
 */
export function blurSyllable(syllable: string): string {
  return syllable
    .replace(/^([zcs])h/, '$1')
    .replace(/^l/, 'n')
    .replace(/(?<=[aei])ng$/, 'n');
}

/** Which characters sound alike. */
export class Pinyin {
  private readonly syllables = new Map<string, Set<string>>();

  constructor(data: PinyinData) {
    if (data.version !== VOCABULARY_VERSION) throw new Error(`search pinyin table: version ${data.version}, expected ${VOCABULARY_VERSION}`);
    for (const group of data.syllables.split(' ')) {
      const [syllable, chars] = group.split(':');
      if (!syllable || !chars) continue;
      for (const char of chars) {
        const set = this.syllables.get(char) ?? new Set();
        set.add(blurSyllable(syllable));
        this.syllables.set(char, set);
      }
    }
  }

  /** True when the two characters have a reading in common; `undefined` when one of them is not in the table. */
  soundsLike(a: string, b: string): boolean | undefined {
    const first = this.syllables.get(a);
    const second = this.syllables.get(b);
    if (!first || !second) return undefined;
    for (const syllable of first) if (second.has(syllable)) return true;
    return false;
  }
}

/* ------------------------------------------------------------------ */
/* Chinese slips                                                        */
/* ------------------------------------------------------------------ */

export interface ChineseCorrection {
  /** The text with its slips replaced (same length). */
  text: string;
  changed: boolean;
  /** A slip has candidates that only the pinyin table can confirm, and it is not loaded. */
  needsPinyin: boolean;
}

/** Longest window of characters compared with the vocabulary's entries. */
const MAX_WINDOW = 6;
/** From this length on, a window is corrected even when the replaced character does not sound the same. */
const CONTEXT_WINDOW = 4;

/** [start, end) character offsets of an unknown part, and the smallest window that may replace it (2 unless given). */
export type Span = [number, number, number?];

/**
 * The parts of a run of Chinese characters that the pages never use: a
 * segment of two or more characters that is in no entry, a sequence of
 * single characters (the segmenter found no word there) that is in no entry,
 * a single character that joins neither neighbour in any entry; and when
 * every word is known but the run is in no entry, the whole run, which only
 * a whole entry may replace.
 */
export function unknownSpans(run: string, vocabulary: Vocabulary): Span[] {
  const spans: Span[] = [];
  let at = 0;
  let singles: [number, number] | null = null;
  const closeSingles = () => {
    if (singles && singles[1] - singles[0] >= 2 && !vocabulary.knowsChinese(run.slice(singles[0], singles[1]))) spans.push(singles);
    singles = null;
  };
  const segments = segmentChinese(run);
  segments.forEach((segment, index) => {
    const length = segment.length;
    if (length === 1 && CJK.test(segment)) {
      singles = singles ? [singles[0], at + 1] : [at, at + 1];
      // A single character between words is a slip when it joins neither neighbour in any entry (`装饰气`).
      const alone = segments[index - 1]?.length !== 1 && segments[index + 1]?.length !== 1;
      const previous = segments[index - 1] ?? '';
      const next = segments[index + 1] ?? '';
      if (alone && (previous || next) && !vocabulary.knowsChinese(previous + segment) && !vocabulary.knowsChinese(segment + next)) spans.push([at, at + 1]);
    } else {
      closeSingles();
      if (length >= 2 && !vocabulary.knowsChinese(segment)) spans.push([at, at + length]);
    }
    at += length;
  });
  closeSingles();
  // Every word known but not together (`网站图表`): the run itself may be one character off an entry.
  if (!spans.length && run.length >= 3 && run.length <= MAX_WINDOW && !vocabulary.knowsChinese(run)) spans.push([0, run.length, run.length]);
  return spans;
}

/**
 * Replaces the character slips of a run of Chinese characters (`环境变亮` →
 * `环境变量`, `热更心` → `热更新`): for each unknown part, the windows around it
 * are compared with the vocabulary's entries that differ in one character,
 * preferring a replacement that sounds the same, then the longest window,
 * then the most common entry. Without `pinyin`, a slip that needs it is
 * reported (`needsPinyin`) and left as it is.
 */
export function correctChinese(run: string, vocabulary: Vocabulary, pinyin?: Pinyin): ChineseCorrection {
  let text = run;
  let needsPinyin = false;
  for (const [start, end, smallest = 2] of unknownSpans(run, vocabulary)) {
    let best: { word: string; from: number; score: number[] } | undefined;
    let waitsForPinyin = false;
    for (let size = Math.min(MAX_WINDOW, text.length); size >= smallest; size--) {
      for (let from = Math.max(0, start - size + 1); from < end && from + size <= text.length; from++) {
        const window = text.slice(from, from + size);
        if ([...window].some((c) => !CJK.test(c))) continue;
        for (let position = Math.max(start, from); position < Math.min(end, from + size); position++) {
          const at = position - from;
          for (const word of vocabulary.chineseVariants(window, at)) {
            const alike = pinyin ? pinyin.soundsLike(window[at]!, word[at]!) === true : undefined;
            if (alike === undefined && size < CONTEXT_WINDOW) waitsForPinyin = true;
            if (!alike && size < CONTEXT_WINDOW) continue;
            const score = [alike ? 0 : 1, -size, vocabulary.chineseTier(word)];
            if (!best || compare(score, best.score) < 0) best = { word, from, score };
          }
        }
      }
    }
    if (best) text = text.slice(0, best.from) + best.word + text.slice(best.from + best.word.length);
    else if (waitsForPinyin) needsPinyin = true;
  }
  return { text, changed: text !== run, needsPinyin };
}
