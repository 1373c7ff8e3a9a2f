#!/usr/bin/env node
/**
 * `npm run rsbuild2:registry`: records what the npm registry says about the
 * packages the Rsbuild 2 guide makes claims about, with the ordinary `npm`
 * client (`npm view`, as `check:versions` does for its release lists), in
 * `site/rsbuild2/registry.json` with the date. The guide's registry facts
 * (`registry.facts` in `site/rsbuild2/data.ts`) are checked against this file
 * by `tests/rsbuild2-registry.test.ts`, offline.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'site/rsbuild2/registry.json');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Packages whose release list and dist-tags are recorded; the listed versions also get their package.json fields. */
const PACKAGES = {
  '@rsdoctor/rspack-plugin': ['latest'],
  '@rsdoctor/core': ['latest'],
  '@rsbuild/plugin-react': ['latest'],
  '@rsbuild/plugin-svgr': ['latest'],
  '@rsbuild/plugin-babel': ['latest'],
  '@rsbuild/plugin-sass': ['latest'],
  '@rsbuild/plugin-less': ['latest'],
  '@rsbuild/plugin-vue': ['latest'],
  '@rsbuild/plugin-svelte': ['latest'],
  '@rsbuild/plugin-preact': ['latest'],
  '@rsbuild/plugin-solid': ['latest'],
  '@rsbuild/plugin-stylus': ['latest'],
};
const FIELDS = ['version', 'peerDependencies', 'type', 'exports', 'engines'];

function view(spec, ...fields) {
  const result = spawnSync(NPM, ['view', spec, ...fields, '--json'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm view ${spec} ${fields.join(' ')} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

const packages = {};
for (const [pkg, tags] of Object.entries(PACKAGES)) {
  const { 'dist-tags': distTags, versions } = view(pkg, 'dist-tags', 'versions');
  const releases = {};
  for (const tag of tags) {
    const version = distTags[tag];
    const fields = view(`${pkg}@${version}`, ...FIELDS);
    releases[version] = Object.fromEntries(FIELDS.filter((f) => f !== 'version' && fields[f] !== undefined).map((f) => [f, fields[f]]));
  }
  packages[pkg] = { 'dist-tags': distTags, versions, releases };
  console.log(`${pkg}: latest ${distTags.latest}, ${versions.length} versions`);
}

const document = {
  $comment: 'Written by `npm run rsbuild2:registry` (scripts/rsbuild2-registry.mjs) with `npm view`. Never edit by hand.',
  retrieved: new Date().toISOString().slice(0, 10),
  packages,
};
writeFileSync(OUT, `${JSON.stringify(document, null, 1)}\n`);
console.log(`→ ${path.relative(ROOT, OUT)}`);
