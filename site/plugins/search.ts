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
import { cpSync, createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ChildProcess, spawn } from 'node:child_process';
import type { RspressPlugin } from '@rspress/core';
import { listPageFiles } from '../docs-files';
import { recordsDir } from '../search-records';
import { SEARCH_INDEX_DIR, writeSearchIndex } from '../search-index';
import { RSPRESS_SEARCH_INDEX } from './rspress-internals';

export { collectRecords, recordsDir, recordsFile } from '../search-records';

/**
 * Starts building the records and (with `local`) the offline search bundles in a child
 * process (site/plugins/search-worker.mjs): they need the page sources only, so they are
 * built while the compile runs, on a core the compile leaves idle, and the process's
 * memory is given back when it ends, before the compile's peak. The promise resolves
 * with the staging folder, or rejects when the process fails (its error is printed).
 */
function startSearchWorker(local: boolean): { child: ChildProcess; staged: Promise<string> } {
  const stagingDir = mkdtempSync(path.join(os.tmpdir(), 'rsbuild-docs-search-'));
  const script = fileURLToPath(new URL('./search-worker.mjs', import.meta.url));
  // No `execArgv`: what the build was started with (a profiler, the bench's preloads) is not for this process.
  const child = spawn(process.execPath, [script, stagingDir, local ? 'local' : 'records'], { stdio: ['ignore', 'inherit', 'inherit'] });
  // The build itself comes first: the index takes the CPU time the compile leaves idle.
  try {
    if (child.pid !== undefined) os.setPriority(child.pid, 10);
  } catch {
    // A system that refuses leaves the process at the build's priority.
  }
  // A failed compile ends the build without waiting for the process, and leaves no staging folder.
  child.unref();
  process.once('exit', () => {
    child.kill();
    rmSync(stagingDir, { recursive: true, force: true });
  });
  const staged = new Promise<string>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`[search] the search index process could not start: ${String(error)}`)));
    child.once('exit', (code, signal) =>
      code === 0 ? resolve(stagingDir) : reject(new Error(`[search] the search index could not be built (${signal ?? `exit code ${code}`}); see the error above`)),
    );
  });
  // Handled in afterBuild; a build that fails earlier must not report it as unhandled.
  staged.catch(() => undefined);
  return { child, staged };
}

/** Moves a staged file or folder into the output; copies it when the two are on different file systems. */
function move(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
  }
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
  let prodBuild: ReturnType<typeof startSearchWorker> | undefined;
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
    // Not in `config`: `rspress preview` runs that too.
    beforeBuild(_config, isProd) {
      if (isProd) prodBuild ??= startSearchWorker(options.local);
    },
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
      // Rspress emits its own search index even with `search: false`; nothing loads it.
      const staticDir = path.join(options.outDir, RSPRESS_SEARCH_INDEX.dir);
      if (existsSync(staticDir)) for (const file of readdirSync(staticDir)) if (RSPRESS_SEARCH_INDEX.file.test(file)) rmSync(path.join(staticDir, file));
      prodBuild ??= startSearchWorker(options.local);
      prodBuild.child.ref();
      const stagingDir = await prodBuild.staged;
      try {
        const records = recordsDir(options.outDir);
        mkdirSync(records, { recursive: true });
        for (const file of readdirSync(path.join(stagingDir, 'records'))) move(path.join(stagingDir, 'records', file), path.join(records, file));
        if (options.local) {
          const target = path.join(options.outDir, SEARCH_INDEX_DIR);
          rmSync(target, { recursive: true, force: true });
          move(path.join(stagingDir, SEARCH_INDEX_DIR), target);
        }
      } finally {
        rmSync(stagingDir, { recursive: true, force: true });
      }
    },
  };
}
