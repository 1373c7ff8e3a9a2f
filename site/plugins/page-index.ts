/**
 * Fills site/page-index.ts at build time: its code becomes one loader per
 * language, and each loader's module (the same file with `?lang=<lang>`) the
 * list of that language's pages, so that a page loads the list only when it
 * asks for it (404 suggestions, search suggestions).
 */
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { isNotFoundPage } from '../locale-pages';
import { listEntry } from '../page-list';
import type { PageListEntry } from '../page-index';

const PAGE_INDEX_MODULE = path.resolve(import.meta.dirname, '../page-index.ts');
const LANG_QUERY = /^\?lang=([\w-]+)$/;

/** The code of site/page-index.ts in the build: the same exports, one chunk per language. */
export function pageIndexModule(langs: readonly string[], file: string = PAGE_INDEX_MODULE): string {
  const loaders = langs.map((lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(`${file}?lang=${lang}`)})`);
  return `const loaders = {\n  ${loaders.join(',\n  ')}\n};
export function loadPageIndex(lang) {
  const load = loaders[lang];
  return load ? load().then((m) => m.default) : Promise.resolve([]);
}
`;
}

/** The pages of a language as site/page-index.ts lists them: no home or 404 page, no headings. */
export function pageIndexEntries(pages: Iterable<PageIndexInfo>, lang: string): PageListEntry[] {
  return [...pages].filter((p) => p.lang === lang && !isNotFoundPage(p) && p.frontmatter?.pageType !== 'home').map((p) => listEntry(p, []));
}

export function pluginPageIndex(): RspressPlugin {
  const pages = new Map<string, PageIndexInfo>();
  let langs: string[] = [];
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rsbuild-docs:page-index',
    setup(api) {
      api.transform({ test: PAGE_INDEX_MODULE }, ({ resourceQuery, addDependency }) => {
        if (!resourceQuery) return pageIndexModule(langs);
        const lang = LANG_QUERY.exec(resourceQuery)?.[1];
        if (!lang) throw new Error(`site/page-index.ts: unexpected query ${resourceQuery}`);
        // A changed page invalidates the list (also in the persistent build cache).
        for (const page of pages.values()) if (page._filepath) addDependency(page._filepath);
        return `export default ${JSON.stringify(pageIndexEntries(pages.values(), lang))};\n`;
      });
    },
  };
  return {
    name: 'rsbuild-docs:page-index',
    config(config) {
      langs = (config.locales ?? config.themeConfig?.locales ?? []).map((l) => l.lang);
      if (langs.length === 0) langs = [config.lang ?? 'en'];
      return config;
    },
    // The entries are read when the modules compile, after every plugin has filled them in.
    extendPageData(pageData) {
      pages.set(pageData.routePath, pageData);
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
