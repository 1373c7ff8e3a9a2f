#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['browser for the e2e tests', 'node', ['scripts/ensure-chromium.mjs']],
  ['type check (tsc --noEmit)', 'npx', ['tsc', '--noEmit']],
  ['lint (eslint, with the React hook rules)', 'npx', ['eslint', '.']],
  ['unit, structure, content and fact tests (vitest)', 'npx', ['vitest', 'run']],
  ['version history against cached releases (check:versions --offline)', 'node', ['scripts/check-versions.mjs', '--offline', '--brief']],
  // A warning in the build output (React, Rsbuild, Rspress) fails the step too.
  ['site build (fails on dead links and anchors, and on warnings)', 'npx', ['rspress', 'build'], {}, /\bwarn\b|Warning:/],
  ['DocSearch variant build (into doc_build_docsearch)', 'node', ['scripts/build-docsearch.mjs']],
  ['HTML of every built page in both builds (W3C Nu checker, check:html)', 'node', ['scripts/check-html.mjs']],
  ['browser tests (playwright)', 'npx', ['playwright', 'test']],
];

const started = Date.now();
for (const [name, cmd, args, extraEnv = {}, failOnOutput] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, {
    stdio: failOnOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...extraEnv },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (failOnOutput) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    const flagged = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => failOnOutput.test(line));
    if (result.status === 0 && flagged.length) {
      console.error(`\n✖ ${name}: the output has warnings:\n${flagged.join('\n')}`);
      process.exit(1);
    }
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
