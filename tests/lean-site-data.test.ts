import { describe, expect, it } from 'vitest';
import type { PageIndexInfo } from '@rspress/core';
import { isOverviewSource, listEntry, listedByOverview } from '../site/page-list';
import { pageIndexEntries, pageIndexModule } from '../site/plugins/page-index';
import { leanPageDataModule, ownPageFields, routeTableModule } from '../site/plugins/rspress-internals';
import { CHUNK_BUDGETS, PAGE_JS_BUDGET, budgetFailures, chunkLabel, pageKind } from '../scripts/lib/budgets.mjs';

const page = {
  routePath: '/config/dev/hmr',
  title: 'dev.hmr',
  lang: 'en',
  version: '',
  toc: [
    { id: 'example', text: 'Example', depth: 2, charIndex: 4 },
    { id: 'sub', text: 'Sub', depth: 3, charIndex: 9 },
  ],
  content: 'a long text',
  _flattenContent: 'x',
  _filepath: '/abs/docs/en/config/dev/hmr.mdx',
  _relativePath: 'en/config/dev/hmr.mdx',
  frontmatter: { description: 'Hot module replacement.' },
  description: 'Hot module replacement.',
  lastUpdatedTime: '1/1/2026',
} as unknown as PageIndexInfo;

describe('lean site data', () => {
  it("moves a page's own fields to its compiled metadata, without content, toc or frontmatter", () => {
    expect(ownPageFields(page)).toEqual({
      routePath: '/config/dev/hmr',
      lang: 'en',
      version: '',
      _relativePath: 'en/config/dev/hmr.mdx',
      description: 'Hot module replacement.',
      lastUpdatedTime: '1/1/2026',
    });
  });

  it('lists the pages below an overview page, with their headings of the depths it shows', () => {
    expect(listedByOverview('/config/', '/config/dev/hmr')).toBe(true);
    expect(listedByOverview('/config/', '/config/')).toBe(false);
    expect(listedByOverview('/config/', '/guide/start/')).toBe(false);
    expect(listEntry(page, [2])).toEqual({
      routePath: '/config/dev/hmr',
      title: 'dev.hmr',
      lang: 'en',
      version: '',
      frontmatter: { description: 'Hot module replacement.' },
      toc: [{ id: 'example', text: 'Example', depth: 2 }],
    });
  });

  it("gives an overview entry the 1.x release of its page's option, read from the English Version history", () => {
    const zh = { ...page, routePath: '/zh/config/dev/browser-logs', lang: 'zh', _filepath: '/abs/docs/zh/config/dev/browser-logs.mdx' } as unknown as PageIndexInfo;
    expect(listEntry(zh, [2]).addedIn).toBe('v1.5.13');
    expect(listEntry(page, [2])).not.toHaveProperty('addedIn');
  });

  it('empties the page list for the browser and keeps the search index hashes', () => {
    const original = 'export const pageData = {"pages":[{"routePath":"/"}]};\n          export const searchIndexHash = {"###en":"abc"};';
    const lean = leanPageDataModule(original);
    expect(lean).toContain('export const pageData = { pages: [] };');
    expect(lean).toContain('export const searchIndexHash = {"###en":"abc"};');
    expect(() => leanPageDataModule('export default {}')).toThrow(/pageData.*no longer holds.*site\/plugins\/lean-site-data\.ts/s);
  });

  it('loads the page index of a language as a chunk of its own, without the home and 404 pages', () => {
    const code = pageIndexModule(['en', 'zh'], '/abs/site/page-index.ts');
    expect(code).toContain('"zh": () => import("/abs/site/page-index.ts?lang=zh")');
    expect(code).toMatch(/^export function loadPageIndex\(lang\)/m);
    const home = { ...page, routePath: '/', frontmatter: { pageType: 'home' } } as unknown as PageIndexInfo;
    const zh = { ...page, routePath: '/zh/config/dev/hmr', lang: 'zh' } as PageIndexInfo;
    const notFound = { ...page, routePath: '/zh/404', lang: 'zh', frontmatter: { pageType: '404' } } as unknown as PageIndexInfo;
    expect(pageIndexEntries([home, page, zh, notFound], 'en')).toEqual([{ ...listEntry(page, []), toc: [] }]);
    expect(pageIndexEntries([home, page, zh, notFound], 'zh').map((p) => p.routePath)).toEqual(['/zh/config/dev/hmr']);
  });

  it('writes the route table as one row per route with the chunk name Rspress expects', () => {
    const code = routeTableModule([
      { routePath: '/guide/start/', pureRoutePath: '/guide/start/', absolutePath: '/abs/docs/en/guide/start/index.mdx', relativePath: 'en/guide/start/index.mdx', pageName: 'index', lang: 'en', version: '' },
    ]);
    expect(code).toMatch(/r\("\/guide\/start\/", "en\/guide\/start\/index\.mdx", "en", "", \(\) => import\(\/\* webpackChunkName: "route-[0-9a-f]{12}" \*\/ "\/abs\/docs\/en\/guide\/start\/index\.mdx"\)\)/);
    expect(code).toContain('export const routes = [');
    expect(code).not.toContain('preloadOverview');
    expect(code).toContain('element: React.createElement(Route)');
  });

  it('wraps each page in the component that marks the page hydrated', () => {
    const code = routeTableModule(
      [{ routePath: '/a', pureRoutePath: '/a', absolutePath: '/abs/docs/en/a.mdx', relativePath: 'en/a.mdx', pageName: 'a', lang: 'en', version: '' }],
      { pageModule: '/abs/theme/Layout/HydratedPage.tsx' },
    );
    expect(code).toContain('import { HydratedPage } from "/abs/theme/Layout/HydratedPage.tsx";');
    expect(code).toContain('element: React.createElement(HydratedPage, { path }, React.createElement(Route))');
  });

  it("loads the overview's code with overview routes only", () => {
    const route = (routePath: string, file: string) => ({ routePath, pureRoutePath: routePath, absolutePath: `/abs/docs/${file}`, relativePath: file, pageName: 'index', lang: 'en', version: '' });
    const code = routeTableModule([route('/config/', 'en/config/index.mdx'), route('/config/root', 'en/config/root.mdx')], {
      isOverview: (r) => r.routePath === '/config/',
      overviewModule: '/abs/theme/Overview',
    });
    expect(code).toContain('import { preloadOverview } from "/abs/theme/Overview";');
    expect(code).toMatch(/r\("\/config\/", [^\n]*, preloadOverview\)/);
    expect(code).toMatch(/r\("\/config\/root", [^\n]*\)\)(,|\n)/);
    expect(code).not.toMatch(/r\("\/config\/root", [^\n]*preloadOverview/);
    expect(isOverviewSource('---\ntitle: Config\noverview: true\n---\n\n# Config')).toBe(true);
    expect(isOverviewSource('---\ntitle: Config\n---\n\noverview: true')).toBe(false);
    expect(isOverviewSource('# No frontmatter')).toBe(false);
  });
});

describe('page-weight budgets', () => {
  it('labels chunks and page kinds', () => {
    expect(chunkLabel('doc_build/static/js/lib-react.0123456789.js', false)).toBe('lib-react');
    expect(chunkLabel('doc_build/static/js/n.0123456789.js', false)).toBe('vendors');
    expect(chunkLabel('doc_build/static/js/async/pb.0123456789.js', true)).toBe('route chunk (home)');
    expect(pageKind('zh/index.html')).toBe('home');
    expect(pageKind('config/index.html')).toBe('doc');
  });

  it('names the page and the chunk over budget', () => {
    const indexBudget = CHUNK_BUDGETS.index;
    if (indexBudget === undefined) throw new Error('scripts/lib/budgets.mjs has no budget for the "index" chunk');
    const failures = budgetFailures({
      rel: 'config/dev/hmr.html',
      kind: 'doc',
      chunks: [{ file: 'static/js/index.0123456789.js', label: 'index', gzip: (indexBudget + 1) * 1024 }],
      js: (PAGE_JS_BUDGET.doc + 1) * 1024,
      css: 1024,
    });
    const over = (indexBudget + 1).toFixed(1);
    const pageOver = (PAGE_JS_BUDGET.doc + 1).toFixed(1);
    expect(failures).toEqual([
      `config/dev/hmr.html: chunk "index" (static/js/index.0123456789.js) is ${over} KiB, budget ${indexBudget} KiB`,
      `config/dev/hmr.html: first-load JS is ${pageOver} KiB, budget ${PAGE_JS_BUDGET.doc} KiB (index ${over} KiB)`,
    ]);
  });
});
