/**
 * Hydration is the only full render of a page: no component tree is rendered
 * again right after it for nothing. Counted through React's DevTools hook
 * (components that rendered again in a commit, not components that mounted
 * or hydrated), so the number is exact, not a time.
 *
 * Three whole-page re-renders followed hydration before (the layout's
 * "hydrated" flag, Rspress's refetched page data, the sidebar's state set
 * again in a layout effect), about 800 components each on a config page.
 *
 * No context above the page's content changes while the page loads either:
 * React hydrates the content after the layout, in slices, and a context
 * change before that makes it hydrate all of it at once, in one long task.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

/**
 * Share of the page's components that may render again after hydration: the
 * outline once its headings are read, the progress ring, the theme switch,
 * the search button... A whole-page re-render is 100 % each time.
 */
const MAX_SHARE = 0.2;

/**
 * Installs a stand-in for React's DevTools hook that counts, per commit, the
 * components that rendered again, and records every context provider whose
 * value changed (React's fiber tag 10).
 */
async function watchCommits(page: Page) {
  await page.addInitScript(() => {
    const commits: number[] = [];
    const providers: string[] = [];
    const state = { commits, components: 0, providers };
    (window as unknown as { __rerenders: typeof state }).__rerenders = state;
    type Fiber = {
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      flags: number;
      tag: number;
      type: unknown;
      memoizedProps: { value?: unknown } | null;
    };
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        let rerendered = 0;
        const walk = (first: Fiber | null) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            // A component (not a DOM element) that rendered in this commit and had rendered before.
            if (fiber.alternate && (fiber.flags & 1) === 1 && typeof fiber.type !== 'string' && fiber.type !== null) rerendered++;
            if (fiber.tag === 10 && fiber.alternate && fiber.memoizedProps?.value !== fiber.alternate.memoizedProps?.value) {
              const value = fiber.memoizedProps?.value;
              providers.push(`commit ${commits.length + 1}: ${value && typeof value === 'object' ? Object.keys(value).join('+') : String(value)}`);
            }
            // Subtrees that bailed out are the previous commit's: not walked.
            if (!fiber.alternate || fiber.child !== fiber.alternate.child) walk(fiber.child);
          }
        };
        walk(root.current.child);
        commits.push(rerendered);
        // Components of the page as it stands after this commit.
        let components = 0;
        const count = (first: Fiber | null) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            if (typeof fiber.type !== 'string' && fiber.type !== null) components++;
            count(fiber.child);
          }
        };
        count(root.current.child);
        state.components = components;
      },
    };
  });
}

/** What the hook saw, once the effects scheduled by hydration have run (the browser is idle). */
async function commitsAfterLoad(page: Page) {
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  return page.evaluate(() => (window as unknown as { __rerenders: { commits: number[]; components: number; providers: string[] } }).__rerenders);
}

for (const url of ['/config/output/dist-path', '/zh/guide/basic/cli', '/', '/config/']) {
  test(`no page-wide re-render after hydration: ${url}`, async ({ page }) => {
    await watchCommits(page);
    await page.goto(url);
    const { commits, components, providers } = await commitsAfterLoad(page);
    // React hydrates the page's content after the layout, in slices. A context above it that
    // changes before then (Rspress's refetched page data, a theme read late) makes React
    // hydrate all of it at once, in one long task.
    expect(providers, 'context values changed during the page load').toEqual([]);
    expect(commits.length, 'React committed at least the hydration').toBeGreaterThan(0);
    const after = commits.slice(1).reduce((sum, n) => sum + n, 0);
    expect(
      after,
      `components rendered again after hydration (of ${components}), per commit: ${commits.slice(1).join(', ')}`,
    ).toBeLessThanOrEqual(components * MAX_SHARE);
  });
}

for (const [stored, system] of [
  ['dark', 'light'],
  ['light', 'dark'],
] as const) {
  test.describe(`a stored ${stored} theme`, () => {
    test.use({ storedTheme: stored, colorScheme: system });
    test(`on a ${system} system changes no context during the page load`, async ({ page }) => {
      await watchCommits(page);
      await page.goto('/guide/start/quick-start');
      const { providers } = await commitsAfterLoad(page);
      expect(providers).toEqual([]);
    });
  });
}
