import { readFileSync } from 'node:fs';
import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import figures from '../components/Figure/figures.json' with { type: 'json' };
import { listPageFiles } from '../site/docs-files';
import { open } from './helpers';

type Name = keyof typeof figures;

// A first visit would be redirected to the browser's language (localeRedirect: 'auto').
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

/** Every page that shows a figure, with the figures it shows (read from the MDX sources). */
const FIGURE_PAGES = listPageFiles().flatMap((page) => {
  const names = [...readFileSync(page.abs, 'utf8').matchAll(/<Figure name="([^"]+)"/g)].map((m) => m[1] as Name);
  return names.length ? [{ ...page, names }] : [];
});

const figureOf = (page: Page, name: Name) => page.locator(`figure[data-figure="${name}"]`);

/** Scrolls the figure into view and waits until its SVG has loaded. */
async function shown(figure: Locator): Promise<Locator> {
  const img = figure.locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img;
}

const zoomed = (page: Page) => page.locator('img.medium-zoom-image--opened');

async function openZoom(page: Page, figure: Locator, how: 'click' | 'button' = 'click') {
  const img = await shown(figure);
  if (how === 'click') await img.click();
  else {
    await figure.getByRole('button').focus();
    await page.keyboard.press('Enter');
  }
  // `open` once the opening animation has ended (medium-zoom ignores a close before that).
  await expect(figure).toHaveAttribute('data-zoom', 'open');
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
  const before = (await img.boundingBox())!;
  const after = (await zoomed(page).boundingBox())!;
  expect(after.width).toBeGreaterThan(before.width);
}

async function expectClosed(page: Page, figure: Locator) {
  await expect(figure).toHaveAttribute('data-zoom', 'closed');
  await expect(zoomed(page)).toHaveCount(0);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
}

/**
 * Scrolls by `dy` at once (no smooth scrolling) and waits until medium-zoom's reaction to that
 * scroll has run: it closes 150 ms after the scroll event that went past the offset, so a
 * timer of more than 150 ms started after the last scroll event fires after it.
 */
async function scrollAndSettle(page: Page, dy: number) {
  await page.evaluate(
    (delta) =>
      new Promise<void>((resolve) => {
        const target = window.scrollY + delta;
        const onScroll = () => {
          if (Math.abs(window.scrollY - target) >= 1) return;
          window.removeEventListener('scroll', onScroll);
          setTimeout(resolve, 160);
        };
        window.addEventListener('scroll', onScroll);
        window.scrollTo({ top: target, behavior: 'instant' });
      }),
    dy,
  );
}

for (const { url, lang, names } of FIGURE_PAGES) {
  test.describe(`figures on ${url}`, () => {
    test('render loaded, at a readable size, with alt text and caption in the page language', async ({ page }) => {
      await open(page, url);
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      for (const name of names) {
        const figure = figureOf(page, name);
        const img = await shown(figure);
        const box = (await img.boundingBox())!;
        expect(box.width).toBeGreaterThan(300);
        expect(box.height).toBeGreaterThan(200);
        await expect(img).toHaveAttribute('src', new RegExp(`/figures/${name}\\.${lang}\\.svg$`));
        await expect(img).toHaveAttribute('alt', figures[name].alt[lang]);
        await expect(figure.locator('figcaption')).toHaveText(figures[name].caption[lang]);
        await expect(figure.getByRole('button')).toHaveAccessibleName(lang === 'zh' ? '放大图片' : 'Enlarge figure');
      }
    });

    test('open in the zoom on click and close on overlay click, Escape and a scroll beyond 40 px', async ({ page }) => {
      await open(page, url);
      for (const name of names) {
        const figure = figureOf(page, name);

        await openZoom(page, figure);
        const { height } = page.viewportSize()!;
        // A click on the overlay, away from the image (which is centred with a 24 px margin).
        await page.mouse.click(6, height / 2);
        await expectClosed(page, figure);

        await openZoom(page, figure);
        await page.keyboard.press('Escape');
        await expectClosed(page, figure);

        await openZoom(page, figure);
        await scrollAndSettle(page, 30);
        // medium-zoom removes this class as soon as it starts closing.
        expect(await page.evaluate(() => document.body.classList.contains('medium-zoom--opened')), 'a scroll of 30 px keeps the zoom open').toBe(true);
        await scrollAndSettle(page, 30);
        await expectClosed(page, figure);
      }
    });
  });
}

test.describe('figure zoom', () => {
  const [first] = FIGURE_PAGES.filter((p) => p.lang === 'en');

  test('opens from the keyboard with the enlarge button, and Escape closes it (reduced motion)', async ({ page }) => {
    // Without motion the zoom still has to finish opening and closing (it waits for `transitionend`).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, first!.url);
    const figure = figureOf(page, first!.names[0]!);
    await openZoom(page, figure, 'button');
    await page.keyboard.press('Escape');
    await expectClosed(page, figure);
    await expect(figure.getByRole('button')).toBeFocused();
  });

  test('works on a page reached by client-side navigation', async ({ page }) => {
    await open(page, '/plugins/dev/');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('.rspress-doc a[href="/plugins/dev/hooks"]').first().click();
    await expect(page).toHaveURL(/\/plugins\/dev\/hooks$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    const figure = figureOf(page, 'plugin-hooks');
    await openZoom(page, figure);
    await page.keyboard.press('Escape');
    await expectClosed(page, figure);
  });
});

/** The colour of one pixel of an element, read from a screenshot decoded in a blank page. */
async function pixel(browser: Browser, locator: Locator, x: number, y: number): Promise<number[]> {
  const png = (await locator.screenshot()).toString('base64');
  const blank = await browser.newPage();
  try {
    return await blank.evaluate(
      async ({ data, px, py }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return [...context.getImageData(px, py, 1, 1).data];
      },
      { data: png, px: x, py: y },
    );
  } finally {
    await blank.close();
  }
}
const brightness = ([r, g, b]: number[]) => (r! + g! + b!) / 3;

test.describe('figure colours follow the site theme, not the system', () => {
  const { url, names } = FIGURE_PAGES.find((p) => p.lang === 'en')!;
  for (const [site, system] of [
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    test(`${site} site on a ${system} system`, async ({ page, browser }) => {
      await page.emulateMedia({ colorScheme: system });
      await page.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), site);
      await open(page, url);
      await expect(page.locator('html')).toHaveClass(site === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const figure = figureOf(page, names[0]!);
      const img = await shown(figure);
      // Inside the figure's own panel, left of any drawing.
      const inPanel = await pixel(browser, img, 4, 60);
      if (site === 'dark') expect(brightness(inPanel)).toBeLessThan(60);
      else expect(brightness(inPanel)).toBeGreaterThan(200);
      // The enlarged copy too.
      await openZoom(page, figure);
      const zoomedPanel = await pixel(browser, zoomed(page), 6, 80);
      if (site === 'dark') expect(brightness(zoomedPanel)).toBeLessThan(60);
      else expect(brightness(zoomedPanel)).toBeGreaterThan(200);
    });
  }
});

test.describe('figure drawings', () => {
  for (const name of Object.keys(figures) as Name[]) {
    for (const lang of ['en', 'zh'] as const) {
      test(`${name}.${lang}.svg: every text inside its box and the panel, none overlapping`, async ({ page }) => {
        await page.goto(`/figures/${name}.${lang}.svg`);
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          const svg = document.documentElement as unknown as SVGSVGElement;
          const { width, height } = svg.viewBox.baseVal;
          const texts = [...document.querySelectorAll<SVGTextElement>('text')];
          const label = (t: Element) => JSON.stringify(t.textContent);
          const margin = 8;
          for (const t of texts) {
            const r = t.getBBox();
            if (r.x < margin || r.y < margin || r.x + r.width > width - margin || r.y + r.height > height - margin) {
              found.push(`${label(t)} is closer than ${margin}px to the edge`);
            }
          }
          for (const group of document.querySelectorAll('g[data-box]')) {
            const box = group.querySelector<SVGRectElement>('rect')!.getBBox();
            for (const t of group.querySelectorAll<SVGTextElement>(':scope > text')) {
              const r = t.getBBox();
              if (r.x < box.x + 4 || r.x + r.width > box.x + box.width - 4 || r.y < box.y || r.y + r.height > box.y + box.height) {
                found.push(`${label(t)} leaves its box`);
              }
            }
          }
          texts.forEach((a, i) => {
            const ra = a.getBBox();
            for (const b of texts.slice(i + 1)) {
              const rb = b.getBBox();
              if (ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height) {
                found.push(`${label(a)} overlaps ${label(b)}`);
              }
            }
          });
          return found;
        });
        expect(problems).toEqual([]);
      });
    }
  }
});

// axe on the figure pages: e2e/a11y.spec.ts (every page in light, Chinese figure pages in dark).
