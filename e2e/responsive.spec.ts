import { expect, test } from '@playwright/test';
import { open } from './helpers';
import { findLayoutProblems } from './layout-check';

/**
 * Responsive sweep: every page type in both languages at every width we care
 * about has no horizontal overflow and no clipped control, also with the
 * "Open in" menu open on pages that have it.
 */

const WIDTHS = [320, 390, 768, 800, 1024, 1280, 1440];
const PAGE_TYPES = [
  ['home', '/'],
  ['guide', '/guide/start/quick-start'],
  ['config', '/config/output/dist-path'],
  ['overview', '/config/'],
  ['404', '/this/page/does-not-exist'],
] as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

for (const [type, path] of PAGE_TYPES) {
  for (const prefix of ['', '/zh']) {
    test(`${type} page (${prefix ? 'zh' : 'en'}) fits at every width`, async ({ page }) => {
      test.setTimeout(120_000);
      const url = type === 'home' ? `${prefix}/` : `${prefix}${path}`;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await open(page, url);
        await expect(page.locator('h1').first()).toBeVisible();
        expect.soft(await findLayoutProblems(page), `${url} at ${width}px`).toEqual([]);

        const openIn = page.locator('button.rp-llms-view-options__trigger');
        if ((await openIn.count()) > 0) {
          await openIn.click();
          await expect(page.locator('.rp-llms-view-options__menu')).toBeVisible();
          expect.soft(await findLayoutProblems(page), `${url} at ${width}px with the "Open in" menu open`).toEqual([]);
        }
      }
    });
  }
}
