/**
 * Page weight of the built site. Sizes are deterministic, so they are held
 * here; times and scores are only reported (`npm run bench`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { KIB, budgetFailures, htmlPages, pageWeight } from '../scripts/lib/budgets.mjs';
import { expect, test } from './fixtures';
import { escapeRegExp, hydrated, open } from './helpers';

const OUT = path.resolve(import.meta.dirname, '../doc_build');
const DOC = '/guide/start/quick-start';

test('every built page fits its first-load JavaScript and CSS budgets (the failure names the page and the chunk)', () => {
  expect(existsSync(OUT), 'build the site first (npm run build)').toBe(true);
  const pages = htmlPages(OUT);
  expect(pages.length).toBeGreaterThan(300);
  const failures = pages.flatMap((rel) => budgetFailures(pageWeight(OUT, rel)));
  expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
});

const TRANSFER_BUDGET = 300 * KIB;

for (const url of ['/config/output/dist-path', '/zh/guide/basic/cli', '/']) {
  test(`a cold load of ${url} transfers at most 300 KiB, and loads no script its HTML does not reference`, async ({ coldPage }) => {
    // A context of its own: transfer sizes count only on an empty cache (a cached file reports no body).
    const page = await coldPage();
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

test('the landing page adds less than 40 KiB of gzipped JavaScript to a doc page', async ({ coldPage }) => {
  const jsOf = async (url: string) => {
    const page = await coldPage();
    // Every script's body is read before the page closes (a body read after it fails).
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || /\.js(\?|$)/.test(response.url())) {
        if (!bodies.has(response.url())) bodies.set(response.url(), response.body());
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies.values());
    await page.close();
    expect(scripts.length, `${url} loaded no script`).toBeGreaterThan(0);
    let total = 0;
    for (const body of scripts) {
      expect(body.length, `an empty script on ${url}`).toBeGreaterThan(0);
      total += gzipSync(body).length;
    }
    return total;
  };
  const landing = await jsOf('/');
  const doc = await jsOf(DOC);
  const extra = landing - doc;
  test.info().annotations.push({ type: 'js', description: `landing ${landing} B, doc ${doc} B, extra ${extra} B (gzip)` });
  expect(extra).toBeLessThan(40 * 1024);
});

test("a doc page's first-load JavaScript does not carry the overview headings", async ({ coldPage }) => {
  const load = async (url: string) => {
    const page = await coldPage();
    const bodies = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') bodies.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).toString());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await hydrated(page);
    // Headings listed on the page as [id, text], plain-text ones only (inline code is stored as Markdown).
    const headings = await page
      .locator('.rb-overview-list__heading')
      .evaluateAll((links) => links.filter((l) => !l.firstElementChild).map((l) => [(l.getAttribute('href') ?? '').split('#')[1], l.textContent ?? ''] as const));
    await page.close();
    return { js: [...bodies.values()].join('\n'), headings };
  };
  // A heading record as it appears in a script (a JSON or minified object literal: {id:"…",text:"…"}).
  const record = ([id, text]: readonly [string | undefined, string]) => new RegExp(`"?id"?:"${id}","?text"?:${escapeRegExp(JSON.stringify(text))}`);
  const overview = await load('/config/');
  const doc = await load(DOC);
  expect(overview.headings.length).toBeGreaterThan(100);
  const notInOverview = overview.headings.filter((h) => !record(h).test(overview.js));
  expect(notInOverview, 'the overview page gets the headings from its own JavaScript').toEqual([]);
  const leaked = overview.headings.filter((h) => record(h).test(doc.js));
  expect(leaked, 'heading records in the first-load JavaScript of a doc page').toEqual([]);
  test.info().annotations.push({ type: 'js', description: `doc page first load ${gzipSync(doc.js).length} B gzip` });
});
