/**
 * Hydration is the only full render of a page: no component tree is rendered
 * again right after it for nothing. Counted through React's DevTools hook
 * (components that rendered again in a commit, not components that mounted
 * or hydrated), so the number is exact, not a time.
 *
 * Three whole-page re-renders followed hydration before (the layout's
 * "hydrated" flag, Rspress's refetched page data, the sidebar's state set
 * again in a layout effect), about 800 components each on a config page.
 */
import { expect, test } from '@playwright/test';

/**
 * Share of the page's components that may render again after hydration: the
 * outline once its headings are read, the progress ring, the theme switch,
 * the search button... A whole-page re-render is 100 % each time.
 */
const MAX_SHARE = 0.2;

for (const url of ['/config/output/dist-path', '/zh/guide/basic/cli', '/', '/config/']) {
  test(`no page-wide re-render after hydration: ${url}`, async ({ page }) => {
    await page.addInitScript(() => {
      const commits: number[] = [];
      const state = { commits, components: 0 };
      (window as unknown as { __rerenders: typeof state }).__rerenders = state;
      type Fiber = { child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null; flags: number; type: unknown };
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
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Effects scheduled by hydration have run once the browser is idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    const { commits, components } = await page.evaluate(() => (window as unknown as { __rerenders: { commits: number[]; components: number } }).__rerenders);
    expect(commits.length, 'React committed at least the hydration').toBeGreaterThan(0);
    const after = commits.slice(1).reduce((sum, n) => sum + n, 0);
    expect(
      after,
      `components rendered again after hydration (of ${components}), per commit: ${commits.slice(1).join(', ')}`,
    ).toBeLessThanOrEqual(components * MAX_SHARE);
  });
}
