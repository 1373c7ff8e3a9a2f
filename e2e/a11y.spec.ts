/**
 * Accessibility of every built page: axe (no serious or critical violation),
 * landmarks, valid nesting of controls, and content without JavaScript.
 *
 * `npm test` runs axe on every page in the light theme and on every page
 * type in the dark theme; `npm run check:a11y` (A11Y_FULL=1) runs every page
 * in both themes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type ConsoleMessage, type Page, expect, test } from '@playwright/test';
import { open } from './helpers';
import { builtRoutes, chunk } from './routes';

const routes = builtRoutes();
const FULL = process.env.A11Y_FULL === '1';

/** One page of each type, in both languages. */
export const PAGE_TYPES: [string, string][] = [
  ['home', '/'],
  ['home (zh)', '/zh/'],
  ['guide', '/guide/start/quick-start'],
  ['guide (zh)', '/zh/guide/basic/cli'],
  ['config', '/config/output/dist-path'],
  ['config overview', '/config/'],
  ['plugin list (zh)', '/zh/plugins/list/'],
  ['API', '/api/javascript-api/instance'],
  ['release', '/community/releases/v1-0'],
  ['404', '/guide/start/quik-start'],
  ['404 (zh)', '/zh/guide/nothing-here'],
  // Figures follow the theme: two of their pages in Chinese (the light sweep has every page).
  ['guide with a figure (zh)', '/zh/guide/basic/server'],
  ['plugin API with a figure (zh)', '/zh/plugins/dev/hooks'],
];

/** axe-core itself, run in the page: a fraction of AxeBuilder's cost (no per-frame partial runs, no extra page). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: string[];
}

/**
 * Serious and critical axe violations of the page as it is now. axe runs its
 * default rules, less those that can only report minor or moderate issues
 * (landmark and heading structure, for example, which the landmark tests
 * below check directly): their results could never fail this check, and
 * skipping them saves about a fifth of axe's time on every page.
 */
async function severeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type Check = { metadata?: { impact?: string } };
    type Rule = { id: string; impact?: string; enabled?: boolean; tags: string[]; any: (string | { id: string })[]; all: (string | { id: string })[]; none: (string | { id: string })[] };
    const axe = (window as unknown as {
      axe: {
        run: (context: Document, options: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
        _audit: { rules: Rule[]; checks: Record<string, Check> };
        __severe?: string[];
      };
    }).axe;
    if (!axe.__severe) {
      const rank: Record<string, number> = { minor: 1, moderate: 2, serious: 3, critical: 4 };
      const checkRank = (c: string | { id: string }) => rank[axe._audit.checks[typeof c === 'string' ? c : c.id]?.metadata?.impact ?? ''] ?? 0;
      const byDefault = (r: Rule) => r.enabled !== false && !r.tags.includes('experimental') && !r.tags.includes('deprecated');
      axe.__severe = axe._audit.rules
        .filter((r) => byDefault(r) && Math.max(rank[r.impact ?? ''] ?? 0, ...[...r.any, ...r.all, ...r.none].map(checkRank)) >= 3)
        .map((r) => r.id);
    }
    const result = await axe.run(document, { runOnly: { type: 'rule', values: axe.__severe }, resultTypes: ['violations'] });
    return {
      rules: axe.__severe,
      violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.map(String).join(' ')) })),
    };
  });
  // The rules that matter most here are among those run.
  expect(violations.rules).toEqual(expect.arrayContaining(['color-contrast', 'scrollable-region-focusable', 'nested-interactive', 'aria-hidden-focus', 'link-name', 'button-name']));
  return (violations.violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()} ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n}`).join('\n')}`);
}

/**
 * Checks each page in the given theme: status, a non-empty H1 that is not
 * the 404 page, no console error, and no serious or critical axe violation.
 * The light sweep visits every built page, so it is also the "every route
 * renders" check.
 *
 * With `navigate`, the first page is loaded and the others are reached by
 * client-side navigation, as a reader following links does (the HTML of every
 * page is checked on its own below, and its status here): a full load per
 * page cost more than the rest of the check.
 */
async function axeSweep(page: Page, urls: string[], scheme: 'light' | 'dark', navigate = false) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const found: string[] = [];
  for (const [index, url] of urls.entries()) {
    const notFound = /\/(?:zh\/)?404$|quik|nothing-here/.test(url);
    if (navigate && index > 0 && !notFound) {
      expect((await page.request.get(url)).status(), url).toBeLessThan(400);
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, url);
      await expect(page.locator('html'), `${url} never rendered`).toHaveAttribute('data-route', url);
    } else {
      const response = await page.goto(url);
      if (!notFound) expect(response?.status(), url).toBeLessThan(400);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    }
    // The theme's accessibility fixes follow a change of the page in the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const h1 = page.locator('h1').first();
    await expect(h1, `${url} has no H1`).toBeVisible();
    expect((await h1.innerText()).trim().length, `${url} has an empty H1`).toBeGreaterThan(0);
    if (!notFound) await expect(page.getByText('PAGE NOT FOUND'), `${url} shows the 404 page`).toHaveCount(0);
    found.push(...(await severeViolations(page)));
  }
  expect(found, found.join('\n\n')).toEqual([]);
  expect(errors).toEqual([]);
}

// Every page in light, reached by client-side navigation; the page types in
// dark, each loaded on its own (`A11Y_FULL=1`: every page in dark too).
const sweeps: ['light' | 'dark', string[], boolean][] = [
  ['light', routes.map((r) => r.url), true],
  ['dark', FULL ? routes.map((r) => r.url) : PAGE_TYPES.map(([, url]) => url), FULL],
];
for (const [scheme, urls, navigate] of sweeps) {
  const batches = chunk(urls, 20);
  for (const [i, batch] of batches.entries()) {
    test(`every page renders with no console error and no serious or critical axe violation, ${scheme} theme (batch ${i + 1} of ${batches.length})`, async ({ page }) => {
      test.setTimeout(batch.length * 20_000);
      await axeSweep(page, batch, scheme, navigate);
    });
  }
}

test.describe('landmarks and reading order', () => {
  for (const [name, url] of PAGE_TYPES) {
    test(`${name}: one main, uniquely named navigation regions, nothing hidden read before the title`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
      await open(page, url);
      await expect(page.getByRole('main')).toHaveCount(1);
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
          navs: regions('nav, [role="navigation"]'),
          asides: regions('aside, [role="complementary"]'),
          hiddenBefore,
          hintInMain: hint ? Boolean(hint.closest('main')) : null,
        };
      });
      for (const list of [report.navs, report.asides]) {
        expect(list.every(Boolean), `unnamed regions: ${JSON.stringify(list)}`).toBe(true);
        expect(new Set(list).size, `duplicate names: ${JSON.stringify(list)}`).toBe(list.length);
      }
      expect(report.hiddenBefore).toEqual([]);
      // The navbar's home link is named by the site's name, not by its logo's file or a "logo".
      await expect(page.locator('.rp-nav__title__link')).toHaveAccessibleName('Rsbuild');
      if (!url.includes('qui') && !url.includes('nothing')) expect(report.hintInMain).toBe(true);
    });
  }

  for (const [lang, url, text] of [
    ['en', '/config/output/dist-path', 'For AI agents'],
    ['zh', '/zh/config/output/dist-path', '致 AI 智能体'],
  ] as const) {
    test(`the hint for AI agents is in the page's language (${lang}) and points at its llms.txt`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
      await open(page, url);
      const hint = page.locator('main .rsb-llms-hint');
      await expect(hint).toContainText(text);
      await expect(hint).toContainText(lang === 'zh' ? '/zh/llms.txt' : '/llms.txt');
    });
  }
});

test.describe('valid nesting of controls', () => {
  for (const width of [1440, 1024, 390]) {
    test(`no link or button inside another at ${width}px (navbar, menus, page actions)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const url of ['/', '/config/output/dist-path', '/zh/guide/basic/cli']) {
        await open(page, url);
        const nested = await page.evaluate(() =>
          [...document.querySelectorAll('a a, a button, button a, button button, button input, a input')].map((el) => el.outerHTML.slice(0, 120)),
        );
        expect(nested, url).toEqual([]);
      }
    });
  }
});

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
      for (const [name, url] of PAGE_TYPES.filter(([type]) => !type.startsWith('404'))) {
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
