/**
 * The forgiving offline search in the built site: misspellings corrected
 * with a way back to the query as typed, question words, file names, flags
 * and option names, the scope filter, and the marks of a page opened from a
 * result. Races are tested by holding requests back with `page.route`.
 */
import { type Page, type Response, type Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, navigate, open } from './helpers';

const INPUT = '.rsb-search__input';
const PAGE_HITS = '.rsb-search__hit--page';

const resultsFor = (page: Page, query: string) => page.locator(`.rsb-search__results[data-results-for="${query}"]`);
const hrefs = (page: Page) => page.locator(PAGE_HITS).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

async function search(page: Page, url: string, query: string) {
  await open(page, url);
  await page.keyboard.press('Control+k');
  await searchAgain(page, query);
}

/** Searches `query` in the open dialog and waits for its results. */
async function searchAgain(page: Page, query: string) {
  await page.locator(INPUT).fill(query);
  await expect(resultsFor(page, query)).toBeVisible();
}

/**
 * Runs each case in one page: the first on a fresh load of its language's start page, the
 * others in the same dialog, and the other language's after a client-side navigation.
 * Each case is a step of its own, so a failure names it.
 */
async function eachCase<T extends { lang: 'en' | 'zh'; query: string }>(page: Page, cases: readonly T[], check: (item: T) => Promise<void>) {
  let lang: string | undefined;
  for (const item of cases) {
    await test.step(`${item.lang}: ${item.query}`, async () => {
      const url = item.lang === 'en' ? '/guide/start/' : '/zh/guide/start/';
      if (lang === undefined) await search(page, url, item.query);
      else {
        if (lang !== item.lang) {
          await page.keyboard.press('Escape');
          await expect(page.locator(INPUT)).toHaveCount(0);
          await navigate(page, url);
          await page.keyboard.press('Control+k');
        }
        await searchAgain(page, item.query);
      }
      lang = item.lang;
      await check(item);
    });
  }
}

const MISSPELLED = [
  { lang: 'en', query: 'migrate from webpak', corrected: 'migrate from webpack', expected: '/guide/migration/webpack' },
  { lang: 'en', query: 'lazy compliation', corrected: 'lazy compilation', expected: '/config/dev/lazy-compilation' },
  { lang: 'zh', query: '环境变亮', corrected: '环境变量', expected: '/zh/guide/advanced/env-vars' },
  { lang: 'zh', query: 'tailwnd 配置', corrected: 'tailwind 配置', expected: '/zh/guide/styling/tailwindcss' },
] as const;

test(`misspelled queries show the results of the closest words, and the query as typed on request (${MISSPELLED.map((c) => c.query).join(', ')})`, async ({ page }) => {
  await eachCase(page, MISSPELLED, async ({ lang, query: typed, corrected, expected }) => {
    const notice = page.locator('.rsb-search__corrected');
    await expect(notice).toHaveAttribute('data-corrected-to', new RegExp(`^${corrected}$`, 'i'));
    await expect(notice.locator('strong').first()).toHaveText(new RegExp(`^${corrected}$`, 'i'));
    expect((await hrefs(page)).slice(0, 3), typed).toContain(expected);
    // The live region says which query the results are for.
    await expect(page.getByRole('dialog').getByRole('status')).toContainText(lang === 'en' ? 'Showing results for' : '以下是');
    // "Search instead for …": the query as typed, uncorrected.
    await notice.getByRole('button').click();
    await expect(notice).toHaveCount(0);
    await expect(page.locator(`[data-empty-for="${typed}"], .rsb-search__results[data-results-for="${typed}"]`)).toBeVisible();
    await expect(page.locator(INPUT)).toHaveValue(typed);
  });
});

test('a Chinese slip that only the sound can settle loads the pinyin table, and only then', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await search(page, '/zh/guide/start/', '别名');
  expect(requests.filter((u) => u.includes('/pagefind/zh/vocabulary.json'))).toHaveLength(1);
  expect(requests.filter((u) => u.includes('pinyin.json'))).toEqual([]);
  // 别明 is one character away from 别名 and from 说明; only 别名 sounds the same.
  await page.locator(INPUT).fill('别明');
  await expect(resultsFor(page, '别明')).toBeVisible();
  await expect(page.locator('.rsb-search__corrected')).toHaveAttribute('data-corrected-to', '别名');
  expect(requests.filter((u) => u.includes('/pagefind/zh/pinyin.json'))).toHaveLength(1);
  expect((await hrefs(page)).slice(0, 3)).toContain('/zh/guide/advanced/alias');
});

test('a query typed while the vocabulary is held back is corrected when it arrives', async ({ page }) => {
  const held: Route[] = [];
  await page.route(/\/pagefind\/en\/vocabulary\.json/, (route) => void held.push(route));
  await open(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  await page.locator(INPUT).pressSequentially('tailwnd');
  await expect.poll(() => held.length).toBe(1);
  await expect(page.getByText('Loading the search index…')).toBeVisible();
  await expect(page.locator(PAGE_HITS)).toHaveCount(0);
  await Promise.all(held.map((route) => route.continue()));
  await expect(resultsFor(page, 'tailwnd')).toBeVisible();
  await expect(page.locator('.rsb-search__corrected')).toHaveAttribute('data-corrected-to', /^tailwind$/i);
  expect((await hrefs(page)).slice(0, 3)).toContain('/guide/styling/tailwindcss');
});

const LEADING = [
  { lang: 'en', query: 'how do I add a proxy', expected: '/config/server/proxy', place: 1 },
  { lang: 'en', query: 'what is lazy compilation', expected: '/config/dev/lazy-compilation', place: 3 },
  { lang: 'en', query: 'postcss.config.mjs', expected: '/config/tools/postcss', place: 3 },
  { lang: 'en', query: '.env.local', expected: '/guide/advanced/env-vars', place: 1 },
  { lang: 'en', query: '--port', expected: '/guide/basic/cli', place: 1 },
  { lang: 'en', query: 'output.distPath.root', expected: '/config/output/dist-path', place: 1 },
  { lang: 'en', query: 'assetPrefix', expected: '/config/output/asset-prefix', place: 2 },
  { lang: 'zh', query: '如何配置代理', expected: '/zh/config/server/proxy', place: 3 },
  { lang: 'zh', query: '为什么热更新不生效', expected: '/zh/guide/faq/hmr', place: 1 },
  { lang: 'zh', query: 'tsconfig.json', expected: '/zh/config/source/tsconfig-path', place: 3 },
] as const;

test('questions, file names, flags and option names lead to their page, uncorrected', async ({ page }) => {
  await eachCase(page, LEADING, async ({ query, expected, place }) => {
    expect((await hrefs(page)).slice(0, place), `${query}: ${expected} in the top ${place}`).toContain(expected);
    await expect(page.locator('.rsb-search__corrected'), `${query}: no correction`).toHaveCount(0);
  });
});

/** The count in a scope radio's name ("Guide 12" → 12). */
const countOf = async (radio: ReturnType<Page['getByRole']>) => Number(/(\d+)$/.exec((await radio.evaluate((el) => el.closest('label')?.textContent ?? '')).trim())?.[1]);

test('the scope filter: keyboard, counts, a live announcement, kept while the dialog is open', async ({ page }) => {
  await search(page, '/guide/start/', 'proxy');
  const group = page.getByRole('group', { name: 'Search in' });
  const all = group.getByRole('radio', { name: /^All \d+$/ });
  await expect(all).toBeChecked();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(`${await countOf(all)} pages found`);
  // Arrow keys move the choice within the group.
  await all.focus();
  await page.keyboard.press('ArrowRight');
  const guide = group.getByRole('radio', { name: /^Guide \d+$/ });
  await expect(guide).toBeChecked();
  await expect(guide).toBeFocused();
  await expect(page.locator('.rsb-search__scopes')).toHaveAttribute('data-scope', 'guide');
  const guideCount = await countOf(guide);
  expect(guideCount).toBeGreaterThan(0);
  expect(guideCount).toBeLessThan(await countOf(all));
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(`${guideCount} pages found in Guide`);
  for (const href of await hrefs(page)) expect(href).toMatch(/^\/guide\//);
  // Another query keeps the scope.
  await page.locator(INPUT).fill('alias');
  await expect(resultsFor(page, 'alias')).toBeVisible();
  await expect(group.getByRole('radio', { name: /^Guide \d+$/ })).toBeChecked();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(/^\d+ pages found in Guide$/);
  for (const href of await hrefs(page)) expect(href).toMatch(/^\/guide\//);
  // Tab leaves the group from its checked radio and the focus stays in the dialog.
  await group.getByRole('radio', { name: /^Guide/ }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  await expect(group.getByRole('radio', { name: /^Config/ })).not.toBeFocused();
  // A new dialog starts with every section.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await expect(resultsFor(page, 'alias')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Search in' }).getByRole('radio', { name: /^All/ })).toBeChecked();
});

test('a scope without results says so and offers every section again (zh)', async ({ page }) => {
  await search(page, '/zh/guide/start/', 'loadEnv');
  const group = page.getByRole('group', { name: '搜索范围' });
  const empty = group.getByRole('radio', { name: / 0$/ }).first();
  const name = (await empty.evaluate((el) => el.closest('label')?.textContent ?? '')).replace(/\s*0$/, '').trim();
  await empty.check();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(`${name}中没有找到相关结果`);
  await page.getByRole('button', { name: '显示所有栏目的结果' }).click();
  await expect(group.getByRole('radio', { name: /^全部/ })).toBeChecked();
  await expect(resultsFor(page, 'loadEnv')).toBeVisible();
});

test('the dialog with the correction and the filter has no serious or critical axe violation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await search(page, '/guide/start/', 'webpak');
  await expect(page.locator('.rsb-search__corrected')).toBeVisible();
  expect(await axeViolations(page, { include: ['.rsb-search'] })).toEqual([]);
});

/** The custom highlight of the page: the texts of its ranges. */
const marks = (page: Page) =>
  page.evaluate(() => {
    const highlight = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get('rsb-search-marks');
    return highlight ? [...highlight].map((range) => range.toString()) : [];
  });

test('a result opens its section with the matched words marked; the marks can be cleared and go with the next page', async ({ page }) => {
  await search(page, '/guide/start/', 'proxy');
  const section = page.locator('.rsb-search__page').first().locator('.rsb-search__hit--section').first();
  const target = (await section.getAttribute('href'))!;
  await section.click();
  await expect.poll(() => page.evaluate(() => location.pathname + location.hash)).toBe(target);
  expect(new URL(page.url()).searchParams.get('hl')).toMatch(/proxy/i);
  await expect.poll(async () => (await marks(page)).length).toBeGreaterThan(0);
  for (const text of await marks(page)) expect(text).toMatch(/^prox/i);
  // The matched section is in view.
  const anchor = decodeURIComponent(target.split('#')[1]!);
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  // Cleared with the button, which goes with them.
  const clear = page.getByRole('button', { name: 'Clear search highlights' });
  await clear.click();
  await expect.poll(() => marks(page)).toEqual([]);
  await expect(clear).toHaveCount(0);
  // Marks again from search, then gone with the next navigation.
  await page.keyboard.press('Control+k');
  await page.locator(INPUT).fill('proxy');
  await expect(resultsFor(page, 'proxy')).toBeVisible();
  await page.locator(PAGE_HITS).first().click();
  await expect.poll(async () => (await marks(page)).length).toBeGreaterThan(0);
  await page.locator('a[href="/config/server/port"]').first().click();
  await expect.poll(() => new URL(page.url()).searchParams.get('hl')).toBeNull();
  await expect.poll(() => marks(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Clear search highlights' })).toHaveCount(0);
});

test('Chinese words are marked on a page opened with them', async ({ page }) => {
  await open(page, `/zh/guide/advanced/alias?hl=${encodeURIComponent('别名')}`);
  await expect.poll(async () => (await marks(page)).length).toBeGreaterThan(0);
  for (const text of await marks(page)) expect(text).toBe('别名');
  await expect(page.getByRole('button', { name: '清除搜索高亮' })).toBeVisible();
});

test('the marking code loads only on a page opened from search', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && r.status() === 200 && scripts.push(r));
  const bodies = async () => Promise.all(scripts.map((r) => r.text()));
  await open(page, '/config/server/proxy');
  await page.waitForLoadState('networkidle');
  expect((await bodies()).filter((body) => body.includes('rsb-search-marks-clear'))).toEqual([]);
  scripts.length = 0;
  await open(page, '/config/server/proxy?hl=proxy');
  await expect.poll(async () => (await marks(page)).length).toBeGreaterThan(0);
  expect((await bodies()).filter((body) => body.includes('rsb-search-marks-clear'))).toHaveLength(1);
});
