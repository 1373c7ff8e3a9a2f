/**
 * The sidebar: its active item in view (scrolled inside the sidebar, never by
 * scrolling the page), the menu bar of narrow screens that opens it as a
 * drawer, the drawer's keyboard behaviour, and the animation of its groups.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { focused, navigate, nextFrames, open, tabTo } from './helpers';

const DOC = '/guide/start/quick-start';

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

test.describe('active item', () => {
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
});

test.describe('menu bar', () => {
  const bar = (page: Page) => page.locator('.rp-sidebar-menu');
  const cases: [string, number, boolean][] = [
    [DOC, 768, true],
    [DOC, 960, true],
    [DOC, 1024, true],
    [DOC, 1279, true],
    [DOC, 1280, true],
    [DOC, 1281, false],
    [DOC, 1440, false],
    ['/config/', 768, true],
    ['/config/', 960, true],
    ['/config/', 961, false],
    ['/config/', 1024, false],
    ['/config/', 1280, false],
    ['/config/', 1440, false],
  ];
  test('shows at 960 px or less, or 1280 px or less with an outline', async ({ page }) => {
    // The bar follows the width through CSS media queries only: one load per page, resized
    // through the widths (the second page by client-side navigation).
    let loaded: string | undefined;
    for (const [url, width, shown] of cases) {
      await page.setViewportSize({ width, height: 800 });
      if (loaded === undefined) await open(page, url);
      else if (loaded !== url) await navigate(page, url);
      else await nextFrames(page);
      loaded = url;
      if (shown) {
        await expect(bar(page), `${url} at ${width}px`).toBeVisible();
        expect((await bar(page).boundingBox())!.height, `${url} at ${width}px`).toBe(46);
        // Its outline button only where there is an outline.
        if (url === '/config/') await expect(page.locator('.rp-sidebar-menu__right')).toBeHidden();
        else await expect(page.locator('.rp-sidebar-menu__right')).toBeEnabled();
      } else {
        await expect(bar(page), `${url} at ${width}px`).toBeHidden();
        // No empty space is kept for it either.
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rp-sidebar-menu-height').trim())).toBe('0px');
      }
    }
  });

  test('at 1280 px its outline button opens the outline', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, DOC);
    const outline = page.locator('.rp-doc-layout__outline');
    await expect(outline).toBeHidden();
    await page.locator('.rp-sidebar-menu__right').click();
    await expect(outline).toBeVisible();
    await expect(outline.locator('a[href="#requirements"]')).toBeVisible();
  });

  test('at 769–960 px its Menu button opens the sidebar, which otherwise leaves the content the full width', async ({ page }) => {
    for (const prefix of ['', '/zh']) {
      await page.setViewportSize({ width: 900, height: 800 });
      await open(page, `${prefix}/config/`);
      const sidebar = page.locator('.rp-doc-layout__sidebar');
      // Closed: moved out of the viewport, and the content starts at the left.
      await expect(sidebar).not.toBeInViewport();
      expect((await page.locator('.rp-doc-layout__overview').boundingBox())!.x).toBe(0);
      await page.locator('.rp-sidebar-menu__left').click();
      await expect(sidebar, prefix || 'en').toBeInViewport({ ratio: 0.9 });
      await sidebar.getByRole('link', { name: 'dev.hmr', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/config/dev/hmr$`));
      await expect(sidebar).not.toBeInViewport();
    }
  });
});

test.describe('drawer and keyboard', () => {
  test.use({ reducedMotion: 'reduce' });

  test('on narrow screens a closed drawer is out of the keyboard order and of the accessibility tree', async ({ page }) => {
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

  test('on narrow screens the drawer traps the focus and closes on Escape back to its button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, DOC);
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
  });
});

test.describe('groups animate 0.5 s collapsing and 0.3 s expanding', () => {
  /** Durations (ms) of the height transitions that collapsing and expanding a group start, read as they start. */
  const durations = async (page: Page, group: string) => {
    const header = page.locator('.rp-doc-layout__sidebar .rp-sidebar-group', { hasText: group }).first();
    const body = header.locator('xpath=following-sibling::div[1]');
    await body.evaluate((el) => {
      const started: number[] = [];
      (el as HTMLElement & { started?: number[] }).started = started;
      el.addEventListener('transitionrun', (event) => {
        if (event.target !== el || (event as TransitionEvent).propertyName !== 'grid-template-rows') return;
        for (const animation of el.getAnimations()) started.push(Number(animation.effect?.getTiming().duration));
      });
    });
    const startedSoFar = () => body.evaluate((el) => [...((el as HTMLElement & { started?: number[] }).started ?? [])]);
    await header.click();
    await expect(body).toHaveAttribute('style', /grid-template-rows: ?0fr/);
    await expect(body).toHaveCSS('grid-template-rows', '0px');
    const collapsing = await startedSoFar();
    const collapsed = await body.evaluate((el) => getComputedStyle(el).transitionDuration);
    await header.click();
    await expect(body).toHaveAttribute('style', /grid-template-rows: ?1fr/);
    await expect(body).not.toHaveCSS('grid-template-rows', '0px');
    const expanding = (await startedSoFar()).slice(collapsing.length);
    const expanded = await body.evaluate((el) => getComputedStyle(el).transitionDuration);
    return { collapsing, expanding, collapsed, expanded };
  };

  test('with motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page, DOC);
    expect(await durations(page, 'Framework')).toEqual({ collapsing: [500], expanding: [300], collapsed: '0.5s', expanded: '0.3s' });
  });

  test('not at all under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/zh/guide/start/quick-start');
    expect(await durations(page, '框架')).toEqual({ collapsing: [], expanding: [], collapsed: '0s', expanded: '0s' });
  });
});
