#!/usr/bin/env node
// `npm run bench:official -- --repo DIR --out DIR [--no-install]`: writes the official Rsbuild 1.x site
// (`website/` at v1.7.6 of DIR, a clone of web-infra-dev/rsbuild, bare or not) into OUT/website,
// ready to build with this project's Rspress (scripts/lib/official-site.mjs), and installs it.
// Then: `npm run bench -- --against OUT/website --rounds 3`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LLMS_COMMIT, OFFICIAL_TAG, officialConfig, officialPackageJson, officialTsconfig } from './lib/official-site.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const repo = arg('--repo');
const out = arg('--out');
if (!repo || !out) {
  console.error('usage: npm run bench:official -- --repo <clone of web-infra-dev/rsbuild> --out <folder> [--no-install]');
  process.exit(2);
}
const site = path.resolve(out, 'website');
if (existsSync(site)) {
  console.error(`${site} exists already: choose another --out, or remove it`);
  process.exit(2);
}
const git = (...args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });

mkdirSync(out, { recursive: true });
const archive = spawnSync('git', ['-C', repo, 'archive', OFFICIAL_TAG, 'website'], { maxBuffer: 1 << 30 });
if (archive.status !== 0) throw new Error(`git archive ${OFFICIAL_TAG} website failed: ${archive.stderr}`);
const untar = spawnSync('tar', ['-x', '-C', out], { input: archive.stdout });
if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);

const ours = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8'));
const rspress = ours.devDependencies?.['@rspress/core'] ?? ours.dependencies?.['@rspress/core'];
const rsbuild = OFFICIAL_TAG.slice(1);
const edit = (file, change) => writeFileSync(path.join(site, file), change(readFileSync(path.join(site, file), 'utf8')));
edit('package.json', (text) => officialPackageJson(text, { rspress, rsbuild }));
edit('rspress.config.ts', officialConfig);
edit('tsconfig.json', (text) => officialTsconfig(text, git('show', `${OFFICIAL_TAG}:scripts/config/tsconfig.json`)));
// The theme's side of upstream's move to `llms: true`, applied as upstream wrote it.
const patch = git('show', '--format=', LLMS_COMMIT, '--', 'website/theme/index.tsx');
const applied = spawnSync('git', ['apply', '-p2', '-'], { cwd: site, input: patch, encoding: 'utf8' });
if (applied.status !== 0) throw new Error(`the theme change of ${LLMS_COMMIT.slice(0, 7)} does not apply: ${applied.stderr}`);
console.log(`official site written to ${site} (Rspress ${rspress}, @rsbuild/core ${rsbuild})`);

if (!process.argv.includes('--no-install')) {
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: site, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
  console.log(`then: npm run bench -- --against ${site} --rounds 3`);
}
