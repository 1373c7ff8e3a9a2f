/**
 * The offline search of the default build (Pagefind bundles under /pagefind/<lang>/).
 * Races are tested by holding requests back in the browser (`page.route`) and
 * releasing them; nothing waits for a fixed time.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Page, type Request, type Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, navigate, open } from './helpers';
import { escapeRegExp } from '../site/regexp';
import { SITE } from '../site/meta';
import { repositoryOf } from '../theme/lib/feedback';

const OUT = path.resolve(import.meta.dirname, '..', 'doc_build');
const INPUT = '.rsb-search__input';
const PAGE_HITS = '.rsb-search__hit--page';

/** Requests of the offline search (index, engine) and of Rspress's former built-in index. */
const isSearchRequest = (url: string) => /\/pagefind\/|search_index/.test(url);

/** Holds every request matching `pattern` until `release` is called. */
async function hold(page: Page, pattern: RegExp) {
  const held: { route: Route; request: Request }[] = [];
  let released = false;
  const passing: ((url: string) => boolean)[] = [];
  await page.route(pattern, async (route) => {
    if (released || passing.some((pass) => pass(route.request().url()))) return route.continue();
    held.push({ route, request: route.request() });
  });
  return {
    held,
    /**
     * Lets the held requests through, or only those matching `only`; requests made later pass
     * too when they match `only` (a query may fetch more once its first files arrive), and all
     * pass once everything is released.
     */
    async release(only?: (url: string) => boolean) {
      const now = held.filter((h) => !only || only(h.request.url()));
      for (const h of now) held.splice(held.indexOf(h), 1);
      if (only) passing.push(only);
      else released = true;
      await Promise.all(now.map((h) => h.route.continue()));
    },
  };
}

/** Counts requests of the offline search that have not finished yet. */
function trackPending(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (r) => isSearchRequest(r.url()) && pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return pending;
}

const resultsFor = (page: Page, query: string) => page.locator(`.rsb-search__results[data-results-for="${query}"]`);
const hrefs = (page: Page) => page.locator(PAGE_HITS).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

async function openSearch(page: Page, url: string) {
  await open(page, url);
  await page.keyboard.press('Control+k');
  await expect(page.locator(INPUT)).toBeFocused();
}

/** Opens a page, waits until the network is quiet and checks that nothing of the search was requested. */
async function openWithoutSearch(page: Page, url: string): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await open(page, url);
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isSearchRequest)).toEqual([]);
  return requests;
}

test('no search bytes before intent; pointing at the button loads the engine and the index', async ({ page }) => {
  const requests = await openWithoutSearch(page, '/config/output/dist-path');
  // Rspress's built-in index is neither built nor linked.
  expect(await page.locator('link[href*="search_index"]').count()).toBe(0);
  const before = requests.length;
  await page.locator('.rp-search-button').first().hover();
  await expect.poll(() => requests.slice(before).filter((u) => /\/pagefind\/en\/pagefind\.js$/.test(u)).length).toBe(1);
  await expect.poll(() => requests.slice(before).some((u) => /\/pagefind\/en\/pagefind\.en_[^/]+\.pf_meta$/.test(u))).toBe(true);
  // The panel's own code came with the intent too.
  expect(requests.slice(before).some((u) => /\/static\/js\/async\/.+\.js$/.test(u))).toBe(true);
  expect(requests.filter((u) => !u.startsWith('http://localhost'))).toEqual([]);
});

test('focus on the button loads the index of the page language', async ({ page }) => {
  const requests = await openWithoutSearch(page, '/zh/guide/start/');
  await page.locator('.rp-search-button').first().focus();
  await expect.poll(() => requests.some((u) => /\/pagefind\/zh\/pagefind\.zh_[^/]+\.pf_meta$/.test(u))).toBe(true);
  expect(requests.filter((u) => /\/pagefind\/en\//.test(u))).toEqual([]);
});

test('the build publishes the offline index and no Algolia records or built-in index', () => {
  for (const lang of ['en', 'zh']) expect(existsSync(path.join(OUT, 'pagefind', lang, 'pagefind.js'))).toBe(true);
  expect(existsSync(path.join(OUT, 'search'))).toBe(false);
  expect(readdirSync(path.join(OUT, 'static')).filter((f) => f.startsWith('search_index'))).toEqual([]);
  expect(existsSync(path.join(OUT, '..', 'search-records', 'records.en.json'))).toBe(true);
});

for (const [lang, url, query, expected, stalledText] of [
  ['en', '/guide/start/', 'alias', /^\/(config\/resolve\/alias|guide\/advanced\/alias)$/, 'Loading the search index…'],
  ['zh', '/zh/guide/start/', '别名', /^\/zh\/(config\/resolve\/alias|guide\/advanced\/alias)$/, '正在加载搜索索引…'],
] as const) {
  test(`a query typed while the index is held back gets its results when it arrives (${lang})`, async ({ page }) => {
    const index = await hold(page, new RegExp(`/pagefind/${lang}/pagefind\\.${lang}_[^/]+\\.pf_meta$`));
    await openSearch(page, url);
    await page.locator(INPUT).pressSequentially(query);
    await expect.poll(() => index.held.length).toBe(1);
    // Still waiting: the stalled state shows after 300 ms, and no results yet.
    await expect(page.getByText(stalledText)).toBeVisible();
    await expect(page.locator(PAGE_HITS)).toHaveCount(0);
    await index.release();
    await expect(resultsFor(page, query)).toBeVisible();
    const found = await hrefs(page);
    expect(found[0]).toMatch(expected);
    for (const href of found) expect(href.startsWith('/zh/')).toBe(lang === 'zh');
  });
}

test('a query typed before the results code arrives stays in the loading state until its index arrives, then shows its results', async ({ page }) => {
  // The panel's code, loaded on intent, is held back from the intent on (the page's own chunks pass); so is the index.
  let intent = false;
  const code = await hold(page, /\/static\/(js|css)\/async\/[^/]+\.(js|css)$/);
  await code.release(() => !intent);
  const index = await hold(page, /\/pagefind\/en\/pagefind\.en_[^/]+\.pf_meta$/);
  await open(page, '/guide/start/');
  intent = true;
  await page.keyboard.press('Control+k');
  await expect(page.locator(INPUT)).toBeFocused();
  await page.locator(INPUT).pressSequentially('alias');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(page.locator('.rsb-search__results')).toHaveCount(0);
  await code.release();
  // The results code mounts with the query already typed: the index is still held, so it says it is loading.
  await expect.poll(() => index.held.length).toBe(1);
  await expect(page.locator('.rsb-search__results')).toHaveAttribute('aria-busy', 'true');
  // The results' own stalled screen (the dialog's, shown until the code came, is a role="status").
  await expect(page.locator('.rsb-search__screen--loading[data-state="stalled"]:not([role])')).toHaveText('Loading the search index…');
  await expect(page.locator(PAGE_HITS)).toHaveCount(0);
  await index.release();
  await expect(resultsFor(page, 'alias')).toBeVisible();
});

// The two queries of each race need separate downloads (different index chunks, no page in
// common), so that the older query's answer can be made to arrive last.
for (const [what, pattern, older, newer, expected] of [
  ['index chunks', /\/pagefind\/en\/index\/[^/]+\.pf_index$/, 'alias', 'webpack', '/guide/migration/webpack'],
  ['excerpts', /\/pagefind\/en\/fragment\/[^/]+\.pf_fragment$/, 'decorators', 'proxy', '/config/server/proxy'],
] as const) {
  test(`fast typing never leaves the results of an older query (${what} held back)`, async ({ page }) => {
    const pending = trackPending(page);
    await open(page, '/guide/start/');
    const requests = await hold(page, pattern);
    await page.keyboard.press('Control+k');
    await page.locator(INPUT).fill(older);
    await expect.poll(() => requests.held.length).toBeGreaterThan(0);
    const olderUrls = requests.held.map((h) => h.request.url());
    await page.locator(INPUT).fill(newer);
    await expect.poll(() => requests.held.filter((h) => !olderUrls.includes(h.request.url())).length).toBeGreaterThan(0);
    // The newer query's downloads first; the older query's arrive last and must be dropped.
    await requests.release((u) => !olderUrls.includes(u));
    await expect(resultsFor(page, newer)).toBeVisible();
    await requests.release();
    await expect.poll(() => pending.size).toBe(0);
    await expect(page.locator('.rsb-search__results')).toHaveAttribute('data-results-for', newer);
    expect((await hrefs(page)).slice(0, 3)).toContain(expected);
  });
}

test('results are grouped by page, with headings and highlighted snippets; arrows and Enter open one without a reload', async ({ page }) => {
  await openSearch(page, '/guide/start/');
  await page.locator(INPUT).fill('proxy');
  await expect(resultsFor(page, 'proxy')).toBeVisible();
  const firstPage = page.locator('.rsb-search__page').first();
  await expect(firstPage.locator(PAGE_HITS)).toHaveCount(1);
  await expect(firstPage.locator('.rsb-search__hit--section').first()).toBeVisible();
  await expect(firstPage.locator('.rsb-search__hit--section mark').first()).toBeVisible();
  await expect(page.locator(`${PAGE_HITS} mark`).first()).toBeVisible();
  // The first result is active; ArrowDown moves to the next option, ArrowUp back.
  const options = page.locator('[role="option"]');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(INPUT)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  const target = (await options.nth(1).getAttribute('href'))!;
  expect(target).toContain('#');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.keyboard.press('Enter');
  // The page opens with the matched words in its query (?hl=, for the marks), at the result's anchor.
  await expect.poll(() => page.evaluate(() => location.pathname + location.hash)).toBe(target);
  await expect(page.locator('.rsb-search')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('no results: close titles to try, and a link to report the query (en); Chinese texts, no empty suggestion list (zh)', async ({ page }) => {
  await openSearch(page, '/guide/start/');
  // No indexed word is within two edits of it (a closer misspelling is corrected: e2e/search-forgiving.spec.ts).
  await page.locator(INPUT).fill('xyztailwind');
  const screen = page.locator('[data-empty-for="xyztailwind"]');
  await expect(screen).toBeVisible();
  await expect(screen.getByText('No results for "xyztailwind"')).toBeVisible();
  await expect(screen.getByText('Try searching for')).toBeVisible();
  const suggestions = screen.locator('.rsb-search__suggestions button');
  expect(await suggestions.count()).toBeGreaterThan(0);
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  await expect(suggestions.first()).toHaveText('Tailwind CSS v3');
  await expect(screen.getByText('Believe this query should return results?')).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
    'href',
    new RegExp(`^${escapeRegExp(repositoryOf(SITE.editBaseUrl))}/issues/new\\?title=.*xyztailwind`),
  );
  // A suggestion runs that search.
  await suggestions.first().click();
  await expect(page.locator(INPUT)).toHaveValue('Tailwind CSS v3');
  await expect(resultsFor(page, 'Tailwind CSS v3')).toBeVisible();
  expect((await hrefs(page))[0]).toBe('/guide/styling/tailwindcss-v3');

  // Chinese texts, no empty suggestion list (zh): the Chinese page by client-side navigation.
  await page.keyboard.press('Escape');
  await expect(page.locator(INPUT)).toHaveCount(0);
  await navigate(page, '/zh/guide/start/');
  await page.keyboard.press('Control+k');
  await expect(page.locator(INPUT)).toBeFocused();
  await page.locator(INPUT).fill('kafka');
  const zhScreen = page.locator('[data-empty-for="kafka"]');
  await expect(zhScreen.getByText('没有找到相关结果 "kafka"')).toBeVisible();
  await expect(zhScreen.getByText('可以尝试搜索')).toHaveCount(0);
  await expect(zhScreen.getByRole('link', { name: '告诉我们。' })).toHaveAttribute('href', /\/issues\/new\?title=.*kafka/);
});

test('the query is limited to 64 characters', async ({ page }) => {
  await openSearch(page, '/guide/start/');
  await page.locator(INPUT).pressSequentially('x'.repeat(80), { delay: 0 });
  expect((await page.locator(INPUT).inputValue()).length).toBe(64);
});

test('Escape closes and gives the focus back to the button; a second Escape clears the query', async ({ page }) => {
  await openSearch(page, '/guide/start/');
  await page.locator(INPUT).fill('alias');
  await page.keyboard.press('Escape');
  await expect(page.locator('.rsb-search')).toHaveCount(0);
  await expect(page.locator('.rp-search-button')).toBeFocused();
  // Reopened: the query is still there.
  await page.keyboard.press('Control+k');
  await expect(page.locator(INPUT)).toHaveValue('alias');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('/');
  await expect(page.locator(INPUT)).toHaveValue('');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.rsb-search')).toHaveCount(0);
});

test('keyboard only: the dialog traps the focus and has accessible names in the page language', async ({ page }) => {
  await open(page, '/zh/guide/start/');
  // Reach the search button with Tab, open it with Enter.
  const button = page.locator('.rp-search-button');
  for (let i = 0; i < 30 && !(await button.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '搜索' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('combobox', { name: '搜索文档内容' })).toBeFocused();
  await page.keyboard.type('别名');
  await expect(resultsFor(page, '别名')).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the mobile search button is a button with a name in the page language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, '/zh/guide/start/');
  const mobile = page.getByRole('button', { name: '搜索文档' });
  await expect(mobile).toBeVisible();
  await mobile.click();
  await expect(page.locator(INPUT)).toBeFocused();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the open dialog with results has no serious or critical axe violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await openSearch(page, '/guide/start/');
    await page.locator(INPUT).fill('alias');
    await expect(resultsFor(page, 'alias')).toBeVisible();
    const severe = await axeViolations(page, { include: ['.rsb-search'] });
    expect(severe, severe.join('\n\n')).toEqual([]);
    await page.locator(INPUT).fill('xyztailwind');
    await expect(page.locator('[data-empty-for="xyztailwind"]')).toBeVisible();
    expect(await axeViolations(page, { include: ['.rsb-search'] })).toEqual([]);
  });
}

test('an index that cannot be fetched shows the error screen, and the next query tries again', async ({ page }) => {
  let fail = true;
  await page.route(/\/pagefind\/en\/pagefind\.js(\?|$)/, (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
  await openSearch(page, '/guide/start/');
  await page.locator(INPUT).fill('alias');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  fail = false;
  await page.locator(INPUT).fill('proxy');
  await expect(resultsFor(page, 'proxy')).toBeVisible();
});

test('the / shortcut and Ctrl+K open the search; Escape closes it', async ({ page }) => {
  await open(page, '/guide/start/');
  await page.keyboard.press('/');
  await expect(page.locator(INPUT)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(INPUT)).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page.locator(INPUT)).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.locator(INPUT)).toHaveCount(0);
});
