/**
 * Every repository path that a comment or a Markdown file names exists, so a
 * note never sends the reader to a file that moved or went away. A path is a
 * token with a folder and an extension (`site/plugins/search.ts`, `./lib/docs.ts`),
 * read from the repository root or from the folder of the file that names it
 * when its first folder is there; one that starts with `/` is an address on
 * the site.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/docs';
import { type TrackedFile, trackedTextFiles } from './lib/tracked-files';

const CODE = /\.(?:[cm]?[jt]sx?|d\.[cm]?ts|css)$/;
const PATH = /(?<![\w@/.:=<>*{}-])(\.{1,2}\/)?((?:[\w.-]+\/)+[\w-]+(?:\.[\w-]+)*\.(?:tsx?|[cm]?js|mts|json|css|mdx?|txt|svg|png|ya?ml))\b(?![/\w-])/g;
/** Folders of the working copy that git does not track: packages, build output, caches. */
const ELSEWHERE = /^(?:node_modules|doc_build\w*|search-records|\.tmp|\.cache|@)|(?:^|\/)node_modules\//;

/** The comment text of one line of code (after `//`, or a line of a block comment), or undefined. */
function commentOf(line: string, inBlock: boolean): string | undefined {
  const trimmed = line.trim();
  if (inBlock || trimmed.startsWith('/*') || trimmed.startsWith('*')) return trimmed;
  const slashes = line.search(/(?<![:'"`\\])\/\/ /);
  return slashes === -1 ? undefined : line.slice(slashes);
}

/** `file:line: path` for every named path that does not exist. */
function missingPaths(file: TrackedFile): string[] {
  const markdown = /\.md$/.test(file.rel);
  if (!markdown && !CODE.test(file.rel)) return [];
  const dir = path.dirname(file.rel);
  const missing: string[] = [];
  let inBlock = false;
  file.text.split('\n').forEach((line, i) => {
    const text = markdown ? line : commentOf(line, inBlock);
    if (!markdown) {
      if (/^\s*\/\*/.test(line) && !line.includes('*/')) inBlock = true;
      else if (line.includes('*/')) inBlock = false;
    }
    if (!text) return;
    for (const match of text.matchAll(PATH)) {
      const named = match[2]!;
      if (ELSEWHERE.test(named) || /https?:\/\/\S*$/.test(text.slice(0, match.index))) continue;
      const bases = match[1] ? [path.join(ROOT, dir, match[1])] : [ROOT, path.join(ROOT, dir)];
      // A path whose first folder is neither at the root nor beside the file names something else (build output, a user's project).
      const top = named.slice(0, named.indexOf('/'));
      if (!bases.some((base) => existsSync(path.join(base, top)))) continue;
      if (!bases.some((base) => existsSync(path.join(base, named)))) missing.push(`${file.rel}:${i + 1}: ${named}`);
    }
  });
  return missing;
}

describe('named paths', () => {
  it('finds a missing path in a comment, not in code, addresses or other folders', () => {
    const text = [
      '/** Added at build time by site/figure-data.ts, see site/plugins/figure-data.ts. */',
      "const file = 'site/gone.ts'; // written to guide/index.md, served as /zh/404.md",
      '// https://example.org/site/gone.ts and node_modules/@rspress/core/dist/x.js',
      '/*',
      ' * ./zoom.ts and ./missing.ts',
      ' */',
    ].join('\n');
    expect(missingPaths({ rel: 'components/Figure/index.tsx', text })).toEqual([
      'components/Figure/index.tsx:1: site/figure-data.ts',
      'components/Figure/index.tsx:5: ./missing.ts',
    ]);
    expect(missingPaths({ rel: 'README.md', text: 'See `theme/Layout/imageZoom.ts`.' })).toEqual(['README.md:1: theme/Layout/imageZoom.ts']);
  });

  it('every path a comment or a Markdown file names exists', () => {
    const files = trackedTextFiles().filter((f) => !f.rel.startsWith('docs/'));
    expect(files.flatMap(missingPaths)).toEqual([]);
  });
});
