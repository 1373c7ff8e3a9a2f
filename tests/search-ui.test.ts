/** The offline search: documents given to Pagefind, keywords, and the pure helpers of the panel. */
import { describe, expect, it } from 'vitest';
import { searchDocument } from '../site/search-index';
import { keywordsFor, optionPathWords } from '../site/search-keywords';
import {
  type PagefindResult,
  answersWord,
  appendPages,
  decodeEntities,
  dropLeadingHeading,
  highlight,
  isPrefixFallback,
  markedWords,
  moveActive,
  parseExcerpt,
  resultLinks,
  suggestTitles,
  titleSimilarity,
  toSearchPage,
  uniquePages,
} from '../theme/Search/results';

const configPage = `---
description: Sets the output folder & its sub-folders.
---

# output.distPath

- **Type:** \`string\`
- **Default:** \`'dist'\`

Where files & folders go, if a > b.

## Example {#example}

Text of the example.
`;

describe('search documents', () => {
  const doc = searchDocument({ lang: 'en', route: '/config/output/dist-path', url: '/config/output/dist-path', source: configPage })!;

  it('carries the title, the section, the option path words and the description as weighted markup', () => {
    expect(doc.title).toBe('output.distPath');
    expect(doc.html).toContain('<html lang="en">');
    expect(doc.html).toContain('data-pagefind-meta="title[content]" content="output.distPath"');
    expect(doc.html).toContain('data-pagefind-meta="section[content]" content="output"');
    expect(doc.html).toContain('data-pagefind-meta="keywords[content]" content="output directory output distPath dist path"');
    expect(doc.html).toMatch(/<h1 data-pagefind-weight="10">output\.distPath<\/h1>/);
    expect(doc.html).toMatch(/<p data-pagefind-weight="5">Sets the output folder &amp; its sub-folders\.<\/p>/);
    expect(doc.html).toContain('<h2 id="example" data-pagefind-weight="5">Example</h2>');
    // Text is escaped, never passed through as markup.
    expect(doc.html).toContain('Where files &amp; folders go, if a &gt; b.');
  });

  it('gives release announcements less weight than reference pages', () => {
    const release = searchDocument({
      lang: 'en',
      route: '/community/releases/v1-0',
      url: '/community/releases/v1-0',
      source: '# Announcing Rsbuild 1.0\n\n## Highlights {#highlights}\n\nLazy compilation is stable.\n',
    })!;
    expect(release.html).toContain('<h1 data-pagefind-weight="4">');
    expect(release.html).toContain('<h2 id="highlights" data-pagefind-weight="1">');
    expect(release.html).toContain('<p data-pagefind-weight="0.4">Lazy compilation is stable.</p>');
  });

  it('localizes Chinese documents', () => {
    const zh = searchDocument({ lang: 'zh', route: '/guide/advanced/ssr', url: '/zh/guide/advanced/ssr', source: '# 服务端渲染\n\n正文。\n' })!;
    expect(zh.html).toContain('<html lang="zh">');
    expect(zh.url).toBe('/zh/guide/advanced/ssr');
    expect(zh.html).toContain('content="SSR 服务器端渲染 服务端渲染 ');
  });

  it('skips a page without any title', () => {
    expect(searchDocument({ lang: 'en', route: '/x', url: '/x', source: 'No heading.\n' })).toBeNull();
  });
});

describe('search keywords', () => {
  it('splits option paths into their parts and words', () => {
    expect(optionPathWords('output.distPath')).toBe('output distPath dist path');
    expect(optionPathWords('dev.client')).toBe('dev client');
    expect(optionPathWords('Server-side rendering')).toBe('');
  });

  it('adds the page keywords of the language', () => {
    expect(keywordsFor('/guide/advanced/ssr', 'en', 'Server-side rendering')).toBe('SSR server side rendering server bundle');
    expect(keywordsFor('/config/dev/lazy-compilation', 'en', 'dev.lazyCompilation')).toBe('faster dev server startup on demand dev lazyCompilation lazy compilation');
    expect(keywordsFor('/guide/start/', 'en', 'Introduction')).toBe('');
  });

  it('adds the words a Chinese query is cut into after the Chinese terms', () => {
    const zh = keywordsFor('/config/dev/lazy-compilation', 'zh', 'dev.lazyCompilation');
    expect(zh.startsWith('懒编译 按需编译 启动速度 加快启动 dev lazyCompilation lazy compilation ')).toBe(true);
    // `启动速度` as the browser's word breaker cuts it, each word once.
    const words = zh.split(' ');
    expect(words).toContain('启动');
    expect(words).toContain('速度');
    expect(words.filter((w) => w === '启动')).toHaveLength(1);
  });
});

describe('search results', () => {
  it('turns excerpts into marked text without HTML', () => {
    expect(parseExcerpt('Use <mark>alias</mark> &amp; <b>more</b> &lt;x&gt; &#x27;y&#39;')).toEqual([
      { text: 'Use ', mark: false },
      { text: 'alias', mark: true },
      { text: " & more <x> 'y'", mark: false },
    ]);
    expect(decodeEntities('&quot;a&quot; &nbsp;&unknown;')).toBe('"a"  &unknown;');
  });

  it('highlights the words of the query in titles', () => {
    expect(highlight('resolve.alias', 'Alias')).toEqual([
      { text: 'resolve.', mark: false },
      { text: 'alias', mark: true },
    ]);
    expect(highlight('路径别名', '别名')).toEqual([
      { text: '路径', mark: false },
      { text: '别名', mark: true },
    ]);
    expect(highlight('Title', '  ')).toEqual([{ text: 'Title', mark: false }]);
  });

  it('drops the heading that starts a snippet, whole or cut', () => {
    const seg = (text: string) => [{ text, mark: false }];
    expect(dropLeadingHeading(seg('Pitfalls. Aliases only'), 'Pitfalls')).toEqual(seg('Aliases only'));
    expect(dropLeadingHeading(seg('resolve.alias. Maps import paths'), 'resolve.alias')).toEqual(seg('Maps import paths'));
    expect(dropLeadingHeading(seg('声明别名. 对于项目'), '在 tsconfig.json 中声明别名')).toEqual(seg('对于项目'));
    expect(dropLeadingHeading(seg('Other text. More'), 'Pitfalls')).toEqual(seg('Other text. More'));
  });

  it('groups a result: page snippet plus its best three headings in page order', () => {
    const sub = (id: string, score: number) => ({
      title: id,
      url: `/p#${id}`,
      excerpt: `${id}. text <mark>hit</mark>`,
      anchor: { element: 'h2', id, location: 1 },
      weighted_locations: [{ weight: 1, balanced_score: score, location: 1 }],
    });
    const page = toSearchPage({
      url: '/p',
      excerpt: 'ignored',
      meta: { title: 'Page', section: 'Guide' },
      sub_results: [{ title: 'Page', url: '/p', excerpt: 'Page. intro <mark>hit</mark>' }, sub('a', 1), sub('b', 5), sub('c', 3), sub('d', 4)],
    });
    expect(page.title).toBe('Page');
    expect(page.section).toBe('Guide');
    expect(page.snippet).toEqual([
      { text: 'intro ', mark: false },
      { text: 'hit', mark: true },
    ]);
    expect(page.sections.map((s) => s.heading)).toEqual(['b', 'c', 'd']);
    expect(page.sections[0]!.snippet[0]).toEqual({ text: 'text ', mark: false });
    expect(resultLinks([page])).toEqual(['/p', '/p#b', '/p#c', '/p#d']);
  });

  it('adds later pages only to the query they belong to, each URL once', () => {
    const page = (url: string) => ({ url, title: url, section: '', snippet: [], sections: [], marked: [] });
    const polyfill = { query: 'polyfill' };
    const browserslist = { query: 'browserslist' };
    const shown = { outcome: browserslist, pages: [page('/a'), page('/b')] };
    // The rest of an earlier query's pages arrive after the reader typed on: dropped.
    expect(appendPages(shown, polyfill, [page('/x'), page('/y')])).toBe(shown);
    // A page already on screen is not listed twice (the rows are keyed by URL).
    const next = appendPages(shown, browserslist, [page('/b'), page('/c'), page('/c')]);
    expect(next.pages.map((p) => p.url)).toEqual(['/a', '/b', '/c']);
    expect(appendPages(next, browserslist, [page('/a')])).toBe(next);
    expect(uniquePages([page('/a'), page('/a'), page('/b')]).map((p) => p.url)).toEqual(['/a', '/b']);
  });

  it('moves the active option with wrapping', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('suggestions on the no-results screen', () => {
  const pages = [
    { title: 'Tailwind CSS v4', routePath: '/guide/styling/tailwindcss', lang: 'en' },
    { title: 'Tailwind CSS v3', routePath: '/guide/styling/tailwindcss-v3', lang: 'en' },
    { title: 'performance.chunkSplit', routePath: '/config/performance/chunk-split', lang: 'en' },
    { title: 'UnoCSS', routePath: '/guide/styling/unocss', lang: 'en' },
    { title: 'Tailwind CSS v4', routePath: '/zh/guide/styling/tailwindcss', lang: 'zh' },
    { title: '路径别名', routePath: '/zh/guide/advanced/alias', lang: 'zh' },
  ];

  it('suggests at most three titles of the language that look like the query', () => {
    expect(suggestTitles('tailwnd', pages, 'en')).toEqual(['Tailwind CSS v3', 'Tailwind CSS v4']);
    expect(suggestTitles('chunk splt', pages, 'en')).toEqual(['performance.chunkSplit']);
    expect(suggestTitles('路经别名', pages, 'zh')).toEqual(['路径别名']);
    expect(suggestTitles('kafka', pages, 'en')).toEqual([]);
    expect(suggestTitles('css', [...pages, ...pages.map((p) => ({ ...p, title: `${p.title} CSS` }))], 'en').length).toBeLessThanOrEqual(3);
  });

  it('compares titles by their character pairs', () => {
    expect(titleSimilarity('alias', 'alias')).toBe(1);
    expect(titleSimilarity('', 'alias')).toBe(0);
    expect(titleSimilarity('distpath', 'output.distPath')).toBeGreaterThan(0.5);
  });
});

describe("Pagefind's prefix fallback", () => {
  const result = (excerpt: string, subs: string[] = []): PagefindResult => ({
    url: '/x',
    excerpt,
    meta: { title: 'X' },
    sub_results: subs.map((sub, i) => ({ title: `h${i}`, url: `/x#h${i}`, excerpt: sub })),
  });

  it('drops a result whose highlights only share a short prefix with the query', () => {
    expect(isPrefixFallback('tailwnd', result('Folder. <mark>-t,</mark> --template | Template name'))).toBe(true);
    expect(isPrefixFallback('xyzzyq', result('becomes <mark>primary-Xy12ab</mark> base'))).toBe(true);
    expect(isPrefixFallback('tailwnd config', result('<mark>t</mark> and <mark>c</mark>'))).toBe(true);
  });

  it('keeps real matches: stems, plurals, short words, option paths, Chinese', () => {
    expect(isPrefixFallback('rendering', result('server side <mark>render</mark>s pages'))).toBe(false);
    expect(isPrefixFallback('configs', result('<mark>config</mark> file'))).toBe(false);
    expect(isPrefixFallback('js', result('plain <mark>JS</mark> files'))).toBe(false);
    expect(isPrefixFallback('output.distPath', result('set <mark>output.distPath</mark>'))).toBe(false);
    expect(isPrefixFallback('tailwind', result('x', ['Use <mark>Tailwind</mark> CSS']))).toBe(false);
    expect(isPrefixFallback('别名', result('配置<mark>别名</mark>'))).toBe(false);
  });

  it('keeps a result without highlights (found by its title or keywords)', () => {
    expect(isPrefixFallback('ssr', result('Render pages on the server.'))).toBe(false);
  });

  it('reads the highlighted words of the excerpt and of the sections', () => {
    expect(markedWords(result('<mark>Dev</mark> server', ['a <mark>proxy&amp;x</mark>']))).toEqual(['dev', 'proxy', 'x']);
    expect(answersWord('tailwnd', 't')).toBe(false);
    expect(answersWord('tailwind', 'tailwindcss')).toBe(true);
  });
});
