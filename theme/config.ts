/**
 * Theme settings that are not part of Rspress's `themeConfig`.
 */
export const THEME = {
  /** Repository shown as the hero's secondary (GitHub) link. */
  githubUrl: 'https://github.com/web-infra-dev/rsbuild',
  /** Where the hero's Get Started button goes (English route; `/zh` is prefixed on Chinese pages). */
  getStartedRoute: '/guide/start/quick-start',
  announcement: {
    /** localStorage key that remembers a dismissal. Change it to show a new announcement again. */
    storageKey: 'rsbuild-v1-docs-announcement-dismissed',
    href: 'https://rsbuild.rs/',
    /** i18n key of the text. */
    textKey: 'announcementText',
  },
  /** Scroll distance (px) after which the landing header stops being transparent. */
  landingOpaqueAt: 100,
} as const;

/** Adds the language prefix to an English route (`/guide/` → `/zh/guide/`). */
export function localizeHref(route: string, lang: string, defaultLang: string): string {
  if (!lang || lang === defaultLang || /^[a-z]+:/i.test(route)) return route;
  return route === '/' ? `/${lang}/` : `/${lang}${route}`;
}
