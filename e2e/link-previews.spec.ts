/**
 * Link previews: the Open Graph and Twitter tags of every page type, in the
 * prerendered HTML a crawler reads and after client-side navigation, and the
 * social images they point at.
 */
import { type Page } from '@playwright/test';
import { SITE } from '../site/meta';
import { expect, test } from './fixtures';
import { open } from './helpers';

const DOC = '/guide/start/quick-start';
const LANGS = [
  ['en', ''],
  ['zh', '/zh'],
] as const;

test.describe('link previews', () => {
  const metaOf = (page: Page) =>
    page.evaluate(() => {
      const out: Record<string, string[]> = {};
      for (const meta of document.head.querySelectorAll('meta[property], meta[name]')) {
        const key = meta.getAttribute('property') ?? meta.getAttribute('name')!;
        (out[key] ??= []).push(meta.getAttribute('content') ?? '');
      }
      return out;
    });
  const PAGES = [
    ['home', '/', '/'],
    ['guide', DOC, DOC],
    ['config', '/config/dev/hmr', '/config/dev/hmr'],
    ['overview', '/config/', '/config/'],
    ['404', '/this/page/does-not-exist', '/404'],
  ] as const;

  for (const [lang, prefix] of LANGS) {
    test(`og:url, og:image and a Twitter card on every page type, also in the served HTML (${lang})`, async ({ page }) => {
      const image = `${SITE.origin}/og-image-${lang}.png`;
      for (const [type, path, canonical] of PAGES) {
        const url = type === 'home' ? `${prefix}/` : `${prefix}${path}`;
        const expectedUrl = type === '404' ? `${SITE.origin}${canonical}` : `${SITE.origin}${url}`;
        // The prerendered HTML, as a crawler reads it (no JavaScript). The host
        // answers unknown paths with 404.html (the preview server with the home page).
        if (type !== '404' || lang === 'en') {
          const html = await (await page.request.get(type === '404' ? '/404.html' : url)).text();
          expect(html, `${url} og:url`).toContain(`<meta property="og:url" content="${expectedUrl}"`);
          expect(html, `${url} og:image`).toContain(`<meta property="og:image" content="${image}"`);
          expect(html, `${url} twitter:card`).toContain('<meta name="twitter:card" content="summary_large_image"');
        }

        await open(page, url);
        // The 404 page's code loads with 404 pages and sets its title once it has arrived.
        if (type === '404') await expect(page).toHaveTitle('404 | Rsbuild');
        const meta = await metaOf(page);
        for (const key of ['og:url', 'og:image', 'og:title', 'og:description', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
          expect(meta[key], `${url} ${key}`).toHaveLength(1);
          expect(meta[key]?.[0], `${url} ${key}`).not.toBe('');
        }
        expect(meta['og:url']?.[0]).toBe(expectedUrl);
        expect(meta['og:image']?.[0]).toBe(image);
        expect(meta['twitter:title']?.[0]).toBe(await page.title());
        expect(meta['og:title']?.[0]).toBe(await page.title());
      }
    });
  }

  test('the tags follow client-side navigation', async ({ page }) => {
    await open(page, '/guide/start/');
    await page.locator('.rp-nav').getByRole('link', { name: 'Config', exact: true }).click();
    await expect(page).toHaveURL(/\/config\/$/);
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', `${SITE.origin}/config/`);
    await expect(page.locator('head meta[name="twitter:title"]')).toHaveAttribute('content', await page.title());
  });

  test('the social images are 1200×630 PNGs served by the site', async ({ page }) => {
    for (const lang of ['en', 'zh']) {
      const response = await page.request.get(`/og-image-${lang}.png`);
      expect(response.status()).toBe(200);
      const png = await response.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });
});
