/**
 * The locale redirect acts on the entry page only: `/` → `/zh/` for a
 * first-time visitor whose browser prefers Chinese, once, never for crawlers.
 * A deep link — or any other address — keeps the language it names.
 */
import { type Page } from '@playwright/test';
import { STORAGE_KEYS, expect, test } from './fixtures';

const visited = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.visited);

test.use({ firstVisit: true });

test.describe('a first-time visitor with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('is sent from / to /zh/ once, and not again', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).not.toHaveURL(/\/zh\//);
  });

  test('is sent from /index.html too, keeping the query and hash', async ({ page }) => {
    await page.goto('/index.html?from=test#top');
    await expect(page).toHaveURL(/\/zh\/\?from=test#top$/);
  });

  test('keeps the language of an English deep link, and is still redirected from the entry page later', async ({ page }) => {
    for (const url of ['/guide/start/quick-start', '/config/dev/hmr', '/no-such-page']) {
      await page.goto(url);
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    expect(await visited(page)).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh\/$/);
  });
});

test.describe('a first-time visitor with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('stays on the English entry page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).not.toHaveURL(/\/zh\//);
    expect(await visited(page)).toBe('1');
  });

  test('keeps the language of a Chinese deep link', async ({ page }) => {
    for (const url of ['/zh/guide/start/', '/zh/config/dev/hmr', '/zh/no-such-page']) {
      await page.goto(url);
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    }
  });
});

test.describe('a crawler with a Chinese locale', () => {
  test.use({ locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('is not redirected', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).not.toHaveURL(/\/zh\//);
    expect(await visited(page)).toBeNull();
  });
});
