/**
 * The built site on the static host's own runtime (Cloudflare Pages'
 * `wrangler pages dev`), in the browser: the Content-Security-Policy and the
 * other headers are enforced, so every interaction below fails on a CSP
 * violation (the `securitypolicyviolation` event or Chromium's console
 * report), a console error, an uncaught exception or a hydration mismatch.
 */
import { type Page, type Route, expect, test } from '@playwright/test';
import i18n from '../i18n.json' with { type: 'json' };
import { DEFAULT_LANG, LANGS, MOVED_PAGES } from '../site/structure';
import { HOST_URL } from './ports';

test.use({ baseURL: HOST_URL });

const prefixOf = (lang: string) => (lang === DEFAULT_LANG ? '' : `/${lang}`);

/** Collects everything that must not happen on a page, across navigations. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeBinding('__rsbReportViolation', (_source, text: string) => problems.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __rsbReportViolation: (text: string) => void }).__rsbReportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    // Chromium reports the 404 status of a 404 page itself as an error: that status is intended.
    const ownStatus = /status of 404/.test(text) && message.location().url === page.url();
    if (ownStatus) return;
    if (message.type() === 'error' || /Content Security Policy|hydrat/i.test(text)) problems.push(`console ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.beforeEach(async ({ page }) => {
  // Entry-page locale redirects are covered by e2e/locale-redirect.spec.ts.
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

for (const lang of LANGS) {
  const prefix = prefixOf(lang);

  test(`home page (${lang}): benchmark and theme switch run under the CSP`, async ({ page }) => {
    const problems = await watch(page);
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await page.goto(`${prefix}/`);
    await hydrated(page);
    const chart = page.getByTestId('benchmark');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute('data-state', /running|done/);
    await expect(page.locator('.rsb-bench__time').first()).not.toHaveText('0 ms');
    const toggle = page.locator('.rp-switch-appearance').first();
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await toggle.click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(problems).toEqual([]);
  });

  test(`doc page (${lang}): search, Copy Markdown and theme switch run under the CSP`, async ({ page, context }) => {
    test.setTimeout(240_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: HOST_URL });
    const problems = await watch(page);
    await page.goto(`${prefix}/guide/start/quick-start`);
    await hydrated(page);

    // Search: open the modal, run a query, wait for results of this language.
    await page.keyboard.press('Control+k');
    // Selectors of each search UI the site has had or can have: Rspress's panel, the Pagefind UI, DocSearch.
    const input = page.locator('.rp-search-panel__input, .rsb-search__input, .DocSearch-Input').first();
    await expect(input).toBeVisible();
    const results = page.locator(
      `.rp-search-panel__results a[href^="${prefix}/"], a.rsb-search__hit--page[href^="${prefix}/"], .DocSearch-Hit a`,
    );
    await input.fill(lang === 'zh' ? '热更新' : 'Glossary');
    // The index is fetched and built on the first query; the Chinese one takes long on a loaded machine.
    await expect(results.first()).toBeVisible({ timeout: 150_000 });
    await page.keyboard.press('Escape');

    // Copy Markdown fetches the page's .md twin and writes it to the clipboard.
    const copy = page.locator('.rp-llms-copy-button').first();
    await copy.click();
    await expect(copy).toHaveClass(/rp-llms-copy-button--success/);
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain('# ');

    await page.locator('.rp-switch-appearance').first().click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(problems).toEqual([]);
  });
}

test('the Chinese 404 page is Chinese from the first paint and hydrates without a mismatch', async ({ page }) => {
  const problems = await watch(page);
  // Hold the JavaScript back: what shows now is the HTML the host sent.
  const held: Route[] = [];
  let released = false;
  await page.route('**/static/js/**', (route) => (released ? route.continue() : held.push(route)));
  // Deferred scripts hold DOMContentLoaded back too: wait for the response only.
  const response = await page.goto('/zh/guide/no-such-page', { waitUntil: 'commit' });
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByText(i18n.notFoundText.zh, { exact: true })).toBeVisible();
  await expect(page.getByText(i18n.takeMeHomeText.zh, { exact: true })).toBeVisible();
  await expect(page.getByText(i18n.notFoundText.en)).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  // Release it: the page hydrates as the same Chinese page.
  released = true;
  for (const route of held) await route.continue();
  await hydrated(page);
  await expect(page.getByText(i18n.notFoundText.zh, { exact: true })).toBeVisible();
  await expect(page.getByText(i18n.notFoundText.en)).toHaveCount(0);
  const home = page.getByText(i18n.takeMeHomeText.zh, { exact: true });
  await expect(home).toHaveAttribute('href', '/zh/');
  expect(problems).toEqual([]);
});

test('the English 404 page hydrates without a mismatch or console error', async ({ page }) => {
  const problems = await watch(page);
  const response = await page.goto('/guide/no-such-page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByText(i18n.notFoundText.en, { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('a first-time visitor whose browser prefers the other language', () => {
  for (const lang of LANGS) {
    const other = LANGS.find((l) => l !== lang)!;
    const moved = MOVED_PAGES.find((rule) => rule.to.startsWith('/'))!;
    test.describe(`(${other} browser, ${lang} link)`, () => {
      test.use({ locale: other === 'zh' ? 'zh-CN' : 'en-US' });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(() => localStorage.removeItem('rspress-visited'));
      });

      test(`keeps the language of a deep link and of a moved page`, async ({ page }) => {
        const problems = await watch(page);
        const visited: string[] = [];
        page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
        await page.goto(`${prefixOf(lang)}/guide/start/`);
        await hydrated(page);
        await expect(page).toHaveURL(`${HOST_URL}${prefixOf(lang)}/guide/start/`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);

        await page.goto(`${prefixOf(lang)}${moved.from}`);
        await hydrated(page);
        await expect(page).toHaveURL(`${HOST_URL}${prefixOf(lang)}${moved.to}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const wrong = visited.filter((p) => (lang === DEFAULT_LANG ? p.startsWith(`/${other}/`) : !p.startsWith(`/${lang}/`)));
        expect(wrong).toEqual([]);
        expect(problems).toEqual([]);
      });
    });
  }
});
