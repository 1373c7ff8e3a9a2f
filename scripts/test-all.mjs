#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
// The steps of one group run at the same time, so that both cores work beside the
// single-threaded ones (tsc, ESLint, part of the site build, the Java HTML check).
// Each step's output is printed whole when it ends (live when it runs alone or is
// marked `live`), and a failure names its step.
import { spawn } from 'node:child_process';

/**
 * @typedef {{ name: string, cmd: string, args: string[], env?: Record<string, string>, failOnOutput?: RegExp, live?: boolean }} Step
 * @type {Step[][]}
 */
const groups = [
  [{ name: 'browser for the e2e tests', cmd: 'node', args: ['scripts/ensure-chromium.mjs'] }],
  [
    // The build's last part (rendering every page) uses one core: the other checks fill the other.
    // A warning in the build output (React, Rsbuild, Rspress) fails the step too.
    // Both builds keep Rspack's persistent cache (DOCS_BUILD_CACHE=1): the DocSearch build reads what the first wrote.
    { name: 'site build (fails on dead links and anchors, and on warnings)', cmd: 'node', args: ['scripts/build.mjs'], env: { DOCS_BUILD_CACHE: '1' }, failOnOutput: /\bwarn\b|Warning:/ },
    { name: 'unit, structure, content and fact tests (vitest)', cmd: 'npx', args: ['vitest', 'run'] },
    { name: 'type check (tsc --noEmit)', cmd: 'npx', args: ['tsc', '--noEmit'] },
    { name: 'lint (eslint, with the React hook rules)', cmd: 'npx', args: ['eslint', '.'] },
    { name: 'version history against cached releases (check:versions --offline)', cmd: 'node', args: ['scripts/check-versions.mjs', '--offline', '--brief'] },
  ],
  [
    { name: 'DocSearch variant build (into doc_build_docsearch)', cmd: 'node', args: ['scripts/build-docsearch.mjs'], env: { DOCS_BUILD_CACHE: '1' } },
    { name: 'HTML of every built page (W3C Nu checker, check:html doc_build)', cmd: 'node', args: ['scripts/check-html.mjs', 'doc_build'] },
  ],
  [
    // The browser tests print as they go; the (single-threaded) HTML check runs beside their start.
    { name: 'browser tests (playwright)', cmd: 'npx', args: ['playwright', 'test'], live: true },
    // Only its pages that differ from doc_build's, which the previous group checked.
    { name: 'HTML of the DocSearch variant (check:html doc_build_docsearch --same-as doc_build)', cmd: 'node', args: ['scripts/check-html.mjs', 'doc_build_docsearch', '--same-as', 'doc_build'] },
  ],
];

/**
 * Runs one step. Its output goes straight to the terminal when it runs alone (or
 * is marked `live`) and is not scanned; otherwise it is collected and printed
 * when the step ends.
 * @param {Step} step
 * @param {boolean} alone
 */
function run(step, alone) {
  const live = (alone || Boolean(step.live)) && !step.failOnOutput;
  const t0 = Date.now();
  if (live) console.log(`\n▶ ${step.name}`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
    });
    /** @type {Buffer[]} */
    const out = [];
    child.stdout?.on('data', (chunk) => out.push(chunk));
    child.stderr?.on('data', (chunk) => out.push(chunk));
    child.on('error', (error) => out.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const output = Buffer.concat(out).toString('utf8');
      if (!live) {
        console.log(`\n▶ ${step.name}`);
        process.stdout.write(output);
      }
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const flagged = step.failOnOutput ? output.split('\n').filter((line) => step.failOnOutput?.test(line)) : [];
      if (code !== 0) console.error(`\n✖ ${step.name} failed after ${seconds}s (exit ${code ?? signal})`);
      else if (flagged.length) console.error(`\n✖ ${step.name}: the output has warnings:\n${flagged.join('\n')}`);
      else console.log(`✔ ${step.name} (${seconds}s)`);
      resolve(code === 0 && !flagged.length ? 0 : code || 1);
    });
  });
}

const started = Date.now();
for (const group of groups) {
  const alone = group.length === 1;
  const codes = await Promise.all(group.map((step) => run(step, alone)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
