#!/usr/bin/env node
// `npm run bench`: builds the site and reports build wall time, peak memory,
// page count, the gzip size of what the first load of key pages needs (with
// the budgets of e2e/budgets.spec.ts), Lighthouse scores (mobile, median of 5
// runs), then what the offline search costs and how well it ranks
// (scripts/lib/search-bench.mjs). `npm run bench -- --no-build` measures the
// existing doc_build; `npm run bench -- --search` measures only the search.
// `npm run bench -- --against DIR [--rounds N] [--lock FILE]` only compares cold builds
// of this site and the site in DIR (scripts/lib/build-steps-report.mjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadAssets } from './lib/first-load.mjs';
import { THROTTLE, benchSearch } from './lib/search-bench.mjs';
import { CHUNK_BUDGETS, PAGE_CSS_BUDGET, PAGE_JS_BUDGET, htmlPages as builtPages, pageWeight } from './lib/budgets.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { CONFIG_CHECK_ROUTE, benchConfigCheck } from './lib/config-check-bench.mjs';
import { CONFIG_CHECK_INTENT_BUDGET } from './lib/budgets.mjs';
import { serveStatic } from './lib/static-server.mjs';
import { compareBuilds, measuredBuild, printBuild } from './lib/build-steps-report.mjs';
import { BUILD_ARGS, BUILD_NODE_FLAGS } from './lib/build-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'doc_build');
/** A build of this site, printed with its steps (scripts/lib/build-steps-report.mjs). */
async function build(extraEnv = {}, cold = true) {
  const result = await measuredBuild(root, { env: extraEnv, lock: argValue('--lock'), cold, nodeFlags: BUILD_NODE_FLAGS, args: BUILD_ARGS });
  printBuild(result, extraEnv.DOCS_OUT_DIR ?? 'doc_build');
  return result;
}

function argValue(name) {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** `--against DIR`: this site and DIR's site built alternately, cold; time, memory and steps side by side. */
async function reportAgainst(dir) {
  const rounds = Number(argValue('--rounds') ?? 2);
  await compareBuilds(root, path.resolve(dir), { rounds, lock: argValue('--lock') });
}

if (argValue('--against')) {
  await reportAgainst(argValue('--against'));
  process.exit(0);
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

/** The config check page: what its checker loads on intent and how fast results follow typing (phone profile). */
async function reportConfigCheck() {
  const r = await benchConfigCheck(out);
  console.log(`\nConfig check (${CONFIG_CHECK_ROUTE}) — throttled like the search bench (CPU ×${THROTTLE.cpu})`);
  console.log(`on intent: ${kib(r.intentBytes)} transferred in ${r.intentMs} ms (before intent: ${r.beforeIntent} B; budget ${CONFIG_CHECK_INTENT_BUDGET} KiB gzip)`);
  console.log(`last keystroke → results painted, ${r.lines}-line config: median ${Math.round(r.median)} ms, max ${Math.round(r.max)} ms over ${r.runs} runs after a first one of ${Math.round(r.warmup)} ms (target ≤ 100 ms)`);
  if (r.beforeIntent > 0 || r.max > 100) process.exitCode = 1;
}

if (process.argv.includes('--config-check')) {
  await reportConfigCheck();
  process.exit();
}

if (process.argv.includes('--search')) {
  await reportSearch();
  process.exit();
}

const noBuild = process.argv.includes('--no-build');
let buildSeconds = NaN;
let peakRss = NaN;
if (!noBuild) {
  // Cold build (measuredBuild removes the persistent cache): the cache would otherwise hide the real cost.
  ({ wall: buildSeconds, peakRss } = await build());
}

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
await reportConfigCheck();
if (noBuild) process.exit(0);

// The DocSearch variant must not grow the first load: its code loads when the modal opens.
const docsearchEnv = JSON.parse(readFileSync(path.join(root, 'e2e/docsearch-env.json'), 'utf8'));
await build(docsearchEnv, false);
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
