import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_BUDGETS, KIB, LONG_PAGES, PAGE_JS_BUDGET, budgetFailures } from '../scripts/lib/budgets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const routes = new Set(readFileSync(path.join(root, 'site/routes.txt'), 'utf8').split('\n').map((line) => line.trim()).filter(Boolean));

/** A doc page whose route chunk and first-load JavaScript are `over` KiB above the common budgets. */
const page = (rel: string, over: number) => {
  const route = (CHUNK_BUDGETS['route chunk']! + over) * KIB;
  const rest = (PAGE_JS_BUDGET.doc - CHUNK_BUDGETS['route chunk']!) * KIB;
  return { rel, kind: 'doc' as const, js: route + rest, css: 0, chunks: [{ file: 'static/js/async/x.js', label: 'route chunk', gzip: route }, { file: 'static/js/vendors.js', label: 'other', gzip: rest }] };
};

describe('budgets of long pages (scripts/lib/budgets.mjs LONG_PAGES)', () => {
  it('names only routes of the site', () => {
    for (const route of Object.keys(LONG_PAGES)) expect(routes.has(`/${route}`), `LONG_PAGES: /${route} is not in site/routes.txt`).toBe(true);
  });

  it('adds its extra to the route chunk and first-load budgets of that page, in both languages, and no more', () => {
    for (const [route, extra] of Object.entries(LONG_PAGES)) {
      for (const rel of [`${route}.html`, `zh/${route}.html`]) {
        expect(budgetFailures(page(rel, extra)), rel).toEqual([]);
        expect(budgetFailures(page(rel, extra + 0.1)), rel).toHaveLength(2);
      }
    }
  });

  it('leaves every other page at the common budgets', () => {
    expect(budgetFailures(page('guide/start/quick-start.html', 0.1))).toHaveLength(2);
    expect(budgetFailures(page('guide/start/quick-start.html', 0))).toEqual([]);
  });
});
