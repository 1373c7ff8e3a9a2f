#!/usr/bin/env node
/**
 * `npm run check:versions`: checks every "Version history" row of the docs
 * against the published packages. Each row's probe (see CONTRIBUTING.md) must
 * hold in the stated release and not in the release before it.
 *
 *   node scripts/check-versions.mjs             download what is missing, check every row
 *   node scripts/check-versions.mjs --offline   use the cache only; skip (exit 0) when there is no cache
 *   node scripts/check-versions.mjs --brief     list only the rows that are not confirmed
 *   node scripts/check-versions.mjs --json      print the results as JSON
 *   node scripts/check-versions.mjs config/output/source-map   only pages whose path contains this
 *
 * Cache: `.cache/versions/` (override with RSBUILD_VERSIONS_CACHE). Exit code 1
 * when a row is wrong or a page's table/probes are malformed; undecidable rows
 * are listed with the reason and do not fail.
 *
 * RSBUILD_REPO=<clone of web-infra-dev/rsbuild> also checks each recorded
 * `tag vX.Y.Z commit <sha>` with `git tag --contains <sha>`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { TarballCache } from './lib/npm-tarballs.mjs';
import { EXCLUDED_RELEASES, checkRows, collectPages, formatReport, verifyEvidence } from './lib/version-check.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const offline = args.includes('--offline');
const json = args.includes('--json');
const brief = args.includes('--brief');
const filters = args.filter((a) => !a.startsWith('--'));
const cacheDir = path.resolve(ROOT, process.env.RSBUILD_VERSIONS_CACHE || '.cache/versions');
const shown = path.relative(ROOT, cacheDir).startsWith('..') ? cacheDir : path.relative(ROOT, cacheDir);

const started = Date.now();
const cache = new TarballCache({ dir: cacheDir, offline, log: (m) => json || console.log(`  ${m}`) });
if (offline && !cache.exists()) {
  console.log(
    `check:versions SKIPPED: no cache at ${shown}. ` +
      'Run `npm run check:versions` once (it downloads the releases it needs) to check the Version history tables.',
  );
  process.exit(0);
}

const pages = collectPages(path.join(ROOT, 'docs')).filter(
  (p) => filters.length === 0 || filters.some((f) => p.file.includes(f)),
);
const { results, problems } = checkRows(pages, cache, EXCLUDED_RELEASES);
const repo = process.env.RSBUILD_REPO;
if (repo) {
  const tagsContaining = (commit) => {
    const result = spawnSync('git', ['-C', repo, 'tag', '--contains', commit], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr || `git tag --contains ${commit} failed`);
    return result.stdout.split('\n').filter(Boolean);
  };
  problems.push(...verifyEvidence(pages, tagsContaining));
  if (!json) console.log(`  recorded tags checked against ${repo}`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);

if (json) {
  console.log(JSON.stringify({ results, problems, seconds: Number(seconds), downloads: cache.downloads }, null, 2));
} else {
  console.log(formatReport(results, problems, { brief }));
  console.log(`\n${seconds}s, ${cache.downloads} release(s) downloaded, cache: ${shown}${offline ? ' (offline)' : ''}`);
}
const failed = problems.length > 0 || results.some((r) => r.status === 'wrong');
process.exit(failed ? 1 : 0);
