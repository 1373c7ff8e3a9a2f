/**
 * Runs queries through the offline search's own code (theme/Search/engine.ts: query plan,
 * corrections, Pagefind, definitions first) in Node.js, against the built bundles in
 * doc_build/pagefind/<lang>/: what the dialog computes, without the page around it.
 * e2e/search-relevance.spec.ts runs the English queries here and checks on a sample that the
 * dialog ranks them the same (Chinese words are cut by the runtime's `Intl.Segmenter`, so the
 * Chinese queries are typed into the dialog).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getSearchEngine } from '../../theme/Search/engine';

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

/** The pages each query finds, in order (site paths, as the dialog links them). */
export async function searchInNode(queries: readonly { lang: string; q: string }[], outDir = OUT_DIR): Promise<string[][]> {
  // Pagefind builds result URLs from the bundle's location: a file URL here, `/` on the site.
  const prefix = `/file:${outDir.split(path.sep).join('/')}`;
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
