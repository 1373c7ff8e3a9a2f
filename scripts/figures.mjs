#!/usr/bin/env node
// `npm run figures`: writes the SVG figures (docs/public/figures/<name>.<lang>.svg) and their
// size, alt text and caption (components/Figure/figures.json) from the drawings in scripts/figures/.
// tests/figures.test.ts fails when the committed files differ from what this writes.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderFigures } from './figures/index.mjs';

const root = path.join(import.meta.dirname, '..');
const files = renderFigures();
const dir = path.join(root, 'docs/public/figures');
mkdirSync(dir, { recursive: true });
// Drop the files of figures that no longer exist.
for (const file of readdirSync(dir)) {
  if (!files.has(`docs/public/figures/${file}`)) rmSync(path.join(dir, file));
}
for (const [file, content] of files) {
  writeFileSync(path.join(root, file), content);
  console.log(`${file} (${Buffer.byteLength(content)} B)`);
}
