/**
 * The shared page of e2e/fixtures.ts: each worker keeps one page between tests,
 * and a test sees nothing an earlier test of the worker did. The tests run in
 * order in one worker: the first changes everything a test can change, the
 * next ones check, on the same page, that none of it is left.
 */
import { type Page } from '@playwright/test';
import { STORAGE_KEYS, expect, test } from './fixtures';
import { DOCSEARCH_PORT, PORT, hydrated, open, themeClass } from './helpers';

test.describe.configure({ mode: 'serial' });

/**
 * Three origins: the site, the DocSearch variant, and the site under another host name
 * (the host runtime's address has that form; its server runs only beside its own spec).
 */
const ORIGINS = [`http://localhost:${PORT}`, `http://localhost:${DOCSEARCH_PORT}`, `http://127.0.0.1:${PORT}`];
/** A small file each server has: storage and cookies of its origin are set and read in it. */
const SMALL = '/robots.txt';
const DOC = '/guide/start/quick-start';
const GEO = { latitude: 48.85, longitude: 2.35 };
const ROUTED = { page: 'answered by a page route', context: 'answered by a context route' };

/** The browser's id of the page (its tab): the same while a worker keeps the page. */
async function pageId(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  try {
    return (await session.send('Target.getTargetInfo')).targetInfo.targetId;
  } finally {
    await session.detach();
  }
}

/** What the earlier test's listeners saw (this module is loaded once per worker). */
const heard = { console: [] as string[], requests: [] as string[], dialogs: [] as string[] };
let firstPage = '';
let firstWorker = -1;
let failedPage = '';

/** The state a test can read from a document; `expected` is a new page's. */
async function documentState(page: Page) {
  return page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown>;
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    return {
      localStorage: { ...localStorage },
      sessionStorage: { ...sessionStorage },
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((db) => db.name),
      initScripts: ['__pageInit', '__contextInit'].filter((name) => name in w),
      bindings: ['__pageFn', '__contextFn'].filter((name) => name in w),
      year: new Date().getFullYear() >= 2020,
      width: innerWidth,
      media: ['(prefers-color-scheme: dark)', '(prefers-reduced-motion: reduce)', 'print', '(forced-colors: active)'].filter((q) => matchMedia(q).matches),
      online: navigator.onLine,
      geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
      name: window.name,
      historyLength: history.length,
    };
  });
}

test('a test changes storage, listeners, routes, viewport, media, permissions, clock, history and more', async ({ page, context, baseURL }) => {
  firstPage = await pageId(page);
  firstWorker = test.info().workerIndex;
  // The theme switch stores the reader's choice: the next test must see the system's theme again.
  await open(page, DOC);
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), STORAGE_KEYS.theme);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveClass(themeClass('dark'));
  for (const origin of ORIGINS) {
    await page.goto(origin + SMALL);
    await page.evaluate(async () => {
      localStorage.setItem('leak', '1');
      sessionStorage.setItem('leak', '1');
      document.cookie = 'leak=1; max-age=3600';
      await new Promise((resolve, reject) => {
        const request = indexedDB.open('leak');
        request.onsuccess = () => resolve(request.result.close());
        request.onerror = () => reject(request.error);
      });
    });
  }
  await context.addCookies([{ name: 'leak2', value: '1', url: baseURL! }]);

  page.on('console', (message) => heard.console.push(message.text()));
  page.on('request', (request) => heard.requests.push(request.url()));
  page.on('dialog', (dialog) => {
    heard.dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.route(`**${SMALL}`, (route) => route.fulfill({ body: ROUTED.page }));
  await context.route(`**/llms.txt`, (route) => route.fulfill({ body: ROUTED.context }));
  await page.setViewportSize({ width: 500, height: 400 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce', media: 'print', forcedColors: 'active' });
  await page.addInitScript(() => ((window as unknown as Record<string, unknown>).__pageInit = true));
  await context.addInitScript(() => ((window as unknown as Record<string, unknown>).__contextInit = true));
  await page.exposeFunction('__pageFn', () => 1);
  await context.exposeBinding('__contextFn', () => 1);
  await page.clock.install({ time: new Date('2001-02-03T04:05:06Z') });
  await context.grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write']);
  await context.setGeolocation(GEO);
  await context.setExtraHTTPHeaders({ 'x-leak-context': '1' });
  await page.setExtraHTTPHeaders({ 'x-leak-page': '1' });

  // Each change took effect, so that the next test's checks mean something.
  const headers = page.waitForRequest((request) => request.url().endsWith(SMALL));
  expect(await (await page.goto(baseURL + SMALL))!.text()).toBe(ROUTED.page);
  expect(await (await headers).allHeaders()).toMatchObject({ 'x-leak-context': '1', 'x-leak-page': '1' });
  expect(await page.evaluate(() => fetch('/llms.txt').then((r) => r.text()))).toBe(ROUTED.context);
  await page.evaluate(() => {
    window.name = 'leak';
    console.log('leak');
    confirm('leak');
  });
  const changed = await documentState(page);
  expect(changed).toMatchObject({
    initScripts: ['__pageInit', '__contextInit'],
    bindings: ['__pageFn', '__contextFn'],
    year: false,
    width: 500,
    media: ['(prefers-color-scheme: dark)', '(prefers-reduced-motion: reduce)', 'print', '(forced-colors: active)'],
    geolocation: 'granted',
  });
  expect(changed.historyLength).toBeGreaterThan(3);
  expect(heard.console).toContain('leak');
  expect(heard.dialogs).toEqual(['leak']);
  expect(await page.evaluate(() => new Promise((resolve) => navigator.geolocation.getCurrentPosition((p) => resolve(p.coords.latitude))))).toBe(GEO.latitude);
  await page.keyboard.down('Shift');
  await page.keyboard.press('KeyA');
  expect(await page.locator('input').last().inputValue()).toBe('A');
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});

test('the next test of the worker gets the same page and sees none of it', async ({ page, context, baseURL, coldPage }) => {
  expect(test.info().workerIndex).toBe(firstWorker);
  expect(await pageId(page), 'the worker kept its page').toBe(firstPage);
  expect(page.url()).toBe('about:blank');
  const heardBefore = structuredClone(heard);
  expect(await context.cookies()).toEqual([]);

  // Each origin's document reads as in a new context (and so as a reader's first visit).
  const fresh = await coldPage();
  for (const origin of ORIGINS) {
    const request = page.waitForRequest((r) => r.url() === origin + SMALL);
    const response = await page.goto(origin + SMALL);
    expect(await response!.text(), `${origin}: no route answers`).not.toContain(ROUTED.page);
    expect(Object.keys(await (await request).allHeaders()).filter((h) => h.startsWith('x-leak')), `${origin}: extra headers`).toEqual([]);
    const state = await documentState(page);
    await fresh.goto(origin + SMALL);
    const { historyLength, ...expected } = await documentState(fresh);
    expect({ ...state, historyLength }, `${origin}: as in a new context`).toEqual({ ...expected, historyLength });
    expect(state).toMatchObject({
      localStorage: { [STORAGE_KEYS.visited]: '1' },
      sessionStorage: {},
      cookie: '',
      databases: [],
      initScripts: [],
      bindings: [],
      year: true,
      width: 1440,
      media: [],
      online: true,
      name: '',
    });
    await page.keyboard.press('KeyA');
    expect(await page.locator('input').last().inputValue(), `${origin}: no key held down`).toBe('a');
    await expect(page.locator('input').last()).toBeFocused();
  }
  expect(await page.evaluate(() => fetch('/llms.txt').then((r) => r.text()))).not.toContain(ROUTED.context);

  // The history holds this test's pages only: Back from the first one leaves no page of the earlier test.
  for (let back = 0; back <= ORIGINS.length; back++) await page.goBack();
  expect(page.url(), 'Back from the first page of the test').toBe('about:blank');

  // The default visitor state on every document, and the system's theme.
  await open(page, DOC);
  await expect(page.locator('html')).toHaveClass(themeClass('light'));
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ [STORAGE_KEYS.visited]: '1' });

  // The earlier test's listeners and dialog handler are gone: a dialog is dismissed, as with no handler.
  expect(await page.evaluate(() => (console.log('not heard'), confirm('not heard')))).toBe(false);
  expect(heard).toEqual(heardBefore);
  await context.grantPermissions(['geolocation']);
  const position = await page.evaluate(
    () => new Promise((resolve) => navigator.geolocation.getCurrentPosition((p) => resolve(p.coords.latitude), (error) => resolve(error.code), { timeout: 5_000 })),
  );
  expect(position, 'no geolocation is set').not.toBe(GEO.latitude);
  expect(baseURL).toBe(ORIGINS[0]);

  // The names the earlier test exposed are free again (specs expose the same binding in every test).
  await page.exposeFunction('__pageFn', () => 2);
  await context.exposeBinding('__contextFn', () => 3);
  await page.reload();
  expect(await page.evaluate(async () => {
    const w = window as unknown as Record<string, () => Promise<number>>;
    return [await w.__pageFn!(), await w.__contextFn!()];
  })).toEqual([2, 3]);
});

test('the first load in the kept page is as cold as in a new context (nothing from the cache)', async ({ page, coldPage }) => {
  expect(await pageId(page)).toBe(firstPage);
  // The earlier tests loaded DOC in this page; this test's load must request and transfer the same.
  const load = async (target: Page) => {
    const loads: Promise<string>[] = [];
    target.on('requestfinished', (request) => {
      loads.push(
        Promise.all([request.sizes(), request.response()]).then(
          ([sizes, response]) => `${new URL(request.url()).pathname} ${response?.status()} ${sizes.responseBodySize} B`,
        ),
      );
    });
    await open(target, DOC);
    await target.waitForLoadState('networkidle');
    return (await Promise.all(loads)).sort();
  };
  const kept = await load(page);
  const cold = await load(await coldPage());
  expect(kept.length).toBeGreaterThan(5);
  expect(kept).toEqual(cold);
});

test('a failed test gives up its page', async ({ page }) => {
  test.fail(true, 'fails on purpose: the next test checks that the worker starts a new page');
  failedPage = await pageId(page);
  expect(failedPage).toBe(firstPage);
  await page.goto(SMALL);
  expect(await page.evaluate(() => document.title), 'this test fails here').toBe('never');
});

test('after a failed test, the worker starts a new page', async ({ page }) => {
  expect(test.info().workerIndex, 'the same worker').toBe(firstWorker);
  expect(failedPage).not.toBe('');
  expect(await pageId(page)).not.toBe(failedPage);
  firstPage = await pageId(page);
});

test.describe('a test with other options', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 }, storedTheme: 'light', firstVisit: true });

  test('that the kept page can take gets them on the same page', async ({ page }) => {
    expect(await pageId(page)).toBe(firstPage);
    await open(page, DOC);
    expect(await page.evaluate(() => [innerWidth, matchMedia('(prefers-color-scheme: dark)').matches, { ...localStorage }])).toEqual([
      390,
      true,
      { [STORAGE_KEYS.theme]: 'light' },
    ]);
    await expect(page.locator('html')).toHaveClass(themeClass('light'));
  });
});

test.describe('a test with another locale', () => {
  test.use({ locale: 'zh-CN' });

  test('gets a new context and page', async ({ page }) => {
    expect(await pageId(page)).not.toBe(firstPage);
    await page.goto(SMALL);
    expect(await page.evaluate(() => navigator.language)).toBe('zh-CN');
  });
});

test('a test with the default options after them has the default state', async ({ page }) => {
  await open(page, DOC);
  expect(await page.evaluate(() => [innerWidth, matchMedia('(prefers-color-scheme: dark)').matches, navigator.language, { ...localStorage }])).toEqual([
    1440,
    false,
    'en-US',
    { [STORAGE_KEYS.visited]: '1' },
  ]);
});
