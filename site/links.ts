/**
 * Languages, site-wide links and route localization. Kept free of the label
 * table and the sidebar declarations so that theme code can import it
 * without growing the client bundle.
 */
export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const LINKS = {
  changelog: 'https://github.com/web-infra-dev/rsbuild/releases',
  docsV0: 'https://v0.rsbuild.rs/',
  github: 'https://github.com/web-infra-dev/rsbuild',
  x: 'https://x.com/rspack_dev',
  discord: 'https://discord.gg/XsaKEEk4mW',
  bluesky: 'https://bsky.app/profile/rspack.dev',
  assetsRetryPlugin: 'https://github.com/rstackjs/rsbuild-plugin-assets-retry',
} as const;

/** Adds the language prefix to an English route; external URLs are returned as they are. */
export function localizeRoute(route: string, lang: string): string {
  if (lang === DEFAULT_LANG || !lang || /^[a-z]+:/i.test(route)) return route;
  return route === '/' ? `/${lang}/` : `/${lang}${route}`;
}
