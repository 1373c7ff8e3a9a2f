/**
 * The site with a keyboard only: skip link, a visible focus on every control,
 * and menus and popovers that open, keep or trap the focus, close on Escape
 * and give the focus back.
 */
import { type Locator, type Page, expect, test } from '@playwright/test';
import { open } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 250) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

const focused = (page: Page) => page.locator('*:focus');

test('the first Tab reaches the skip link, which moves the focus to the main content', async ({ page }) => {
  for (const [url, label] of [
    ['/config/output/dist-path', 'Skip to content'],
    ['/zh/', '跳到正文'],
  ] as const) {
    await open(page, url);
    await page.keyboard.press('Tab');
    const skip = page.locator('.rsb-skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText(label);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focused(page).evaluate((el) => Boolean(el.closest('main')))).toBe(true);
  }
});

for (const [name, width, url] of [
  ['doc page', 1440, '/config/output/dist-path'],
  ['doc page, 390px', 390, '/zh/guide/basic/cli'],
  ['landing page', 1440, '/'],
] as const) {
  test(`every control shows a visible focus indicator (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, url);
    const seen = new Set<string>();
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none';
        return { id: `${el.tagName.toLowerCase()}.${el.className || ''} ${el.textContent?.trim().slice(0, 30) ?? ''}`, ring };
      });
      if (!info) continue;
      seen.add(info.id);
      expect(info.ring, `no visible focus on ${info.id}`).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(5);
  });
}

test('navbar menus open from the keyboard, close on Escape and return the focus (version, language)', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
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

test('the tools popover opens on keyboard focus, Tab enters it, Escape closes it and returns the focus', async ({ page }) => {
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

test('the "Open in" menu opens from the keyboard on its first entry and closes back to its button', async ({ page }) => {
  await open(page, '/config/output/dist-path');
  const button = page.getByRole('button', { name: 'Open this page in an AI chat' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(focused(page)).toHaveAttribute('href', /^https:\/\/chatgpt\.com\//);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
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

test('on narrow screens a closed sidebar drawer is out of the keyboard order and of the accessibility tree', async ({ page }) => {
  for (const width of [390, 900]) {
    await page.setViewportSize({ width, height: 844 });
    await open(page, '/config/output/dist-path');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    // From the menu bar, the next Tab goes into the page, not through the ~120 hidden sidebar links.
    await tabTo(page, page.locator('.rp-sidebar-menu__right'));
    await page.keyboard.press('Tab');
    expect(await focused(page).evaluate((el) => Boolean(el.closest('main'))), `${width}px: Tab after the menu bar`).toBe(true);
    await expect(sidebar.getByRole('link', { name: 'resolve.alias', exact: true })).toHaveCount(0);
    // Opened, it is there at once; closed again, it goes again.
    await page.locator('.rp-sidebar-menu__left').click();
    await expect(sidebar).toHaveClass(/rp-doc-layout__sidebar--open/);
    await expect(sidebar).toHaveCSS('visibility', 'visible');
    await expect(sidebar.getByRole('link', { name: 'resolve.alias', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toHaveCSS('visibility', 'hidden');
  }
});

test('on narrow screens the sidebar drawer traps the focus and the outline dropdown closes on Escape, both back to their button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/guide/start/quick-start');
  const menu = page.locator('.rp-sidebar-menu__left');
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  await expect(page.locator('.rp-doc-layout__sidebar--open')).toHaveCount(1);
  await expect.poll(() => focused(page).evaluate((el) => Boolean(el.closest('.rp-doc-layout__sidebar')))).toBe(true);
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Shift+Tab');
    const inside = await focused(page).evaluate((el) => Boolean(el.closest('.rp-doc-layout__sidebar')) || el.matches('.rp-sidebar-menu__left'));
    expect(inside, `Shift+Tab ${i + 1} left the drawer`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.locator('.rp-doc-layout__sidebar--open')).toHaveCount(0);
  await expect(menu).toBeFocused();

  const outline = page.locator('.rp-sidebar-menu__right');
  await tabTo(page, outline, 5);
  await page.keyboard.press('Enter');
  await expect(page.locator('.rp-doc-layout__outline--open')).toHaveCount(1);
  await expect.poll(() => focused(page).evaluate((el) => Boolean(el.closest('.rp-doc-layout__outline')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.locator('.rp-doc-layout__outline--open')).toHaveCount(0);
  await expect(outline).toBeFocused();
});
