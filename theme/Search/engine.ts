/**
 * The offline search engine in the browser: the Pagefind bundle of one
 * language (`/pagefind/<lang>/`, written by site/search-index.ts), loaded on
 * the first sign of intent and kept for the rest of the visit.
 *
 * Nothing here runs at page load: the search box imports this module when the
 * reader points at the search button, focuses it or presses a shortcut.
 */
import { SEARCH_QUERY_MAX } from './limits';
import { type PagefindResult, type SearchPage, isPrefixFallback, toSearchPage } from './results';

/** The part of Pagefind's browser API that the site uses. */
interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { id: string; score: number; data: () => Promise<PagefindResult> }[] } | null>;
}

/** Results of one query: the pages found, best first, the first ones with their data loaded. */
export interface SearchOutcome {
  query: string;
  total: number;
  pages: SearchPage[];
  /** Loads the data of the next pages (up to the per-query limit); empty once all are loaded. */
  more: () => Promise<SearchPage[]>;
}

export const SEARCH_LIMITS = {
  /** SPEC §9: 20 results per page. */
  results: 20,
  /** Pages whose excerpts are loaded before the first results are shown (what fits a screen). */
  firstBatch: 5,
  /** SPEC §9: 10 snippet words (5 at 768 px or less). */
  snippetWords: 10,
  snippetWordsNarrow: 5,
} as const;

declare const __SEARCH_INDEX_TAG__: string;

export interface SearchEngine {
  lang: string;
  /** Loads the engine and the language's index metadata (idempotent; retried after a failure). */
  load(): Promise<void>;
  /**
   * Searches; `isCurrent` tells whether the query is still the one in the box,
   * so that excerpts are only downloaded for queries the reader will see.
   */
  search(query: string, isCurrent?: () => boolean): Promise<SearchOutcome>;
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

function createEngine(lang: string, root: string, narrow: boolean): SearchEngine {
  let loading: Promise<PagefindModule> | undefined;
  let attempts = 0;

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

  const search = async (query: string, isCurrent: () => boolean = () => true): Promise<SearchOutcome> => {
    const mod = await load();
    const response = await mod.search(query.slice(0, SEARCH_QUERY_MAX));
    const found = (response?.results ?? []).slice(0, SEARCH_LIMITS.results);
    if (!isCurrent()) return { query, total: found.length, pages: [], more: async () => [] };
    let next = 0;
    const loadBatch = async (size: number) => {
      const batch = found.slice(next, next + size);
      next += batch.length;
      const data = await Promise.all(batch.map((r) => r.data()));
      return data.filter((result) => !isPrefixFallback(query, result)).map(toSearchPage);
    };
    const pages = await loadBatch(SEARCH_LIMITS.firstBatch);
    // Results that only match a prefix of an unknown word are not results (see isPrefixFallback).
    const total = pages.length ? found.length : 0;
    return { query, total, pages, more: () => (total ? loadBatch(SEARCH_LIMITS.results) : Promise.resolve([])) };
  };

  return { lang, load: () => load().then(() => undefined), search };
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
