/**
 * Internal links and their anchors, with file and line. Rspress's build
 * catches dead pages and same-page anchors, but an anchor on another page is
 * checked after that page compiles and a miss is not reported, so this test
 * checks every `#anchor` against the target page's headings.
 */
import { describe, expect, it } from 'vitest';
import { pageFile } from '../site/docs-files';
import { type DocFile, docFiles } from './lib/docs';

const files = docFiles();
const byRel = new Map(files.map((f) => [`${f.lang}:${f.rel}`, f]));

function targetFile(path: string, from: DocFile): DocFile | undefined {
  let route = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (from.lang !== 'en') route = route.replace(new RegExp(`^/${from.lang}(?=/)`), '');
  const rel = pageFile(route, from.lang);
  return rel === undefined ? undefined : byRel.get(`${from.lang}:${rel}`);
}

/** Markdown links `[text](/path#hash)` or `(#hash)` on prose lines (code excluded). */
function internalLinks(f: DocFile): { line: number; path: string; hash?: string }[] {
  const out: { line: number; path: string; hash?: string }[] = [];
  for (const { text, line } of f.page.prose) {
    const withoutCode = text.replace(/`[^`]*`/g, '');
    for (const m of withoutCode.matchAll(/\]\(((?:\/[^)\s#]*)?)(?:#([^)\s]+))?\)/g)) {
      const [, path = '', hash] = m;
      if (!path && !hash) continue;
      out.push({ line, path, hash });
    }
  }
  return out;
}

describe('internal links resolve, anchors included', () => {
  it.each(files.map((f) => [f.display, f] as const))('%s', (_, f) => {
    const problems: string[] = [];
    for (const link of internalLinks(f)) {
      const target = link.path ? targetFile(link.path, f) : f;
      if (!target) {
        problems.push(`${f.display}:${link.line}: ${link.path} is not a page`);
        continue;
      }
      if (link.hash && !target.page.headings.some((h) => h.id === decodeURIComponent(link.hash!))) {
        problems.push(`${f.display}:${link.line}: ${link.path || ''}#${link.hash} — no such heading in ${target.display}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
