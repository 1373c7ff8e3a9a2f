/**
 * The version-check probes under Version history tables (MDX comments) never
 * reach readers: not the rendered page, not the generated Markdown, not the
 * offline search index.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { open } from './helpers';

const OUT = path.resolve(import.meta.dirname, '..', 'doc_build');

for (const prefix of ['', '/zh']) {
  test(`a Version history table renders without its probes (${prefix || 'en'})`, async ({ page, request }) => {
    await open(page, `${prefix}/config/output/source-map`);
    const table = page.locator('h2#version-history + * table');
    await expect(table).toContainText('v1.1.5');
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('version-check');
    expect(text).not.toContain('sourceMap?: boolean | SourceMap');

    const markdown = await request.get(`${prefix}/config/output/source-map.md`);
    expect(markdown.ok()).toBe(true);
    const md = await markdown.text();
    expect(md).toContain('v1.1.5');
    expect(md).not.toContain('version-check');
  });
}

test('the offline search index holds no probes', () => {
  const dir = path.join(OUT, 'static');
  const indexes = readdirSync(dir).filter((f) => /^search_index\..*\.json$/.test(f));
  expect(indexes.length).toBeGreaterThanOrEqual(2);
  for (const file of indexes) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    expect(text, file).toContain('v1.1.5');
    expect(text, file).not.toContain('version-check');
  }
});
