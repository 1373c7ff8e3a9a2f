/**
 * Client-side redirects, the fallback for hosts without the generated
 * `_redirects` (`rspress preview` answers a moved page with the 404 page).
 * Every rule is checked without a browser: its pattern and target in
 * tests/structure.test.ts, its server-side 301 in every language and form in
 * host.spec.ts. Here, what only a browser shows: one rule of each kind (to a
 * page, from the `.html` form, to another site) in each language, reached as a
 * first-time visitor whose browser prefers the other language (where the
 * language used to be lost), never showing an address of the other language.
 */
import { type Page } from '@playwright/test';
import { DEFAULT_LANG, LANGS, MOVED_PAGES } from '../site/structure';
import { expect, test } from './fixtures';
import { endsWith, open } from './helpers';

const prefixOf = (lang: string) => (lang === DEFAULT_LANG ? '' : `/${lang}`);
const browserLocale = (lang: string) => (lang === 'zh' ? 'zh-CN' : 'en-US');
const inLang = (pathname: string, lang: string) =>
  lang === DEFAULT_LANG ? !LANGS.some((l) => l !== DEFAULT_LANG && pathname.startsWith(`/${l}/`)) : pathname.startsWith(`/${lang}/`);

/** Paths the main frame showed, in order. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

const internal = MOVED_PAGES.filter((rule) => !/^https?:/.test(rule.to));
const external = MOVED_PAGES.find((rule) => /^https?:/.test(rule.to))!;
// Two different rules for the two address forms.
const KINDS = [
  { kind: 'a moved page', rule: internal[0]!, suffix: '' },
  { kind: 'the .html form of a moved page', rule: internal[internal.length - 1]!, suffix: '.html' },
];

for (const lang of LANGS) {
  const other = LANGS.find((l) => l !== lang)!;
  test.describe(`${lang} addresses, ${other} browser, first visit`, () => {
    test.use({ locale: browserLocale(other), firstVisit: true });

    for (const { kind, rule, suffix } of KINDS) {
      const url = `${prefixOf(lang)}${rule.from}${suffix}`;
      const target = `${prefixOf(lang)}${rule.to}`;
      test(`${kind}: ${url} redirects to ${target}`, async ({ page }) => {
        const paths = recordPaths(page);
        await page.goto(url);
        await expect(page).toHaveURL(endsWith(target));
        await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(paths.filter((p) => !inLang(p, lang))).toEqual([]);
      });
    }

    const url = `${prefixOf(lang)}${external.from}`;
    test(`a page moved to another site: ${url} redirects to ${external.to}`, async ({ page }) => {
      // The external site is unreachable here: answer it locally and check where the browser went.
      await page.route(`${external.to}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>external</h1>' }));
      await page.goto(url);
      await expect(page).toHaveURL(external.to);
    });
  });
}

test('a duplicated language prefix is removed', async ({ page }) => {
  await page.goto('/zh/zh/guide/start/');
  await expect(page).toHaveURL(/\/zh\/guide\/start\/$/);
  await expect(page.locator('h1').first()).toHaveText(/介绍/);
});

test('index.html and /index forms resolve to the page', async ({ page }) => {
  for (const url of ['/guide/start/index.html', '/guide/start/index', '/zh/guide/start/index.html']) {
    await open(page, url);
    await expect(page.locator('h1').first(), url).toHaveText(url.startsWith('/zh') ? /介绍/ : /Introduction/);
  }
});
