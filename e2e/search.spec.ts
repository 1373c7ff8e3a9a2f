import { expect, test } from '@playwright/test';
import { open } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

async function searchLocally(page: import('@playwright/test').Page, query: string) {
  await page.locator('.rp-search-button').first().click();
  const input = page.locator('.rp-search-panel__input');
  await expect(input).toBeVisible();
  await input.fill(query);
  return page.locator('.rp-search-panel__results');
}

test('offline search finds English pages from an English query', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await open(page, '/guide/start/');
  // A page title: it ranks first whatever else mentions the word.
  const results = await searchLocally(page, 'Glossary');
  // The index is fetched and built on the first query; give it time on a loaded machine.
  await expect(results.locator('a[href^="/guide/start/glossary"]').first()).toBeVisible({ timeout: 30_000 });
  const hrefs = await results.locator('a[href]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  for (const href of hrefs) expect(href).not.toMatch(/^\/zh\//);
  expect(requests.filter((u) => !u.startsWith('http://localhost'))).toEqual([]);
});

for (const query of ['热更新', '别名']) {
  test(`offline search finds Chinese pages for ${query}`, async ({ page }) => {
    await open(page, '/zh/guide/start/');
    const results = await searchLocally(page, query);
    const links = results.locator('a[href]');
    // The Chinese index is fetched on first use; give it time on a loaded machine.
    await expect(links.first()).toBeVisible({ timeout: 30_000 });
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/zh\//);
  });
}

test('the / shortcut and Ctrl+K open the offline search; Escape closes it', async ({ page }) => {
  await open(page, '/guide/start/');
  await page.keyboard.press('/');
  await expect(page.locator('.rp-search-panel__input')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.rp-search-panel__input')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.rp-search-panel__input')).toBeVisible();
});
