import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LINKS, MOVED_PAGES, routeToFileCandidates } from '../site/structure';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

const docs = path.resolve(import.meta.dirname, '../docs');
const pageExists = (route: string, lang: string) =>
  routeToFileCandidates(route).some((f) => existsSync(path.join(docs, lang, f)));

for (const { from, to } of MOVED_PAGES.filter((r) => r.to.startsWith('/'))) {
  for (const prefix of ['', '/zh']) {
    test(`${prefix}${from} redirects to ${prefix}${to}`, async ({ page }) => {
      await page.goto(`${prefix}${from}`);
      await expect(page).toHaveURL(new RegExp(`${prefix}${to}$`));
      if (pageExists(to, prefix ? 'zh' : 'en')) {
        await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
        await expect(page.locator('h1').first()).toBeVisible();
      }
    });
  }
}

test('the assets-retry plugin page redirects to its repository', async ({ page }) => {
  // The external site is unreachable here: answer it locally and check where the browser went.
  await page.route(`${LINKS.assetsRetryPlugin}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>external</h1>' }));
  for (const prefix of ['', '/zh']) {
    await page.goto(`${prefix}/plugins/list/plugin-assets-retry`);
    await expect(page).toHaveURL(LINKS.assetsRetryPlugin);
  }
});

test('a duplicated language prefix is removed', async ({ page }) => {
  await page.goto('/zh/zh/guide/start/');
  await expect(page).toHaveURL(/\/zh\/guide\/start\/$/);
  await expect(page.locator('h1').first()).toHaveText(/介绍/);
});
