import { type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from '../../site/regexp';

/** Opens a page and waits until React has hydrated it, so that listeners and clicks are live. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/**
 * Waits until `predicate` holds in the page, checking it at every frame (an
 * `expect` on a locator retries 100 ms, then 250 ms apart, which adds up over
 * hundreds of page loads). Fails with `what` after `timeout` ms.
 */
export async function until(page: Page, what: string, predicate: (arg: string) => boolean, arg = '', timeout = 10_000): Promise<void> {
  try {
    await page.waitForFunction(predicate, arg, { timeout, polling: 'raf' });
  } catch (error) {
    throw new Error(`${what} (not within ${timeout} ms)`, { cause: error });
  }
}

/**
 * Goes to `url` (a path, with its query if any) by client-side navigation, as a link
 * followed in the page does, and waits until the route is on screen. For tests whose
 * first load is not under test: a full load costs about three times as much.
 */
export async function navigate(page: Page, url: string): Promise<void> {
  const route = url.split(/[?#]/)[0]!;
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  await until(page, `${url} never rendered by client-side navigation`, (to) => document.documentElement.dataset.route === to, route);
}

/** Waits until React has hydrated the page's content (`html[data-hydrated]`, set by the theme). */
export async function hydrated(page: Page): Promise<void> {
  await until(page, `${page.url()} never hydrated`, () => document.documentElement.dataset.hydrated === 'true');
}

/** Waits until the browser has rendered two more frames: scroll handlers, effects and style changes of the last action have run. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits until the CSS transitions running now have ended: after a resize, a drawer that
 * leaves the layout (visibility switched after its 0.5 s slide) is in its final state.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))));
}

/** Matches `<html>`'s class in the given theme. */
export const themeClass = (scheme: 'light' | 'dark') => (scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);

/**
 * Marks the current document; `stillSameDocument` then tells whether the page
 * was never reloaded since (client-side navigation keeps the mark).
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
export const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** The element that has the keyboard focus. */
export const focused = (page: Page) => page.locator('*:focus');

/**
 * Follows the skip link from the top of a freshly loaded page, as a keyboard reader does to
 * reach the content without tabbing through the navbar and the sidebar: Tab, Enter, and the
 * focus is on `main`.
 */
export async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  if (!(await page.evaluate(() => document.activeElement?.matches('.rsb-skip-link') ?? false))) {
    throw new Error(`${page.url()}: the first Tab did not reach the skip link`);
  }
  await page.keyboard.press('Enter');
  await until(page, `${page.url()}: the skip link did not move the focus to main`, () => document.activeElement?.localName === 'main');
}

/** Presses Tab until `target` has the focus (at most `max` times). */
export async function tabTo(page: Page, target: Locator, max = 250): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

export { escapeRegExp };

/** Matches a URL that ends with the given path (and query or hash). */
export const endsWith = (sitePath: string) => new RegExp(`${escapeRegExp(sitePath)}$`);
