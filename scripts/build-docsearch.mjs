#!/usr/bin/env node
// `npm run build:docsearch`: builds the DocSearch variant of the site into
// doc_build_docsearch with the test Algolia settings of e2e/docsearch-env.json.
// A sentinel admin key is set too: the browser tests check that it reaches no built file.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const env = JSON.parse(readFileSync(new URL('../e2e/docsearch-env.json', import.meta.url), 'utf8'));
const result = spawnSync(process.execPath, [new URL('build.mjs', import.meta.url).pathname], {
  stdio: 'inherit',
  env: { ...process.env, ...env, ALGOLIA_ADMIN_KEY: 'e2e-admin-key-must-not-leak' },
});
process.exit(result.status ?? 1);
