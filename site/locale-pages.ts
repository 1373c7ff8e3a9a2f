/**
 * Language-aware entry and error pages (the plugin is site/plugins/locale-pages.ts).
 *
 * - The locale redirect acts on the entry page only: a first-time visitor
 *   whose browser prefers another site language is sent from `/` to that
 *   language's home (`/zh/`), once (a visited flag is stored), never for
 *   crawlers. Any other address — a shared deep link, a 404 — keeps the
 *   language it names.
 * - Each non-default language gets its own prerendered 404 page
 *   (`/zh/404` → `zh/404.html`), which static hosts serve for unknown paths
 *   under `/zh/`, so the page is in Chinese from the first paint.
 */
import { DEFAULT_LANG, LANGS } from './links';

/** localStorage key of the visited flag (the same key as Rspress's own redirect). */
export const VISITED_KEY = 'rspress-visited';
/** User agents that are never redirected. */
const CRAWLER_PATTERN = /bot|spider|crawl|lighthouse/i;
/** Paths that count as the entry page. */
const ENTRY_PATHS = ['/', '/index.html'];

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

/** Routes of the 404 pages of the non-default languages (`/zh/404`); the default language's is Rspress's own `/404`. */
export const NOT_FOUND_ROUTES = LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => `/${lang}/404`);

/** Whether a page is a 404 page (Rspress's own, or one of `NOT_FOUND_ROUTES`). */
export const isNotFoundPage = (page: { routePath: string; frontmatter?: { pageType?: unknown } }) =>
  page.frontmatter?.pageType === '404' || NOT_FOUND_ROUTES.includes(page.routePath);

