/**
 * Client-side redirects, the fallback for hosts without the generated
 * `_redirects` (these tests run on `rspress preview`, which answers a moved
 * page with the 404 page; e2e/host.spec.ts checks the server-side 301s).
 *
 * One test per rule, language and address form, generated from MOVED_PAGES.
 * Each runs as a first-time visitor whose browser prefers the other language
 * — the case where the language used to be lost — and fails if the browser
 * ever shows an address of the other language on the way.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { DEFAULT_LANG, LANGS, MOVED_PAGES, routeToFileCandidates } from '../site/structure';

const docs = path.resolve(import.meta.dirname, '../docs');
const pageExists = (route: string, lang: string) => routeToFileCandidates(route).some((f) => existsSync(path.join(docs, lang, f)));
const prefixOf = (lang: string) => (lang === DEFAULT_LANG ? '' : `/${lang}`);
const browserLocale = (lang: string) => (lang === 'zh' ? 'zh-CN' : 'en-US');

/** Paths the main frame showed, in order. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

const inLang = (pathname: string, lang: string) =>
  lang === DEFAULT_LANG ? !LANGS.some((l) => l !== DEFAULT_LANG && pathname.startsWith(`/${l}/`)) : pathname.startsWith(`/${lang}/`);

for (const lang of LANGS) {
  const other = LANGS.find((l) => l !== lang)!;
  test.describe(`${lang} addresses, ${other} browser, first visit`, () => {
    test.use({ locale: browserLocale(other) });

    for (const { from, to } of MOVED_PAGES.filter((rule) => rule.to.startsWith('/'))) {
      for (const suffix of ['', '.html']) {
        const url = `${prefixOf(lang)}${from}${suffix}`;
        const target = `${prefixOf(lang)}${to}`;
        test(`${url} redirects to ${target}`, async ({ page }) => {
          const paths = recordPaths(page);
          await page.goto(url);
          await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
          if (pageExists(to, lang)) {
            await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
            await expect(page.locator('h1').first()).toBeVisible();
            await expect(page.locator('html')).toHaveAttribute('lang', lang);
          }
          expect(paths.filter((p) => !inLang(p, lang))).toEqual([]);
        });
      }
    }

    for (const { from, to } of MOVED_PAGES.filter((rule) => !rule.to.startsWith('/'))) {
      for (const suffix of ['', '.html']) {
        const url = `${prefixOf(lang)}${from}${suffix}`;
        test(`${url} redirects to ${to}`, async ({ page }) => {
          // The external site is unreachable here: answer it locally and check where the browser went.
          await page.route(`${to}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>external</h1>' }));
          await page.goto(url);
          await expect(page).toHaveURL(to);
        });
      }
    }
  });
}

test('a duplicated language prefix is removed', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await page.goto('/zh/zh/guide/start/');
  await expect(page).toHaveURL(/\/zh\/guide\/start\/$/);
  await expect(page.locator('h1').first()).toHaveText(/介绍/);
});
