/**
 * What a doc page carries besides its text: code blocks (copy, wrap),
 * package-manager tabs, the "Open in" menu and Copy Markdown, the hint for AI
 * agents, edit links, the translation notice of outdated Chinese pages, and
 * Version history tables.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../scripts/lib/files.mjs';
import { translationStatus } from '../scripts/lib/translations.mjs';
import { SITE } from '../site/meta';
import { fileToRoute } from '../site/structure';
import { expect, test } from './fixtures';
import { DOCSEARCH_ENV, DOCSEARCH_PORT, axeViolations, builtRoutes, focused, navigate, open, skipToContent, tabTo, themeClass } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'doc_build');
const DOC = '/guide/start/quick-start';

test.describe('code blocks', () => {
  for (const [url, copy, copied, wrap] of [
    ['/guide/basic/cli', 'Copy', 'Copied', 'Toggle code wrap'],
    ['/zh/guide/basic/cli', '复制', '已复制', '切换自动换行'],
  ] as const) {
    test(`copy shows its success for 2 s, wrap toggles one block (${url.startsWith('/zh') ? 'zh' : 'en'})`, async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.clock.install();
      await open(page, url);
      // A block of the page (not inside package-manager tabs).
      const block = page.locator('.rp-doc > .rp-codeblock').first();
      const code = (await block.locator('code').innerText()).trim();
      const copyButton = block.getByRole('button', { name: copy, exact: true });
      const wrapButton = block.getByRole('button', { name: wrap, exact: true });

      // Hidden until the block is hovered or a button has the focus.
      await expect(copyButton).toHaveCSS('opacity', '0');
      await block.hover();
      await expect(copyButton).toHaveCSS('opacity', '1');
      // One element per icon, no inline SVG.
      await expect(block.locator('.rp-code-button-group svg')).toHaveCount(0);

      await page.clock.pauseAt(Date.now() + 60_000);
      await copyButton.click();
      const done = block.getByRole('button', { name: copied, exact: true });
      await expect(done).toHaveClass(/rp-code-copy-button--copied/);
      expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
      await page.clock.runFor(1_999);
      await expect(done).toHaveClass(/rp-code-copy-button--copied/);
      await page.clock.runFor(1);
      await expect(copyButton).not.toHaveClass(/rp-code-copy-button--copied/);

      const content = block.locator('.rp-codeblock__content');
      await expect(wrapButton).toHaveAttribute('aria-pressed', 'false');
      await expect(content).not.toHaveClass(/rp-codeblock__content--wrap-code/);
      await wrapButton.click();
      await expect(wrapButton).toHaveAttribute('aria-pressed', 'true');
      await expect(content).toHaveClass(/rp-codeblock__content--wrap-code/);
      // Only this block wraps.
      await expect(page.locator('.rp-codeblock__content--wrap-code')).toHaveCount(1);
    });
  }

  test.describe('on touch screens', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    test('the buttons show without hovering', async ({ page }) => {
      await open(page, '/guide/basic/cli');
      await expect(page.locator('.rp-doc > .rp-codeblock .rp-code-copy-button').first()).toHaveCSS('opacity', '1');
    });
  });

  test('a button focused from the keyboard is visible', async ({ page }) => {
    await open(page, '/guide/basic/cli');
    const block = page.locator('.rp-doc > .rp-codeblock').first();
    await page.mouse.move(0, 0);
    await block.locator('.rp-code-wrap-button').focus();
    await expect(block.locator('.rp-code-wrap-button')).toHaveCSS('opacity', '1');
    await expect(block.locator('.rp-code-copy-button')).toHaveCSS('opacity', '1');
  });
});

test.describe('package-manager tabs', () => {
  // One load; the Chinese page is reached by client-side navigation. The chosen manager is kept
  // from page to page, so both languages show the default first, then each follows a choice.
  test('are npm, yarn, pnpm and bun without icons, keep the code buttons and show the chosen command (en, zh)', async ({ page }) => {
    const firstGroup = () => page.locator('.rp-tabs').first();
    for (const prefix of ['', '/zh']) {
      await test.step(`${prefix || 'en'}: the groups, npm first`, async () => {
        if (prefix) await navigate(page, `${prefix}${DOC}`);
        else await open(page, `${prefix}${DOC}`);
        const groups = page.locator('.rp-tabs');
        expect(await groups.count()).toBeGreaterThan(1);
        for (const group of await groups.all()) {
          await expect(group.locator('.rp-tabs__label__item')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
        }
        await expect(page.getByText('deno', { exact: true })).toHaveCount(0);
        await expect(firstGroup().locator('.rp-tabs__label svg')).toHaveCount(0);
        await expect(firstGroup().locator('.rp-codeblock').first().locator('code')).toHaveText(/^npm /);
        await expect(firstGroup().locator('.rp-code-copy-button').first()).toBeAttached();
      });
    }
    // The command follows the chosen manager.
    for (const [prefix, manager] of [
      ['/zh', 'yarn'],
      ['', 'pnpm'],
    ] as const) {
      await test.step(`${prefix || 'en'}: ${manager} chosen`, async () => {
        if (!prefix) await navigate(page, DOC);
        await firstGroup().locator('.rp-tabs__label__item', { hasText: manager }).click();
        await expect(firstGroup().locator('code').filter({ visible: true })).toHaveText(new RegExp(`^${manager} `));
      });
    }
  });
});

test.describe('"Open in" and Copy Markdown', () => {
  test('the menu items name the service: Open in ChatGPT / Open in Claude (en), 在 ChatGPT 中打开 / 在 Claude 中打开 (zh)', async ({ page }) => {
    for (const [i, [lang, prefix, names]] of ([
      ['en', '', ['Open in ChatGPT', 'Open in Claude']],
      ['zh', '/zh', ['在 ChatGPT 中打开', '在 Claude 中打开']],
    ] as const).entries()) {
      await test.step(lang, async () => {
        if (i === 0) await open(page, `${prefix}${DOC}`);
        else await navigate(page, `${prefix}${DOC}`);
        await page.locator('button.rp-llms-view-options__trigger').click();
        const menu = page.locator('.rp-llms-view-options__menu');
        await expect(menu).toBeVisible();
        await expect(menu.locator('.rp-llms-view-options__menu-item')).toHaveText([...names]);
        await expect(menu).not.toContainText('{');
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      });
    }
  });

  test('Copy Markdown fetches the page Markdown; the menu opens it in ChatGPT or Claude', async ({ page }) => {
    await open(page, '/guide/start/ai');
    const markdown = page.waitForRequest((request) => new URL(request.url()).pathname === '/guide/start/ai.md');
    await page.getByRole('button', { name: /Copy Markdown/ }).first().click();
    await markdown;

    await page.locator('.rp-llms-view-options__trigger').first().click();
    // The prompt asks the assistant to read this page's Markdown address.
    await expect(page.locator('a[href^="https://chatgpt.com/"]').first()).toHaveAttribute('href', /q=Read\+http[^&]*%2Fguide%2Fstart%2Fai\.md/);
    await expect(page.locator('a[href^="https://claude.ai/new"]').first()).toHaveAttribute('href', /q=Read\+http[^&]*%2Fguide%2Fstart%2Fai\.md/);
  });

  test('the menu opens from the keyboard on its first entry and closes back to its button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/config/output/dist-path');
    const button = page.getByRole('button', { name: 'Open this page in an AI chat' });
    await skipToContent(page);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(focused(page)).toHaveAttribute('href', /^https:\/\/chatgpt\.com\//);
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test("the hint for AI agents is in the page's language and points at its llms.txt (en, zh)", async ({ page }) => {
    for (const [i, [lang, url, text]] of ([
      ['en', '/config/output/dist-path', 'For AI agents'],
      ['zh', '/zh/config/output/dist-path', '致 AI 智能体'],
    ] as const).entries()) {
      if (i === 0) await open(page, url);
      else await navigate(page, url);
      const hint = page.locator('main .rsb-llms-hint');
      await expect(hint, lang).toContainText(text);
      await expect(hint, lang).toContainText(lang === 'zh' ? '/zh/llms.txt' : '/llms.txt');
    }
  });
});

test.describe('edit links', () => {
  test('every built page links to its source file, overview and home pages included', () => {
    const missing: string[] = [];
    for (const route of builtRoutes()) {
      const file = path.join(OUT, route.url.endsWith('/') ? `${route.url}index.html` : `${route.url}.html`);
      const href = `${SITE.editBaseUrl}${route.lang}/${route.rel}`;
      if (!readFileSync(file, 'utf8').includes(`href="${href}"`)) missing.push(`${route.url} (expected ${href})`);
    }
    expect(missing).toEqual([]);
  });

  test('the edit link shows under a guide and an overview page, in both languages', async ({ page }) => {
    for (const [lang, prefix, name] of [
      ['en', '', 'Edit this page on GitHub'],
      ['zh', '/zh', '在 GitHub 上编辑此页'],
    ] as const) {
      // One load; the other pages by client-side navigation.
      if (lang === 'en') await open(page, `${prefix}${DOC}`);
      else await navigate(page, `${prefix}${DOC}`);
      await expect(page.getByRole('link', { name }).first()).toHaveAttribute('href', `${SITE.editBaseUrl}${lang}${DOC}.mdx`);
      await navigate(page, `${prefix}/config/`);
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `${SITE.editBaseUrl}${lang}/config/index.mdx`);
    }
  });
});

test.describe('translation notice', () => {
  const NOTICE = '.rsb-translation-notice';
  const routeOf = fileToRoute;

  // The default build shows it exactly where git history says (site/translation-status.ts).
  test('shows on the Chinese pages git reports as outdated, and only there', async ({ page }) => {
    const stale = translationStatus({ root: ROOT }).outdated.map((p) => routeOf(p.file));
    // One load; the other pages by client-side navigation.
    let loaded = false;
    const go = async (url: string) => {
      if (loaded) await navigate(page, url);
      else await open(page, url);
      loaded = true;
    };
    for (const route of stale) {
      await go(`/zh${route}`);
      await expect(page.locator(NOTICE), `/zh${route}`).toBeVisible();
    }
    for (const route of ['/guide/start/glossary', '/config/dev/hmr', '/guide/basic/cli'].filter((r) => !stale.includes(r))) {
      await go(`/zh${route}`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator(NOTICE), `/zh${route}`).toHaveCount(0);
    }
  });

  // The DocSearch test variant also marks one page outdated (RSBUILD_DOCS_OUTDATED in
  // e2e/docsearch-env.json), so the notice itself is always exercised.
  test.describe('on a page marked outdated (DocSearch test variant)', () => {
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

    test('is readable and accessible in both themes (no axe violation of any impact)', async ({ page }) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await open(page, `/zh${forced}`);
        await expect(page.locator('html')).toHaveClass(themeClass(scheme));
        expect(await axeViolations(page, { include: [NOTICE], rules: 'all' }), scheme).toEqual([]);
      }
    });
  });
});

test.describe('Version history', () => {
  test('a Version history table renders without its probes (en, zh)', async ({ page, request }) => {
    for (const prefix of ['', '/zh']) {
      await test.step(prefix || 'en', async () => {
        if (prefix) await navigate(page, `${prefix}/config/output/source-map`);
        else await open(page, `${prefix}/config/output/source-map`);
        const table = page.locator('h2#version-history + * table');
        await expect(table).toContainText('v1.1.5');
        const text = await page.locator('body').innerText();
        expect(text).not.toContain('version-check');
        expect(text).not.toContain('sourceMap?: boolean | SourceMap');

        const markdown = await request.get(`${prefix}/config/output/source-map.md`);
        expect(markdown.ok()).toBe(true);
        const md = await markdown.text();
        expect(md).toContain('v1.1.5');
        expect(md).not.toContain('version-check');
      });
    }
  });

  test('no built file holds a probe: pages, Markdown, llms.txt, search data', () => {
    const walk = (dir: string) => listFiles(dir).map((rel) => path.join(dir, rel));
    const files = [...walk(OUT), ...walk(path.join(ROOT, 'search-records'))].filter((f) => /\.(html|md|txt|json|js|xml)$/.test(f));
    expect(files.some((f) => /search_index\..*\.json$|records\.en\.json$/.test(f))).toBe(true);
    const leaks = files.filter((f) => readFileSync(f, 'utf8').includes('version-check'));
    expect(leaks).toEqual([]);
  });
});
