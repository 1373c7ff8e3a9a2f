/**
 * The outline ("ON THIS PAGE"): its headings and title, the reading-progress
 * rings, "Back to top", headings added after it rendered, and the dropdown it
 * becomes on narrow screens.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { focused, navigate, open, tabTo } from './helpers';

const DOC = '/guide/start/quick-start';

/** The share of a progress ring that is drawn, from its stroke offset (0 to 1). */
async function filled(ring: Locator): Promise<number> {
  const arc = ring.locator('circle').nth(1);
  const [dash, offset] = await Promise.all([arc.getAttribute('stroke-dasharray'), arc.getAttribute('stroke-dashoffset')]);
  return Math.round((1 - Number(offset) / Number(dash)) * 100) / 100;
}

test('the outline is titled ON THIS PAGE / 目录, lists the headings and follows client-side navigation', async ({ page }) => {
  await open(page, DOC);
  await expect(page.locator('.rp-outline').getByText('ON THIS PAGE', { exact: true })).toBeVisible();
  await expect(page.locator('.rp-outline a[href="#requirements"]')).toBeVisible();
  await page.locator('.rp-nav').getByRole('link', { name: 'Config', exact: true }).click();
  await page.getByRole('link', { name: 'dev.hmr', exact: true }).first().click();
  await expect(page).toHaveURL(/\/config\/dev\/hmr$/);
  await expect(page.locator('.rp-outline a[href="#example"]')).toBeVisible();
  await navigate(page, `/zh${DOC}`);
  await expect(page.locator('.rp-outline').getByText('目录', { exact: true })).toBeVisible();
});

test.describe('reading progress and headings', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of ['/config/output/dist-path', '/zh/guide/basic/cli']) {
    // The phone's ring is checked on the same load, resized: the menu bar shows through CSS only.
    test(`${path}: the outline's progress ring and "Back to top" follow the scroll; on a phone the menu bar's ring does`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await open(page, path);
      await test.step('wide screen: the outline', async () => {
        const outline = page.locator('.rp-doc-layout__outline');
        const ring = outline.locator('.rp-progress-circle');
        await expect(ring).toBeVisible();
        expect(await filled(ring)).toBe(0);
        await expect(outline.locator('.rp-scroll-to-top')).toHaveCount(0);

        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(() => filled(ring)).toBe(1);
        const backToTop = outline.locator('.rp-scroll-to-top');
        await expect(backToTop).toBeVisible();
        await backToTop.click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect.poll(() => filled(ring)).toBe(0);
        await expect(backToTop).toHaveCount(0);
      });

      await test.step('phone: the menu bar', async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        const ring = page.locator('.rp-sidebar-menu .rp-progress-circle');
        await expect(ring).toBeVisible();
        expect(await filled(ring)).toBe(0);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        await expect.poll(() => filled(ring)).toBeGreaterThan(0.2);
        await expect.poll(() => filled(ring)).toBeLessThan(1);
      });
    });
  }

  test('the outline takes in a heading that appears on the page, and lets it go when it is removed', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/config/output/dist-path');
    const outline = page.locator('.rp-doc-layout__outline');
    const links = outline.locator('a[href^="#"]');
    const before = await links.count();
    expect(before).toBeGreaterThan(2);
    await page.evaluate(() => {
      const heading = document.createElement('h2');
      heading.id = 'added-by-the-test';
      heading.className = 'rp-toc-include';
      heading.textContent = 'Added by the test';
      document.querySelector('.rspress-doc')!.append(heading);
    });
    await expect(outline.locator('a[href="#added-by-the-test"]')).toHaveText('Added by the test');
    await expect(links).toHaveCount(before + 1);
    await page.evaluate(() => document.getElementById('added-by-the-test')!.remove());
    await expect(outline.locator('a[href="#added-by-the-test"]')).toHaveCount(0);
    await expect(links).toHaveCount(before);
  });
});

test.describe('"Back to top" on narrow screens', () => {
  for (const [lang, prefix, name] of [
    ['en', '', 'Back to top'],
    ['zh', '/zh', '回到顶部'],
  ] as const) {
    test(`is a button outside the outline dropdown (${lang})`, async ({ page }) => {
      // One load; the other pages by client-side navigation.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const url of [`${prefix}${DOC}`, `${prefix}/config/`]) {
        if (url === `${prefix}${DOC}`) await open(page, url);
        else await navigate(page, url);
        // Not the outline's own button, which is inside the (closed) dropdown.
        const button = page.getByRole('button', { name, exact: true });
        await expect(button).toHaveCount(0);
        await page.evaluate(() => window.scrollTo(0, 1500));
        await expect(button).toBeVisible();
        await expect(button).toHaveClass(/rsb-back-to-top/);
        expect(await button.evaluate((el) => el.closest('.rp-doc-layout__outline'))).toBeNull();
        await expect(button).toBeInViewport();
        await button.click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect(button).toHaveCount(0);
      }
      // With the outline as a side column, the outline's own button is the one.
      await page.setViewportSize({ width: 1440, height: 900 });
      await navigate(page, `${prefix}${DOC}`);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect(page.locator('.rp-outline .rp-scroll-to-top')).toBeVisible();
      await expect(page.locator('.rsb-back-to-top')).toBeHidden();
    });
  }
});

test.describe('the dropdown of narrow screens closes', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const toggle = (page: Page) => page.locator('.rp-sidebar-menu__right');
  const dropdown = (page: Page) => page.locator('.rp-doc-layout__outline');
  const openDropdown = async (page: Page) => {
    await toggle(page).click();
    await expect(dropdown(page)).toHaveClass(/rp-doc-layout__outline--open/);
    await expect(dropdown(page)).toBeVisible();
  };
  const expectClosed = async (page: Page) => {
    await expect(dropdown(page)).not.toHaveClass(/rp-doc-layout__outline--open/);
    await expect(dropdown(page)).toBeHidden();
  };

  test('on item choice, also of the entry already in the address', async ({ page }) => {
    await open(page, DOC);
    await openDropdown(page);
    await dropdown(page).locator('.rp-outline__toc a').nth(1).click();
    await expectClosed(page);
    await openDropdown(page);
    await dropdown(page).locator('.rp-outline__toc a').nth(1).click();
    await expectClosed(page);
  });

  test('on an outside click', async ({ page }) => {
    await open(page, DOC);
    await openDropdown(page);
    await page.mouse.click(20, 700);
    await expectClosed(page);
  });

  test('on a route change: Back and Forward', async ({ page }) => {
    await open(page, DOC);
    await page.locator('.rp-doc-footer').getByRole('link', { name: /Features/ }).click();
    await expect(page).toHaveURL(/\/guide\/start\/features$/);
    await openDropdown(page);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
    await expect(page.locator('h1').first()).toHaveText(/Quick start/);
    await expectClosed(page);
    await openDropdown(page);
    await page.goForward();
    await expect(page).toHaveURL(/\/guide\/start\/features$/);
    await expectClosed(page);
  });

  test('on a route change through a page without an outline (overview)', async ({ page }) => {
    await open(page, '/zh/config/');
    await page.locator('.rb-overview-list__link').first().click();
    await expect(page.locator('.rp-doc-layout__outline')).toHaveCount(1);
    await openDropdown(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/zh\/config\/$/);
    await page.goForward();
    await expect(page.locator('.rp-doc-layout__outline')).toHaveCount(1);
    await expectClosed(page);
  });

  test('on Escape, giving the focus back to its button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, DOC);
    const button = toggle(page);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.locator('.rp-doc-layout__outline--open')).toHaveCount(1);
    await expect.poll(() => focused(page).evaluate((el) => Boolean(el.closest('.rp-doc-layout__outline')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('.rp-doc-layout__outline--open')).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
