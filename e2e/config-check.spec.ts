/**
 * The config check page (`/guide/basic/config-check`) in both languages: the parser loads
 * on intent only, results follow the typing, each problem links to its option page, the
 * live region announces the summary, everything works from the keyboard, axe finds
 * nothing in either theme, and a share link restores the config.
 */
import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONFIG_CHECK_INTENT_BUDGET, KIB, configCheckLeaks } from '../scripts/lib/budgets.mjs';
import { expect, test } from './fixtures';
import { axeViolations, open, skipToContent, tabTo, until } from './helpers';

const OUT = path.resolve(import.meta.dirname, '../doc_build');
const ROUTE = '/guide/basic/config-check';
/** Text only the checker's code holds (a message of site/config-check/check.ts). */
const CHECKER_MARK = 'Unexpected text after the object';
const MISTAKE = `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  server: {
    prot: 3000,
  },
});
`;

const EVERY_PART = `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  server: { prot: 3000, port: getPort() },
  dev: { setupMiddlewares: [] },
  output: { target: 'nodejs' },
  html: { tags: [{ tag: 'script', apend: true }] },
  performance: { chunkSplit: { strategy: 'all-in-one', minSize: 1 } },
});
`;

const textArea = (page: Page) => page.locator('.rsb-check__text');
const summary = (page: Page) => page.locator('.rsb-check__summary');

/** Waits until the results describe the text now in the text area. */
async function checked(page: Page) {
  await until(page, 'the results never caught up with the text', () => {
    const root = document.querySelector<HTMLElement>('.rsb-check');
    const area = document.querySelector<HTMLTextAreaElement>('.rsb-check__text');
    return Boolean(root && area && root.dataset.analysedLength === String(area.value.length));
  });
}

const CASES = [
  { lang: 'en', prefix: '', one: '1 problem found.', none: 'No problem found', parse: 'The config does not parse. Line 3' },
  { lang: 'zh', prefix: '/zh', one: '发现 1 个问题。', none: '未发现问题', parse: '配置无法解析。第 3 行' },
] as const;

for (const c of CASES) {
  test.describe(`config check (${c.lang})`, () => {
    test('loads the parser on intent only, within its budget', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      const isChecker = (s: string) => readFileSync(path.join(OUT, s), 'utf8').includes(CHECKER_MARK);
      await open(page, `${c.prefix}${ROUTE}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.rsb-check')).toHaveAttribute('data-checker', 'idle');
      expect(scripts.filter(isChecker), 'the checker loaded before the reader asked for it').toEqual([]);
      const before = scripts.length;
      await textArea(page).focus();
      await expect(page.locator('.rsb-check')).toHaveAttribute('data-checker', 'ready');
      await page.waitForLoadState('networkidle');
      const added = scripts.slice(before);
      expect(added.some(isChecker), `the scripts loaded on focus (${added.join(', ')}) hold no checker`).toBe(true);
      const gzip = added.reduce((n, s) => n + gzipSync(readFileSync(path.join(OUT, s))).length, 0);
      test.info().annotations.push({ type: 'on intent', description: `${(gzip / KIB).toFixed(1)} KiB gzip: ${added.join(', ')}` });
      expect(gzip, `on intent: ${added.join(', ')}`).toBeLessThanOrEqual(CONFIG_CHECK_INTENT_BUDGET * KIB);
    });

    test('pasting a config shows its problem on the right line, linked to the option page, and announces it', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, `${c.prefix}${ROUTE}`);
      await expect(summary(page)).toHaveAttribute('aria-live', 'polite');
      await textArea(page).focus();
      await page.evaluate((text) => navigator.clipboard.writeText(text), MISTAKE);
      await page.keyboard.press('ControlOrMeta+V');
      await checked(page);
      await expect(summary(page)).toHaveText(c.one);
      const item = page.locator('.rsb-check__list').first().locator('li');
      await expect(item).toHaveCount(1);
      await expect(item.locator('.rsb-check__pos')).toHaveText('5:5');
      await expect(item).toContainText('server.prot');
      await expect(item).toContainText('server.port');
      await expect(item.locator('a.rsb-check__link')).toHaveAttribute('href', `${c.prefix}/config/server/port`);

      // Fixing the typo updates the results and the announcement.
      await textArea(page).fill(MISTAKE.replace('prot', 'port'));
      await checked(page);
      await expect(summary(page)).toContainText(c.none);
      await expect(page.locator('.rsb-check__item[data-kind]')).toHaveCount(0);
      // The upgrade view now lists the option with its Rsbuild 2 note (`port: 0`), linked to the guide's entry.
      const port = page.locator('.rsb-check__upgrade li[data-status]', { has: page.locator('code', { hasText: /^server\.port$/ }) });
      await expect(port).toHaveCount(1);
      await expect(port.locator('a.rsb-check__link')).toHaveAttribute('href', new RegExp(`^${c.prefix}/guide/migration/rsbuild-2#`));
    });

    test('a syntax error gives line, column and message, and keeps the text', async ({ page }) => {
      await open(page, `${c.prefix}${ROUTE}`);
      const broken = 'export default {\n  dev: {\n    hmr: true,,\n  },\n};\n';
      await textArea(page).fill(broken);
      await checked(page);
      await expect(summary(page)).toContainText(c.parse);
      await expect(summary(page)).toContainText('Unexpected token');
      await expect(textArea(page)).toHaveValue(broken);
    });

    test('works with the keyboard only: sample, position button, share link', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, `${c.prefix}${ROUTE}`);
      const sample = page.locator('.rsb-check__button').first();
      await skipToContent(page);
      await tabTo(page, textArea(page));
      await page.keyboard.press('Tab');
      await expect(sample).toBeFocused();
      await page.keyboard.press('Enter');
      await checked(page);
      const positions = page.locator('.rsb-check__list').first().locator('.rsb-check__pos');
      await expect(positions).toHaveCount(3);
      // The first position button puts the caret on the problem in the text area.
      await tabTo(page, positions.first());
      await page.keyboard.press('Enter');
      await expect(textArea(page)).toBeFocused();
      const caret = await textArea(page).evaluate((el: HTMLTextAreaElement) => el.value.slice(0, el.selectionStart).split('\n').length);
      expect(caret).toBe(10);
      // Share: the link carries the config; opening it restores the text.
      const share = page.locator('.rsb-check__button').nth(1);
      await tabTo(page, share);
      await page.keyboard.press('Enter');
      await expect(page.locator('.rsb-check__share')).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`${c.prefix}${ROUTE}#config=[A-Za-z0-9_-]+$`));
      const text = await textArea(page).inputValue();
      const other = await context.newPage();
      await open(other, link.replace(/^https?:\/\/[^/]+/, ''));
      await expect(textArea(other)).toHaveValue(text);
      await checked(other);
      await expect(other.locator('.rsb-check__list').first().locator('li')).toHaveCount(3);
    });

    for (const theme of ['light', 'dark'] as const) {
      test.describe(() => {
        test.use({ storedTheme: theme });
        test(`axe finds nothing with results shown (${theme})`, async ({ page }) => {
          await open(page, `${c.prefix}${ROUTE}`);
          // Every part of the results at once: problems, not checked values, Rsbuild 2 statuses, steps, plugins.
          await textArea(page).fill(EVERY_PART);
          await checked(page);
          await page.locator('.rsb-check__skipped summary').click();
          await expect(page.locator('.rsb-check__upgrade [data-status="moved"]')).toBeVisible();
          // The checker only: the rest is a doc page like those the a11y sweeps check in both themes.
          expect(await axeViolations(page, { include: ['.rsb-check'], rules: 'all' })).toEqual([]);
        });
      });
    }
  });
}

test('no other built page loads any of the checker on first load (0 bytes elsewhere)', () => {
  expect(configCheckLeaks(OUT)).toEqual([]);
});
