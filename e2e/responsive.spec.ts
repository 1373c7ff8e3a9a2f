/**
 * Every page type in both languages at every width we care about: no
 * sideways scrolling and no clipped control (helpers/layout.ts), also with
 * the "Open in" menu open, and the navbar around its breakpoint.
 */
import { expect, test } from './fixtures';
import { findLayoutProblems, navigate, nextFrames, open, transitionsEnded } from './helpers';

const WIDTHS = [320, 390, 768, 800, 1024, 1280, 1440];
const PAGE_TYPES = [
  ['home', '/'],
  ['guide', '/guide/start/quick-start'],
  ['config', '/config/output/dist-path'],
  ['overview', '/config/'],
  ['404', '/this/page/does-not-exist'],
] as const;

// The layout follows the width through CSS media queries only, so one load per page is resized
// through the widths; the navbar's tightest widths are also checked on a fresh load below. The
// Chinese twin is reached by client-side navigation (the 404 page, which has no route, is loaded).
for (const [type, path] of PAGE_TYPES) {
  test(`${type} page (en, zh) fits at every width, also with the "Open in" menu open`, async ({ page }) => {
    for (const prefix of ['', '/zh']) {
      const url = type === 'home' ? `${prefix}/` : `${prefix}${path}`;
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      if (prefix && type !== '404') await navigate(page, url);
      else await open(page, url);
      await expect(page.locator('h1').first()).toBeVisible();
      const openIn = page.locator('button.rp-llms-view-options__trigger');
      const menu = page.locator('.rp-llms-view-options__menu');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await nextFrames(page);
        await transitionsEnded(page);
        expect.soft(await findLayoutProblems(page), `${url} at ${width}px`).toEqual([]);

        if ((await openIn.count()) > 0) {
          await openIn.click();
          await expect(menu).toBeVisible();
          const box = (await menu.boundingBox())!;
          expect.soft(box.x, `${url} at ${width}px: the menu's left edge`).toBeGreaterThanOrEqual(0);
          expect.soft(box.x + box.width, `${url} at ${width}px: the menu's right edge`).toBeLessThanOrEqual(width);
          expect.soft(await findLayoutProblems(page), `${url} at ${width}px with the "Open in" menu open`).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();
        }
      }
    }
  });
}

// Just above the phone layout (768 px) the navbar is at its tightest: its items and the hamburger must fit.
for (const [lang, prefix] of [
  ['en', ''],
  ['zh', '/zh'],
] as const) {
  test(`no sideways scrolling between 769 and 808 px: the navbar and its hamburger fit (${lang})`, async ({ page }) => {
    for (const width of [769, 775, 790, 800, 807, 808]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, `${prefix}/guide/start/quick-start`);
      const hamburger = page.locator('.rp-nav-hamburger__md');
      await expect(hamburger).toBeVisible();
      const box = (await hamburger.boundingBox())!;
      expect(box.x + box.width, `hamburger right edge at ${width}px`).toBeLessThanOrEqual(width);
      expect(await findLayoutProblems(page), `${width}px`).toEqual([]);
    }
  });
}

// site/plugins/short-code.ts: a flag is never split after its first hyphen; a long value still wraps.
test('short inline code stays on one line at 320 px, long inline code wraps (en, zh)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const lines = (text: string) =>
    page.evaluate((text) => {
      const code = [...document.querySelectorAll('.rp-doc :not(pre) > code')].find((el) => el.textContent === text || el.textContent?.startsWith(text));
      if (!code) return null;
      // One box per line the code is drawn on (boxes on the same line merged).
      return new Set([...code.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }, text);
  for (const prefix of ['', '/zh']) {
    await open(page, `${prefix}/guide/basic/cli`);
    expect(await lines('--version'), `${prefix}/guide/basic/cli: --version`).toBe(1);
    await open(page, `${prefix}/config/output/dist-path`);
    expect(await lines("{ root: 'dist'"), `${prefix}/config/output/dist-path: the default value`).toBeGreaterThan(1);
  }
});
