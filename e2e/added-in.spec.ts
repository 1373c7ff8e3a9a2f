/**
 * "Added in v1.x.y" on the built site: the badge under an option's title and
 * under hook and API headings in both languages, in the per-page Markdown and
 * llms-full.txt; the config overview's filter by 1.x minor (keyboard, address,
 * both languages) and its contrast in both themes.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, open } from './helpers';

/** Whether `a` comes before `b` in the document. */
const before = (page: Page, a: string, b: string) =>
  page.evaluate(([x, y]) => {
    const first = document.querySelector(x!);
    const second = document.querySelector(y!);
    return Boolean(first && second && first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, [a, b]);

test.describe('badge', () => {
  for (const [url, text] of [
    ['/config/dev/browser-logs', 'Added in v1.5.13'],
    ['/zh/config/dev/browser-logs', 'v1.5.13 新增'],
    ['/zh/config/resolve/alias', 'v1.1.7 新增'],
  ] as const) {
    test(`sits between the title and the first section: ${url}`, async ({ page }) => {
      await open(page, url);
      const badge = page.locator('main p.rsb-added-in');
      await expect(badge).toHaveCount(1);
      await expect(badge).toHaveText(text);
      expect(await before(page, 'main h1', 'main p.rsb-added-in')).toBe(true);
      // The Type/Default list is the page's first list of its content.
      expect(await before(page, 'main p.rsb-added-in', 'main .rp-doc > ul')).toBe(true);
    });
  }

  test('is absent where the option was already in 1.0', async ({ page }) => {
    await open(page, '/config/dev/hmr');
    await expect(page.locator('main h1')).toHaveText(/dev\.hmr/);
    await expect(page.locator('.rsb-added-in')).toHaveCount(0);
  });

  test('follows the heading of each hook and API entry', async ({ page }) => {
    await open(page, '/plugins/dev/hooks');
    await expect(page.locator('h3#modifyhtml + p.rsb-added-in')).toHaveText('Added in v1.3.15');
    await expect(page.locator('h3#onbeforedevcompile + p.rsb-added-in')).toHaveText('Added in v1.5.0');
    await expect(page.locator('h3#modifyhtmltags + p.rsb-added-in')).toHaveCount(0);
    await open(page, '/zh/plugins/dev/hooks');
    await expect(page.locator('h3#onclosebuild + p.rsb-added-in')).toHaveText('v1.1.6 新增');
    await open(page, '/api/javascript-api/dev-server-api');
    await expect(page.locator('h3#http-server + p.rsb-added-in')).toHaveText('Added in v1.2.9');
  });

  test('is in the per-page Markdown and llms-full.txt, right after the title', async ({ request }) => {
    const en = await (await request.get('/config/dev/browser-logs.md')).text();
    expect(en).toMatch(/# dev\.browserLogs\s+Added in v1\.5\.13\s+- \*\*Type:\*\*/);
    const zh = await (await request.get('/zh/plugins/dev/hooks.md')).text();
    expect(zh).toMatch(/### modifyHTML[^\n]*\s+v1\.3\.15 新增\n/);
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toMatch(/# server\.middlewareMode\s+Added in v1\.2\.12\s/);
  });
});

test.describe('config overview filter', () => {
  const items = (page: Page) => page.locator('.rb-overview-list__item');
  const select = (page: Page) => page.getByLabel('New in 1.x');

  test('shows only the options new since a minor, or hides them, and keeps the choice in the address', async ({ page }) => {
    await open(page, '/config/');
    const total = await items(page).count();
    expect(total).toBeGreaterThan(100);
    await expect(page.locator('.rb-overview-list__item', { hasText: 'dev.browserLogs' }).locator('.rsb-added-in-tag')).toHaveText('Added in v1.5.13');

    await select(page).selectOption({ label: 'Only options new since v1.5' });
    await expect(page).toHaveURL(/\/config\/\?added=since-v1\.5$/);
    const only = await items(page).locator('.rb-overview-list__link code').allTextContents();
    expect(only).toEqual(expect.arrayContaining(['dev.browserLogs', 'output.module', 'resolve.conditionNames', 'resolve.mainFields', 'html.implementation']));
    expect(only).not.toContain('dev.hmr');
    expect(only).not.toContain('logLevel');
    for (const tag of await items(page).locator('.rsb-added-in-tag').allTextContents()) expect(tag).toMatch(/^Added in v1\.[5-9]\./);
    await expect(items(page)).toHaveCount(only.length);
    await expect(page.getByRole('status').filter({ hasText: 'options shown' })).toHaveText(`${only.length} of ${total} options shown`);

    await select(page).selectOption({ label: 'Hide options new since v1.5' });
    await expect(page).toHaveURL(/\?added=before-v1\.5$/);
    await expect(items(page)).toHaveCount(total - only.length);
    await expect(items(page).filter({ hasText: 'dev.browserLogs' })).toHaveCount(0);
    await expect(items(page).filter({ hasText: 'logLevel' }).first()).toBeVisible();

    await select(page).selectOption({ label: 'All options' });
    await expect(page).toHaveURL(/\/config\/$/);
    await expect(items(page)).toHaveCount(total);
  });

  test('combines with the text filter', async ({ page }) => {
    await open(page, '/config/?added=since-v1.1');
    await page.getByLabel('Filter', { exact: true }).fill('resolve');
    const names = await items(page).locator('.rb-overview-list__link code').allTextContents();
    expect(names.sort()).toEqual(['resolve.alias', 'resolve.aliasStrategy', 'resolve.conditionNames', 'resolve.dedupe', 'resolve.extensions', 'resolve.mainFields']);
  });

  test('reads the address on load, in Chinese', async ({ page }) => {
    await open(page, '/zh/config/?added=before-v1.1');
    const zhSelect = page.getByLabel('1.x 新增');
    await expect(zhSelect.locator('option:checked')).toHaveText('隐藏 v1.1 及之后新增的配置项');
    await expect(page.locator('.rsb-added-in-tag').first()).toHaveText(/^v1\.0\.\d+ 新增$/);
    await expect(items(page).filter({ hasText: 'resolve.alias' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: '配置项' })).toHaveText(/^显示 \d+ 个配置项，共 \d+ 个$/);
  });

  test('is reached and changed with the keyboard', async ({ page }) => {
    await open(page, '/config/');
    // The text filter has the focus on load; the release filter is next in the tab order.
    await expect(page.getByLabel('Filter', { exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(select(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\?added=since-v1\.0$/);
    await expect(select(page).locator('option:checked')).toHaveText('Only options new since v1.0');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no serious axe violation with the filter applied (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, '/config/?added=since-v1.4');
      await expect(page.locator('.rsb-added-in-tag').first()).toBeVisible();
      // Each text style of the long list judged once, as in the sweep.
      expect(await axeViolations(page, { include: ['.rsb-added-filter', '.rb-overview-list'], stylesChecked: new Set() })).toEqual([]);
      await open(page, '/zh/plugins/dev/hooks');
      // The badges: no violation of any impact.
      expect(await axeViolations(page, { include: ['p.rsb-added-in'], rules: 'all' })).toEqual([]);
    });
  }
});
