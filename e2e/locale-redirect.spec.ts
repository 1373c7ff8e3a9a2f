import { expect, test } from '@playwright/test';

test.describe('a first-time visitor with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('is sent to /zh/ once, and not again', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh\/$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).not.toHaveURL(/\/zh\//);
  });

  test('keeps the page when redirected', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
  });
});

test.describe('a crawler with a Chinese locale', () => {
  test.use({ locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('is not redirected', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).not.toHaveURL(/\/zh\//);
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('stays on the English site', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).not.toHaveURL(/\/zh\//);
  });
});
