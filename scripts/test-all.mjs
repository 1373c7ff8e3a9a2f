#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['browser for the e2e tests', 'node', ['scripts/ensure-chromium.mjs']],
  ['type check (tsc --noEmit)', 'npx', ['tsc', '--noEmit']],
  ['unit, structure, content and fact tests (vitest)', 'npx', ['vitest', 'run']],
  ['version history against cached releases (check:versions --offline)', 'node', ['scripts/check-versions.mjs', '--offline', '--brief']],
  ['site build (fails on dead links and anchors)', 'npx', ['rspress', 'build']],
  ['DocSearch variant build (into doc_build_docsearch)', 'node', ['scripts/build-docsearch.mjs']],
  ['browser tests (playwright)', 'npx', ['playwright', 'test']],
];

const started = Date.now();
for (const [name, cmd, args, extraEnv = {}] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...extraEnv } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
