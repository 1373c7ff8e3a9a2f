/** Entry-page locale redirect, per-language 404 pages and their removal from the sitemap and llms outputs (site/locale-pages.ts and its plugin). */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { LlmsTxtContext, PageIndexInfo, RspressPlugin } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { renderLlmsTxt, withoutPages } from '../site/llms';
import { NOT_FOUND_ROUTES, VISITED_KEY, entryLocaleRedirectScript, entryRedirectTarget } from '../site/locale-pages';
import { pluginLocalePages } from '../site/plugins/locale-pages';
import { dropFromLlmsFullTxt } from '../site/plugins/rspress-internals';
import { pluginSitemap, sitemapXml } from '../site/plugins/sitemap';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Runs the inline script in a fake browser; returns where it navigated and the stored flag. */
function runScript(input: { pathname: string; language: string; userAgent: string; visited: boolean; search?: string; hash?: string }) {
  const store = new Map<string, string>(input.visited ? [[VISITED_KEY, '1']] : []);
  let replaced: string | undefined;
  const location = {
    pathname: input.pathname,
    search: input.search ?? '',
    hash: input.hash ?? '',
    replace: (url: string) => (replaced = url),
  };
  const window = { location };
  vm.runInNewContext(entryLocaleRedirectScript(), {
    window,
    location,
    navigator: { language: input.language, userAgent: input.userAgent },
    localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
  });
  return { replaced, flag: store.get(VISITED_KEY) ?? null };
}

describe('entry-page locale redirect', () => {
  const cases = [
    { pathname: '/', language: 'zh-CN', userAgent: CHROME, visited: false, to: '/zh/' },
    { pathname: '/index.html', language: 'zh-TW', userAgent: CHROME, visited: false, to: '/zh/' },
    { pathname: '/', language: 'zh', userAgent: CHROME, visited: true, to: undefined },
    { pathname: '/', language: 'en-US', userAgent: CHROME, visited: false, to: undefined },
    { pathname: '/', language: 'fr-FR', userAgent: CHROME, visited: false, to: undefined },
    { pathname: '/', language: 'zh-CN', userAgent: BOT, visited: false, to: undefined },
    { pathname: '/guide/start/', language: 'zh-CN', userAgent: CHROME, visited: false, to: undefined },
    { pathname: '/zh/guide/start/', language: 'en-US', userAgent: CHROME, visited: false, to: undefined },
    { pathname: '/no-such-page', language: 'zh-CN', userAgent: CHROME, visited: false, to: undefined },
    { pathname: '/zh/', language: 'en-US', userAgent: CHROME, visited: false, to: undefined },
  ];

  for (const { to, ...input } of cases) {
    it(`${input.pathname} (${input.language}${input.userAgent === BOT ? ', crawler' : ''}${input.visited ? ', visited' : ''}) → ${to ?? 'stays'}`, () => {
      expect(entryRedirectTarget(input)).toBe(to);
      expect(runScript(input).replaced).toBe(to);
    });
  }

  it('stores the visited flag on the entry page only, and not for crawlers', () => {
    expect(runScript({ pathname: '/', language: 'en-US', userAgent: CHROME, visited: false }).flag).toBe('1');
    expect(runScript({ pathname: '/', language: 'zh-CN', userAgent: CHROME, visited: false }).flag).toBe('1');
    expect(runScript({ pathname: '/guide/start/', language: 'zh-CN', userAgent: CHROME, visited: false }).flag).toBeNull();
    expect(runScript({ pathname: '/', language: 'zh-CN', userAgent: BOT, visited: false }).flag).toBeNull();
  });

  it('keeps the query and hash', () => {
    expect(runScript({ pathname: '/', language: 'zh-CN', userAgent: CHROME, visited: false, search: '?a=1', hash: '#x' }).replaced).toBe('/zh/?a=1#x');
  });
});

describe('the plugin', () => {
  const configure = (plugin: RspressPlugin) =>
    plugin.config!({ route: { localeRedirect: 'auto' }, llms: true }, { addPlugin: () => {}, removePlugin: () => {} }, true) as {
      route: { localeRedirect: string };
      llms: { llmsTxt?: unknown };
      builderConfig?: { html?: { tags?: { children?: string }[] } };
    };

  it("replaces Rspress's every-page redirect with the entry-page script", () => {
    const config = configure(pluginLocalePages());
    expect(config.route.localeRedirect).toBe('never');
    expect(config.builderConfig?.html?.tags?.[0]?.children).toBe(entryLocaleRedirectScript());
    expect(typeof config.llms.llmsTxt).toBe('function');
  });

  it("adds no script with localeRedirect: 'never'", () => {
    const config = configure(pluginLocalePages({ localeRedirect: 'never' }));
    expect(config.route.localeRedirect).toBe('never');
    expect(config.builderConfig?.html?.tags ?? []).toEqual([]);
  });

  it('adds a 404 page per non-default language, out of the search index', async () => {
    expect(NOT_FOUND_ROUTES).toEqual(['/zh/404']);
    const pages = await pluginLocalePages().addPages!({}, true);
    expect(pages).toEqual([{ routePath: '/zh/404', content: "---\npageType: '404'\nsearch: false\n---\n" }]);
  });

  it('leaves 404 pages out of the sitemap', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sitemap-'));
    try {
      const source = path.join(dir, 'page.mdx');
      writeFileSync(source, '# Page');
      utimesSync(source, new Date('2026-01-02T03:04:05Z'), new Date('2026-01-02T03:04:05Z'));
      const sitemap = pluginSitemap({ origin: 'https://example.test/' });
      const page = (routePath: string, pageType?: string) => ({ routePath, _filepath: source, frontmatter: pageType ? { pageType } : {} }) as unknown as PageIndexInfo;
      for (const p of [page('/zh/404', '404'), page('/zh/'), page('/')]) void sitemap.extendPageData!(p, true);
      void sitemap.afterBuild!({ outDir: dir }, true);
      const xml = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
      const url = (loc: string, priority: string) =>
        `<url><loc>${loc}</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod><priority>${priority}</priority><changefreq>monthly</changefreq></url>`;
      expect(xml).toBe(sitemapXml([]).replace('</urlset>', `${url('https://example.test/', '1.0')}${url('https://example.test/zh/', '0.5')}</urlset>`));
      expect(sitemapXml([])).toBe('<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('llms outputs without the 404 pages', () => {
  const url = 'https://v1.rsbuild.rs/zh/404.md';
  const pageOf = (routePath: string, title: string, description?: string) => ({
    routePath,
    title,
    description,
    link: `https://v1.rsbuild.rs${routePath}.md`,
    frontmatter: {},
    lang: 'zh',
    version: '',
  });
  const context = (sections: LlmsTxtContext['sections']): LlmsTxtContext => ({
    title: 'Rsbuild',
    description: '构建工具',
    lang: 'zh',
    version: '',
    base: '/',
    siteOrigin: 'https://v1.rsbuild.rs',
    sections,
  });

  it('render llms.txt as a title, a description and a list of pages per section', () => {
    const text = renderLlmsTxt(context([{ title: '指南', pages: [pageOf('/zh/guide/a', 'A', '简介'), pageOf('/zh/guide/b', 'B')] }]));
    expect(text).toBe('# Rsbuild\n\n> 构建工具\n\n## 指南\n\n- [A](https://v1.rsbuild.rs/zh/guide/a.md): 简介\n- [B](https://v1.rsbuild.rs/zh/guide/b.md)');
    expect(renderLlmsTxt({ ...context([]), description: undefined })).toBe('# Rsbuild');
  });

  it('drop the page from llms.txt, and a section left empty', () => {
    const render = withoutPages(NOT_FOUND_ROUTES);
    const guide = { title: '指南', pages: [pageOf('/zh/guide/a', 'A')] };
    expect(render(context([guide, { title: 'Others', pages: [pageOf('/zh/404', '')] }]))).toBe(renderLlmsTxt(context([guide])));
    expect(render(context([{ ...guide, pages: [...guide.pages, pageOf('/zh/404', '')] }]))).toBe(renderLlmsTxt(context([guide])));
  });

  it('keep a renderer the configuration sets', () => {
    const llmsTxt = (c: LlmsTxtContext) => c.sections.map((s) => s.title).join(',');
    const config = pluginLocalePages().config!({ llms: { llmsTxt } }, { addPlugin: () => {}, removePlugin: () => {} }, true) as {
      llms: { llmsTxt: (c: LlmsTxtContext) => string };
    };
    expect(config.llms.llmsTxt(context([{ title: 'A', pages: [pageOf('/zh/a', 'A')] }, { title: 'B', pages: [pageOf('/zh/404', '')] }]))).toBe('A');
  });

  it('drop the page block of the full bundle', () => {
    const a = '---\nurl: https://v1.rsbuild.rs/zh/a.md\n---\n\n# A\n\n';
    const notFound = '---\nurl: https://v1.rsbuild.rs/zh/404.md\n---\n\n# \n\n';
    const b = '---\nurl: https://v1.rsbuild.rs/zh/b.md\n---\n\n# B\n';
    expect(dropFromLlmsFullTxt(a + notFound + b, [url])).toBe(a + b);
  });
});
