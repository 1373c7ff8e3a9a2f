/**
 * Light and dark: the system's scheme until the reader picks one, a stored
 * choice from the first paint on, the switch itself, and the choice kept
 * across reloads and tabs.
 */
import { type Page } from '@playwright/test';
import { STORAGE_KEYS, expect, test } from './fixtures';
import { open, themeClass } from './helpers';

const DOC = '/guide/start/quick-start';
const storedChoice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.theme);

test('auto follows the system until the reader picks a theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // `open` waits for hydration, which attaches the system-scheme listener.
  await open(page, DOC);
  await expect(page.locator('html')).toHaveClass(themeClass('dark'));
  expect(await storedChoice(page)).toBeNull();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(themeClass('light'));
});

// The stored choice is applied before the first paint (inline script) and
// must stay through hydration: Rspress's state started from `auto` and its
// layout effect turned a dark page light for a moment.
for (const [stored, system] of [
  ['dark', 'light'],
  ['light', 'dark'],
] as const) {
  test.describe(`a stored ${stored} choice`, () => {
    test.use({ storedTheme: stored, colorScheme: system });

    test(`on a ${system} system holds from the first paint through hydration`, async ({ page }) => {
      await page.addInitScript(() => {
        // Every value <html>'s class had (`oldValue` of each change: the
        // observer's callback runs too late to see short-lived ones itself).
        const seen: (string | null)[] = [];
        (window as unknown as { __classes: (string | null)[] }).__classes = seen;
        // The document's own <html> is not there yet: watch the whole document.
        new MutationObserver((records) => {
          for (const record of records) if (record.target === document.documentElement) seen.push(record.oldValue);
        }).observe(document, { attributes: true, attributeFilter: ['class'], attributeOldValue: true, subtree: true });
      });
      await open(page, DOC);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
      const classes = await page.evaluate(() => [
        ...(window as unknown as { __classes: (string | null)[] }).__classes,
        document.documentElement.getAttribute('class'),
      ]);
      // Before the inline script ran, <html> had no class: from then on, the stored theme only.
      const first = classes.findIndex((value) => value !== null);
      const dark = classes.slice(first).map((value) => /\bdark\b/.test(value ?? ''));
      expect(dark.length, 'class values of <html> were recorded').toBeGreaterThan(0);
      expect(dark, `html.dark in each class value since the first paint: ${JSON.stringify(classes)}`).toEqual(dark.map(() => stored === 'dark'));
      // The switch acts from the stored choice: one click gives the other theme.
      await page.getByRole('button', { name: 'Theme' }).first().click();
      await expect(page.locator('html')).toHaveClass(themeClass(stored === 'dark' ? 'light' : 'dark'));
    });
  });
}

test('the switch is a button and uses the circular reveal only without reduced motion', async ({ page }) => {
  await page.addInitScript(() => {
    const original = document.startViewTransition?.bind(document);
    (window as unknown as { __transitions: number }).__transitions = 0;
    if (original) {
      document.startViewTransition = ((update: () => void) => {
        (window as unknown as { __transitions: number }).__transitions++;
        return original(update);
      }) as typeof document.startViewTransition;
    }
  });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  await open(page, DOC);
  const toggle = page.getByRole('button', { name: 'Theme' }).first();
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(themeClass('dark'));
  expect(await page.evaluate(() => (window as unknown as { __transitions: number }).__transitions)).toBe(1);
  expect(await storedChoice(page)).toBe('dark');

  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(themeClass('light'));
  expect(await page.evaluate(() => (window as unknown as { __transitions: number }).__transitions)).toBe(1);
});

test('the choice persists across reloads and syncs to a second tab', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/guide/start/');
  const html = page.locator('html');
  await expect(html).toHaveClass(themeClass('light'));
  const second = await context.newPage();
  await second.emulateMedia({ colorScheme: 'light' });
  await open(second, '/config/');
  await expect(second.locator('html')).toHaveClass(themeClass('light'));

  await page.locator('.rp-switch-appearance').first().click();
  await expect(html).toHaveClass(themeClass('dark'));
  await expect(second.locator('html')).toHaveClass(themeClass('dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(themeClass('dark'));

  await page.locator('.rp-switch-appearance').first().click();
  await expect(page.locator('html')).toHaveClass(themeClass('light'));
  await expect(second.locator('html')).toHaveClass(themeClass('light'));
});
