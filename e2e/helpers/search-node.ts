/**
 * Runs queries through the offline search's own code (theme/Search/engine.ts: query plan,
 * corrections, Pagefind, definitions first) in Node.js, against the built bundles in
 * doc_build/pagefind/<lang>/: what the dialog computes, without the page around it.
 * e2e/search-relevance.spec.ts runs the queries here and checks on a sample that the
 * dialog ranks them the same.
 *
 * Chinese words are cut by the runtime's `Intl.Segmenter`, and Node.js's ICU cuts some
 * differently from Chromium's. So for Chinese queries the word segmenter answers with the
 * cuts a browser page made (`cutIn`): the run starts with the cuts of every part of each
 * query, and when the search code asks for the cut of another text (words it rejoined,
 * a correction), the browser cuts those too and the whole run is repeated, until one run
 * used browser cuts only. Only that run's results count.
 *
 * Each run starts as a new visit does: Pagefind finds a word's longer forms (prefix matches)
 * only in the index chunks it has loaded, so a page's rank can change once an earlier query
 * loaded the next chunk. A run therefore gets an engine and a Pagefind of its own.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Page } from '@playwright/test';
import { getSearchEngine } from '../../theme/Search/engine';

interface Cut {
  segment: string;
  index: number;
  isWordLike?: boolean;
}
/** Word cuts made in a browser, keyed by `${locale}\u0000${text}`. */
type WordCuts = Map<string, Cut[]>;
const cutKey = (locale: string, text: string) => `${locale}\u0000${text}`;
const CHINESE = /\p{Script=Han}/u;

/** Every part (substring) of each query, as typed, trimmed and lower-cased: the texts the search code cuts first. */
function partsOf(queries: readonly string[]): string[] {
  const parts = new Set<string>();
  for (const query of queries) {
    for (const text of new Set([query, query.trim(), query.trim().toLowerCase(), query.trim().replace(/\s+/g, ' ')])) {
      for (let i = 0; i < text.length; i++) for (let j = i + 1; j <= text.length; j++) parts.add(text.slice(i, j));
    }
  }
  return [...parts].filter((part) => CHINESE.test(part));
}

/** Adds to `cuts` how `page`'s browser cuts each text into words, for each locale. */
async function cutInBrowser(page: Page, texts: readonly { locale: string; text: string }[], cuts: WordCuts): Promise<void> {
  const made = await page.evaluate((texts) => texts.map(({ locale, text }) => [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)].map(({ segment, index, isWordLike }) => ({ segment, index, isWordLike }))), texts);
  texts.forEach(({ locale, text }, i) => cuts.set(cutKey(locale, text), made[i]!));
}

export const OUT_DIR = path.resolve(import.meta.dirname, '..', '..', 'doc_build');

/**
 * What the engine and Pagefind take from the browser, for the time of `run`: `fetch` of the
 * bundle's files, and the `<html lang>` Pagefind reads to segment Chinese queries.
 */
async function withBrowserGlobals<T>(run: () => Promise<T>): Promise<T> {
  const globals = globalThis as Record<string, unknown>;
  const saved = { window: globals.window, document: globals.document, fetch: globalThis.fetch };
  const attributes = new Map<string, string>();
  const html = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
  globals.document = { documentElement: html, querySelector: (selector: string) => (selector === 'html' ? html : null), currentScript: null };
  globals.window = globalThis;
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) throw new Error(`the Node.js search asked for ${url}, outside the built bundle`);
    try {
      return new Response(readFileSync(fileURLToPath(url.split('?')[0]!)));
    } catch {
      return new Response(null, { status: 404 });
    }
  }) as typeof fetch;
  try {
    return await run();
  } finally {
    globals.window = saved.window;
    globals.document = saved.document;
    globalThis.fetch = saved.fetch;
  }
}

/** The browser's cuts during a run with them, the texts asked for that they lack, and how many were answered. */
let active: { cuts: WordCuts; uncut: Map<string, { locale: string; text: string }>; answered: number } | null = null;

const NativeSegmenter = Intl.Segmenter;

/**
 * `Intl.Segmenter` as the search code meets it in this process: during a run with browser
 * cuts, word segmentation of a text with Chinese characters answers from them (and records a
 * text they lack); otherwise, and for everything else, it is Node.js's own. Installed when this
 * module loads, so that a segmenter the search code makes once and keeps is one of these too.
 */
class BrowserCutSegmenter extends NativeSegmenter {
  readonly #locale: string;
  readonly #word: boolean;
  constructor(locales?: Intl.LocalesArgument, options?: Intl.SegmenterOptions) {
    super(locales, options);
    this.#locale = String(Array.isArray(locales) ? locales[0] : (locales ?? ''));
    this.#word = options?.granularity === 'word';
  }
  segment(text: string): Intl.Segments {
    if (!active || !this.#word || !CHINESE.test(text)) return super.segment(text);
    const cut = active.cuts.get(cutKey(this.#locale, text));
    if (!cut) {
      active.uncut.set(cutKey(this.#locale, text), { locale: this.#locale, text });
      return super.segment(text);
    }
    active.answered++;
    return cut.map((c) => ({ ...c, input: text })) as unknown as Intl.Segments;
  }
}
(Intl as { Segmenter: typeof Intl.Segmenter }).Segmenter = BrowserCutSegmenter;

/**
 * The pages each query finds, in order (site paths, as the dialog links them). Chinese queries
 * need a browser page to cut their words (`cutIn`, any page of Chromium).
 */
export async function searchInNode(queries: readonly { lang: string; q: string }[], { outDir = OUT_DIR, cutIn }: { outDir?: string; cutIn?: Page } = {}): Promise<string[][]> {
  const chinese = queries.filter((query) => CHINESE.test(query.q));
  if (chinese.length && !cutIn) throw new Error(`Chinese queries (${chinese[0]!.q}, ...) need a browser page to cut their words (cutIn)`);
  if (!chinese.length || !cutIn) return searchEach(queries, outDir);
  const cuts: WordCuts = new Map();
  await cutInBrowser(cutIn, partsOf(chinese.map((query) => query.q)).map((text) => ({ locale: 'zh', text })), cuts);
  for (let round = 1; round <= 8; round++) {
    const run = (active = { cuts, uncut: new Map(), answered: 0 });
    let found: string[][];
    try {
      found = await searchEach(queries, outDir);
    } finally {
      active = null;
    }
    if (!run.answered) throw new Error('no Chinese word was cut by the browser: the search code used a segmenter made before this module loaded');
    if (!run.uncut.size) return found;
    await cutInBrowser(cutIn, [...run.uncut.values()], cuts);
  }
  throw new Error('the search code kept asking for cuts of new Chinese texts after 8 runs');
}

/**
 * Runs the queries in order as one visit: through a new engine and a new Pagefind. Both are
 * kept per address (Node.js keeps a module per real path), so each visit reaches the bundle
 * through a directory of its own: a copy of `pagefind.js`, links to the other files.
 */
async function searchEach(queries: readonly { lang: string; q: string }[], outDir: string): Promise<string[][]> {
  const visit = mkdtempSync(path.join(os.tmpdir(), 'search-visit-'));
  try {
    // pagefind.js is an ES module, as the project's package.json says of doc_build's files.
    writeFileSync(path.join(visit, 'package.json'), '{ "type": "module" }\n');
    for (const lang of new Set(queries.map((query) => query.lang))) {
      const bundle = path.join(outDir, 'pagefind', lang);
      const copy = path.join(visit, 'pagefind', lang);
      mkdirSync(copy, { recursive: true });
      for (const name of readdirSync(bundle)) {
        if (name === 'pagefind.js') copyFileSync(path.join(bundle, name), path.join(copy, name));
        else symlinkSync(path.join(bundle, name), path.join(copy, name));
      }
    }
    // Pagefind builds result URLs from the bundle's location: a file URL here, `/` on the site.
    return await searchIn(queries, visit, `/file:${visit.split(path.sep).join('/')}`);
  } finally {
    rmSync(visit, { recursive: true, force: true });
  }
}

async function searchIn(queries: readonly { lang: string; q: string }[], outDir: string, prefix: string): Promise<string[][]> {
  return withBrowserGlobals(async () => {
    const found: string[][] = [];
    for (const { lang, q } of queries) {
      const root = `${pathToFileURL(path.join(outDir, 'pagefind', lang)).href}/`;
      const outcome = await getSearchEngine(lang, root).search(q.trim());
      found.push(
        outcome.pages.map(({ url }) => {
          if (!url.startsWith(prefix)) throw new Error(`"${q}" (${lang}): the result ${url} is not under ${prefix}`);
          return url.slice(prefix.length);
        }),
      );
    }
    return found;
  });
}
