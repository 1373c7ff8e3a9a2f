#!/usr/bin/env node
// `npm run bench`: builds the site and reports build wall time, peak memory,
// page count, the gzip size of what the first load of key pages needs (with
// the budgets of e2e/budgets.spec.ts), Lighthouse scores (mobile, median of 5
// runs), then what the offline search costs and how well it ranks
// (scripts/lib/search-bench.mjs). `npm run bench -- --no-build` measures the
// existing doc_build; `npm run bench -- --search` measures only the search.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadAssets } from './lib/first-load.mjs';
import { THROTTLE, benchSearch } from './lib/search-bench.mjs';
import { CHUNK_BUDGETS, PAGE_CSS_BUDGET, PAGE_JS_BUDGET, htmlPages as builtPages, pageWeight } from './lib/budgets.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { serveStatic } from './lib/static-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'doc_build');
const rssFile = path.join(os.tmpdir(), `rsbuild-docs-bench-rss-${process.pid}`);

function build(extraEnv = {}) {
  const t0 = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', path.join(root, 'scripts/rss-reporter.mjs'), path.join(root, 'node_modules/@rspress/core/bin/rspress.js'), 'build'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BENCH_RSS_FILE: rssFile, ...extraEnv } },
  );
  if (result.status !== 0) {
    console.error('bench: the build failed');
    process.exit(1);
  }
  return (performance.now() - t0) / 1000;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function reportSearch() {
  if (!existsSync(path.join(out, 'pagefind'))) {
    console.error('bench: doc_build has no offline search index; run `npm run build` first');
    process.exit(1);
  }
  const { runs, relevance, sizes, vocabulary } = await benchSearch(out);
  console.log('\nSearch (offline, Pagefind) — cold page, throttled: ' +
    `${THROTTLE.latency} ms RTT, ${((THROTTLE.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s, CPU ×${THROTTLE.cpu}; served with gzip`);
  console.table(
    runs.map((r) => ({
      page: r.url,
      query: r.corrected ? `${r.query} (misspelled)` : r.query,
      'search bytes before intent': r.beforeIntent,
      'to first result: bytes': kib(r.firstResultBytes),
      'requests': r.firstResultRequests,
      'of which JS code': kib(r.codeBytes),
      'ms (Ctrl+K, typing, first result)': Math.round(r.ms),
    })),
  );
  for (const r of runs) {
    if (r.beforeIntent > 0) {
      console.error(`bench: ${r.url} downloaded ${r.beforeIntent} bytes of the search before any intent (must be 0)`);
      process.exitCode = 1;
    }
  }
  for (const [lang, size] of Object.entries(sizes)) if (size) console.log(`index ${lang}: ${kib(size.bytes)} in ${size.files} files (as served)`);
  for (const [lang, size] of Object.entries(vocabulary)) {
    if (size.vocabulary === null) continue;
    const pinyin = size.pinyin === null ? '' : `, pinyin table ${kib(size.pinyin)} (loaded for a Chinese slip only)`;
    console.log(`vocabulary ${lang}: ${kib(size.vocabulary)} gzip (loaded on intent with the index)${pinyin}`);
  }
  const pct = (s) => `${s.passed}/${s.total} = ${(s.score * 100).toFixed(1)} %`;
  console.log(`relevance: ${pct(relevance)} of the suite's queries find their pages in the top 3 (exact ${pct(relevance.exact)}, forgiving ${pct(relevance.forgiving)}, goals ${pct(relevance.goal)})`);
  if (relevance.misses.length) console.log(`misses:\n  ${relevance.misses.join('\n  ')}`);
}

if (process.argv.includes('--search')) {
  await reportSearch();
  process.exit();
}

const noBuild = process.argv.includes('--no-build');
let buildSeconds = NaN;
if (!noBuild) {
  // Cold build: the persistent build cache would otherwise hide the real cost.
  rmSync(path.join(root, 'node_modules/.cache'), { recursive: true, force: true });
  buildSeconds = build();
}
const peakRss = existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8')) : NaN;
rmSync(rssFile, { force: true });

const htmlPages = builtPages(out).filter((f) => !f.endsWith('404.html'));

const gz = (file) => gzipSync(readFileSync(file)).length;

const pages = {
  home: 'index.html',
  'home (zh)': 'zh/index.html',
  'config page': 'config/dev/hmr.html',
  'config overview': 'config/index.html',
  'guide page': 'guide/start/quick-start.html',
};

const rows = [];
const sets = {};
for (const [name, rel] of Object.entries(pages)) {
  const file = path.join(out, rel);
  if (!existsSync(file)) continue;
  const assets = firstLoadAssets(readFileSync(file, 'utf8'), out);
  sets[name] = assets;
  const js = assets.filter((a) => a.endsWith('.js')).reduce((n, a) => n + gz(a), 0);
  const css = assets.filter((a) => a.endsWith('.css')).reduce((n, a) => n + gz(a), 0);
  rows.push({ page: name, file: rel, 'first-load JS (gzip)': kib(js), 'first-load CSS (gzip)': kib(css), 'HTML (gzip)': kib(gz(file)), jsBytes: js });
}

const docPage = sets['config page'] ?? sets['guide page'];
let landingExtra;
if (sets.home && docPage) {
  const extra = sets.home.filter((a) => a.endsWith('.js') && !docPage.includes(a));
  landingExtra = extra.reduce((n, a) => n + gz(a), 0);
}

console.log('\nRsbuild docs — bench');
console.log(`build wall time   ${Number.isNaN(buildSeconds) ? 'n/a (--no-build)' : `${buildSeconds.toFixed(1)} s`}`);
console.log(`peak memory (RSS) ${Number.isNaN(peakRss) ? 'n/a' : `${(peakRss / 1024 / 1024).toFixed(0)} MiB`}`);
console.log(`pages built       ${htmlPages.length}`);
console.table(rows.map(({ jsBytes, ...r }) => r));
if (landingExtra !== undefined) console.log(`landing page JS on top of a doc page: ${kib(landingExtra)} gzip`);

/** What every page loads first, against the budgets held by e2e/budgets.spec.ts. */
function reportBudgets() {
  const weights = builtPages(out).map((rel) => pageWeight(out, rel));
  const worst = (kind) => weights.filter((w) => w.kind === kind).sort((a, b) => b.js - a.js)[0];
  console.log('\nFirst-load budgets (gzip; every page checked by e2e/budgets.spec.ts)');
  console.table(
    ['doc', 'home'].map((kind) => {
      const w = worst(kind);
      return {
        'page kind': kind,
        'heaviest page': w.rel,
        'first-load JS': kib(w.js),
        budget: `${PAGE_JS_BUDGET[kind]} KiB`,
        CSS: kib(w.css),
        'CSS budget': `${PAGE_CSS_BUDGET} KiB`,
      };
    }),
  );
  const chunks = new Map();
  for (const w of weights) for (const c of w.chunks) if ((chunks.get(c.label)?.gzip ?? 0) < c.gzip) chunks.set(c.label, c);
  console.table([...chunks.values()].map((c) => ({ chunk: c.label, 'largest (gzip)': kib(c.gzip), budget: `${CHUNK_BUDGETS[c.label] ?? '-'} KiB`, file: c.file })));
}

/** Lighthouse mobile scores of the home page, a config page and a Chinese guide page, served with gzip. */
async function reportLighthouse() {
  const port = Number(process.env.BENCH_PORT ?? 4180);
  const server = await serveStatic(out, port);
  try {
    console.log('\nLighthouse (mobile, simulated throttling; median of 5 runs; a11y/BP/SEO: lowest of the runs)');
    console.table(await runLighthouse(`http://localhost:${port}`));
  } finally {
    server.close();
  }
}

reportBudgets();
await reportLighthouse();
await reportSearch();
if (noBuild) process.exit(0);

// The DocSearch variant must not grow the first load: its code loads when the modal opens.
const docsearchEnv = JSON.parse(readFileSync(path.join(root, 'e2e/docsearch-env.json'), 'utf8'));
build(docsearchEnv);
const dsOut = path.join(root, docsearchEnv.DOCS_OUT_DIR);
const firstLoad = (dir, rel) => {
  const assets = firstLoadAssets(readFileSync(path.join(dir, rel), 'utf8'), dir);
  return {
    js: assets.filter((a) => a.endsWith('.js')).reduce((n, a) => n + gz(a), 0),
    css: assets.filter((a) => a.endsWith('.css')).reduce((n, a) => n + gz(a), 0),
  };
};
const rel = pages['config page'];
const target = existsSync(path.join(out, rel)) ? rel : pages['guide page'];
const local = firstLoad(out, target);
const ds = firstLoad(dsOut, target);
console.log(
  `first load of ${target} with DocSearch: JS ${kib(ds.js)} (${ds.js - local.js >= 0 ? '+' : ''}${kib(ds.js - local.js)}), ` +
    `CSS ${kib(ds.css)} (${ds.css - local.css >= 0 ? '+' : ''}${kib(ds.css - local.css)}) compared with the offline search build`,
);
