/**
 * The `test` and `expect` every spec imports. Each test starts as a returning
 * visitor: the visited mark is stored before any page script runs, so the entry
 * page never redirects by the browser's language. A spec changes that state
 * with `test.use`:
 *
 * - `firstVisit: true`: nothing is stored, as on a reader's very first visit
 *   (the locale redirect and client-side redirects act then);
 * - `storedTheme: 'dark' | 'light'`: a theme choice stored by an earlier visit.
 *
 * The system's colour scheme, reduced motion, locale and viewport are
 * Playwright's own options (`colorScheme`, `reducedMotion`, `locale`, `viewport`).
 * `coldPage()` opens another page in a context of its own (an empty cache),
 * in the same visitor state.
 *
 * One page per worker: a new context and page cost a renderer process and
 * about 0.6 CPU-s, so each worker keeps them between tests (Playwright's
 * `reuseContext`). Playwright's reset before each test returns to about:blank,
 * clears the cache, cookies and the storage of every origin visited, removes
 * routes, init scripts, bindings and the fake clock, and applies the test's
 * viewport and media options; listeners belong to the test's own `Page`
 * object. This fixture resets what Playwright leaves: permissions,
 * geolocation, offline, extra headers, held keys, `window.name`, history.
 * Other options (locale, JavaScript, touch...) get a context of their own; a
 * failed test's context is closed. `e2e/fixtures.spec.ts` proves each reset.
 */
import { type BrowserContext, type Page, type PlaywrightTestOptions, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** localStorage keys the site reads on load (the visited mark is the one Rspress's locale redirect uses). */
export const STORAGE_KEYS = {
  visited: 'rspress-visited',
  theme: 'rspress-theme-appearance',
  announcementDismissed: 'rsbuild-v1-docs-announcement-dismissed',
} as const;

export interface VisitorOptions {
  /** No visited mark: the reader's first visit. */
  firstVisit: boolean;
  /** A theme choice stored by an earlier visit (none by default: the system's scheme applies). */
  storedTheme: 'light' | 'dark' | undefined;
}

/** Stores the visitor state in every document of the context before its scripts run (again on each load). */
async function setVisitorState(context: BrowserContext, { firstVisit, storedTheme }: VisitorOptions) {
  await context.addInitScript(
    ({ keys, visited, theme }) => {
      try {
        if (visited) localStorage.setItem(keys.visited, '1');
        if (theme) localStorage.setItem(keys.theme, theme);
      } catch {
        // A document without storage (about:blank, a data: URL) has nothing to set.
      }
    },
    { keys: STORAGE_KEYS, visited: !firstVisit, theme: storedTheme ?? null },
  );
}

type ContextState = Pick<PlaywrightTestOptions, 'permissions' | 'geolocation' | 'offline' | 'extraHTTPHeaders'>;

/** Context state that Playwright's reset between tests keeps: set back to the test's options. */
async function resetContextState(context: BrowserContext, { permissions, geolocation, offline, extraHTTPHeaders }: ContextState) {
  await context.clearPermissions();
  if (permissions?.length) await context.grantPermissions(permissions);
  await context.setGeolocation(geolocation ?? null);
  await context.setOffline(offline ?? false);
  await context.setExtraHTTPHeaders(extraHTTPHeaders ?? {});
}

const MODIFIERS = ['Shift', 'Control', 'Alt', 'Meta'] as const;

/** Page state that Playwright's reset keeps: keys still held down, the window's name and the history of earlier tests. */
async function resetPageState(page: Page) {
  for (const key of MODIFIERS) await page.keyboard.up(key);
  await page.evaluate(() => (window.name = ''));
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Page.resetNavigationHistory');
  } finally {
    await session.detach();
  }
}

export const test = base.extend<VisitorOptions & { coldPage: () => Promise<Page> }>({
  firstVisit: [false, { option: true }],
  storedTheme: [undefined, { option: true }],
  reuseContext: [true, { scope: 'worker' }],
  context: async ({ context, firstVisit, storedTheme, permissions, geolocation, offline, extraHTTPHeaders }, use, testInfo) => {
    await resetContextState(context, { permissions, geolocation, offline, extraHTTPHeaders });
    await setVisitorState(context, { firstVisit, storedTheme });
    await use(context);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    // A failed test may leave its page in any state: the next test gets a new context and page.
    if (testInfo.status !== 'passed' && testInfo.status !== 'skipped') await context.close({ reason: 'The test failed.' });
  },
  // A request a route handler still holds when the test ends (a prefetched chunk, say) belongs
  // to no test: its handler stops without failing the next test of the worker.
  page: async ({ page }, use) => {
    await resetPageState(page);
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  coldPage: async ({ browser, firstVisit, storedTheme }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      // The test's options (baseURL, viewport, ...) apply to contexts made in a test.
      const context = await browser.newContext();
      contexts.push(context);
      await setVisitorState(context, { firstVisit, storedTheme });
      return context.newPage();
    });
    for (const context of contexts) {
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    }
  },
});
