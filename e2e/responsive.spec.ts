/**
 * Every page type in both languages at every width we care about: no
 * sideways scrolling and no clipped control (helpers/layout.ts), also with
 * the "Open in" menu open, and the navbar around its breakpoint.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlPages } from '../scripts/lib/budgets.mjs';
import { SHORT_CODE } from '../site/plugins/short-code';
import { expect, test } from './fixtures';
import { findLayoutProblems, navigate, nextFrames, open, transitionsEnded } from './helpers';
import { inlineCodeWords } from './helpers/code-words';

const WIDTHS = [320, 390, 768, 800, 1024, 1280, 1440];
const PAGE_TYPES = [
  ['home', '/'],
  ['guide', '/guide/start/quick-start'],
  ['config', '/config/output/dist-path'],
  ['overview', '/config/'],
  ['404', '/this/page/does-not-exist'],
] as const;

// The layout follows the width through CSS media queries only, so one load per page is resized
// through the widths; the navbar's tightest widths are also checked on a fresh load below. The
// Chinese twin is reached by client-side navigation (the 404 page, which has no route, is loaded).
for (const [type, path] of PAGE_TYPES) {
  test(`${type} page (en, zh) fits at every width, also with the "Open in" menu open`, async ({ page }) => {
    for (const prefix of ['', '/zh']) {
      const url = type === 'home' ? `${prefix}/` : `${prefix}${path}`;
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      if (prefix && type !== '404') await navigate(page, url);
      else await open(page, url);
      await expect(page.locator('h1').first()).toBeVisible();
      const openIn = page.locator('button.rp-llms-view-options__trigger');
      const menu = page.locator('.rp-llms-view-options__menu');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await nextFrames(page);
        await transitionsEnded(page);
        expect.soft(await findLayoutProblems(page), `${url} at ${width}px`).toEqual([]);

        if ((await openIn.count()) > 0) {
          await openIn.click();
          await expect(menu).toBeVisible();
          const box = (await menu.boundingBox())!;
          expect.soft(box.x, `${url} at ${width}px: the menu's left edge`).toBeGreaterThanOrEqual(0);
          expect.soft(box.x + box.width, `${url} at ${width}px: the menu's right edge`).toBeLessThanOrEqual(width);
          expect.soft(await findLayoutProblems(page), `${url} at ${width}px with the "Open in" menu open`).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();
        }
      }
    }
  });
}

// Just above the phone layout (768 px) the navbar is at its tightest: its items and the hamburger must fit.
for (const [lang, prefix] of [
  ['en', ''],
  ['zh', '/zh'],
] as const) {
  test(`no sideways scrolling between 769 and 808 px: the navbar and its hamburger fit (${lang})`, async ({ page }) => {
    for (const width of [769, 775, 790, 800, 807, 808]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, `${prefix}/guide/start/quick-start`);
      const hamburger = page.locator('.rp-nav-hamburger__md');
      await expect(hamburger).toBeVisible();
      const box = (await hamburger.boundingBox())!;
      expect(box.x + box.width, `hamburger right edge at ${width}px`).toBeLessThanOrEqual(width);
      expect(await findLayoutProblems(page), `${width}px`).toEqual([]);
    }
  });
}

// site/plugins/short-code.ts: a short word of inline code (a flag) is never split; a long value still wraps.
test('short words of inline code stay whole at 390 px, long values wrap, the flags table fits (en, zh)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  /** On how many lines the first element matching `selector` whose text starts with `text` is drawn (null: none). */
  const lines = (selector: string, text: string) =>
    page.evaluate(
      ([selector, text]) => {
        const el = [...document.querySelectorAll(selector)].find((node) => node.textContent?.startsWith(text));
        return el ? new Set([...el.getClientRects()].map((rect) => Math.round(rect.top))).size : null;
      },
      [selector, text] as const,
    );
  for (const prefix of ['', '/zh']) {
    const cli = `${prefix}/guide/basic/cli`;
    await open(page, cli);
    expect(await lines('.rp-doc p code', '--version'), `${cli}: --version in the text`).toBe(1);
    // In code of several words (`rsbuild/1.7.6 linux-x64 node-v20.20.2`), each short word is drawn whole.
    const words = await page.evaluate(() =>
      [...document.querySelectorAll('.rp-doc code .rsb-code-word')].map((el) => ({
        text: el.textContent,
        whiteSpace: getComputedStyle(el).whiteSpace,
        lines: new Set([...el.getClientRects()].map((rect) => Math.round(rect.top))).size,
      })),
    );
    expect(words.map((w) => w.text), `${cli}: the marked words`).toContain('linux-x64');
    expect(words.filter((w) => w.whiteSpace !== 'nowrap' || w.lines !== 1), `${cli}: words drawn on more than one line`).toEqual([]);
    // Rspress puts each table in a scroll container: the table fits when that does not scroll.
    const table = await page.locator('.rp-doc table', { hasText: '--config-loader <loader>' }).first().evaluate((el) => ({ scroll: el.parentElement!.scrollWidth, client: el.parentElement!.clientWidth }));
    expect(table.scroll, `${cli}: the flags table scrolls sideways`).toBeLessThanOrEqual(table.client + 1);
    const config = `${prefix}/config/output/dist-path`;
    await open(page, config);
    expect(await lines('.rp-doc li code', "{ root: 'dist'"), `${config}: the default value`).toBeGreaterThan(1);
  }
});

// site/plugins/short-code.ts guesses where Chromium breaks a word; Chromium itself decides here. Every word
// of every built page's inline code that is short enough to keep whole and left unmarked is drawn in a box of
// no width, where Chromium breaks at each place it may: none may break.
test('no short word of inline code that Chromium would split is left unmarked (every built page, en and zh)', async ({ page }) => {
  const out = path.resolve(import.meta.dirname, '../doc_build');
  for (const [prefix, lang] of [['', 'en'], ['/zh', 'zh']] as const) {
    const free = new Map<string, string>();
    const kept = new Set<string>();
    for (const rel of htmlPages(out).filter((f) => f.startsWith('zh/') === (lang === 'zh'))) {
      const words = inlineCodeWords(readFileSync(path.join(out, rel), 'utf8'));
      for (const word of words.kept) kept.add(word);
      for (const word of words.free) if ([...word].length <= SHORT_CODE && !free.has(word)) free.set(word, rel);
    }
    // The reading of the pages works: marked and unmarked words of the CLI and dist-path pages are found.
    expect([...kept], `${lang}: kept words`).toEqual(expect.arrayContaining(['--version', 'linux-x64', 'node-v20.20.2']));
    expect([...free.keys()], `${lang}: free words`).toEqual(expect.arrayContaining(['output.distPath', 'rsbuild/1.7.6']));
    await open(page, `${prefix}/guide/basic/cli`);
    const split = await page.evaluate((words) => {
      const box = document.createElement('div');
      box.style.cssText = 'width:0;position:absolute;left:0;top:0;visibility:hidden';
      document.querySelector('.rp-doc')!.append(box);
      const code = box.appendChild(document.createElement('code'));
      // Only the places a line may break; the theme's emergency breaking of words too long for a line is not one.
      code.style.cssText = 'white-space:normal;word-break:normal;overflow-wrap:normal';
      const range = document.createRange();
      const found = words.filter((word) => {
        code.textContent = word;
        range.selectNodeContents(code.firstChild!);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      });
      box.remove();
      return found;
    }, [...free.keys()]);
    expect(split.map((word) => `${free.get(word)}: \`${word}\``), `${lang}: words Chromium splits, which site/plugins/short-code.ts should mark`).toEqual([]);
  }
});
