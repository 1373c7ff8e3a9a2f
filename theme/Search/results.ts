/**
 * Pure helpers of the offline search: turning Pagefind's results into what
 * the panel shows (pages with their best headings and a highlighted snippet),
 * moving the active item with the arrow keys, and titles to suggest when
 * nothing is found. Unit-tested in tests/search-ui.test.ts.
 */
import { escapeRegExp } from '../../site/regexp';
import { HIGHLIGHT_PARAM } from './limits';

/** A section of a page in Pagefind's result data. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string; text?: string; location: number };
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

/** The data of one Pagefind result (the fields the site uses). */
export interface PagefindResult {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

/** Text with the matched words marked. */
export interface Segment {
  text: string;
  mark: boolean;
}

export interface SearchSection {
  url: string;
  heading: string;
  snippet: Segment[];
  /** The words Pagefind marked in this section. */
  marked: string[];
}

export interface SearchPage {
  url: string;
  title: string;
  /** The sidebar group or section of the page ("output", "Guide"). */
  section: string;
  snippet: Segment[];
  /** The headings of the page where the words were found, best first. */
  sections: SearchSection[];
  /** The words Pagefind marked in the page's excerpts. */
  marked: string[];
}

/** Headings shown under a page. */
const MAX_SECTIONS = 3;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt is HTML with `<mark>` around the matches. It is turned
 * into text segments (never inserted as HTML); any other tag is dropped.
 */
export function parseExcerpt(html: string): Segment[] {
  const segments: Segment[] = [];
  const push = (raw: string, mark: boolean) => {
    const text = decodeEntities(raw.replace(/<[^>]*>/g, ''));
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.mark === mark) last.text += text;
    else segments.push({ text, mark });
  };
  const re = /<mark>([\s\S]*?)<\/mark>/gi;
  let at = 0;
  for (const match of html.matchAll(re)) {
    push(html.slice(at, match.index), false);
    push(match[1] ?? '', true);
    at = (match.index ?? 0) + match[0].length;
  }
  push(html.slice(at), false);
  return segments;
}

/** Marks the words of the query in a text that Pagefind does not highlight (titles). */
export function highlight(text: string, query: string): Segment[] {
  const words = query
    .toLowerCase()
    .split(/[\s,.;:/\\()[\]{}'"`!?，。；：、（）]+/)
    .filter((w) => w.length > 0);
  if (!words.length) return [{ text, mark: false }];
  const escaped = words.map(escapeRegExp).sort((a, b) => b.length - a.length);
  const re = new RegExp(`(${escaped.join('|')})`, 'gi');
  const segments: Segment[] = [];
  let at = 0;
  for (const match of text.matchAll(re)) {
    if (match.index! > at) segments.push({ text: text.slice(at, match.index), mark: false });
    segments.push({ text: match[0], mark: true });
    at = match.index! + match[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}

/**
 * Pagefind's text of a section starts with its heading ("Pitfalls. Aliases
 * only …"); the panel shows the heading above the snippet, so it is dropped.
 */
export function dropLeadingHeading(segments: Segment[], heading: string): Segment[] {
  const plain = segments.map((s) => s.text).join('');
  // The snippet may start with the whole heading or with its end ("…declare aliases. Text").
  const title = heading.trim();
  let end = -1;
  for (let dot = plain.indexOf('.'); dot > 0 && dot <= title.length + 1; dot = plain.indexOf('.', dot + 1)) {
    const lead = plain.slice(0, dot).trim();
    if (lead && title.endsWith(lead) && /^(\s|$)/.test(plain.slice(dot + 1))) end = dot;
  }
  if (end < 0) return segments;
  let skip = end + 1 + (/^\s*/.exec(plain.slice(end + 1))?.[0].length ?? 0);
  const out: Segment[] = [];
  for (const segment of segments) {
    if (skip >= segment.text.length) {
      skip -= segment.text.length;
      continue;
    }
    out.push({ ...segment, text: segment.text.slice(skip) });
    skip = 0;
  }
  return out;
}

const score = (sub: PagefindSubResult) => (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);

/** One page of the results: its title, its snippet and its best matching headings. */
export function toSearchPage(result: PagefindResult): SearchPage {
  const title = result.meta.title ?? result.url;
  const subs = result.sub_results ?? [];
  const headings = subs
    .filter((sub) => sub.anchor && sub.url.includes('#'))
    .map((sub, order) => ({ sub, order, score: score(sub) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_SECTIONS)
    .sort((a, b) => a.order - b.order)
    .map(({ sub }) => ({
      url: sub.url,
      heading: sub.title,
      snippet: dropLeadingHeading(parseExcerpt(sub.excerpt), sub.title),
      marked: markedTexts([sub.excerpt]),
    }));
  const top = subs.find((sub) => !sub.url.includes('#'));
  return {
    url: result.url,
    title,
    section: result.meta.section ?? '',
    snippet: dropLeadingHeading(parseExcerpt(top?.excerpt ?? (headings.length ? '' : result.excerpt)), title),
    sections: headings,
    marked: markedTexts([result.excerpt, ...subs.map((sub) => sub.excerpt)]),
  };
}

/** Words marked on a page that a result opens: at most this many, the first ones found. */
const MAX_MARKED = 6;

/** The distinct texts inside `<mark>` of some excerpts, as written. */
export function markedTexts(excerpts: readonly string[]): string[] {
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const excerpt of excerpts) {
    for (const match of excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/gi)) {
      const text = decodeEntities((match[1] ?? '').replace(/<[^>]*>/g, '')).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      const key = text.toLowerCase();
      if (!text || seen.has(key) || texts.length >= MAX_MARKED) continue;
      seen.add(key);
      texts.push(text);
    }
  }
  return texts;
}

/** `url` with the words to mark on the page it opens, before its `#anchor`. */
export function highlightUrl(url: string, words: readonly string[]): string {
  const list = [...new Set(words.map((w) => w.trim()).filter(Boolean))].slice(0, MAX_MARKED);
  if (!list.length) return url;
  const hash = url.indexOf('#');
  const [path, anchor] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const params = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');
  params.set(HIGHLIGHT_PARAM, list.join(' '));
  return `${path.split('?')[0]}?${params.toString()}${anchor}`;
}

/* ------------------------------------------------------------------ */
/* Pagefind's prefix fallback                                           */
/* ------------------------------------------------------------------ */

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The highlighted words of a result (its excerpt and its sections' excerpts). */
export function markedWords(result: PagefindResult): string[] {
  const html = [result.excerpt, ...(result.sub_results ?? []).map((sub) => sub.excerpt)].join(' ');
  return [...html.matchAll(/<mark>([\s\S]*?)<\/mark>/gi)].flatMap((m) => words(decodeEntities(m[1] ?? '')));
}

/** Whether a highlighted word answers a word of the query: same start (stems, plurals), or a shared CJK character. */
export function answersWord(queryWord: string, marked: string): boolean {
  if (CJK.test(queryWord)) return [...queryWord].some((char) => CJK.test(char) && marked.includes(char));
  let shared = 0;
  while (shared < queryWord.length && shared < marked.length && queryWord[shared] === marked[shared]) shared++;
  return shared >= Math.min(queryWord.length, 4) && (shared >= 3 || shared === marked.length || shared === queryWord.length);
}

/**
 * When a word of the query is in no page, Pagefind falls back to the longest
 * prefix it knows, so `tailwnd` finds pages that mention `-t` and `xyzzy`
 * finds a class name starting with `xy`. Such a result has highlighted words
 * and none of them answers a word of the query; the panel drops it and shows
 * the no-results screen with suggestions instead. A result without highlights
 * (found through its title or keywords) is kept.
 */
export function isPrefixFallback(query: string, result: PagefindResult): boolean {
  const marked = markedWords(result);
  if (!marked.length) return false;
  const queryWords = words(query);
  return !marked.some((m) => queryWords.some((q) => answersWord(q, m)));
}

/** The results on screen: the outcome of one query and the pages shown for it. */
export interface ShownResults<Outcome> {
  outcome: Outcome | null;
  pages: SearchPage[];
}

/**
 * Adds the next pages of `outcome` to what is on screen. Pages that arrive
 * for another query (the reader typed on while they loaded) are dropped, and
 * a page already shown is not shown twice: the list is keyed by URL, and a
 * repeated key would leave stale rows on screen under later queries.
 */
export function appendPages<Outcome>(shown: ShownResults<Outcome>, outcome: Outcome, more: readonly SearchPage[]): ShownResults<Outcome> {
  if (shown.outcome !== outcome) return shown;
  const urls = new Set(shown.pages.map((page) => page.url));
  const added = more.filter((page) => !urls.has(page.url) && urls.add(page.url));
  return added.length ? { outcome, pages: [...shown.pages, ...added] } : shown;
}

/** The pages of a query's first results, each URL once. */
export function uniquePages(pages: readonly SearchPage[]): SearchPage[] {
  const urls = new Set<string>();
  return pages.filter((page) => !urls.has(page.url) && urls.add(page.url));
}

/** The links of the results in the order the arrow keys walk them: each page, then its headings. */
export function resultLinks(pages: readonly SearchPage[]): string[] {
  return pages.flatMap((page) => [page.url, ...page.sections.map((s) => s.url)]);
}

/** Next active index for ArrowDown/ArrowUp/Home/End, wrapping around; -1 when there is nothing. */
export function moveActive(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  if (key === 'ArrowUp') return current < 0 ? count - 1 : (current - 1 + count) % count;
  return current;
}

/* ------------------------------------------------------------------ */
/* Suggestions on the no-results screen                                 */
/* ------------------------------------------------------------------ */

export interface TitledPage {
  title: string;
  routePath: string;
  lang: string;
}

/** Suggestions show at most this many entries. */
const MAX_SUGGESTIONS = 3;

const normalize = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Character bigrams (Latin words and CJK runs alike), for a fuzzy comparison that needs no dictionary. */
function bigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(' ')) {
    if (word.length === 1) grams.add(word);
    for (let i = 0; i < word.length - 1; i++) grams.add(word.slice(i, i + 2));
  }
  return grams;
}

/** Dice coefficient of two texts' bigrams (0..1). */
export function titleSimilarity(query: string, title: string): number {
  const a = bigrams(normalize(query));
  const b = bigrams(normalize(title));
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** Up to three titles of the language that look like the query, best first. */
export function suggestTitles(query: string, pages: readonly TitledPage[], lang: string, limit = MAX_SUGGESTIONS): string[] {
  const seen = new Set<string>();
  return pages
    .filter((page) => page.lang === lang && page.title)
    .map((page) => ({ title: page.title, score: titleSimilarity(query, page.title) }))
    .filter((entry) => entry.score >= 0.3 && !seen.has(entry.title) && seen.add(entry.title))
    .sort((a, b) => b.score - a.score || a.title.length - b.title.length || a.title.localeCompare(b.title))
    .slice(0, limit)
    .map((entry) => entry.title);
}
