/**
 * `until()` (e2e/helpers/page.ts), the wait under every page load of the specs: it wakes on
 * DOM changes, on state changes that change no DOM (focus), on a timer, and follows a
 * navigation into the new document; it fails with its own message when the condition never holds.
 */
import { expect, test } from './fixtures';
import { open, until } from './helpers';

const DOC = '/guide/start/quick-start';

test('until() resolves on a later DOM change, a focus change and a timer-only change', async ({ page }) => {
  await open(page, DOC);
  await page.evaluate(() => setTimeout(() => document.body.setAttribute('data-later', 'yes'), 300));
  await until(page, 'the attribute never came', () => document.body.dataset.later === 'yes');

  // Focus moves without a DOM change.
  await page.evaluate(() => setTimeout(() => document.querySelector<HTMLElement>('main a[href]')?.focus(), 300));
  await until(page, 'the focus never moved', () => document.activeElement?.localName === 'a');

  // A plain variable: only the timer sees it.
  await page.evaluate(() => setTimeout(() => ((window as unknown as { __flag: boolean }).__flag = true), 300));
  await until(page, 'the flag never came', () => (window as unknown as { __flag?: boolean }).__flag === true);
});

test('until() follows a navigation into the new document', async ({ page }) => {
  await open(page, DOC);
  const waited = until(page, 'the zh page never came', () => document.documentElement.lang === 'zh' && document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => setTimeout(() => location.assign('/zh/guide/start/quick-start'), 200));
  await waited;
  expect(page.url()).toMatch(/\/zh\/guide\/start\/quick-start$/);
});

test('until() fails with its message when the condition never holds', async ({ page }) => {
  await open(page, DOC);
  const error = await until(page, 'the impossible never happened', () => document.title === 'never', '', 500).catch((e: unknown) => e);
  expect(String(error)).toContain('the impossible never happened (not within 500 ms)');
});
