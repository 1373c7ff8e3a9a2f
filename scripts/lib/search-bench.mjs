// The search part of `npm run bench`: serves a built site with gzip (like a
// CDN, scripts/lib/static-server.mjs), opens cold pages in Chromium under a throttled profile (CDP) and
// measures what the offline search costs and how well it ranks.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';
import { listFiles } from './files.mjs';
import { runRelevanceSuite } from './search-relevance.mjs';
import { serveStatic } from './static-server.mjs';

/** A mid-range phone on a slow 4G network (Lighthouse's mobile profile). */
export const THROTTLE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };

/** A new page of a returning visitor on THROTTLE, without cache; `transfers` lists what it downloads. */
export async function throttledPage(browser, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  const transfers = [];
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => transfers.push({ url: urls.get(e.requestId) ?? '', bytes: e.encodedDataLength, at: performance.now() }));
  return { context, page, transfers };
}

const isSearchUrl = (url) => /\/pagefind\/|search_index/.test(url);

/** The built JavaScript chunks that only the search needs (the results panel and the engine wrapper). */
function searchChunks(outDir) {
  const dir = path.join(outDir, 'static', 'js');
  return listFiles(dir)
    .map((f) => path.join(dir, f))
    .filter((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes('data-results-for'))
    .map((f) => `/${path.relative(outDir, f).split(path.sep).join('/')}`);
}

/**
 * Cold page, then the reader presses Ctrl+K and types at once: bytes and time
 * until the first result is shown. Also the search bytes the page loaded before.
 */
async function measureFirstResult(browser, baseURL, { url, query, chunks = [], input = '.rsb-search__input', hit = '.rsb-search__hit' }) {
  const { context, page, transfers } = await throttledPage(browser);
  try {
    await page.goto(new URL(url, baseURL).href, { waitUntil: 'load' });
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    // Anything of the search loaded so far: the index, or the results code (its chunk carries this marker).
    const isSearch = (u) => isSearchUrl(u) || chunks.some((c) => u.endsWith(c));
    const beforeIntent = transfers.filter((t) => isSearch(t.url)).reduce((n, t) => n + t.bytes, 0);
    const loadedJs = new Set(transfers.map((t) => t.url));
    const pageBytes = transfers.reduce((n, t) => n + t.bytes, 0);
    // The page notes when the first result is painted; Resource Timing then tells which
    // downloads (and how many bytes, headers included) it took to get there.
    await page.evaluate((selector) => {
      const w = window;
      w.__benchStart = performance.now();
      new MutationObserver((_, observer) => {
        if (document.querySelector(selector)) {
          w.__benchFirst = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    }, hit);
    await page.keyboard.press('Control+k');
    await page.locator(input).pressSequentially(query);
    await page.locator(hit).first().waitFor({ timeout: 120_000 });
    const timing = await page.evaluate(() => {
      const w = window;
      const entries = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= w.__benchStart && e.responseEnd <= w.__benchFirst)
        .map((e) => ({ url: e.name, bytes: e.transferSize }));
      return { ms: w.__benchFirst - w.__benchStart, entries };
    });
    const newCode = timing.entries.filter((t) => /\.js(\?|$)/.test(t.url) && !loadedJs.has(t.url));
    return {
      url,
      query,
      pageBytes,
      beforeIntent,
      firstResultBytes: timing.entries.reduce((n, t) => n + t.bytes, 0),
      firstResultRequests: timing.entries.length,
      codeBytes: newCode.reduce((n, t) => n + t.bytes, 0),
      ms: timing.ms,
    };
  } finally {
    await context.close();
  }
}

/** Size of a language's bundle on disk (its files are served as they are, pagefind.js gzipped). */
function indexSize(outDir, lang) {
  const dir = path.join(outDir, 'pagefind', lang);
  if (!existsSync(dir)) return null;
  const files = listFiles(dir).map((f) => path.join(dir, f));
  const bytes = files.reduce((n, f) => n + (f.endsWith('.js') || f.endsWith('.json') ? gzipSync(readFileSync(f)).length : statSync(f).size), 0);
  return { files: files.length, bytes };
}

/** Gzipped size of the vocabulary files of a language's bundle (loaded on intent; the pinyin table only for a Chinese slip). */
function vocabularySize(outDir, lang) {
  const size = (file) => {
    const abs = path.join(outDir, 'pagefind', lang, file);
    return existsSync(abs) ? gzipSync(readFileSync(abs), { level: 9 }).length : null;
  };
  return { vocabulary: size('vocabulary.json'), pinyin: size('pinyin.json') };
}

export async function benchSearch(outDir, { executablePath } = {}) {
  const server = await serveStatic(path.resolve(outDir), 0);
  const url = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: executablePath ?? chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    const chunks = searchChunks(outDir);
    const runs = [];
    for (const target of [
      { url: '/config/output/dist-path', query: 'alias' },
      { url: '/zh/guide/start/', query: '别名' },
      // Misspelled: the first result shown is the corrected one (the Chinese slip also needs the pinyin table).
      { url: '/config/output/dist-path', query: 'webpak', hit: '.rsb-search__corrected' },
      { url: '/zh/guide/start/', query: '路径别明', hit: '.rsb-search__corrected' },
    ])
      runs.push({ ...(await measureFirstResult(browser, url, { ...target, chunks })), corrected: Boolean(target.hit) });
    const relevance = await runRelevanceSuite(browser, url);
    return {
      runs,
      relevance,
      sizes: { en: indexSize(outDir, 'en'), zh: indexSize(outDir, 'zh') },
      vocabulary: { en: vocabularySize(outDir, 'en'), zh: vocabularySize(outDir, 'zh') },
    };
  } finally {
    await browser.close();
    server.close();
  }
}
