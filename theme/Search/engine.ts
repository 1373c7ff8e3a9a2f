/**
 * The offline search engine in the browser: the Pagefind bundle of one
 * language (`/pagefind/<lang>/`, written by site/search-index.ts), loaded on
 * the first sign of intent and kept for the rest of the visit.
 *
 * Nothing here runs at page load: the search box imports this module when the
 * reader points at the search button, focuses it or presses a shortcut.
 */
import { SEARCH_QUERY_MAX } from './limits';
import { type QueryPlan, fallbackAttempts, optionMatch, optionPathOf, planQuery, rankAttempts, splitWords, weigh } from './query';
import { type PagefindResult, type SearchPage, isPrefixFallback, toSearchPage } from './results';
import { type PinyinData, type VocabularyData, namesMessage } from '../../site/search-text';
import { Pinyin, Vocabulary } from './vocabulary';

/** The part of Pagefind's browser API that the site uses. */
interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindHit[] } | null>;
}

interface PagefindHit {
  id: string;
  score: number;
  data: () => Promise<PagefindResult>;
}

/** Results per section of the site, for the scope filter. */
export interface ScopeCount {
  /** The section's `i18n.json` key (`guide`, `config`…). */
  key: string;
  count: number;
}

/** Results of one query: the pages found, best first, the first ones with their data loaded. */
export interface SearchOutcome {
  /** The query as typed. */
  query: string;
  /** Pages found in the chosen scope. */
  total: number;
  pages: SearchPage[];
  /** Loads the data of the next pages (up to the per-query limit); empty once all are loaded. */
  more: () => Promise<SearchPage[]>;
  /** The query searched instead of a misspelled one, or `null`. */
  corrected: string | null;
  /** Pages found per section (every scope), or `null` when the vocabulary could not be loaded. */
  scopes: ScopeCount[] | null;
  /** The section the results are limited to, or `null` for all. */
  scope: string | null;
  /** The words Pagefind searched, for marking them on the page a result opens. */
  words: string[];
}

export interface SearchOptions {
  /** Whether the query is still the one in the box: excerpts are only downloaded for queries the reader will see. */
  isCurrent?: () => boolean;
  /** Search the query exactly as typed: no correction, nothing dropped. */
  exact?: boolean;
  /** Limit the results to a section (`guide`, `config`…). */
  scope?: string | null;
}

const SEARCH_LIMITS = {
  /** Results shown per page. */
  results: 20,
  /** Pages whose excerpts are loaded before the first results are shown (what fits a screen). */
  firstBatch: 5,
  /** Words of a result's snippet (`snippetWordsNarrow` at 768 px or less). */
  snippetWords: 10,
  snippetWordsNarrow: 5,
} as const;

declare const __SEARCH_INDEX_TAG__: string;

export interface SearchEngine {
  lang: string;
  /** Loads the engine, the language's index metadata and its vocabulary (idempotent; retried after a failure). */
  load(): Promise<void>;
  search(query: string, options?: SearchOptions): Promise<SearchOutcome>;
}

const engines = new Map<string, SearchEngine>();

/**
 * The engine of a language, created once per visit. `root` is the URL of the
 * language's bundle (`/pagefind/en/`).
 */
export function getSearchEngine(lang: string, root: string, narrow = false): SearchEngine {
  let engine = engines.get(root);
  if (!engine) {
    engine = createEngine(lang, root, narrow);
    engines.set(root, engine);
  }
  return engine;
}

/** A JSON file of the bundle, or `null` when it cannot be had: search then works without what it adds. */
async function fetchJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

function createEngine(lang: string, root: string, narrow: boolean): SearchEngine {
  let loading: Promise<PagefindModule> | undefined;
  let attempts = 0;
  const tag = typeof __SEARCH_INDEX_TAG__ === 'string' && __SEARCH_INDEX_TAG__ ? `?v=${__SEARCH_INDEX_TAG__}` : '';
  // The vocabulary (misspellings, scopes, flags) loads with the index; the pinyin table only for a Chinese slip.
  let vocabularyFile: Promise<Vocabulary | null> | undefined;
  const loadVocabulary = () => {
    vocabularyFile ??= fetchJson<VocabularyData>(`${root}vocabulary.json${tag}`).then((data) => {
      try {
        return data ? new Vocabulary(data) : null;
      } catch (error) {
        console.warn(String(error));
        return null;
      }
    });
    return vocabularyFile;
  };
  let pinyin: Promise<Pinyin | undefined> | undefined;
  const loadPinyin = () => {
    pinyin ??= fetchJson<PinyinData>(`${root}pinyin.json${tag}`).then((data) => (data ? new Pinyin(data) : undefined));
    return pinyin;
  };

  const load = () => {
    loading ??= (async () => {
      // The browser remembers a failed module import; a retry needs another URL.
      const url = `${root}pagefind.js${attempts++ ? `?retry=${attempts}` : ''}`;
      const mod = (await import(/* webpackIgnore: true */ url)) as PagefindModule;
      await mod.options({
        basePath: root,
        // The search is small and fast on the main thread; a worker would cost one more download.
        noWorker: true,
        excerptLength: narrow ? SEARCH_LIMITS.snippetWordsNarrow : SEARCH_LIMITS.snippetWords,
        // A stable tag per build lets the browser cache the entry file.
        metaCacheTag: typeof __SEARCH_INDEX_TAG__ === 'string' ? __SEARCH_INDEX_TAG__ : null,
        // Tuned on the relevance suite (tests/search-queries.json): long pages are
        // penalised less, exact words count more than prefixes, and the keywords
        // written for a page (site/search-keywords.ts) count like its title.
        ranking: { termFrequency: 0.8, pageLength: 0.5, termSimilarity: 1.5, metaWeights: { title: 5, keywords: 6, section: 0 } },
      });
      // Pagefind segments Chinese queries by the page's language (`<html lang>`).
      await withDocumentLang(lang, () => mod.init());
      return mod;
    })();
    // A failed load (offline, server error) is retried on the next query.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  const search = async (query: string, options: SearchOptions = {}): Promise<SearchOutcome> => {
    const { isCurrent = () => true, exact = false, scope = null } = options;
    const typed = query.slice(0, SEARCH_QUERY_MAX);
    loadVocabulary();
    const mod = await load();
    const vocabulary = await loadVocabulary();
    let plan = planQuery(typed, vocabulary, undefined, exact);
    if (plan.needsPinyin) plan = planQuery(typed, vocabulary, await loadPinyin(), exact);

    // The first of the plan's queries that finds pages (all terms, then fewer); when it finds only a
    // few, the next ones add theirs. A query of several terms is also tried with each term left out,
    // and a page that answers those far better than the pages with every term comes first.
    const attempts = exact ? plan.terms.map((t) => ({ text: t.text, dropped: 0 })) : fallbackAttempts(plan.terms);
    const tried: { dropped: number; hits: PagefindHit[] }[] = [];
    let found: PagefindHit[] = [];
    let searched = '';
    let floor = 0;
    for (const attempt of attempts) {
      const relaxing = found.length >= SEARCH_LIMITS.firstBatch;
      if (relaxing && attempt.dropped !== 1) continue;
      if (relaxing && !floor) floor = Math.min(...rankAttempts(tried).map((r) => r.weighted));
      const response = await mod.search(attempt.text);
      if (!isCurrent()) break;
      const hits = response?.results ?? [];
      if (!found.length) searched = attempt.text;
      // Left-out terms add only the pages that outrank one already found, not every page with fewer words.
      tried.push({ dropped: attempt.dropped, hits: relaxing ? hits.filter((r) => weigh(r.score, attempt.dropped) > floor) : hits });
      if (!relaxing) found = [...found, ...hits.filter((r) => !found.some((f) => f.id === r.id))];
    }
    found = rankAttempts(tried).map((r) => r.hit);
    // The pages that have a split word's characters side by side come first: they have the word.
    for (const word of exact ? [] : splitWords(searched)) {
      const phrase = await mod.search(`"${word}"`);
      if (!isCurrent()) break;
      const ids = new Set((phrase?.results ?? []).map((r) => r.id));
      found = [...found.filter((r) => ids.has(r.id)), ...found.filter((r) => !ids.has(r.id))];
    }
    const empty: SearchOutcome = { query, total: 0, pages: [], more: async () => [], corrected: null, scopes: null, scope, words: [] };
    if (!isCurrent()) return { ...empty, total: found.length };
    if (vocabulary && !exact) {
      // The pages that define what the query names come first, found by their own name if need be.
      const lead: PagefindHit[] = [];
      for (const definition of definitions(plan, vocabulary, found)) {
        let hit = found.find((r) => r.id === definition.id);
        if (!hit) hit = (await mod.search(definition.finder))?.results.find((r) => r.id === definition.id);
        if (hit) lead.push(hit);
      }
      if (!isCurrent()) return empty;
      found = leadWith(found, lead);
    }

    const scopeOf = (hit: PagefindHit) => vocabulary?.pages.get(hit.id)?.scope ?? -1;
    const scopes = vocabulary ? vocabulary.scopes.map((key, index) => ({ key, count: found.filter((r) => scopeOf(r) === index).length })) : null;
    const scopeIndex = vocabulary && scope ? vocabulary.scopes.indexOf(scope) : -1;
    const matching = scopeIndex >= 0 ? found.filter((r) => scopeOf(r) === scopeIndex) : found;
    const inScope = matching.slice(0, SEARCH_LIMITS.results);
    let next = 0;
    const loadBatch = async (size: number) => {
      const batch = inScope.slice(next, next + size);
      next += batch.length;
      const data = await Promise.all(batch.map((r) => r.data()));
      return data.filter((result) => !isPrefixFallback(searched, result)).map(toSearchPage);
    };
    const pages = await loadBatch(SEARCH_LIMITS.firstBatch);
    // Results that only match a prefix of an unknown word are not results (see isPrefixFallback).
    const fallback = !pages.length && inScope.length > 0;
    // Every page found in the scope, as the filter counts them; at most 20 are listed.
    const total = fallback ? 0 : matching.length;
    return {
      query,
      total,
      pages,
      more: () => (total ? loadBatch(SEARCH_LIMITS.results) : Promise.resolve([])),
      corrected: fallback || !found.length ? null : plan.corrected,
      scopes: fallback ? null : scopes,
      scope: scopeIndex >= 0 ? scope : null,
      words: searched.split(/\s+/).filter(Boolean),
    };
  };

  return { lang, load: () => Promise.all([load(), loadVocabulary()]).then(() => undefined), search };
}

/** A page that defines what the query names, and a query that finds it when the query's own results miss it. */
export interface Definition {
  id: string;
  finder: string;
}

/**
 * The pages that define what the query names, best first: the pages whose
 * table or heading defines a CLI flag of the query, the pages whose heading
 * quotes the error or log message the query names, and for a lone name the
 * page the site names so (the product's name: its introduction), the
 * config page of that option (its exact path, then a path inside it, then its
 * name without the group), then the page whose address names it (see
 * `optionMatch`; ties in the order of `found`).
 */
export function definitions(plan: QueryPlan, vocabulary: Vocabulary, found: readonly { id: string }[]): Definition[] {
  const list: Definition[] = [];
  for (const flag of plan.flags) for (const id of vocabulary.flags.get(flag) ?? []) list.push({ id, finder: flag.replace(/^-+/, '') });
  for (const [message, ids] of vocabulary.messages) {
    if (namesMessage(plan.message, message)) for (const id of ids) list.push({ id, finder: message });
  }
  if (plan.option) {
    const option = plan.option;
    const named = vocabulary.names.get(option.toLowerCase());
    if (named) list.push({ id: named, finder: option });
    const rank = new Map(found.map((r, i) => [r.id, i]));
    const matches: (Definition & { match: number })[] = [];
    for (const [id, { url }] of vocabulary.pages) {
      const match = optionMatch(option, url);
      if (match !== null) matches.push({ id, finder: optionPathOf(url) ?? option, match });
    }
    matches.sort((a, b) => a.match - b.match || (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity) || a.id.localeCompare(b.id));
    list.push(...matches.map(({ id, finder }) => ({ id, finder })));
  }
  const seen = new Set<string>();
  return list.filter((d) => !seen.has(d.id) && seen.add(d.id));
}

/** `found` with the `lead` results first, in their order. */
export function leadWith<T extends { id: string }>(found: readonly T[], lead: readonly T[]): T[] {
  const ids = new Set(lead.map((r) => r.id));
  return [...lead, ...found.filter((r) => !ids.has(r.id))];
}

/**
 * Pagefind reads the language of the document when it starts. The search box
 * knows the page's language, so make sure the two agree while Pagefind reads it.
 */
function withDocumentLang<T>(lang: string, run: () => Promise<T>): Promise<T> {
  const html = document.documentElement;
  const previous = html.getAttribute('lang');
  if (previous === lang) return run();
  html.setAttribute('lang', lang);
  try {
    // Pagefind reads the attribute synchronously when it starts.
    return run();
  } finally {
    if (previous === null) html.removeAttribute('lang');
    else html.setAttribute('lang', previous);
  }
}
