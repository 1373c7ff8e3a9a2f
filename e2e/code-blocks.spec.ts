/**
 * Code blocks (SPEC: copy and wrap buttons; the copied state lasts 2 seconds;
 * wrapping is per block, starting from the default) and the package-manager
 * tabs, both drawn by the theme without inline SVG icons.
 */
import { expect, test } from '@playwright/test';
import { open } from './helpers';

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

  test('the buttons show without hovering on touch screens', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await open(page, '/guide/basic/cli');
    await expect(page.locator('.rp-doc > .rp-codeblock .rp-code-copy-button').first()).toHaveCSS('opacity', '1');
    await context.close();
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

test('package-manager tabs are labelled with the tool names and keep the code buttons', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const tabs = page.locator('.rp-tabs').first();
  await expect(tabs.locator('.rp-tabs__label__item')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
  await expect(tabs.locator('.rp-tabs__label svg')).toHaveCount(0);
  await expect(tabs.locator('.rp-codeblock').first().locator('code')).toHaveText(/^npm /);
  await expect(tabs.locator('.rp-code-copy-button').first()).toBeAttached();
});
