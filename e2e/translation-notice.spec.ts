/**
 * The notice on Chinese pages whose English twin changed after them
 * (site/translation-status.ts, theme/TranslationNotice). The default build
 * shows it exactly where git history says; the DocSearch test variant also
 * marks one page through RSBUILD_DOCS_OUTDATED (e2e/docsearch-env.json), so
 * the notice itself is always exercised.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { translationStatus } from '../scripts/lib/translations.mjs';
import { open } from './helpers';
import { DOCSEARCH_ENV, DOCSEARCH_PORT } from './ports';

const NOTICE = '.rsb-translation-notice';
const ROOT = path.resolve(import.meta.dirname, '..');
const routeOf = (file: string) => `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

test.describe('default build', () => {
  const { outdated } = translationStatus({ root: ROOT });
  const stale = outdated.map((p) => routeOf(p.file));

  test('shows the notice on the Chinese pages git reports, and only there', async ({ page }) => {
    for (const route of stale) {
      await open(page, `/zh${route}`);
      await expect(page.locator(NOTICE), `/zh${route}`).toBeVisible();
    }
    for (const route of ['/guide/start/glossary', '/config/dev/hmr', '/guide/basic/cli'].filter((r) => !stale.includes(r))) {
      await open(page, `/zh${route}`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator(NOTICE), `/zh${route}`).toHaveCount(0);
    }
  });
});

test.describe('a page marked outdated (DocSearch test variant)', () => {
  test.use({ baseURL: `http://localhost:${DOCSEARCH_PORT}` });
  const forced = routeOf(DOCSEARCH_ENV.RSBUILD_DOCS_OUTDATED!);

  test.beforeAll(() => {
    if (!existsSync(path.join(ROOT, DOCSEARCH_ENV.DOCS_OUT_DIR))) {
      throw new Error(`${DOCSEARCH_ENV.DOCS_OUT_DIR} is missing: run \`npm run build:docsearch\` first (npm test does).`);
    }
  });

  test('says the English page changed and links to it; English pages never show it', async ({ page }) => {
    await open(page, `/zh${forced}`);
    const notice = page.locator(NOTICE);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('aria-label', '翻译状态');
    await expect(notice).toContainText(/本页的英文原文在 \d{4}-\d{2}-\d{2} 有过更新，中文翻译尚未同步/);
    // Above the page title, inside the content column.
    const [noticeBox, titleBox] = [await notice.boundingBox(), await page.locator('h1').boundingBox()];
    expect(noticeBox!.y).toBeLessThan(titleBox!.y);
    const link = notice.getByRole('link', { name: '阅读英文原文' });
    await expect(link).toHaveAttribute('href', forced);
    await expect(link).toHaveAttribute('hreflang', 'en');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${forced}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator(NOTICE)).toHaveCount(0);

    await open(page, '/zh/guide/start/quick-start');
    await expect(page.locator(NOTICE)).toHaveCount(0);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`is readable and accessible (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, `/zh${forced}`);
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const { violations } = await new AxeBuilder({ page }).include(NOTICE).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
