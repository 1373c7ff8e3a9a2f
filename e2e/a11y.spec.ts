/**
 * Accessibility of every built page: the page sweep (axe, H1, console),
 * landmarks, valid nesting of controls, content without JavaScript, the skip
 * link and a visible focus. Keyboard use of each menu is tested with its
 * feature (nav, sidebar, outline, doc-page, search).
 *
 * `npm test` sweeps every page in the light theme and every page type in the
 * dark theme, judging each text style once and the announcement, navbar and
 * sidebar once per batch where their markup is the same (`FRAME`); `npm run
 * check:a11y` (A11Y_FULL=1) sweeps every page in both themes and checks the
 * colour contrast of every text and the whole of every page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ConsoleMessage, type Page } from '@playwright/test';
import I18N from '../i18n.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { NOT_PAGES, axeViolations, builtRoutes, chunk, focused, hydrated, navigate, open } from './helpers';

const routes = builtRoutes();
const FULL = process.env.A11Y_FULL === '1';

/** Unknown addresses: the 404 page of each language (not a built route, so added to the sweep). */
const NOT_FOUND = [NOT_PAGES.typo, `/zh${NOT_PAGES.unknown}`];

/** One page of each type, in both languages. */
const PAGE_TYPES: [string, string][] = [
  ['home', '/'],
  ['home (zh)', '/zh/'],
  ['guide', '/guide/start/quick-start'],
  ['guide (zh)', '/zh/guide/basic/cli'],
  ['config', '/config/output/dist-path'],
  ['config overview', '/config/'],
  ['plugin list (zh)', '/zh/plugins/list/'],
  ['API', '/api/javascript-api/instance'],
  ['release', '/community/releases/v1-0'],
  ['404', NOT_FOUND[0]!],
  ['404 (zh)', NOT_FOUND[1]!],
  // Figures follow the theme: two of their pages in Chinese (the light sweep has every page).
  ['guide with a figure (zh)', '/zh/guide/basic/server'],
  ['plugin API with a figure (zh)', '/zh/plugins/dev/hooks'],
];

/** Links and buttons inside another link or button (invalid HTML that assistive technologies read wrongly). */
const NESTED_CONTROLS = 'a a, a button, button a, button button, button input, a input';
const nestedControls = (page: Page) => page.evaluate((selector) => [...document.querySelectorAll(selector)].map((el) => el.outerHTML.slice(0, 120)), NESTED_CONTROLS);

/**
 * The parts of a page that are the same components with the same data on
 * every page of a section: the announcement, the navbar and the sidebar. The sweep checks them
 * with axe on the first page of a batch where their markup is new, and on the
 * next pages only the sidebar's current item (the one part that moves).
 */
const FRAME = ['.rsb-announcement', '.rp-nav', '.rp-doc-layout__sidebar'];
const FRAME_CURRENT = '.rp-sidebar-item--active';

/**
 * What the sweep checks of a rendered page, read in one call: it waits (frame
 * by frame, up to 10 s) for a visible H1 with text, which the 404 page renders
 * only after hydration, then two more frames (the theme's accessibility fixes
 * follow a change of page in the next frame), then reads the theme, the
 * language, whether the 404 page shows, controls nested in others, and a
 * signature of the frame's markup (tags, attributes and text of those parts;
 * link targets and the current item's class left out, as they follow the
 * address). `h1` is false when no such H1 came.
 */
const renderedState = (page: Page) =>
  page.evaluate(
    async ({ nested, frame, current }) => {
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const h1Shown = () => {
        const h1 = document.querySelector('h1');
        const box = h1?.getBoundingClientRect();
        return Boolean(h1 && box && box.width > 0 && box.height > 0 && h1.checkVisibility({ visibilityProperty: true }) && h1.innerText.trim());
      };
      const deadline = performance.now() + 10_000;
      while (!h1Shown() && performance.now() < deadline) await nextFrame();
      const h1 = h1Shown();
      await nextFrame();
      await nextFrame();
      const html = document.documentElement;
      const currentClass = current.slice(1);
      const parts: string[] = [];
      for (const root of document.querySelectorAll(frame.join(', '))) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
        for (let node: Node | null = root; node; node = walker.nextNode()) {
          if (!(node instanceof Element)) {
            parts.push(node.textContent ?? '');
            continue;
          }
          const attributes = [...node.attributes]
            .map(({ name, value }) => {
              if (name === 'href') return name;
              if (name === 'class') return `class=${[...node.classList].filter((c) => c !== currentClass).join(' ')}`;
              if (name === 'style') return `style=${(node as HTMLElement).style.cssText}`;
              return `${name}=${value}`;
            })
            .sort();
          parts.push(`<${node.localName} ${attributes.join(' ')}>`);
        }
      }
      const signature = parts.join('');
      let hash = 0;
      for (let i = 0; i < signature.length; i++) hash = (Math.imul(hash, 31) + signature.charCodeAt(i)) | 0;
      return {
        h1,
        dark: html.classList.contains('dark'),
        lang: html.lang,
        notFoundShown: [...document.body.querySelectorAll(':not(script, style, template)')].some((el) =>
          [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /page not found/i.test(node.textContent ?? '')),
        ),
        nested: [...document.querySelectorAll(nested)].map((el) => el.outerHTML.slice(0, 120)),
        frame: `${signature.length}:${hash}`,
      };
    },
    { nested: NESTED_CONTROLS, frame: FRAME, current: FRAME_CURRENT },
  );

/** One main, named and distinct navigation and complementary regions, no text read before the title that is not shown. */
async function landmarkProblems(page: Page, url: string): Promise<string[]> {
  const report = await page.evaluate(() => {
    const name = (el: Element) => el.getAttribute('aria-label') ?? (el.getAttribute('aria-labelledby') ? document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent : '') ?? '';
    const regions = (selector: string) => [...document.querySelectorAll(selector)].map((el) => name(el)?.trim() ?? '');
    // Text that a screen reader meets before the H1 but that is not drawn on screen.
    const h1 = document.querySelector('h1');
    const hiddenBefore: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && h1 && !h1.contains(node); node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim();
      if (!el || !text || el.closest('[aria-hidden="true"], [hidden], script, style, template')) continue;
      if (el.closest('a, button')?.matches('.rsb-skip-link')) continue; // shown on focus
      if (!el.checkVisibility({ visibilityProperty: true })) continue; // not rendered: not read either
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.clip === 'rect(0px, 0px, 0px, 0px)') hiddenBefore.push(text);
    }
    const hint = document.querySelector('.rsb-llms-hint');
    return {
      mains: document.querySelectorAll('main, [role="main"]').length,
      navs: regions('nav, [role="navigation"]'),
      asides: regions('aside, [role="complementary"]'),
      hiddenBefore,
      hintInMain: hint ? Boolean(hint.closest('main')) : null,
    };
  });
  const problems: string[] = [];
  if (report.mains !== 1) problems.push(`${report.mains} main regions`);
  for (const list of [report.navs, report.asides]) {
    if (!list.every(Boolean)) problems.push(`unnamed regions: ${JSON.stringify(list)}`);
    if (new Set(list).size !== list.length) problems.push(`duplicate names: ${JSON.stringify(list)}`);
  }
  if (report.hiddenBefore.length) problems.push(`hidden text before the title: ${JSON.stringify(report.hiddenBefore)}`);
  // The hint for AI agents is read with the page's content (the 404 page has none).
  if (!NOT_FOUND.includes(url) && report.hintInMain !== true) problems.push('the hint for AI agents is not inside main');
  // The navbar's home link is named by the site's name, not by its logo's file or a "logo".
  await expect(page.locator('.rp-nav__title__link'), url).toHaveAccessibleName('Rsbuild');
  return problems.map((problem) => `${url}: ${problem}`);
}

interface SweepOptions {
  scheme: 'light' | 'dark';
  /** Reach every page after the first by client-side navigation, as a reader following links does. */
  clientSide: boolean;
  /**
   * Check each text and link style once (see `axeViolations`), not every text
   * of every page, and the navbar and sidebar once per batch where their markup
   * is the same (`FRAME`).
   */
  dedupe: boolean;
  /** Check the landmarks of each page too. */
  landmarks?: boolean;
}

/**
 * Checks each page: status, a non-empty H1 that is not the 404 page (unless
 * it is one), the page's language, no link or button inside another, no
 * console error, and no serious or critical axe violation. The light sweep
 * visits every built page, so it is also the "every route renders" check.
 *
 * Client-side navigation: a full load per page cost more than the rest of
 * the check; the HTML of every page is checked on its own below, and its
 * status here.
 */
async function sweep(page: Page, urls: string[], { scheme, clientSide, dedupe, landmarks = false }: SweepOptions) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const stylesChecked = dedupe ? new Set<string>() : undefined;
  const framesChecked = new Set<string>();
  const found: string[] = [];
  let loaded = false;
  for (const url of urls) {
    const notFound = NOT_FOUND.includes(url);
    if (clientSide && loaded && !notFound) {
      // The server's answer for the address (through Node.js's fetch, lighter than the page's request context).
      const response = await fetch(new URL(url, page.url()));
      await response.body?.cancel();
      expect(response.status, url).toBeLessThan(400);
      await navigate(page, url);
    } else {
      const response = await page.goto(url);
      if (!notFound) expect(response?.status(), url).toBeLessThan(400);
      await hydrated(page);
      loaded = !notFound;
    }
    const state = await renderedState(page);
    expect(state.h1, `${url} has no visible H1 with text`).toBe(true);
    expect(state.dark, `${url}: the ${scheme} theme`).toBe(scheme === 'dark');
    expect(state.lang, url).toBe(url.startsWith('/zh/') ? 'zh' : 'en');
    if (!notFound) expect(state.notFoundShown, `${url} shows the 404 page`).toBe(false);
    found.push(...state.nested.map((html) => `${url}: a control inside another: ${html}`));
    const frameChecked = dedupe && framesChecked.has(state.frame);
    found.push(...(await axeViolations(page, frameChecked ? { stylesChecked, include: ['html', FRAME_CURRENT], exclude: FRAME } : { stylesChecked })));
    framesChecked.add(state.frame);
    if (landmarks) found.push(...(await landmarkProblems(page, url)));
  }
  expect(found, found.join('\n\n')).toEqual([]);
  expect(errors).toEqual([]);
}

test('the sweep covers built routes in both languages', () => {
  expect(routes.filter((r) => r.lang === 'en').length).toBeGreaterThan(5);
  expect(routes.filter((r) => r.lang === 'zh').length).toBe(routes.filter((r) => r.lang === 'en').length);
});

// Every page and both 404 pages in light; in dark, with A11Y_FULL=1.
const everyPage = [...routes.map((r) => r.url), ...NOT_FOUND];
for (const scheme of FULL ? (['light', 'dark'] as const) : (['light'] as const)) {
  const batches = chunk(everyPage, 50);
  for (const [i, batch] of batches.entries()) {
    test(`every page renders with no console error and no serious or critical axe violation, ${scheme} theme (batch ${i + 1} of ${batches.length})`, async ({ page }) => {
      test.setTimeout(batch.length * 10_000);
      await sweep(page, batch, { scheme, clientSide: true, dedupe: !FULL });
    });
  }
}

// Each page type loaded on its own: the landmarks of its first render.
for (const [i, types] of chunk(PAGE_TYPES, 7).entries()) {
  test(`page types in the dark theme (${i + 1} of 2: ${types.map(([name]) => name).join(', ')}): no serious or critical axe violation; one main, uniquely named navigation regions, nothing hidden read before the title`, async ({
    page,
  }) => {
    test.setTimeout(types.length * 15_000);
    await sweep(page, types.map(([, url]) => url), { scheme: 'dark', clientSide: false, dedupe: !FULL, landmarks: true });
  });
}

// At 1440 px the sweep checks every page; narrower screens render other menus.
for (const width of [1024, 390]) {
  test(`no link or button inside another at ${width}px (navbar, menus, page actions)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const url of ['/', '/config/output/dist-path', '/zh/guide/basic/cli']) {
      await open(page, url);
      expect(await nestedControls(page), url).toEqual([]);
    }
  });
}

/** Text of an HTML fragment as a reader without JavaScript gets it (tags, scripts and styles removed). */
function htmlText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
const OUT = path.resolve(import.meta.dirname, '../doc_build');
const htmlFile = (url: string) => path.join(OUT, url.endsWith('/') ? `${url}index.html` : `${url}.html`);

test.describe('without JavaScript', () => {
  // The prerendered HTML of every page: what a reader without JavaScript receives.
  test('every built page has its title and text in its HTML', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const html = readFileSync(htmlFile(route.url), 'utf8');
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
      if (!h1 || htmlText(h1[1]!) === '') problems.push(`${route.url}: no H1 with text`);
      const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html);
      const length = main ? htmlText(main[1]!).length : 0;
      if (length <= 200) problems.push(`${route.url}: ${length} characters of text in <main>`);
    }
    expect(problems).toEqual([]);
  });

  // An id names one element: links to it, labels and ARIA references depend on it.
  test('every built page has unique ids', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const html = readFileSync(htmlFile(route.url), 'utf8').replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
      const seen = new Map<string, number>();
      for (const [, id] of html.matchAll(/\sid="([^"]+)"/g)) seen.set(id!, (seen.get(id!) ?? 0) + 1);
      const repeated = [...seen].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`);
      if (repeated.length) problems.push(`${route.url}: ${repeated.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  // In the browser with JavaScript off: the styles show that text (one page of each type).
  test.describe('in the browser', () => {
    test.use({ javaScriptEnabled: false });
    test('every page type shows its title and text', async ({ page }) => {
      // (The 404 pages list their suggestions with JavaScript only.)
      for (const [name, url] of PAGE_TYPES.filter(([, url]) => !NOT_FOUND.includes(url))) {
        await page.goto(url);
        const h1 = page.locator('h1').first();
        await expect(h1, `${name} ${url}`).toBeVisible();
        expect((await h1.innerText()).trim(), url).not.toBe('');
        const text = await page.locator('main').first().innerText();
        expect(text.replace(/\s+/g, ' ').length, `${url} has little text without JavaScript`).toBeGreaterThan(200);
      }
    });
  });
});

test.describe('keyboard', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the first Tab reaches the skip link, which moves the focus to the main content', async ({ page }) => {
    for (const [url, label] of [
      ['/config/output/dist-path', 'Skip to content'],
      ['/zh/', '跳到正文'],
    ] as const) {
      await open(page, url);
      await page.keyboard.press('Tab');
      const skip = page.locator('.rsb-skip-link');
      await expect(skip).toBeFocused();
      await expect(skip).toHaveText(label);
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await focused(page).evaluate((el) => Boolean(el.closest('main')))).toBe(true);
    }
  });

  for (const [name, width, url] of [
    ['doc page', 1440, '/config/output/dist-path'],
    ['doc page, 390px', 390, '/zh/guide/basic/cli'],
    ['landing page', 1440, '/'],
  ] as const) {
    test(`every control shows a visible focus indicator (${name})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, url);
      const seen = new Set<string>();
      for (let i = 0; i < 45; i++) {
        await page.keyboard.press('Tab');
        const info = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none';
          return { id: `${el.tagName.toLowerCase()}.${el.className || ''} ${el.textContent?.trim().slice(0, 30) ?? ''}`, ring };
        });
        if (!info) continue;
        seen.add(info.id);
        expect(info.ring, `no visible focus on ${info.id}`).toBe(true);
      }
      expect(seen.size).toBeGreaterThan(5);
    });
  }
});

test.describe('accessible names in the page language', () => {
  /** English labels of i18n.json that differ in Chinese: none may name a control or region on a Chinese page. */
  const englishOnly = Object.values(I18N as Record<string, { en: string; zh: string }>)
    .filter((text) => text.en !== text.zh && !text.en.includes('{{'))
    .map((text) => text.en);
  const names = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[aria-label], [aria-roledescription], [title]')].flatMap((el) =>
        ['aria-label', 'aria-roledescription', 'title'].map((a) => el.getAttribute(a)).filter((v): v is string => Boolean(v)),
      ),
    );

  for (const width of [1440, 390]) {
    test(`a Chinese page names its controls in Chinese at ${width} px (menu button, search input, hint for AI agents)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/zh/config/output/dist-path');
      if (width === 390) {
        await expect(page.locator('.rp-nav-hamburger__sm')).toHaveAccessibleName(I18N.navMenuButtonLabel.zh);
      }
      await expect(page.locator('main .rsb-llms-hint')).toContainText('致 AI 智能体');
      await page.keyboard.press('Control+k');
      await expect(page.locator('.rsb-search__input')).toHaveAccessibleName(I18N.searchInputLabel.zh);
      const english = (await names(page)).filter((name) => englishOnly.includes(name));
      expect(english).toEqual([]);
    });
  }

  test('an English page keeps the English names (the check above can fail)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, '/config/output/dist-path');
    await expect(page.locator('.rp-nav-hamburger__sm')).toHaveAccessibleName(I18N.navMenuButtonLabel.en);
    expect((await names(page)).filter((name) => englishOnly.includes(name)).length).toBeGreaterThan(0);
  });
});
