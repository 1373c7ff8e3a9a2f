import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** The repository files a module imports with a relative path (type-only imports included: they tie the modules too). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm)) {
    const base = path.join(path.dirname(file), match[1]!);
    const target = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => {
      try {
        return statSync(path.join(ROOT, candidate)).isFile();
      } catch {
        return false;
      }
    });
    if (target && SOURCE.test(target)) found.push(target);
  }
  return found;
}

const files = [...sourceFiles('site'), ...sourceFiles('theme'), ...sourceFiles('components')];
const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** One import circle through `start`, as the chain of files, or undefined. */
function circleFrom(start: string): string[] | undefined {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | undefined => {
    for (const next of graph.get(file) ?? []) {
      if (next === start) return [...chain, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...chain, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [start]);
}

describe('imports of the search and the theme', () => {
  it('the search modules of site/ and theme/Search import each other in no circle', () => {
    const circles = files
      .filter((file) => file.startsWith('site/search') || file.startsWith('theme/Search/'))
      .map(circleFrom)
      .filter((circle): circle is string[] => circle !== undefined)
      .map((circle) => circle.join(' → '));
    expect(circles, 'an import circle: move what both sides need into a module both import').toEqual([]);
  });

  it('site/ never imports the theme (shared text logic lives in site/search-text.ts)', () => {
    const wrong = files
      .filter((file) => file.startsWith('site/'))
      .flatMap((file) => (graph.get(file) ?? []).filter((target) => target.startsWith('theme/')).map((target) => `${file} imports ${target}`));
    expect(wrong).toEqual([]);
  });

  it('the browser code (theme/, components/) never imports site/structure.ts, which carries the label table and the sidebar declarations', () => {
    const wrong = files
      .filter((file) => file.startsWith('theme/') || file.startsWith('components/'))
      .flatMap((file) => (graph.get(file) ?? []).filter((target) => target === 'site/structure.ts').map((target) => `${file} imports ${target} (import from site/links.ts)`));
    expect(wrong).toEqual([]);
  });
});
