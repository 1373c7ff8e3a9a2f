/**
 * Page weight of the built site. Sizes are deterministic, so they are held
 * here; times and scores are only reported (`npm run bench`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { KIB, budgetFailures, htmlPages, pageWeight } from '../scripts/lib/budgets.mjs';
import { open } from './helpers';

const OUT = path.resolve(import.meta.dirname, '../doc_build');

test('every built page fits its first-load JavaScript and CSS budgets (the failure names the page and the chunk)', () => {
  expect(existsSync(OUT), 'build the site first (npm run build)').toBe(true);
  const pages = htmlPages(OUT);
  expect(pages.length).toBeGreaterThan(300);
  const failures = pages.flatMap((rel) => budgetFailures(pageWeight(OUT, rel)));
  expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
});

const TRANSFER_BUDGET = 300 * KIB;

for (const url of ['/config/output/dist-path', '/zh/guide/basic/cli', '/']) {
  test(`a cold load of ${url} transfers at most 300 KiB, and loads no script its HTML does not reference`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const transfers: { url: string; bytes: number }[] = [];
    const scripts: string[] = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => undefined);
      if (!sizes) return;
      transfers.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await open(page, url);
    await page.waitForLoadState('networkidle');
    // Everything that arrived counts (HTML, CSS, JS, fonts, images, data); search loads on intent only.
    const counted = transfers;
    expect(counted.filter((t) => /pagefind|search/i.test(new URL(t.url).pathname)).map((t) => t.url)).toEqual([]);
    const total = counted.reduce((n, t) => n + t.bytes, 0);
    const list = counted
      .sort((a, b) => b.bytes - a.bytes)
      .map((t) => `${new URL(t.url).pathname} ${(t.bytes / KIB).toFixed(1)} KiB`)
      .join('\n');
    test.info().annotations.push({ type: 'transfer', description: `${(total / KIB).toFixed(1)} KiB` });
    expect(total, `${url} transferred ${(total / KIB).toFixed(1)} KiB:\n${list}`).toBeLessThanOrEqual(TRANSFER_BUDGET);

    // The static budget above counts what the HTML references; nothing else may load first.
    const rel = url === '/' ? 'index.html' : url.endsWith('/') ? `${url.slice(1)}index.html` : `${url.slice(1)}.html`;
    const referenced = new Set(pageWeight(OUT, rel).chunks.map((c) => `/${c.file.split(path.sep).join('/')}`));
    expect(scripts.filter((s) => !referenced.has(s))).toEqual([]);
  });
}
