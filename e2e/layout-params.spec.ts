/**
 * Query parameters that hide parts of the layout (for embedding a page):
 * ?navbar=0, ?sidebar=0, ?outline=0, ?footer=0, and the outline hidden in a
 * frame unless ?outline=1.
 */
import { expect, test } from './fixtures';
import { open } from './helpers';

const DOC = '/guide/start/quick-start';

test.describe('layout query parameters', () => {
  test('each parameter hides its part', async ({ page }) => {
    await open(page, DOC);
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__outline')).toBeVisible();
    await expect(page.locator('.rp-doc-footer')).toBeVisible();
    const cases = [
      ['navbar', '.rp-nav'],
      ['sidebar', '.rp-doc-layout__sidebar'],
      ['outline', '.rp-doc-layout__outline'],
      ['footer', '.rp-doc-footer'],
    ] as const;
    for (const [param, selector] of cases) {
      await open(page, `${DOC}?${param}=0`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator(selector), `?${param}=0`).toHaveCount(0);
      for (const [other, otherSelector] of cases) {
        if (other !== param) await expect(page.locator(otherSelector).first(), `?${param}=0 keeps ${other}`).toBeVisible();
      }
    }
    await open(page, '/?footer=0');
    await expect(page.locator('footer.rsb-footer')).toHaveCount(0);
  });

  test('in a frame the outline is hidden unless ?outline=1', async ({ page, baseURL }) => {
    await open(page, '/');
    for (const [query, count] of [
      ['', 0],
      ['?outline=1', 1],
    ] as const) {
      await page.setContent(`<iframe title="doc" src="${baseURL}${DOC}${query}" width="1400" height="800"></iframe>`);
      const frame = page.frameLocator('iframe');
      await expect(frame.locator('h1').first()).toBeVisible();
      await expect(frame.locator('.rp-doc-layout__sidebar')).toBeVisible();
      await expect(frame.locator('.rp-doc-layout__outline'), `frame${query}`).toHaveCount(count);
    }
  });
});
