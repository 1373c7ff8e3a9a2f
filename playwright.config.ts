import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { DOCSEARCH_ENV, DOCSEARCH_PORT, HOST_PORT, HOST_URL, PORT } from './e2e/ports';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
    {
      // Serves the already built site (`npm run build`), as a user would after deploying it.
      command: `npx rspress preview --port ${PORT}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The same build in the static host's own runtime (Cloudflare Pages' `wrangler pages dev`),
      // with the generated `_redirects` and `_headers`: e2e/host*.spec.ts.
      command: `node scripts/host.mjs --port ${HOST_PORT}`,
      url: `${HOST_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    // The DocSearch variant is served only when it was built (`npm run build:docsearch`);
    // e2e/docsearch.spec.ts fails with that hint otherwise.
    ...(existsSync(DOCSEARCH_ENV.DOCS_OUT_DIR)
      ? [
          {
            command: `npx rspress preview --port ${DOCSEARCH_PORT}`,
            url: `http://localhost:${DOCSEARCH_PORT}/`,
            env: DOCSEARCH_ENV,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
