import { expect, test } from '@playwright/test';
import { open } from './helpers';
import { SITE } from '../site/meta';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-keep-visited')) localStorage.setItem('rspress-visited', '1');
  });
});

test('the home page loads with its title and hero', async ({ page }) => {
  await open(page, '/');
  await expect(page).toHaveTitle(/Rsbuild/);
  await expect(page.locator('h1').first()).toContainText('Rsbuild');
  await open(page, '/zh/');
  await expect(page.locator('h1').first()).toContainText('Rsbuild');
  await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
});

test('nav and sidebar navigate without a full reload', async ({ page }) => {
  await open(page, '/guide/start/');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.locator('.rp-nav').getByRole('link', { name: 'Config', exact: true }).click();
  await expect(page).toHaveURL(/\/config\/$/);
  await page.locator('.rp-nav').getByRole('link', { name: 'Guide', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  await page.locator('.rp-doc-layout__sidebar, .rp-sidebar').first().getByRole('link', { name: 'Quick start', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page.locator('h1').first()).toHaveText(/Quick start/);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('switching language keeps the page', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  await page.locator('.rp-nav').getByText('English', { exact: true }).first().hover();
  await page.getByRole('link', { name: '简体中文' }).first().click();
  await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
  await expect(page.locator('h1').first()).toHaveText(/快速上手/);
  await page.locator('.rp-nav').getByText('简体中文', { exact: true }).first().hover();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page).not.toHaveURL(/\/zh\//);
});

test('the theme choice persists across reloads and syncs to a second tab', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/guide/start/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  const second = await context.newPage();
  await second.emulateMedia({ colorScheme: 'light' });
  await open(second, '/config/');
  await expect(second.locator('html')).not.toHaveClass(/\bdark\b/);

  await page.locator('.rp-switch-appearance').first().click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(second.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.locator('.rp-switch-appearance').first().click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(second.locator('html')).not.toHaveClass(/\bdark\b/);
});

for (const [lang, prefix, home] of [
  ['en', '', '/'],
  ['zh', '/zh', '/zh/'],
] as const) {
  test(`unknown paths show the 404 page (${lang})`, async ({ page }) => {
    await open(page, `${prefix}/this/page/does-not-exist`);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText(lang === 'en' ? 'PAGE NOT FOUND' : '页面未找到', { exact: true })).toBeVisible();
    const homeLink = page.getByText(lang === 'en' ? 'Take me home' : '返回首页', { exact: true });
    await expect(homeLink).toBeVisible();
    await homeLink.click();
    await expect(page).toHaveURL(new RegExp(`${home.replace(/\//g, '\\/')}$`));
  });
}

test('index.html and /index forms resolve to the page', async ({ page }) => {
  for (const url of ['/guide/start/index.html', '/guide/start/index', '/zh/guide/start/index.html']) {
    await open(page, url);
    await expect(page.locator('h1').first(), url).toHaveText(url.startsWith('/zh') ? /介绍/ : /Introduction/);
  }
});

test('the edit link points at the source file of the page', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const edit = page.getByRole('link', { name: 'Edit this page on GitHub' }).first();
  await expect(edit).toHaveAttribute('href', `${SITE.editBaseUrl}en/guide/start/quick-start.mdx`);
  await open(page, '/zh/guide/start/quick-start');
  await expect(page.getByRole('link', { name: '在 GitHub 上编辑此页' }).first()).toHaveAttribute('href', `${SITE.editBaseUrl}zh/guide/start/quick-start.mdx`);
});

test('the outline is titled ON THIS PAGE / 目录 and lists the headings', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  await expect(page.locator('.rp-outline').getByText('ON THIS PAGE', { exact: true })).toBeVisible();
  await expect(page.locator('.rp-outline a[href="#requirements"]')).toBeVisible();
  // After a client-side navigation the outline follows the new page.
  await page.locator('.rp-nav').getByRole('link', { name: 'Config', exact: true }).click();
  await page.getByRole('link', { name: 'dev.hmr', exact: true }).first().click();
  await expect(page).toHaveURL(/\/config\/dev\/hmr$/);
  await expect(page.locator('.rp-outline a[href="#example"]')).toBeVisible();
  await open(page, '/zh/guide/start/quick-start');
  await expect(page.locator('.rp-outline').getByText('目录', { exact: true })).toBeVisible();
});

for (const [prefix, noMatch] of [
  ['', 'No matching API found'],
  ['/zh', '没有找到匹配的 API'],
] as const) {
  test(`the config overview lists options with their summary and filters them (${prefix || 'en'})`, async ({ page }) => {
    await open(page, `${prefix}/config/`);
    const hmr = page.locator('.rb-overview-list__item', { hasText: 'dev.hmr' });
    await expect(hmr).toBeVisible();
    await expect(hmr.locator('.rb-overview-list__desc')).not.toBeEmpty();
    await expect(hmr.locator('a.rb-overview-list__link')).toHaveAttribute('href', `${prefix}/config/dev/hmr`);
    await expect(page.locator('.rb-overview-list__item', { hasText: 'html.title' })).toBeVisible();
    const filter = page.locator('#api-filter');
    await filter.fill('hmr');
    await expect(hmr).toBeVisible();
    await expect(page.locator('.rb-overview-list__item', { hasText: 'html.title' })).toHaveCount(0);
    await filter.fill('zzzz-nothing');
    await expect(page.getByText(`${noMatch}: zzzz-nothing`)).toBeVisible();
  });
}
