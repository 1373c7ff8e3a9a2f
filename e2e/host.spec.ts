/**
 * The built site on the static host's own runtime (Cloudflare Pages' `wrangler
 * pages dev`): first over HTTP as a crawler or `curl` sees it (status, Location,
 * headers, content types, expected from the site structure and the built files,
 * not read from the generated `_redirects`/`_headers`), then in the browser with
 * its Content-Security-Policy enforced.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page, type Route } from '@playwright/test';
import i18n from '../i18n.json' with { type: 'json' };
import { SITE } from '../site/meta';
import { DEFAULT_LANG, LANGS, MOVED_PAGES } from '../site/structure';
import { listFiles } from '../scripts/lib/files.mjs';
import { expect, test } from './fixtures';
import { HOST_URL, NOT_PAGES, hydrated } from './helpers';
import { startHost } from './helpers/host-server';

test.use({ baseURL: HOST_URL });

// One worker runs the file in order, beside the other specs, with the runtime started for it.
test.describe.configure({ mode: 'default' });
let stopHost: (() => Promise<void>) | undefined;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  stopHost = await startHost();
});
test.afterAll(async () => {
  await stopHost?.();
});

const OUT = path.resolve(import.meta.dirname, '../doc_build');
const prefixOf = (lang: string) => (lang === DEFAULT_LANG ? '' : `/${lang}`);
const isExternal = (url: string) => /^https?:/.test(url);

/** GET without following redirects. */
async function head(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  const location = response.headers().location;
  return { response, status: response.status(), location: location && new URL(location, HOST_URL + url).href };
}

test.describe('moved pages answer 301 in their language', () => {
  for (const { from, to } of MOVED_PAGES) {
    for (const lang of LANGS) {
      for (const suffix of ['', '.html', '/']) {
        const url = `${prefixOf(lang)}${from}${suffix}`;
        const expected = isExternal(to) ? to : `${HOST_URL}${prefixOf(lang)}${to}`;
        test(`${url} → ${isExternal(to) ? to : `${prefixOf(lang)}${to}`}`, async ({ request }) => {
          const { status, location } = await head(request, url);
          expect(status).toBe(301);
          expect(location).toBe(expected);
          if (isExternal(to)) return;
          // The target is a page of the same language.
          const target = await request.get(expected, { maxRedirects: 0 });
          expect(target.status()).toBe(200);
          expect(await target.text()).toContain(`<html lang="${lang}"`);
        });
      }
    }
  }
});

test.describe('language prefixes are made canonical', () => {
  const cases: [string, string][] = [];
  for (const lang of LANGS.filter((l) => l !== DEFAULT_LANG)) {
    cases.push([`/${lang}/${lang}/guide/start/`, `/${lang}/guide/start/`]);
    cases.push([`/${lang}/${lang}/guide/start/quick-start`, `/${lang}/guide/start/quick-start`]);
    cases.push([`/${lang}/${lang}/`, `/${lang}/`]);
    cases.push([`/${lang}/${lang}`, `/${lang}/`]);
    // Two hops: the duplicated prefix, then the moved page.
    cases.push([`/${lang}/${lang}${MOVED_PAGES[0]!.from}`, `/${lang}${MOVED_PAGES[0]!.from}`]);
  }
  cases.push([`/${DEFAULT_LANG}/guide/start/`, '/guide/start/'], [`/${DEFAULT_LANG}`, '/']);
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({ request }) => {
      const { status, location } = await head(request, from);
      expect(status).toBe(301);
      expect(location).toBe(`${HOST_URL}${to}`);
    });
  }
});

test.describe('unknown paths answer 404 with the 404 page of their language', () => {
  for (const lang of LANGS) {
    const other = LANGS.find((l) => l !== lang)!;
    for (const rest of ['/no-such-page', NOT_PAGES.unknown, NOT_PAGES.deep]) {
      const url = `${prefixOf(lang)}${rest}`;
      test(url, async ({ request }) => {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status()).toBe(404);
        expect(response.headers()['content-type']).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(i18n.notFoundText[lang]);
        expect(html).not.toContain(i18n.notFoundText[other]);
        expect(html).toContain(`>${i18n.takeMeHomeText[lang]}<`);
      });
    }
  }
});

/** The `/static/...` files a page loads. */
const staticAssets = (html: string) => [...html.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map((m) => m[1]!);

test('pages carry the security headers and a CSP that allows their inline scripts by hash', async ({ request }) => {
  for (const url of ['/', '/zh/', '/guide/start/quick-start', '/zh/config/dev/hmr', '/no-such-page', '/zh/no-such-page']) {
    const response = await request.get(url, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toMatch(/camera=\(\)/);
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, url).toContain("'self'");
    expect(scriptSrc, url).not.toContain("'unsafe-inline'");
    expect(csp, url).toMatch(/object-src 'none'/);
    const html = await response.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length, url).toBeGreaterThan(0);
    for (const code of inline) {
      const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
      expect(scriptSrc, `${url}: ${code.slice(0, 60)}`).toContain(hash);
    }
  }
});

test('hashed assets are cached for a year, pages are revalidated', async ({ request }) => {
  for (const url of ['/', '/zh/guide/start/']) {
    const page = await request.get(url);
    expect(page.headers()['cache-control'], url).toBe('public, max-age=0, must-revalidate');
    const assets = staticAssets(await page.text());
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  }
});

/** Every file under doc_build whose name ends with `ext`, as a site path. */
const builtFiles = (ext: string) => listFiles(OUT).filter((rel) => rel.endsWith(ext)).map((rel) => `/${rel}`);

test('feeds are served with their feed type, read off the built file', async ({ request }) => {
  const feeds = [...builtFiles('.xml'), ...builtFiles('.rss'), ...builtFiles('.atom')].filter((f) => f !== '/sitemap.xml');
  // RSS and Atom in each language.
  expect(feeds.length).toBeGreaterThanOrEqual(2 * LANGS.length);
  for (const feed of feeds) {
    const xml = readFileSync(path.join(OUT, feed), 'utf8');
    const expected = /<rss[\s>]/.test(xml) ? 'application/rss+xml' : /<feed[\s>]/.test(xml) ? 'application/atom+xml' : 'unknown';
    const response = await request.get(feed);
    expect(response.status(), feed).toBe(200);
    expect(response.headers()['content-type'], feed).toBe(`${expected}; charset=utf-8`);
  }
});

test('llms.txt, llms-full.txt and the Markdown pages are UTF-8 text', async ({ request }) => {
  for (const lang of LANGS) {
    const prefix = prefixOf(lang);
    for (const [url, type] of [
      [`${prefix}/llms.txt`, 'text/plain; charset=utf-8'],
      [`${prefix}/llms-full.txt`, 'text/plain; charset=utf-8'],
      [`${prefix}/guide/start/quick-start.md`, 'text/markdown; charset=utf-8'],
      [`${prefix}/index.md`, 'text/markdown; charset=utf-8'],
    ] as const) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe(type);
    }
    const llms = await (await request.get(`${prefix}/llms.txt`)).text();
    expect(llms).toContain(`${SITE.origin}${prefix}/guide/start/quick-start.md`);
    expect(llms).not.toMatch(/\/404\.md|temp-\d/);
  }
});

test('robots.txt and the sitemap point at the production origin', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain(`Sitemap: ${SITE.origin}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(300);
  for (const loc of locs) expect(loc.startsWith(`${SITE.origin}/`), loc).toBe(true);
  expect(locs).toContain(`${SITE.origin}/zh/guide/start/`);
  expect(locs.filter((loc) => /\/404$/.test(loc))).toEqual([]);
});

// In the browser: every interaction below fails on a CSP violation (the `securitypolicyviolation`
// event or Chromium's console report), a console error, an uncaught exception or a hydration mismatch.
test.describe('in the browser, under the Content-Security-Policy', () => {
  /** Collects everything that must not happen on a page, across navigations. */
  async function watch(page: Page): Promise<string[]> {
    const problems: string[] = [];
    await page.exposeBinding('__rsbReportViolation', (_source, text: string) => problems.push(`CSP violation: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __rsbReportViolation: (text: string) => void }).__rsbReportViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
      });
    });
    page.on('console', (message) => {
      const text = message.text();
      // Chromium reports the 404 status of a 404 page itself as an error: that status is intended.
      const ownStatus = /status of 404/.test(text) && message.location().url === page.url();
      if (ownStatus) return;
      if (message.type() === 'error' || /Content Security Policy|hydrat/i.test(text)) problems.push(`console ${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    return problems;
  }

  for (const lang of LANGS) {
    const prefix = prefixOf(lang);

    test(`home page (${lang}): benchmark and theme switch run under the CSP`, async ({ page }) => {
      const problems = await watch(page);
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
      await page.goto(`${prefix}/`);
      await hydrated(page);
      const chart = page.getByTestId('benchmark');
      await chart.scrollIntoViewIfNeeded();
      await expect(chart).toHaveAttribute('data-state', /running|done/);
      await expect(page.locator('.rsb-bench__time').first()).not.toHaveText('0 ms');
      const toggle = page.locator('.rp-switch-appearance').first();
      await toggle.click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await toggle.click();
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      expect(problems).toEqual([]);
    });

    test(`doc page (${lang}): search, Copy Markdown and theme switch run under the CSP`, async ({ page, context }) => {
      test.setTimeout(240_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: HOST_URL });
      const problems = await watch(page);
      await page.goto(`${prefix}/guide/start/quick-start`);
      await hydrated(page);

      // Search: open the modal, run a query, wait for results of this language.
      await page.keyboard.press('Control+k');
      // Selectors of each search UI the site has had or can have: Rspress's panel, the Pagefind UI, DocSearch.
      const input = page.locator('.rp-search-panel__input, .rsb-search__input, .DocSearch-Input').first();
      await expect(input).toBeVisible();
      const results = page.locator(
        `.rp-search-panel__results a[href^="${prefix}/"], a.rsb-search__hit--page[href^="${prefix}/"], .DocSearch-Hit a`,
      );
      await input.fill(lang === 'zh' ? '热更新' : 'Glossary');
      // The index is fetched and built on the first query; the Chinese one takes long on a loaded machine.
      await expect(results.first()).toBeVisible({ timeout: 150_000 });
      await page.keyboard.press('Escape');

      // Copy Markdown fetches the page's .md twin and writes it to the clipboard.
      const copy = page.locator('.rp-llms-copy-button').first();
      await copy.click();
      await expect(copy).toHaveClass(/rp-llms-copy-button--success/);
      const markdown = await page.evaluate(() => navigator.clipboard.readText());
      expect(markdown).toContain('# ');

      await page.locator('.rp-switch-appearance').first().click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      expect(problems).toEqual([]);
    });
  }

  test('the Chinese 404 page is Chinese from the first paint and hydrates without a mismatch', async ({ page }) => {
    const problems = await watch(page);
    // Hold the JavaScript back: what shows now is the HTML the host sent.
    const held: Route[] = [];
    let released = false;
    await page.route('**/static/js/**', (route) => (released ? route.continue() : held.push(route)));
    // Deferred scripts hold DOMContentLoaded back too: wait for the response only.
    const response = await page.goto(`/zh${NOT_PAGES.unknown}`, { waitUntil: 'commit' });
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByText(i18n.notFoundText.zh, { exact: true })).toBeVisible();
    await expect(page.getByText(i18n.takeMeHomeText.zh, { exact: true })).toBeVisible();
    await expect(page.getByText(i18n.notFoundText.en)).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

    // Release it: the page hydrates as the same Chinese page.
    released = true;
    for (const route of held) await route.continue();
    await hydrated(page);
    await expect(page.getByText(i18n.notFoundText.zh, { exact: true })).toBeVisible();
    await expect(page.getByText(i18n.notFoundText.en)).toHaveCount(0);
    const home = page.getByText(i18n.takeMeHomeText.zh, { exact: true });
    await expect(home).toHaveAttribute('href', '/zh/');
    expect(problems).toEqual([]);
  });

  test('the English 404 page hydrates without a mismatch or console error', async ({ page }) => {
    const problems = await watch(page);
    const response = await page.goto(NOT_PAGES.unknown);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByText(i18n.notFoundText.en, { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test.describe('a first-time visitor whose browser prefers the other language', () => {
    for (const lang of LANGS) {
      const other = LANGS.find((l) => l !== lang)!;
      const moved = MOVED_PAGES.find((rule) => rule.to.startsWith('/'))!;
      test.describe(`(${other} browser, ${lang} link)`, () => {
        test.use({ locale: other === 'zh' ? 'zh-CN' : 'en-US', firstVisit: true });

        test(`keeps the language of a deep link and of a moved page`, async ({ page }) => {
          const problems = await watch(page);
          const visited: string[] = [];
          page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
          await page.goto(`${prefixOf(lang)}/guide/start/`);
          await hydrated(page);
          await expect(page).toHaveURL(`${HOST_URL}${prefixOf(lang)}/guide/start/`);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);

          await page.goto(`${prefixOf(lang)}${moved.from}`);
          await hydrated(page);
          await expect(page).toHaveURL(`${HOST_URL}${prefixOf(lang)}${moved.to}`);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          const wrong = visited.filter((p) => (lang === DEFAULT_LANG ? p.startsWith(`/${other}/`) : !p.startsWith(`/${lang}/`)));
          expect(wrong).toEqual([]);
          expect(problems).toEqual([]);
        });
      });
    }
  });
});
