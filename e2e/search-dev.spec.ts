/**
 * The offline search in `rspress dev`: the dev server builds the Pagefind
 * bundles from the sources and serves them under /pagefind/. This spec starts
 * its own dev server (port E2E_PORT + 5) and stops it afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PORT } from './ports';

const DEV_PORT = PORT + 5;
const ROOT = path.resolve(import.meta.dirname, '..');
let server: ChildProcess | undefined;
let output = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Starting and compiling a dev server on a loaded 2-core machine: a budget, not a wait.
  test.setTimeout(240_000);
  server = spawn(process.execPath, [path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js'), 'dev', '--port', String(DEV_PORT)], {
    cwd: ROOT,
    env: { ...process.env, BROWSER: 'none', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (output += String(d)));
  server.stderr?.on('data', (d) => (output += String(d)));
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`rspress dev exited:\n${output}`);
        const index = await fetch(`http://localhost:${DEV_PORT}/pagefind/zh/pagefind-entry.json`).catch(() => null);
        return index?.status ?? 0;
      },
      { timeout: 230_000, intervals: [1000] },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

test.use({ baseURL: `http://localhost:${DEV_PORT}` });

for (const [url, query, expected] of [
  ['/guide/start/', 'proxy', /^\/config\/server\/proxy$/],
  ['/zh/guide/start/', '别名', /^\/zh\/(guide\/advanced|config\/resolve)\/alias$/],
] as const) {
  test(`search works in the dev server (${query})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 90_000 });
    await page.keyboard.press('Control+k');
    await page.locator('.rsb-search__input').fill(query);
    await expect(page.locator(`.rsb-search__results[data-results-for="${query}"]`)).toBeVisible({ timeout: 60_000 });
    const first = await page.locator('.rsb-search__hit--page').first().getAttribute('href');
    expect(first).toMatch(expected);
  });
}
