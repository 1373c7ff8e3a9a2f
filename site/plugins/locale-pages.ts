/**
 * The entry-page locale redirect (Rspress's own acts on every page, so it is
 * switched off) and a prerendered 404 page per non-default language, kept out
 * of the search index, llms.txt, llms-full.txt and the Markdown twins. The
 * logic is site/locale-pages.ts.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { DEFAULT_LANG, LANGS } from '../links';
import { withoutPages } from '../llms';
import { type LocaleRedirectMode, NOT_FOUND_ROUTES, entryLocaleRedirectScript } from '../locale-pages';
import { dropFromLlmsFullTxt, markdownTwinFile, markdownTwinUrl } from './rspress-internals';

/** `localeRedirect`: `'auto'` (default) redirects the entry page; `'never'` turns it off. */
export function pluginLocalePages(options: { localeRedirect?: LocaleRedirectMode } = {}): RspressPlugin {
  const mode = options.localeRedirect ?? 'auto';
  return {
    name: 'rsbuild-docs:locale-pages',
    config(config) {
      config.route = { ...config.route, localeRedirect: 'never' };
      if (config.llms) {
        const llms = typeof config.llms === 'object' ? config.llms : {};
        config.llms = { ...llms, llmsTxt: withoutPages(NOT_FOUND_ROUTES, llms.llmsTxt) };
      }
      if (mode === 'never') return config;
      const builder = (config.builderConfig ??= {});
      const html = (builder.html ??= {});
      const tags = html.tags ? (Array.isArray(html.tags) ? html.tags : [html.tags]) : [];
      html.tags = [{ tag: 'script', children: entryLocaleRedirectScript(), head: true, append: false }, ...tags];
      return config;
    },
    addPages() {
      // `search: false` keeps the page out of the search index.
      return NOT_FOUND_ROUTES.map((routePath) => ({ routePath, content: "---\npageType: '404'\nsearch: false\n---\n" }));
    },
    afterBuild(config, isProd) {
      // Rspress writes a Markdown twin and an llms-full.txt block for every route; a 404 page is no documentation.
      if (!isProd || !config.outDir) return;
      const outDir = config.outDir;
      const urls = NOT_FOUND_ROUTES.map((route) => markdownTwinUrl(route, config.siteOrigin));
      for (const route of NOT_FOUND_ROUTES) rmSync(path.join(outDir, markdownTwinFile(route)), { force: true });
      for (const lang of LANGS) {
        const file = path.join(outDir, lang === DEFAULT_LANG ? '' : lang, 'llms-full.txt');
        if (existsSync(file)) writeFileSync(file, dropFromLlmsFullTxt(readFileSync(file, 'utf8'), urls));
      }
    },
  };
}
