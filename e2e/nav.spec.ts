/**
 * The navbar: client-side navigation, the language switch, the version and
 * language menus, the Rstack tools popover, the menus of medium and narrow
 * screens, hideNavbar, and the announcement bar above it.
 */
import { STORAGE_KEYS, expect, test } from './fixtures';
import { focused, markDocument, nextFrames, open, stillSameDocument, tabTo } from './helpers';

const DOC = '/guide/start/quick-start';

test('nav and sidebar navigate without a full reload', async ({ page }) => {
  await open(page, '/guide/start/');
  await markDocument(page);
  await page.locator('.rp-nav').getByRole('link', { name: 'Config', exact: true }).click();
  await expect(page).toHaveURL(/\/config\/$/);
  await page.locator('.rp-nav').getByRole('link', { name: 'Guide', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\/start\/$/);
  await page.locator('.rp-doc-layout__sidebar, .rp-sidebar').first().getByRole('link', { name: 'Quick start', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page.locator('h1').first()).toHaveText(/Quick start/);
  expect(await stillSameDocument(page)).toBe(true);
});

test('switching language keeps the page', async ({ page }) => {
  await open(page, DOC);
  await page.locator('.rp-nav').getByText('English', { exact: true }).first().hover();
  await page.getByRole('link', { name: '简体中文' }).first().click();
  await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
  await expect(page.locator('h1').first()).toHaveText(/快速上手/);
  await page.locator('.rp-nav').getByText('简体中文', { exact: true }).first().hover();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page).not.toHaveURL(/\/zh\//);
});

test.describe('keyboard', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the version and language menus open from the keyboard, close on Escape and return the focus', async ({ page }) => {
    await open(page, DOC);
    const version = page.locator('.rp-nav').getByRole('button', { name: 'Version' });
    await tabTo(page, version);
    await expect(version).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(version).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(focused(page)).toHaveText('Changelog');
    await page.keyboard.press('Escape');
    await expect(version).toBeFocused();
    await expect(version).toHaveAttribute('aria-expanded', 'false');

    const language = page.locator('.rp-nav').getByRole('button', { name: 'English' });
    await tabTo(page, language);
    await page.keyboard.press('ArrowDown');
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    // The current language is not a link: the first entry is the other one.
    await expect(focused(page)).toHaveText('简体中文');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
  });

  for (const [lang, url, label] of [
    ['en', '/config/output/dist-path', 'Site menu'],
    ['zh', '/zh/config/output/dist-path', '站点菜单'],
  ] as const) {
    test(`the mobile menu is a modal: focus moves in, Tab stays in, Escape closes it back to its button (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, url);
      const button = page.getByRole('button', { name: label, exact: true });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: label });
      await expect(dialog).toHaveCount(1);
      await expect(dialog.locator('.rp-nav-screen')).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => focused(page).evaluate((el) => Boolean(el.closest('[role="dialog"]')))).toBe(true);
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        const inside = await focused(page).evaluate((el) => Boolean(el.closest('[role="dialog"]')) || el.matches('.rp-nav-hamburger__sm'));
        expect(inside, `Tab ${i + 1} left the menu`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  }

  test('the "More options" menu of medium screens is a button beside its panel, operable by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page, '/config/output/dist-path');
    const button = page.getByRole('button', { name: 'More options' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect(await focused(page).evaluate((el) => Boolean(el.closest('.rsb-dropdown__panel')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('Rstack tools popover', () => {
  test('opens on hover, closes on Escape and on leaving', async ({ page }) => {
    await open(page, DOC);
    const button = page.getByRole('button', { name: 'Rstack tools' });
    const panel = page.locator('.rsb-tools__panel');
    await expect(panel).toBeHidden();
    await button.hover();
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: /^Rspack / })).toHaveAttribute('href', 'https://rspack.rs/');
    await expect(panel).toContainText('Fast Rust-based bundler');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.mouse.move(700, 600);
    await button.hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(panel).toBeHidden();
  });

  test('waits 0.1 s before opening on hover', async ({ page }) => {
    // The page's clock is held, so the delay is measured, not raced.
    await page.clock.install();
    await open(page, DOC);
    await page.clock.pauseAt(Date.now() + 60_000);
    const button = page.getByRole('button', { name: 'Rstack tools' });
    const panel = page.locator('.rsb-tools__panel');
    await button.hover();
    await page.clock.runFor(99);
    await expect(panel).toBeHidden();
    await page.clock.runFor(1);
    await expect(panel).toBeVisible();
  });

  test('opens on keyboard focus, Tab enters it, Escape closes it and returns the focus', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/config/output/dist-path');
    const button = page.getByRole('button', { name: 'Rstack tools' });
    await tabTo(page, button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect(await focused(page).evaluate((el) => Boolean(el.closest('.rsb-tools__panel')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('is keyboard reachable and Chinese under /zh', async ({ page }) => {
    await open(page, `/zh${DOC}`);
    const button = page.getByRole('button', { name: 'Rstack 工具' });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('.rsb-tools__panel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('基于 Rust 的高性能打包工具');
    await expect(panel.getByRole('link', { name: /^Rspack / })).toHaveAttribute('href', 'https://rspack.rs/zh/');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('hideNavbar', () => {
  test('scroll-based hides the navbar on scroll down and restores it on scroll up', async ({ page }) => {
    await open(page, `${DOC}?hideNavbar=scroll-based`);
    const nav = page.locator('header.rp-nav');
    const bottom = () => nav.evaluate((el) => el.getBoundingClientRect().bottom);
    await expect(nav).toBeVisible();
    await page.mouse.move(700, 500);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 300);
    await expect.poll(bottom).toBeLessThanOrEqual(0);
    await expect(page.locator('html')).toHaveClass(/rsb-navbar-hidden/);
    await page.mouse.wheel(0, -200);
    await expect.poll(bottom).toBeGreaterThan(40);
    await expect(page.locator('html')).not.toHaveClass(/rsb-navbar-hidden/);
  });

  test('never (the configured default) keeps the navbar', async ({ page }) => {
    await open(page, DOC);
    await page.mouse.move(700, 500);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 300);
    // Scrolled down, and the scrolling has come to rest (the same position two frames apart).
    const scrollY = () => page.evaluate(() => window.scrollY);
    await expect
      .poll(async () => {
        const before = await scrollY();
        await nextFrames(page);
        return before >= 300 && (await scrollY()) === before;
      })
      .toBe(true);
    expect(await page.locator('header.rp-nav').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  });

  test('always removes the navbar', async ({ page }) => {
    await open(page, `${DOC}?hideNavbar=always`);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('header.rp-nav')).toHaveCount(0);
  });
});

test.describe('announcement bar', () => {
  test('stays dismissed after a reload', async ({ page }) => {
    await open(page, DOC);
    const bar = page.locator('.rsb-announcement');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveAttribute('href', 'https://rsbuild.rs/');
    await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.announcementDismissed)).toBeTruthy();
    await page.reload();
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('.rsb-announcement')).toBeHidden();
    await open(page, '/zh/');
    await expect(page.locator('.rsb-announcement')).toBeHidden();
  });

  test('is in Chinese on Chinese pages', async ({ page }) => {
    await open(page, `/zh${DOC}`);
    await expect(page.locator('.rsb-announcement')).toContainText('Rsbuild 1.x 文档');
    await expect(page.getByRole('button', { name: '关闭公告' })).toBeVisible();
  });
});
