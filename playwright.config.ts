import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, chromiumPath } from './scripts/lib/browser.mjs';
import { DOCSEARCH_ENV, DOCSEARCH_PORT, PORT } from './e2e/helpers/ports';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
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
      // The one browser setting, shared with scripts/ensure-chromium.mjs, which installs it.
      executablePath: chromiumPath(),
      args: TEST_CHROMIUM_ARGS,
    },
  },
  projects: [
    // Listed first so that its one long job (it starts and compiles `rspress dev`) starts
    // first, beside the others, instead of ending the run alone.
    { name: 'dev-server', testMatch: 'dev-server.spec.ts' },
    { name: 'site', testIgnore: 'dev-server.spec.ts' },
  ],
  webServer: [
    {
      // Serves the already built site (`npm run build`), as a user would after deploying it.
      command: `npx rspress preview --port ${PORT}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The static host's own runtime (`wrangler pages dev`) is started by e2e/host.spec.ts itself,
    // for as long as that spec runs (e2e/helpers/host-server.ts).
    // The DocSearch variant is served only when it was built (`npm run build:docsearch`);
    // its specs fail with that hint otherwise.
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
