import { describe, expect, it } from 'vitest';
import { levenshtein, normalizePath, suggestPages } from '../../theme/lib/suggest';

const page = (routePath: string, title: string, lang = 'en') => ({ routePath, title, lang });
const pages = [
  page('/', 'Rsbuild'),
  page('/guide/start/', 'Introduction'),
  page('/guide/start/quick-start', 'Quick start'),
  page('/guide/start/features', 'Features'),
  page('/guide/basic/server', 'Dev server'),
  page('/guide/basic/cli', 'CLI'),
  page('/config/dev/hmr', 'dev.hmr'),
  page('/config/server/port', 'server.port'),
  page('/config/html/title', 'html.title'),
  page('/zh/', 'Rsbuild', 'zh'),
  page('/zh/guide/start/quick-start', '快速上手', 'zh'),
  page('/zh/config/dev/hmr', 'dev.hmr', 'zh'),
  page('/zh/guide/basic/server', '开发服务器', 'zh'),
];

describe('levenshtein', () => {
  it('counts edits', () => {
    expect(levenshtein('', 'abc')).toBe(3);
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('same', 'same')).toBe(0);
  });
});

describe('normalizePath', () => {
  it('drops the language prefix, .html, /index and trailing slashes', () => {
    expect(normalizePath('/zh/guide/start/index.html', 'zh', 'en')).toBe('/guide/start');
    expect(normalizePath('/Guide/Start/', 'en', 'en')).toBe('/guide/start');
    expect(normalizePath('/guide/%E4%BD%A0', 'en', 'en')).toBe('/guide/你');
    expect(normalizePath('/zh', 'zh', 'en')).toBe('/');
  });
});

describe('suggestPages', () => {
  it('puts the page with a misspelt path first', () => {
    const result = suggestPages('/guide/start/quik-start', pages, { lang: 'en', defaultLang: 'en' });
    expect(result[0]?.routePath).toBe('/guide/start/quick-start');
  });
  it('finds a page that moved to another section', () => {
    const result = suggestPages('/config/basic/hmr', pages, { lang: 'en', defaultLang: 'en' });
    expect(result[0]?.routePath).toBe('/config/dev/hmr');
  });
  it('returns at most five pages, all of the same language', () => {
    const en = suggestPages('/guide/whatever', pages, { lang: 'en', defaultLang: 'en' });
    expect(en.length).toBeLessThanOrEqual(5);
    expect(en.length).toBeGreaterThan(0);
    expect(en.every((p) => p.lang === 'en')).toBe(true);
    const zh = suggestPages('/zh/guide/start/quick-strat', pages, { lang: 'zh', defaultLang: 'en' });
    expect(zh[0]?.routePath).toBe('/zh/guide/start/quick-start');
    expect(zh.every((p) => p.lang === 'zh')).toBe(true);
    expect(suggestPages('/x', pages, { lang: 'en', defaultLang: 'en', limit: 2 })).toHaveLength(2);
  });
  it('never suggests the missing path itself and lists each page once', () => {
    const dupes = [...pages, page('/guide/start/quick-start', 'Quick start')];
    const result = suggestPages('/guide/start/quick-start.html', dupes, { lang: 'en', defaultLang: 'en' });
    expect(result.map((p) => p.routePath)).not.toContain('/guide/start/quick-start');
    expect(new Set(result.map((p) => p.routePath)).size).toBe(result.length);
  });
  it('is stable for equal scores', () => {
    const a = suggestPages('/nothing-like-it', pages, { lang: 'en', defaultLang: 'en' });
    const b = suggestPages('/nothing-like-it', [...pages].reverse(), { lang: 'en', defaultLang: 'en' });
    expect(a.map((p) => p.routePath)).toEqual(b.map((p) => p.routePath));
  });
});
