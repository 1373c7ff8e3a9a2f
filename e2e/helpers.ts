import { type Page, expect } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so that listeners and clicks are live. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Waits until the browser has rendered two more frames: scroll handlers, effects and style changes of the last action have run. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
