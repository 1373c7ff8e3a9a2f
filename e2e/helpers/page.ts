import { type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from '../../site/regexp';

/** Opens a page and waits until React has hydrated it, so that listeners and clicks are live. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/**
 * In the page: resolves true once `check(arg)` holds, testing it at once, after every DOM
 * change (MutationObserver), on events that change state without one (focus, loads, scrolls,
 * transitions, history) and every 100 ms; false after `ms`. Polling every frame instead kept
 * the compositor drawing all along: about 0.1 CPU-s more per page load, and slower loads.
 */
function waitInPage(check: (arg: string) => boolean, arg: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const events = ['focusin', 'focusout', 'load', 'error', 'scroll', 'transitionend', 'animationend', 'popstate', 'hashchange', 'resize', 'input'];
    const observer = new MutationObserver(() => test());
    const interval = setInterval(() => test(), 100);
    const deadline = setTimeout(() => done(false), ms);
    function done(result: boolean) {
      observer.disconnect();
      clearInterval(interval);
      clearTimeout(deadline);
      for (const type of events) window.removeEventListener(type, test, true);
      resolve(result);
    }
    function test() {
      let holds = false;
      try {
        holds = Boolean(check(arg));
      } catch {
        // A state the check cannot read yet (an element not rendered) does not hold.
      }
      if (holds) done(true);
    }
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    for (const type of events) window.addEventListener(type, test, true);
    test();
  });
}

/**
 * Waits until `predicate` holds in the page, checking it as soon as the page changes (an
 * `expect` on a locator retries 100 ms, then 250 ms apart, which adds up over hundreds of
 * page loads). A navigation meanwhile starts the wait again in the new document. Fails with
 * `what` after `timeout` ms.
 */
export async function until(page: Page, what: string, predicate: (arg: string) => boolean, arg = '', timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let cause: unknown;
  while (Date.now() < deadline) {
    // An expression, not a function: the predicate travels as its source, as with waitForFunction.
    const expression = `(${waitInPage.toString()})(${predicate.toString()}, ${JSON.stringify(arg)}, ${deadline - Date.now()})`;
    try {
      if (await page.evaluate(expression)) return;
      break;
    } catch (error) {
      // The document was replaced before the condition held: wait in the new one.
      if (!/Execution context was destroyed|navigation|Target page, context or browser has been closed/i.test(String(error)) || page.isClosed()) throw error;
      cause = error;
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
    }
  }
  throw new Error(`${what} (not within ${timeout} ms)`, cause === undefined ? undefined : { cause });
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
