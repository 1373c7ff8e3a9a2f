#!/usr/bin/env node
// Screenshots of the landing page for people to look at (not a test: nothing is compared):
// both languages, 1440 and 390 px, light and dark, the whole page and its first screen,
// written to e2e/screenshots/ (ignored by git). Serve a build first (`npm run preview`).
//
//   node scripts/screenshots.mjs [base URL, default http://127.0.0.1:4173]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './lib/browser.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const out = path.resolve(import.meta.dirname, '../e2e/screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});
try {
  for (const lang of ['en', 'zh']) {
    for (const width of [1440, 390]) {
      for (const scheme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, colorScheme: scheme, reducedMotion: 'reduce' });
        // A returning visitor: the entry page does not redirect by language.
        await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
        const page = await context.newPage();
        await page.goto(new URL(lang === 'en' ? '/' : '/zh/', base).href);
        await page.locator('html[data-hydrated="true"]').waitFor();
        // Run the benchmark chart to its end, then go back to the top.
        const chart = page.getByTestId('benchmark');
        await chart.scrollIntoViewIfNeeded();
        await page.locator('[data-testid="benchmark"][data-state="done"]').waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const name = `home-${lang}-${width}-${scheme}`;
        await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
        await page.screenshot({ path: path.join(out, `${name}-top.png`) });
        console.log(`e2e/screenshots/${name}.png, ${name}-top.png`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
