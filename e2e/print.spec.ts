/**
 * Printing (docs/public/print.css): with print media, only the content shows, light in
 * both themes, code wraps, external links show their address; `page.pdf()` renders it.
 */
import { expect, test } from './fixtures';
import { open } from './helpers';

const PAGES = ['/config/dev/hmr', '/guide/start/quick-start', '/zh/config/dev/hmr', '/zh/guide/start/quick-start'];

/** What printing must leave out. */
const CHROME = ['.rp-nav', '.rp-doc-layout__sidebar', '.rp-doc-layout__outline', '.rp-doc-layout__menu', '.rp-code-button-group', '.rsb-feedback', '.rp-prev-next-page', '.rsb-announcement', 'main button'];

for (const url of PAGES) {
  for (const storedTheme of ['light', 'dark'] as const) {
    test.describe(() => {
      test.use({ storedTheme });
      test(`${url} prints only its content, light (${storedTheme} theme)`, async ({ page }) => {
        await open(page, url);
        await expect(page.locator('html')).toHaveClass(storedTheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        // The print stylesheet is linked for print only: a screen does not apply it.
        await expect(page.locator('link[rel="stylesheet"][media="print"][href="/print.css"]')).toHaveCount(1);
        await expect(page.locator('.rp-nav')).toBeVisible();

        await page.emulateMedia({ media: 'print' });
        for (const part of CHROME) {
          const visible = await page.locator(part).evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length);
          expect(visible, `${part} shows in print`).toBe(0);
        }
        await expect(page.locator('main h1')).toBeVisible();
        // Light paper and dark text, whatever the theme.
        const colours = await page.evaluate(() => ({
          body: getComputedStyle(document.body).backgroundColor,
          text: getComputedStyle(document.querySelector('.rp-doc p')!).color,
        }));
        expect(colours.body).toBe('rgb(255, 255, 255)');
        const [r, g, b] = colours.text.match(/\d+/g)!.map(Number);
        expect(r! + g! + b!, `text colour ${colours.text}`).toBeLessThan(200);
        // Code wraps within the paper.
        const code = page.locator('.rp-doc pre').first();
        await expect(code).toHaveCSS('white-space', 'pre-wrap');
        expect(await code.evaluate((pre) => pre.scrollWidth <= pre.clientWidth + 1)).toBe(true);
        // The content takes the width of the paper.
        const width = await page.locator('.rspress-doc').evaluate((doc) => doc.getBoundingClientRect().width / window.innerWidth);
        expect(width).toBeGreaterThan(0.8);

        const pdf = await page.pdf({ format: 'A4', printBackground: true });
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
        expect(pages, 'pages in the PDF').toBeGreaterThan(0);
        expect(pdf.length).toBeGreaterThan(20_000);
      });
    });
  }
}

test('external links print their address, the site own links do not', async ({ page }) => {
  await open(page, '/guide/configuration/swc');
  await page.emulateMedia({ media: 'print' });
  const external = page.locator('.rp-doc a[href^="http"]:not([href^="https://v1.rsbuild.rs"])').first();
  const href = await external.getAttribute('href');
  // Chromium gives the computed content with attr() resolved or as written, depending on the version.
  expect([`" (${href})"`, '" (" attr(href) ")"']).toContain(await external.evaluate((a) => getComputedStyle(a, '::after').content));
  const internal = page.locator('.rp-doc a[href^="/"]').first();
  expect(await internal.evaluate((a) => getComputedStyle(a, '::after').content)).not.toContain('(');
});

test('figures fit the paper', async ({ page }) => {
  await open(page, '/guide/optimization/code-splitting');
  await expect(page.locator('.rp-doc figure').first()).toBeVisible();
  await page.setViewportSize({ width: 600, height: 900 });
  await page.emulateMedia({ media: 'print' });
  const overflow = await page.locator('.rp-doc :is(img, svg, figure)').evaluateAll((els) =>
    els.filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1).map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(overflow).toEqual([]);
});

test('tables fit the paper: long code in a cell wraps', async ({ page }) => {
  // The printable width of A4 with the stylesheet's margins (210 mm - 2 × 14 mm) at 96 px per inch.
  await page.setViewportSize({ width: 688, height: 900 });
  await page.emulateMedia({ media: 'print' });
  // Pages whose option tables hold long inline code (package names, option paths).
  for (const url of ['/guide/framework/preact', '/guide/framework/svelte', '/api/javascript-api/core']) {
    await test.step(url, async () => {
      await open(page, url);
      const overflow = await page.locator('.rp-doc table').evaluateAll((tables) =>
        tables.filter((t) => t.getBoundingClientRect().right > document.documentElement.clientWidth + 1).map((t) => `${Math.round(t.getBoundingClientRect().right)} px: ${t.querySelector('tr')?.textContent}`),
      );
      expect(overflow, `tables wider than the paper on ${url}`).toEqual([]);
    });
  }
});
