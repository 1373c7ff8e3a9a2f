#!/usr/bin/env node
/**
 * `npm run rsbuild2:plugins`: builds a small fixture for each official 1.x
 * plugin this site documents, once with @rsbuild/core 1.7.6 (the control: the
 * fixture itself is sound) and once with 2.3.2, in production mode, and records
 * for each: works / works with warnings / fails, with the messages, in
 * `site/rsbuild2/plugin-compat.json`. The guide and the plugin pages render the
 * table from it; `tests/rsbuild2-plugins.test.ts` checks the file and re-runs
 * one plugin.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PLUGIN_FIXTURES, runPluginFixture } from './lib/rsbuild2-plugin-fixtures.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'site/rsbuild2/plugin-compat.json');

const results = [];
for (const fixture of PLUGIN_FIXTURES) {
  const [v1, v2] = [await runPluginFixture(fixture, 'v1'), await runPluginFixture(fixture, 'v2')];
  results.push({ plugin: fixture.plugin, version: fixture.version(), fixture: fixture.text, v1, v2 });
  console.log(`${fixture.plugin}: 1.7.6 ${v1.status}, 2.3.2 ${v2.status}${v2.messages.length ? ` (${v2.messages[0]})` : ''}`);
}
const document = {
  $comment: 'Written by `npm run rsbuild2:plugins` (scripts/rsbuild2-plugins.mjs): production builds of one fixture per plugin with @rsbuild/core 1.7.6 and 2.3.2. Never edit by hand.',
  recorded: new Date().toISOString().slice(0, 10),
  node: process.versions.node,
  results,
};
writeFileSync(OUT, `${JSON.stringify(document, null, 1)}\n`);
console.log(`→ ${path.relative(ROOT, OUT)}`);
