/**
 * The version-check probes under Version history tables (MDX comments) never
 * reach readers: not the rendered page, not the generated Markdown, not any
 * search data.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

test('no built file holds a probe: pages, Markdown, llms.txt, search data', () => {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      : [];
  const files = [...walk(OUT), ...walk(path.join(OUT, '..', 'search-records'))].filter((f) => /\.(html|md|txt|json|js|xml)$/.test(f));
  expect(files.some((f) => /search_index\..*\.json$|records\.en\.json$/.test(f))).toBe(true);
  const leaks = files.filter((f) => readFileSync(f, 'utf8').includes('version-check'));
  expect(leaks).toEqual([]);
});
