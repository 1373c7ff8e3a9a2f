// The config check part of `npm run bench`: on the built page, under the phone profile of
// the search bench (CPU ×4 through CDP), the bytes the checker loads on intent and the time
// from the last keystroke to the updated results for a 200-line config.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';
import { throttledPage } from './search-bench.mjs';
import { serveStatic } from './static-server.mjs';

export const CONFIG_CHECK_ROUTE = '/guide/basic/config-check';

/** A realistic config of `lines` lines: entries, aliases, defines and a proxy table. */
export function longConfig(lines = 200) {
  const head = [
    "import path from 'node:path';",
    "import { defineConfig } from '@rsbuild/core';",
    "import { pluginReact } from '@rsbuild/plugin-react';",
    '',
    'export default defineConfig(({ envMode }) => ({',
    '  plugins: [pluginReact()],',
    '  server: { port: 3000, host: process.env.HOST ? process.env.HOST : "0.0.0.0" },',
    "  output: { target: 'web', minify: envMode === 'production', distPath: { root: 'dist' } },",
    '  source: {',
    '    entry: {',
  ];
  const tail = ['}));', ''];
  const body = [];
  let i = 0;
  while (head.length + body.length + tail.length + 4 < lines) {
    body.push(`      page${i}: './src/pages/page-${i}/index.tsx',`);
    body.push(`      // page ${i} is built for the ${i % 2 ? 'admin' : 'public'} area`);
    i++;
  }
  return [...head, ...body, '    },', "    define: { 'process.env.API': JSON.stringify('/api') },", '  },', "  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },", ...tail].join('\n');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchConfigCheck(outDir, { executablePath, runs = 7 } = {}) {
  const server = await serveStatic(path.resolve(outDir), 0);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: executablePath ?? chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    const { context, page, transfers } = await throttledPage(browser, { viewport: { width: 390, height: 844 } });

    await page.goto(`${base}${CONFIG_CHECK_ROUTE}`, { waitUntil: 'load' });
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    // The checker's chunks are the scripts that hold one of its messages.
    const isChecker = (u) => {
      const file = path.join(outDir, new URL(u).pathname);
      return u.endsWith('.js') && existsSync(file) && readFileSync(file, 'utf8').includes('Unexpected text after the object');
    };
    const beforeIntent = transfers.filter((t) => isChecker(t.url)).reduce((n, t) => n + t.bytes, 0);
    const count = transfers.length;
    const area = page.locator('.rsb-check__text');
    const started = Date.now();
    await area.focus();
    await page.locator('.rsb-check[data-checker="ready"]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const intentMs = Date.now() - started;
    const intentBytes = transfers.slice(count).reduce((n, t) => n + t.bytes, 0);

    const text = longConfig(200);
    // The page notes when the results for the text now in the box are painted, after the last input event.
    await page.evaluate(() => {
      const w = window;
      const root = document.querySelector('.rsb-check');
      const box = document.querySelector('.rsb-check__text');
      w.__lastInput = 0;
      w.__done = [];
      // From the moment the browser received the key (the event's time stamp), not when the page got to handle it.
      box.addEventListener('keydown', (e) => (w.__lastInput = e.timeStamp));
      new MutationObserver(() => {
        if (root.dataset.analysedLength !== String(box.value.length) || !w.__lastInput) return;
        const last = w.__lastInput;
        w.__lastInput = 0;
        requestAnimationFrame(() => w.__done.push(performance.now() - last));
      }).observe(root, { attributes: true, attributeFilter: ['data-analysed-length'] });
    });
    const times = [];
    let warmup = 0;
    // Typing goes into a comment in the middle of the file, so every check reads the whole, valid config.
    const comment = '// page 40 is built for the public area';
    const caret = text.indexOf(comment) + comment.length;
    // The first run compiles the parser's code (JIT) and is not counted.
    for (let i = -1; i < runs; i++) {
      await area.fill(text);
      await page.waitForFunction((n) => document.querySelector('.rsb-check').dataset.analysedLength === String(n), text.length);
      await area.evaluate((el, at) => el.setSelectionRange(at, at), caret);
      await page.evaluate(() => (window.__done = []));
      // A burst of keystrokes, as when typing a word.
      await page.keyboard.type(' again', { delay: 30 });
      await page.waitForFunction(() => window.__done.length > 0, null, { timeout: 30_000 });
      const ms = await page.evaluate(() => window.__done.at(-1));
      if (i >= 0) times.push(ms);
      else warmup = ms;
    }
    await context.close();
    return { lines: text.split('\n').length, beforeIntent, intentBytes, intentMs, warmup, median: median(times), max: Math.max(...times), runs: times.length };
  } finally {
    await browser.close();
    server.close();
  }
}
