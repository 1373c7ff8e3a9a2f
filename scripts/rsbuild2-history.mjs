#!/usr/bin/env node
/**
 * `npm run rsbuild2:history -- <git dir of web-infra-dev/rsbuild>`: records the
 * breaking changes of Rsbuild between v1.7.6 and the newest commit of the given
 * clone in `site/rsbuild2/release-history.json`: every commit whose subject is
 * marked breaking (`type!:` or `type(scope)!:`) or whose message says
 * "BREAKING", plus the unmarked commits listed in `UNMARKED` below, each with
 * its first release tag. `site/rsbuild2/history.ts` says which entry of the
 * guide explains each one; `tests/rsbuild2-history.test.ts` checks both.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'site/rsbuild2/release-history.json');
const FROM = 'v1.7.6';

/** Commits that change what a 1.x project gets without being marked breaking (found through the effective diff and the packages). */
const UNMARKED = [
  '84c856886', // default content hash length 8 → 10
  'a3439b148', // detectSyntax 'auto' in the default SWC config
  '1e8dab765', // import.meta.env.SSR
  '3602e639f', // `var` in web runtime code
  'c165817ed', // chunk splitting for Node.js builds
  'b364b9016', // source import enabled
  'a6c98a33f', // plugin-vue drops Rsbuild 1
  'e53c07138', // text import attributes for assets
  '751f96b76', // PDF assets
  'acf113400', // txt assets
  '17e6c9cab', // webmanifest assets
  'c43d33871', // vtt assets
  '67d5711d1', // jxl assets
  '5a83cba35', // dev.watchFiles reloads on added and removed files
  'aa13542ae', // server.printUrls lists at most 10 routes by default
  'a2c456633', // performance.removeConsole keeps the side effects of arguments
  '797fd9db0', // per-package chunk names npm.<scope>.<name> → npm-<scope>_<name>
  'd5294a3e3', // output.manifest: entry assets carry the asset prefix
  'b76a77dc2', // ?worker imports
  'bc597b3b8', // ?url imports of CSS
  '2acffd371', // mergeRsbuildConfig: single callbacks override instead of forming arrays
  'c33e6638f', // mergeRsbuildConfig: dev.writeToDisk overrides
  '296c7020a', // loadEnv rejects empty prefixes
  '0d90bf868', // config file lookup order
  '998574517', // HTTP/2 server with HTTPS and proxy
  '0dabc35f5', // no compression for text/event-stream
  '895b356a5', // an empty assetPrefix stays empty
  'a0bde8e47', // dev.lazyCompilation off without HMR and live reload
  'b789c28d6', // dev.lazyCompilation serverUrl from dev.client
  '83aae83bb', // preview server falls back to index.html like the dev server
  'd1c48fb46', // server.base matched by whole path segments
  'a14cb3af0', // security.sri with the native HTML plugin
  '71f9022df', // server.port 0 reports the port the server got
  'aceda4bcc', // source.transformImport passed as the top-level SWC transformImport
  '8762b7600', // logLevel sets the instance logger, not the exported one
  'de8a224c9', // server.printUrls prints the base URL when there is no HTML
  '4bfbcc0dd', // output.manifest integrity without the HTML plugin
];

const gitDir = process.argv[2] || process.env.RSBUILD_REPO;
if (!gitDir) {
  console.error('usage: npm run rsbuild2:history -- <git dir of a clone of web-infra-dev/rsbuild>');
  process.exit(1);
}
const git = (...args) => {
  const result = spawnSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
};

const head = git('rev-parse', 'HEAD').trim();
const describe = git('describe', '--tags', '--match', 'v*', 'HEAD').trim();
const SEP = '\u001f';
const commits = git('log', `--format=%H${SEP}%cs${SEP}%s${SEP}%b%x1e`, `${FROM}..HEAD`)
  .split('\u001e')
  .map((block) => block.trim())
  .filter(Boolean)
  .map((block) => {
    const [sha, date, subject, body = ''] = block.split(SEP);
    return { sha, date, subject, marked: /^\w+(\([^)]*\))?!:/.test(subject) || /BREAKING/.test(body) };
  });
const wanted = commits.filter((c) => c.marked || UNMARKED.some((u) => c.sha.startsWith(u)));
for (const u of UNMARKED) if (!commits.some((c) => c.sha.startsWith(u))) throw new Error(`${u} is not between ${FROM} and HEAD`);

const firstTag = (sha) =>
  git('tag', '--contains', sha, '--sort=v:refname')
    .split('\n')
    .find((t) => /^v\d+\.\d+\.\d+$/.test(t)) ?? null;

const document = {
  $comment: 'Written by `npm run rsbuild2:history` (scripts/rsbuild2-history.mjs) from a clone of github:web-infra-dev/rsbuild. Never edit by hand.',
  source: 'https://github.com/web-infra-dev/rsbuild',
  from: FROM,
  head: { sha: head, describe, date: git('log', '-1', '--format=%cs', 'HEAD').trim() },
  retrieved: new Date().toISOString().slice(0, 10),
  commits: wanted.map((c) => ({ sha: c.sha.slice(0, 9), date: c.date, subject: c.subject, marked: c.marked, tag: firstTag(c.sha) })),
};
writeFileSync(OUT, `${JSON.stringify(document, null, 1)}\n`);
console.log(`${document.commits.length} commits (${document.commits.filter((c) => c.marked).length} marked breaking) from ${FROM} to ${describe} → ${path.relative(ROOT, OUT)}`);
