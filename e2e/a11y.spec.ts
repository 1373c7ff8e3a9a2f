/**
 * Accessibility of every built page: axe (no serious or critical violation),
 * landmarks, valid nesting of controls, and content without JavaScript.
 *
 * `npm test` runs axe on every page in the light theme and on every page
 * type in the dark theme; `npm run check:a11y` (A11Y_FULL=1) runs every page
 * in both themes.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
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
];

async function severeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()} ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}`).join('\n')}`);
}

async function axeSweep(page: Page, urls: string[], scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const found: string[] = [];
  for (const url of urls) {
    await open(page, url);
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    found.push(...(await severeViolations(page)));
  }
  expect(found, found.join('\n\n')).toEqual([]);
}

const sweeps: ['light' | 'dark', string[]][] = [
  ['light', routes.map((r) => r.url)],
  ['dark', FULL ? routes.map((r) => r.url) : PAGE_TYPES.map(([, url]) => url)],
];
for (const [scheme, urls] of sweeps) {
  for (const [i, batch] of chunk(urls, 25).entries()) {
    test(`axe: no serious or critical violation, ${scheme} theme (batch ${i + 1} of ${Math.ceil(urls.length / 25)})`, async ({ page }) => {
      test.setTimeout(batch.length * 30_000);
      await axeSweep(page, batch, scheme);
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [i, batch] of chunk(routes, 100).entries()) {
    test(`every page shows its title and text (batch ${i + 1})`, async ({ page }) => {
      test.setTimeout(batch.length * 4_000);
      for (const route of batch) {
        await page.goto(route.url);
        const h1 = page.locator('h1').first();
        await expect(h1, route.url).toBeVisible();
        expect((await h1.innerText()).trim(), route.url).not.toBe('');
        const text = await page.locator('main').first().innerText();
        expect(text.replace(/\s+/g, ' ').length, `${route.url} has little text without JavaScript`).toBeGreaterThan(200);
      }
    });
  }
});
