/**
 * Rspress plugin for the site's search.
 *
 * - Offline search (no Algolia configuration): after a production build, the
 *   Pagefind bundles are written to `<outDir>/pagefind/<lang>/`. In
 *   `rspress dev` they are built from the sources into a cache folder, rebuilt
 *   when a page changes, and served under `/pagefind/` by the dev server.
 * - Algolia records: every production build writes them to
 *   `search-records/records.<lang>.json` next to the output folder, outside
 *   the published site; `npm run search:upload` sends them to Algolia.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { LANGS } from '../structure';
import { listPageFiles } from '../docs-files';
import { type SearchRecord, buildRecords } from '../search';
import { SEARCH_INDEX_DIR, writeSearchIndex } from '../search-index';
import { RSPRESS_SEARCH_INDEX } from './rspress-internals';

/** Folder of the Algolia records for a given output folder (a sibling, never inside it). */
export const recordsDir = (outDir: string) => path.join(path.dirname(path.resolve(outDir)), 'search-records');
export const recordsFile = (lang: string) => `records.${lang}.json`;

export function collectRecords(): Record<string, SearchRecord[]> {
  const byLang: Record<string, SearchRecord[]> = Object.fromEntries(LANGS.map((l) => [l, []]));
  for (const file of listPageFiles()) {
    const records = buildRecords({ lang: file.lang, route: file.route, source: readFileSync(file.abs, 'utf8') });
    byLang[file.lang]!.push(...records);
  }
  return byLang;
}

function writeRecords(outDir: string): string {
  const dir = recordsDir(outDir);
  mkdirSync(dir, { recursive: true });
  for (const [lang, records] of Object.entries(collectRecords())) {
    writeFileSync(path.join(dir, recordsFile(lang)), `${JSON.stringify(records)}\n`);
  }
  return dir;
}

/** Changes whenever a page or the indexer changes: lets browsers cache the index entry file. */
function searchIndexTag(): string {
  const hash = createHash('sha1');
  for (const file of listPageFiles()) hash.update(file.abs).update(readFileSync(file.abs));
  for (const file of ['search-index.ts', 'search-keywords.ts', 'search-vocabulary.ts', 'search.ts', 'search-text.ts', 'markdown.ts']) {
    hash.update(readFileSync(path.join(import.meta.dirname, '..', file)));
  }
  hash.update(JSON.parse(readFileSync(path.join(import.meta.dirname, '../../node_modules/pagefind/package.json'), 'utf8')).version);
  return hash.digest('hex').slice(0, 12);
}

const DEV_INDEX_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/rsbuild-docs-search');

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8' };

export function pluginSearch(options: { outDir: string; local: boolean }): RspressPlugin {
  let devBuild: Promise<unknown> = Promise.resolve();
  let devSignature = '';
  const rebuildDevIndex = () => {
    const signature = listPageFiles()
      .map((f) => `${f.abs}:${statSync(f.abs).mtimeMs}`)
      .join('|');
    if (signature === devSignature) return;
    devSignature = signature;
    devBuild = devBuild.then(() =>
      writeSearchIndex(DEV_INDEX_DIR).catch((error: unknown) => {
        devSignature = '';
        console.error(`[search] the dev search index could not be built: ${String(error)}`);
      }),
    );
  };

  return {
    name: 'rsbuild-docs:search',
    builderConfig: {
      source: { define: { __SEARCH_INDEX_TAG__: JSON.stringify(options.local ? searchIndexTag() : '') } },
      server: {
        setup: (context) => {
          if (context.action !== 'dev' || !options.local) return;
          // Registered here, before the built-in middlewares (and their HTML fallback).
          context.server.middlewares.use((req, res, next) => {
            const url = (req.url ?? '').split('?')[0] ?? '';
            if (!url.startsWith(`/${SEARCH_INDEX_DIR}/`)) return next();
            void devBuild.then(() => {
              const file = path.join(DEV_INDEX_DIR, path.normalize(decodeURIComponent(url)).replace(/^([/\\])+/, ''));
              if (!file.startsWith(DEV_INDEX_DIR) || !existsSync(file) || !statSync(file).isFile()) {
                res.statusCode = 404;
                res.end();
                return;
              }
              res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
              res.setHeader('Cache-Control', 'no-store');
              createReadStream(file).pipe(res);
            });
          });
        },
      },
    },
    async afterBuild(_config, isProd) {
      if (!isProd) {
        if (options.local) rebuildDevIndex();
        return;
      }
      writeRecords(options.outDir);
      // Rspress emits its own search index even with `search: false`; nothing loads it.
      const staticDir = path.join(options.outDir, RSPRESS_SEARCH_INDEX.dir);
      if (existsSync(staticDir)) for (const file of readdirSync(staticDir)) if (RSPRESS_SEARCH_INDEX.file.test(file)) rmSync(path.join(staticDir, file));
      if (options.local) await writeSearchIndex(options.outDir);
    },
  };
}
