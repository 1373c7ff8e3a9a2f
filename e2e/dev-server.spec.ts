/**
 * The dev server (`npm run dev`), started once here on E2E_PORT + 5 for all
 * its tests:
 * - pages render without a React error or warning in the console (invalid
 *   nesting, script elements, hydration). The development build of React
 *   reports these; the production build is silent.
 * - the offline search works: the dev server builds the Pagefind bundles from
 *   the sources and serves them under /pagefind/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type ConsoleMessage } from '@playwright/test';
import { expect, test } from './fixtures';
import { NOT_PAGES, PORT } from './helpers';

const DEV_PORT = PORT + 5;
const BASE = `http://localhost:${DEV_PORT}`;
const ROOT = path.resolve(import.meta.dirname, '..');

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = spawn(process.execPath, [path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js'), 'dev', '--port', String(DEV_PORT)], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', FORCE_COLOR: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 280_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`rspress dev exited:\n${output}`);
    const ok = await fetch(`${BASE}/`).then((r) => r.ok, () => false);
    const index = await fetch(`${BASE}/pagefind/zh/pagefind-entry.json`).then((r) => r.ok, () => false);
    if (ok && index) break;
    if (Date.now() > deadline) throw new Error(`rspress dev did not answer on ${BASE}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

test.afterAll(() => {
  // The server and the compiler processes it started.
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
});

test('pages of the dev server log no React error or warning', async ({ page }) => {
  test.setTimeout(300_000);
  const messages: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${page.url()} [${msg.type()}] ${msg.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`${page.url()} [pageerror] ${error.message}`));
  for (const [url, width] of [
    ['/', 1440],
    ['/guide/start/quick-start', 1024],
    ['/zh/config/output/dist-path', 390],
    ['/config/', 1440],
    [NOT_PAGES.unknown, 1440],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    // The first visit compiles the page: allow for it on a loaded machine.
    await page.goto(`${BASE}${url}`, { timeout: 240_000 });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 240_000 });
    await expect(page.locator('h1').first()).toBeVisible();
    // Open what the narrow and medium navbars hide behind buttons.
    const menu = page.locator('.rp-nav-hamburger__sm:visible, .rp-nav-hamburger__md:visible').first();
    if (await menu.count()) await menu.click();
  }
  expect(messages, messages.join('\n')).toEqual([]);
});

for (const [url, query, expected] of [
  ['/guide/start/', 'proxy', /^\/config\/server\/proxy$/],
  ['/zh/guide/start/', '别名', /^\/zh\/(guide\/advanced|config\/resolve)\/alias$/],
] as const) {
  test(`search works in the dev server (${query})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${BASE}${url}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 90_000 });
    await page.keyboard.press('Control+k');
    await page.locator('.rsb-search__input').fill(query);
    await expect(page.locator(`.rsb-search__results[data-results-for="${query}"]`)).toBeVisible({ timeout: 60_000 });
    const first = await page.locator('.rsb-search__hit--page').first().getAttribute('href');
    expect(first).toMatch(expected);
  });
}
