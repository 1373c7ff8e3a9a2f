#!/usr/bin/env node
/**
 * `npm run rsbuild2:diff`: runs `inspectConfig()` of @rsbuild/core 1.7.6 and
 * 2.3.2 over the matrix of `scripts/lib/rsbuild2-matrix.mjs` and writes every
 * difference of the Rsbuild config and the Rspack config to
 * `site/rsbuild2/effective-diff.json`. `tests/rsbuild2-effective.test.ts` re-runs
 * the matrix and fails when the committed file is out of date.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { effectiveDiffDocument, runMatrix } from './lib/rsbuild2-matrix.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'site/rsbuild2/effective-diff.json');

const started = Date.now();
const differences = await runMatrix();
writeFileSync(OUT, `${JSON.stringify(await effectiveDiffDocument(differences), null, 1)}\n`);
const paths = new Set(differences.map((d) => `${d.layer}:${d.path}`));
console.log(`${differences.length} differences (${paths.size} paths) in ${((Date.now() - started) / 1000).toFixed(1)}s → ${path.relative(ROOT, OUT)}`);
