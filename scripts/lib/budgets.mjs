/**
 * Page-weight budgets of the built site (gzip, KiB), held by
 * e2e/budgets.spec.ts and printed by `npm run bench`.
 *
 * Every built HTML page is checked: the JavaScript and CSS it references
 * (scripts, stylesheets, preloads) must fit the page budget of its kind, and
 * each chunk must fit its own budget, so that a failure names the chunk that
 * grew. Sizes are deterministic: gzip level 9 of the built files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { listFiles } from './files.mjs';
import { firstLoadAssets } from './first-load.mjs';

export const KIB = 1024;

/** First-load JavaScript per page kind: everything its HTML references (search loads on intent, so none of it counts). */
export const PAGE_JS_BUDGET = { home: 180, doc: 170 };
/** First-load CSS of any page. */
export const PAGE_CSS_BUDGET = 20;

/** Budget of each chunk, by label (see chunkLabel). */
export const CHUNK_BUDGETS = {
  'lib-react': 69,
  'lib-router': 13,
  // Rspress runtime and theme, and the node_modules they use.
  vendors: 33,
  // Site data (nav, sidebars, labels), the route table and the theme code every page runs:
  // navbar, doc layout and menus, outline, search button and dialog shell, and the small
  // loaders of what comes on intent (search results, marks, image zoom).
  index: 42,
  styles: 1,
  // A page's own chunk: its content and the components only pages use.
  'route chunk': 20,
  'route chunk (home)': 10,
  // The one stylesheet every page loads (Rspress's and the theme's), with the styles of the
  // added-in badges and the Rsbuild 2 status that config pages paint on first load.
  'styles.css': 17,
};

/**
 * Pages whose own content outgrows the route-chunk budget, with the KiB added to that budget and
 * to their first-load JavaScript budget, and nothing else: the upgrade guide to Rsbuild 2 lists
 * every change from 1.7.6 to 2.3.2 (about 50 KB of MDX per language, 25 code blocks); the plugin
 * hooks reference gives every hook its recorded order, triggers and failure behaviour.
 */
export const LONG_PAGES = { 'guide/migration/rsbuild-2': 5, 'plugins/dev/hooks': 2 };

/** The extra budget of a built page (`zh/guide/…html` or `guide/…html`), 0 for most. */
function longPageExtra(rel) {
  const route = rel.replace(/^[a-z]{2}\//, '').replace(/\.html$/, '');
  return LONG_PAGES[route] ?? 0;
}

/** Readable label of a built JS/CSS file: its chunk name, or what it is. */
export function chunkLabel(file, isHome) {
  const base = path.basename(file);
  if (base.endsWith('.css')) return 'styles.css';
  if (file.split(path.sep).includes('async')) return isHome ? 'route chunk (home)' : 'route chunk';
  const name = base.replace(/\.[0-9a-f]{8,}\.js$/, '');
  if (name in CHUNK_BUDGETS) return name;
  return 'vendors';
}

export function pageKind(rel) {
  return /^(?:[a-z]{2}\/)?index\.html$/.test(rel) ? 'home' : 'doc';
}

const gzCache = new Map();
function gzipSize(file) {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

/** Every HTML page of a build, relative to it. */
export function htmlPages(outDir) {
  return listFiles(outDir).filter((f) => f.endsWith('.html') && !f.startsWith('static/'));
}

/** The first-load weight of one page: its chunks with labels and gzip sizes. */
export function pageWeight(outDir, rel) {
  const kind = pageKind(rel);
  const assets = firstLoadAssets(readFileSync(path.join(outDir, rel), 'utf8'), outDir);
  const chunks = assets.map((file) => ({
    file: path.relative(outDir, file),
    label: chunkLabel(file, kind === 'home'),
    gzip: gzipSize(file),
  }));
  const sum = (list) => list.reduce((n, c) => n + c.gzip, 0);
  const js = chunks.filter((c) => c.file.endsWith('.js'));
  return {
    rel,
    kind,
    chunks,
    js: sum(js),
    css: sum(chunks.filter((c) => c.file.endsWith('.css'))),
  };
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/** Budget failures of one page, each naming the page and the chunk. */
export function budgetFailures(weight) {
  const failures = [];
  const extra = longPageExtra(weight.rel);
  for (const c of weight.chunks) {
    const budget = CHUNK_BUDGETS[c.label] === undefined ? undefined : CHUNK_BUDGETS[c.label] + (c.label === 'route chunk' ? extra : 0);
    if (budget !== undefined && c.gzip > budget * KIB) {
      failures.push(`${weight.rel}: chunk "${c.label}" (${c.file}) is ${kib(c.gzip)}, budget ${budget} KiB`);
    }
  }
  const jsBudget = PAGE_JS_BUDGET[weight.kind] + extra;
  if (weight.js > jsBudget * KIB) {
    const list = weight.chunks
      .filter((c) => c.file.endsWith('.js'))
      .sort((a, b) => b.gzip - a.gzip)
      .map((c) => `${c.label} ${kib(c.gzip)}`)
      .join(', ');
    failures.push(`${weight.rel}: first-load JS is ${kib(weight.js)}, budget ${jsBudget} KiB (${list})`);
  }
  if (weight.css > PAGE_CSS_BUDGET * KIB) failures.push(`${weight.rel}: first-load CSS is ${kib(weight.css)}, budget ${PAGE_CSS_BUDGET} KiB`);
  return failures;
}

/** What the config check page (`/guide/basic/config-check`) loads on intent (focus, paste): the parser, the checker and its option map. */
export const CONFIG_CHECK_INTENT_BUDGET = 80;
/** A class name only the config check component renders: first-load JavaScript of other pages must not contain it. */
const CONFIG_CHECK_MARK = 'rsb-check__';
const isConfigCheckPage = (rel) => /^(?:[a-z]{2}\/)?guide\/basic\/config-check\.html$/.test(rel);

/** Other pages whose first-load JavaScript or CSS carries any of the config checker, each with the file. */
export function configCheckLeaks(outDir) {
  const carries = new Map();
  const leaks = [];
  for (const rel of htmlPages(outDir)) {
    if (isConfigCheckPage(rel)) continue;
    for (const file of firstLoadAssets(readFileSync(path.join(outDir, rel), 'utf8'), outDir)) {
      if (!carries.has(file)) carries.set(file, readFileSync(file, 'utf8').includes(CONFIG_CHECK_MARK));
      if (carries.get(file)) leaks.push(`${rel}: ${path.relative(outDir, file)} carries the config checker`);
    }
  }
  return leaks;
}
