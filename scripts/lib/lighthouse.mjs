/**
 * Lighthouse (mobile, its default simulated throttling) on a few pages of a
 * served build, with Debian's Chromium. Reports the median performance
 * score of several runs and the accessibility, best-practices and SEO
 * scores; `npm run bench` prints them. Never asserted by a test: scores and
 * times vary with the machine.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';

const LIGHTHOUSE_PAGES = {
  home: '/',
  'config page': '/config/output/dist-path',
  'Chinese guide page': '/zh/guide/basic/cli',
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Runs Lighthouse `runs` times on each page of `baseUrl`; returns one row per page. */
export async function runLighthouse(baseUrl, { runs = 5, chromePath = chromiumPath() } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    for (const [name, route] of Object.entries(LIGHTHOUSE_PAGES)) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${baseUrl}${route}`, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
        const { categories, audits } = result.lhr;
        samples.push({
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
          lcp: audits['largest-contentful-paint']?.numericValue,
          tbt: audits['total-blocking-time']?.numericValue,
          bytes: audits['total-byte-weight']?.numericValue,
          // Lighthouse's measure of the machine's speed at the time (higher is faster): scores move with it.
          cpu: result.lhr.environment?.benchmarkIndex,
          failed: CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
            categories[c].auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1).map((ref) => ref.id),
          ),
        });
      }
      const perf = samples.map((s) => s.scores.performance);
      rows.push({
        page: name,
        url: route,
        'performance (median)': median(perf),
        'performance runs': perf.join(' '),
        accessibility: Math.min(...samples.map((s) => s.scores.accessibility)),
        'best practices': Math.min(...samples.map((s) => s.scores['best-practices'])),
        SEO: Math.min(...samples.map((s) => s.scores.seo)),
        'LCP (median)': `${Math.round(median(samples.map((s) => s.lcp)))} ms`,
        'TBT (median)': `${Math.round(median(samples.map((s) => s.tbt)))} ms`,
        'bytes (median)': `${(median(samples.map((s) => s.bytes)) / 1024).toFixed(0)} KiB`,
        'CPU benchmark (median)': Math.round(median(samples.map((s) => s.cpu ?? 0))),
        'failing audits': [...new Set(samples.flatMap((s) => s.failed))].join(', ') || '-',
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
