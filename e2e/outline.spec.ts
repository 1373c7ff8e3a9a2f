/**
 * The outline follows the page (theme/hooks/useToc.ts, theme/ReadPercent):
 * its reading-progress rings and "Back to top" follow the scroll, and it
 * takes in headings that appear on the page after it was rendered.
 */
import { type Locator, expect, test } from '@playwright/test';
import { open } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** The share of a progress ring that is drawn, from its stroke offset (0 to 1). */
async function filled(ring: Locator): Promise<number> {
  const arc = ring.locator('circle').nth(1);
  const [dash, offset] = await Promise.all([arc.getAttribute('stroke-dasharray'), arc.getAttribute('stroke-dashoffset')]);
  return Math.round((1 - Number(offset) / Number(dash)) * 100) / 100;
}

for (const path of ['/config/output/dist-path', '/zh/guide/basic/cli']) {
  test(`${path}: the outline's progress ring and "Back to top" follow the scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, path);
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

  test(`${path}: on a phone the menu bar's ring follows the scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, path);
    const ring = page.locator('.rp-sidebar-menu .rp-progress-circle');
    await expect(ring).toBeVisible();
    expect(await filled(ring)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => filled(ring)).toBeGreaterThan(0.2);
    await expect.poll(() => filled(ring)).toBeLessThan(1);
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
