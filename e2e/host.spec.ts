/**
 * The built site on the static host's own runtime (Cloudflare Pages'
 * `wrangler pages dev`, started by playwright.config.ts), without JavaScript:
 * status codes, `Location`, headers and content types, as a crawler or `curl`
 * sees them. Expectations are written from the site structure and the built
 * files, not read from the generated `_redirects`/`_headers`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import i18n from '../i18n.json' with { type: 'json' };
import { SITE } from '../site/meta';
import { DEFAULT_LANG, LANGS, MOVED_PAGES } from '../site/structure';
import { HOST_URL } from './ports';

test.use({ baseURL: HOST_URL });

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
    for (const rest of ['/no-such-page', '/guide/no-such-page', '/config/dev/no/such/page.html']) {
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
function builtFiles(ext: string, dir = OUT, base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${base}/${entry.name}`;
    if (entry.isDirectory()) return builtFiles(ext, path.join(dir, entry.name), rel);
    return entry.name.endsWith(ext) ? [rel] : [];
  });
}

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
