/**
 * The SVG figures: shown with alt text and caption in the page's language, the
 * image zoom, colours that follow the site's theme, and texts that fit their
 * boxes. Their axe checks are in the page sweep (a11y.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import figures from '../components/Figure/figures.json' with { type: 'json' };
import { listPageFiles } from '../site/docs-files';
import { expect, test } from './fixtures';
import { endsWith, markDocument, navigate, open, stillSameDocument, themeClass, until } from './helpers';

type Name = keyof typeof figures;

/** Every page that shows a figure, with the figures it shows (read from the MDX sources). */
const FIGURE_PAGES = listPageFiles().flatMap((page) => {
  const names = [...readFileSync(page.abs, 'utf8').matchAll(/<Figure name="([^"]+)"/g)].map((m) => m[1] as Name);
  return names.length ? [{ ...page, names }] : [];
});

const figureSelector = (name: Name) => `figure[data-figure="${name}"]`;
const figureOf = (page: Page, name: Name) => page.locator(figureSelector(name));

/** Scrolls the figure into view and waits until its SVG has loaded. */
async function shown(figure: Locator): Promise<Locator> {
  const img = figure.locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img;
}

const zoomed = (page: Page) => page.locator('img.medium-zoom-image--opened');

async function openZoom(page: Page, name: Name, how: 'click' | 'button' = 'click') {
  const figure = figureOf(page, name);
  const img = await shown(figure);
  if (how === 'click') await img.click();
  else {
    await figure.getByRole('button').focus();
    await page.keyboard.press('Enter');
  }
  // `open` once the opening animation has ended (medium-zoom ignores a close before that).
  await until(
    page,
    `the zoom of ${name} never opened`,
    (selector) => document.querySelector(selector)?.getAttribute('data-zoom') === 'open' && document.body.classList.contains('medium-zoom--opened'),
    figureSelector(name),
  );
  const before = (await img.boundingBox())!;
  const after = (await zoomed(page).boundingBox())!;
  expect(after.width).toBeGreaterThan(before.width);
}

async function expectClosed(page: Page, name: Name) {
  await until(
    page,
    `the zoom of ${name} never closed (data-zoom, the enlarged image and the overlay)`,
    (selector) =>
      document.querySelector(selector)?.getAttribute('data-zoom') === 'closed' &&
      !document.querySelector('img.medium-zoom-image--opened, .medium-zoom-overlay'),
    figureSelector(name),
  );
}

/**
 * Scrolls by `dy` at once, then lets the page's clock run past the 150 ms
 * after which medium-zoom closes on a scroll beyond its offset. The clock
 * must be installed (`page.clock.install()`) before the page loads.
 */
async function scrollAndSettle(page: Page, dy: number) {
  await page.evaluate(
    (delta) =>
      new Promise<void>((resolve) => {
        const target = window.scrollY + delta;
        // A window listener runs after medium-zoom's own (on the document) for the same event.
        const onScroll = () => {
          if (Math.abs(window.scrollY - target) >= 1) return;
          window.removeEventListener('scroll', onScroll);
          resolve();
        };
        window.addEventListener('scroll', onScroll);
        window.scrollTo({ top: target, behavior: 'instant' });
      }),
    dy,
  );
  await page.clock.runFor(160);
}

// The zoom's animation is the same on every page: the first page shows it, the others open
// and close without motion (the zoom still waits for the end of its transitions). One test per
// language loads its first page and reaches the others by client-side navigation; each page is a
// step of its own, so a failure names it.
for (const lang of ['en', 'zh'] as const) {
  const pages = FIGURE_PAGES.filter((p) => p.lang === lang);
  test(`figures on every ${lang} page that has one (${pages.length}): loaded at a readable size with alt text and caption in the page language; the zoom opens on click and closes on an overlay click, Escape and a scroll beyond 40 px`, async ({
    page,
  }) => {
    expect(pages.length, `pages with a figure in ${lang}`).toBeGreaterThan(0);
    // A budget per page on a loaded machine, not a wait.
    test.setTimeout(pages.length * 20_000);
    await page.clock.install();
    for (const [index, { url, names }] of pages.entries()) {
      const motion = lang === 'en' && index === 0 ? 'no-preference' : 'reduce';
      await test.step(`${url} (${motion === 'reduce' ? 'reduced motion' : 'with motion'})`, async () => {
        await page.emulateMedia({ reducedMotion: motion });
        if (index === 0) await open(page, url);
        else await navigate(page, url);
        await expect(page).toHaveURL(endsWith(url));
        for (const name of names) {
          const figure = figureOf(page, name);
          const img = await shown(figure);
          const box = (await img.boundingBox())!;
          expect(box.width, `${url}: ${name}`).toBeGreaterThan(300);
          expect(box.height, `${url}: ${name}`).toBeGreaterThan(200);
          await expect(img).toHaveAttribute('src', new RegExp(`/figures/${name}\\.${lang}\\.svg$`));
          await expect(img).toHaveAttribute('alt', figures[name].alt[lang]);
          await expect(figure.locator('figcaption')).toHaveText(figures[name].caption[lang]);
          await expect(figure.getByRole('button')).toHaveAccessibleName(lang === 'zh' ? '放大图片' : 'Enlarge figure');

          await openZoom(page, name);
          const { height } = page.viewportSize()!;
          // A click on the overlay, away from the image (which is centred with a 24 px margin).
          await page.mouse.click(6, height / 2);
          await expectClosed(page, name);

          await openZoom(page, name);
          await page.keyboard.press('Escape');
          await expectClosed(page, name);

          await openZoom(page, name);
          await scrollAndSettle(page, 30);
          // medium-zoom removes this class as soon as it starts closing.
          expect(await page.evaluate(() => document.body.classList.contains('medium-zoom--opened')), `${url}: a scroll of 30 px keeps the zoom of ${name} open`).toBe(true);
          await scrollAndSettle(page, 30);
          await expectClosed(page, name);
        }
      });
    }
  });
}

test.describe('figure zoom', () => {
  const [first] = FIGURE_PAGES.filter((p) => p.lang === 'en');

  test('opens from the keyboard with the enlarge button, and Escape closes it, without animation when the reader asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, first!.url);
    const name = first!.names[0]!;
    await openZoom(page, name, 'button');
    // The zoom still has to finish opening and closing (it waits for `transitionend`), in a blink.
    const durations = await page.evaluate(() =>
      ['img.medium-zoom-image--opened', '.medium-zoom-overlay'].map((selector) => getComputedStyle(document.querySelector(selector)!).transitionDuration),
    );
    expect(durations).toEqual(['0.001s', '0.001s']);
    await page.keyboard.press('Escape');
    await expectClosed(page, name);
    await expect(figureOf(page, name).getByRole('button')).toBeFocused();
  });

  test('works on a page reached by client-side navigation', async ({ page }) => {
    await open(page, '/plugins/dev/');
    await markDocument(page);
    await page.locator('.rspress-doc a[href="/plugins/dev/hooks"]').first().click();
    await expect(page).toHaveURL(/\/plugins\/dev\/hooks$/);
    expect(await stillSameDocument(page)).toBe(true);
    await openZoom(page, 'plugin-hooks');
    await page.keyboard.press('Escape');
    await expectClosed(page, 'plugin-hooks');
  });
});

/** The colour of one pixel of an element, read from a screenshot decoded by the page. */
async function pixel(page: Page, locator: Locator, x: number, y: number): Promise<number[]> {
  const png = (await locator.screenshot()).toString('base64');
  return page.evaluate(
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
}
const brightness = ([r, g, b]: number[]) => (r! + g! + b!) / 3;

test.describe('figure colours follow the site theme, not the system', () => {
  const { url, names } = FIGURE_PAGES.find((p) => p.lang === 'en')!;
  for (const [site, system] of [
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    test.describe(`${site} site`, () => {
      test.use({ storedTheme: site, colorScheme: system });

      test(`on a ${system} system`, async ({ page }) => {
        await open(page, url);
        await expect(page.locator('html')).toHaveClass(themeClass(site));
        const name = names[0]!;
        const img = await shown(figureOf(page, name));
        // Inside the figure's own panel, left of any drawing.
        const inPanel = await pixel(page, img, 4, 60);
        if (site === 'dark') expect(brightness(inPanel)).toBeLessThan(60);
        else expect(brightness(inPanel)).toBeGreaterThan(200);
        // The enlarged copy too.
        await openZoom(page, name);
        const zoomedPanel = await pixel(page, zoomed(page), 6, 80);
        if (site === 'dark') expect(brightness(zoomedPanel)).toBeLessThan(60);
        else expect(brightness(zoomedPanel)).toBeGreaterThan(200);
      });
    });
  }
});

test('figure drawings: every text inside its box and the panel, none overlapping (each figure, both languages)', async ({ page }) => {
  const problems: string[] = [];
  for (const name of Object.keys(figures) as Name[]) {
    for (const lang of ['en', 'zh'] as const) {
      await page.goto(`/figures/${name}.${lang}.svg`);
      const found = await page.evaluate(() => {
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
      problems.push(...found.map((problem) => `${name}.${lang}.svg: ${problem}`));
    }
  }
  expect(problems).toEqual([]);
});
