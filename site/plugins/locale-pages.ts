/**
 * Language-aware entry and error pages.
 *
 * - The locale redirect acts on the entry page only: a first-time visitor
 *   whose browser prefers another site language is sent from `/` to that
 *   language's home (`/zh/`), once (a visited flag is stored), never for
 *   crawlers. Any other address — a shared deep link, a 404 — keeps the
 *   language it names. Rspress's own redirect acts on every page, so it is
 *   switched off and replaced by this inline script.
 * - Each non-default language gets its own prerendered 404 page
 *   (`/zh/404` → `zh/404.html`), which static hosts serve for unknown paths
 *   under `/zh/`, so the page is in Chinese from the first paint.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { DEFAULT_LANG, LANGS, type Lang } from '../links';

/** localStorage key of the visited flag (the same key as Rspress's own redirect). */
export const VISITED_KEY = 'rspress-visited';
/** User agents that are never redirected. */
export const CRAWLER_PATTERN = /bot|spider|crawl|lighthouse/i;
/** Paths that count as the entry page. */
export const ENTRY_PATHS = ['/', '/index.html'];

export type LocaleRedirectMode = 'auto' | 'never';

/**
 * Where the entry-page redirect sends a visitor, or `undefined` to stay.
 * Mirrors the inline script below; unit-tested.
 */
export function entryRedirectTarget(input: {
  pathname: string;
  language: string;
  userAgent: string;
  visited: boolean;
  langs?: readonly string[];
  defaultLang?: string;
}): string | undefined {
  const { pathname, language, userAgent, visited, langs = LANGS, defaultLang = DEFAULT_LANG } = input;
  if (!ENTRY_PATHS.includes(pathname) || CRAWLER_PATTERN.test(userAgent) || visited) return undefined;
  const primary = language.split('-')[0]!.toLowerCase();
  return primary !== defaultLang && langs.includes(primary) ? `/${primary}/` : undefined;
}

/** The inline script (ES5, runs in `<head>` before anything is painted). */
export function entryLocaleRedirectScript(langs: readonly string[] = LANGS, defaultLang: string = DEFAULT_LANG): string {
  const data = JSON.stringify({ langs, defaultLang, key: VISITED_KEY, entry: ENTRY_PATHS });
  return [
    '(function(){',
    `var c=${data},l=window.location;`,
    'if(c.entry.indexOf(l.pathname)<0)return;',
    `if(${CRAWLER_PATTERN.toString()}.test(navigator.userAgent))return;`,
    'try{if(localStorage.getItem(c.key))return;localStorage.setItem(c.key,"1")}catch(e){return}',
    'var t=(navigator.language||"").split("-")[0].toLowerCase();',
    'if(t!==c.defaultLang&&c.langs.indexOf(t)>=0)l.replace("/"+t+"/"+l.search+l.hash)',
    '})()',
  ].join('');
}

/** Route of the 404 page of a non-default language (`/zh/404`). */
export const notFoundRoute = (lang: Lang) => `/${lang}/404`;
/** Routes of the extra 404 pages (the default language's is Rspress's own `/404`). */
export const NOT_FOUND_ROUTES = LANGS.filter((lang) => lang !== DEFAULT_LANG).map(notFoundRoute);

const isNotFoundPage = (page: { routePath: string; frontmatter?: { pageType?: unknown } }) =>
  page.frontmatter?.pageType === '404' || NOT_FOUND_ROUTES.includes(page.routePath);

/**
 * Removes pages from an `llms.txt` index: their `- [title](url)` lines, and a
 * `## section` heading left without pages.
 */
export function dropFromLlmsTxt(text: string, urls: readonly string[]): string {
  const lines = text.split('\n').filter((line) => !urls.some((url) => line.startsWith('- [') && line.includes(`](${url})`)));
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('## ')) {
      const next = lines.slice(i + 1).find((l) => l.trim() !== '');
      if (next === undefined || next.startsWith('## ')) {
        while (kept.length && kept[kept.length - 1]!.trim() === '') kept.pop();
        continue;
      }
    }
    kept.push(line);
  }
  return kept.join('\n').replace(/\n*$/, text.endsWith('\n') ? '\n' : '');
}

/** Removes pages from an `llms-full.txt` bundle: the blocks that open with `---\nurl: <url>\n---`. */
export function dropFromLlmsFullTxt(text: string, urls: readonly string[]): string {
  return text
    .split(/(?=^---\nurl: )/m)
    .filter((block) => !urls.some((url) => block.startsWith(`---\nurl: ${url}\n`)))
    .join('');
}

/**
 * Keeps a plugin from seeing the 404 pages (e.g. the sitemap plugin, which
 * lists every page it is shown).
 */
export function withoutNotFoundPages(plugin: RspressPlugin): RspressPlugin {
  const extend = plugin.extendPageData;
  if (!extend) return plugin;
  return {
    ...plugin,
    extendPageData: (pageData, isProd) => (isNotFoundPage(pageData) ? undefined : extend.call(plugin, pageData, isProd)),
  };
}

/**
 * The plugin: the entry-page locale redirect (`localeRedirect`, default
 * `'auto'`; `'never'` turns it off) and a prerendered 404 page per
 * non-default language, kept out of the search index (the sitemap plugin is
 * wrapped with `withoutNotFoundPages`).
 */
export function pluginLocalePages(options: { localeRedirect?: LocaleRedirectMode } = {}): RspressPlugin {
  const mode = options.localeRedirect ?? 'auto';
  return {
    name: 'rsbuild-docs:locale-pages',
    config(config: UserConfig) {
      // Rspress's redirect would act on every page; ours acts on the entry page only.
      config.route = { ...config.route, localeRedirect: 'never' };
      if (mode === 'never') return config;
      const builder = (config.builderConfig ??= {});
      const html = (builder.html ??= {});
      const tags = html.tags ? (Array.isArray(html.tags) ? html.tags : [html.tags]) : [];
      html.tags = [{ tag: 'script', children: entryLocaleRedirectScript(), head: true, append: false }, ...tags];
      return config;
    },
    afterBuild(config, isProd) {
      // Rspress writes a Markdown twin and an llms entry for every route; a 404 page is no documentation.
      if (!isProd || !config.outDir) return;
      const outDir = config.outDir;
      const urls = NOT_FOUND_ROUTES.map((route) => `${config.siteOrigin ?? ''}${route}.md`);
      for (const route of NOT_FOUND_ROUTES) rmSync(path.join(outDir, `${route}.md`), { force: true });
      for (const lang of LANGS) {
        const dir = path.join(outDir, lang === DEFAULT_LANG ? '' : lang);
        for (const [file, drop] of [
          ['llms.txt', dropFromLlmsTxt],
          ['llms-full.txt', dropFromLlmsFullTxt],
        ] as const) {
          const abs = path.join(dir, file);
          if (existsSync(abs)) writeFileSync(abs, drop(readFileSync(abs, 'utf8'), urls));
        }
      }
    },
    addPages() {
      // `search: false` keeps the page out of the search index.
      return NOT_FOUND_ROUTES.map((routePath) => ({ routePath, content: "---\npageType: '404'\nsearch: false\n---\n" }));
    },
  };
}
