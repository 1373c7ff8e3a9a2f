/**
 * The sidebar shows the page being read: its item is scrolled into view inside
 * the sidebar (never by scrolling the page), at load on wide screens and when
 * the drawer opens on narrow ones (theme/lib/scrollIntoView.ts, theme/Sidebar).
 */
import { type Page, expect, test } from '@playwright/test';
import { open } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

/** Where the active item is relative to the part of the sidebar on screen. */
function activeItemPlacement(page: Page) {
  return page.evaluate(() => {
    const sidebar = document.querySelector('.rp-doc-layout__sidebar')!;
    const item = document.querySelector('.rp-doc-layout__sidebar .rp-sidebar-item--active')!;
    const s = sidebar.getBoundingClientRect();
    const i = item.getBoundingClientRect();
    const top = Math.max(s.top, 0);
    const bottom = Math.min(s.bottom, window.innerHeight);
    return { inView: i.top >= top && i.bottom <= bottom, scrolled: sidebar.scrollTop > 0, pageY: window.scrollY };
  });
}

// The last config page sits at the very end of a sidebar of ~120 items.
for (const path of ['/config/tools/swc', '/zh/config/tools/swc']) {
  test(`${path}: the active sidebar item is in view at load on a wide screen, the page does not move`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, path);
    await expect.poll(() => activeItemPlacement(page)).toEqual({ inView: true, scrolled: true, pageY: 0 });
  });

  test(`${path}: on narrow screens the active item is in view when the drawer opens`, async ({ page }) => {
    for (const width of [390, 900]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, path);
      await page.locator('.rp-sidebar-menu__left').click();
      await expect(page.locator('.rp-doc-layout__sidebar')).toHaveClass(/rp-doc-layout__sidebar--open/);
      await expect.poll(() => activeItemPlacement(page), `${width}px`).toEqual({ inView: true, scrolled: true, pageY: 0 });
    }
  });
}
