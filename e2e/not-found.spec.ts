/**
 * The 404 page of each language, as rendered by the app for an unknown
 * address. The host's own 404 answers (status, language from the first paint)
 * are in host.spec.ts.
 */
import { expect, test } from './fixtures';
import { NOT_PAGES, open } from './helpers';

for (const [lang, prefix, texts] of [
  ['en', '', { notFound: 'PAGE NOT FOUND', home: 'Take me home', suggestion: 'Quick start' }],
  ['zh', '/zh', { notFound: '页面未找到', home: '返回首页', suggestion: '快速上手' }],
] as const) {
  test(`unknown paths show 404, a way home and close pages (${lang})`, async ({ page }) => {
    // A path like no page: the 404 page and its way home.
    await open(page, `${prefix}/this/page/does-not-exist`);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText(texts.notFound, { exact: true })).toBeVisible();
    await expect(page.getByText(texts.home, { exact: true })).toBeVisible();

    // A mistyped path: close pages too.
    await open(page, `${prefix}${NOT_PAGES.typo}`);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound);
    await expect(page).toHaveTitle('404 | Rsbuild');
    const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
    await expect(suggestions.first()).toContainText(texts.suggestion);
    expect(await suggestions.count()).toBeLessThanOrEqual(5);
    expect(await suggestions.count()).toBeGreaterThan(1);
    for (const href of await suggestions.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
      expect(href).toMatch(prefix ? /^\/zh\// : /^\/(?!zh\/)/);
    }
    await suggestions.first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/guide/start/quick-start$`));
    await page.goBack();
    await page.getByText(texts.home, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
  });
}
