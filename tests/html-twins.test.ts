import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagesDifferingFrom, withoutAssetHashes } from '../scripts/lib/html-twins.mjs';

const tmp = mkdtempSync(path.join(tmpdir(), 'html-twins-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function write(dir: string, files: Record<string, string>) {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(tmp, dir, rel)), { recursive: true });
    writeFileSync(path.join(tmp, dir, rel), text);
  }
  return path.join(tmp, dir);
}

describe('the pages of a second build that the HTML check must read', () => {
  const page = (hash: string, body = '<main>Text</main>') =>
    `<!doctype html><html lang="en"><head><script defer src="/static/js/index.${hash}.js"></script><link href="/static/css/styles.${hash}.css" rel="stylesheet"></head><body>${body}</body></html>`;

  it('blanks the content hashes of asset names only', () => {
    expect(withoutAssetHashes(page('65eee06bbd'))).toBe(withoutAssetHashes(page('0123456789')));
    expect(withoutAssetHashes('<a href="/guide/v1.7.6">')).toBe('<a href="/guide/v1.7.6">');
  });

  it('lists a page whose markup differs, and one without a twin; not one that differs only in asset hashes', () => {
    const twin = write('first', { 'a.html': page('65eee06bbd'), 'b.html': page('65eee06bbd'), 'zh/c.html': page('65eee06bbd') });
    const dir = write('second', {
      'a.html': page('0123456789'),
      'b.html': page('0123456789', '<main><button>Search</button></main>'),
      'zh/c.html': page('0123456789'),
      'd.html': page('0123456789'),
    });
    expect(pagesDifferingFrom(dir, twin, ['a.html', 'b.html', 'zh/c.html', 'd.html'])).toEqual(['b.html', 'd.html']);
  });
});
