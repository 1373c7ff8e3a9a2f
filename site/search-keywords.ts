/**
 * Words readers type that a page does not (or not prominently) use for its
 * own subject: abbreviations, the other spelling of a term, the parts of an
 * option path. They are indexed with a high weight on that page only and
 * are never shown. Keep entries to real reader vocabulary; the relevance
 * suite (tests/search-queries.json) checks the effect.
 */
import type { Lang } from './structure';

type Words = { en?: string; zh?: string; both?: string };

/** Extra words per English route. */
const PAGE_KEYWORDS: Record<string, Words> = {
  '/guide/advanced/ssr': { both: 'SSR', en: 'server side rendering', zh: '服务器端渲染 服务端渲染' },
  '/guide/advanced/hmr': { both: 'HMR', en: 'hot reload', zh: '模块热替换 热重载' },
  '/config/security/sri': { both: 'SRI', en: 'subresource integrity', zh: '子资源完整性' },
  '/guide/migration/cra': { both: 'CRA', en: 'create react app' },
  '/config/dev/lazy-compilation': { zh: '懒编译 按需编译' },
  '/config/html/favicon': { zh: '网站图标 标签页图标' },
  '/config/output/dist-path': { en: 'output directory', zh: '输出目录' },
  // The option's title is its path; Chinese readers look for it by the Chinese word.
  '/config/server/port': { zh: '端口' },
  // The page on `.env` files: a file-name query (`.env.local` → `env local`) should open it before the pages that mention the files.
  '/guide/advanced/env-vars': { both: 'dotenv env local' },
};

/** `output.distPath` → `output distPath dist path`: the path, its segments and their words. */
export function optionPathWords(title: string): string {
  if (!/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/.test(title) && !/^[a-z][A-Za-z]*$/.test(title)) return '';
  const segments = title.split('.');
  const words = segments.flatMap((s) => s.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(' '));
  return [...new Set([...segments, ...words])].join(' ');
}

/** Keywords of one page in one language (empty string when it has none). */
export function keywordsFor(route: string, lang: Lang, title: string): string {
  const entry = PAGE_KEYWORDS[route];
  const words = [entry?.both, entry?.[lang]];
  if (route.startsWith('/config/')) words.push(optionPathWords(title));
  return words.filter(Boolean).join(' ');
}
