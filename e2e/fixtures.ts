/**
 * The `test` and `expect` every spec imports. Each test starts in a fresh
 * browser context as a returning visitor: the visited mark is stored before
 * any page script runs, so the entry page never redirects by the browser's
 * language. A spec changes that state with `test.use`:
 *
 * - `firstVisit: true`: nothing is stored, as on a reader's very first visit
 *   (the locale redirect and client-side redirects act then);
 * - `storedTheme: 'dark' | 'light'`: a theme choice stored by an earlier visit.
 *
 * The system's colour scheme, reduced motion, locale and viewport are
 * Playwright's own options (`colorScheme`, `reducedMotion`, `locale`, `viewport`).
 * `coldPage()` opens another page in a context of its own (an empty cache),
 * in the same visitor state.
 */
import { type BrowserContext, type Page, test as base } from '@playwright/test';

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

export const test = base.extend<VisitorOptions & { coldPage: () => Promise<Page> }>({
  firstVisit: [false, { option: true }],
  storedTheme: [undefined, { option: true }],
  context: async ({ context, firstVisit, storedTheme }, use) => {
    await setVisitorState(context, { firstVisit, storedTheme });
    await use(context);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  },
  // A request a route handler still holds when the test ends (a prefetched chunk, say) belongs
  // to no test: its handler stops without failing the next test of the worker.
  page: async ({ page }, use) => {
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
