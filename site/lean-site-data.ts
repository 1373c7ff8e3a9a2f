/**
 * Keeps the list of all pages out of the JavaScript that every page loads
 * first.
 *
 * Rspress puts every page's title, description, frontmatter, last-updated
 * time and source path (374 pages, about 44 KiB gzip) into `virtual-page-data`,
 * a module of the entry chunk, only to pick the current page's entry from it
 * when a route loads. This plugin moves each page's own entry into that
 * page's route chunk (through the page metadata Rspress compiles into every
 * MDX module) and leaves `pageData.pages` empty on first load. The pages an
 * overview page lists travel in that overview page's chunk; the list of all
 * pages of a language, which the 404 page needs for its suggestions, is a
 * separate chunk loaded on demand (`loadPageIndex` in theme/lib/site-data.ts).
 * The Markdown rendering for llms.txt (environment `node_md`) keeps the full
 * list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { getRouteChunkName } from '@rspress/core/dist/node/route/routeChunkAssets.js';
import type { RouteMeta } from '@rspress/shared';
import type { Processor } from 'unified';
import { addedIn } from './added-in';

/** Environments whose bundles read the lean page data (browser and HTML prerendering); `node_md` keeps the full list. */
const LEAN_ENVIRONMENTS = new Set(['web', 'node']);
/** Query of the on-demand page index modules: `virtual-page-data?rsb-page-index=<lang>`. */
export const PAGE_INDEX_QUERY = 'rsb-page-index';

/** Fields of a page entry that never go to the browser with it (large, or already in the page module). */
const NOT_IN_ROUTE_META = new Set(['content', '_flattenContent', '_filepath', 'toc', 'title', 'frontmatter', 'headingTitle']);

/** Entry of the page list as the theme reads it: enough to link to a page and describe it. */
export interface PageListEntry {
  routePath: string;
  title: string;
  lang: string;
  version: string;
  frontmatter: { description?: unknown };
  toc: { id: string; text: string; depth: number }[];
  /** The 1.x release that brought the page's option (site/added-in.ts); absent when it was in 1.0. */
  addedIn?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Per-page fields added to the page's own metadata (what `initPageData` took from the global list). */
export function routeMeta(page: PageIndexInfo): Record<string, unknown> {
  return Object.fromEntries(Object.entries(page).filter(([key]) => !NOT_IN_ROUTE_META.has(key)));
}

/** Whether a route is listed by the overview page at `overviewRoute` (same rule as Rspress's Overview). */
export function listedByOverview(overviewRoute: string, routePath: string): boolean {
  const prefix = overviewRoute.replace(/overview$/, '');
  const norm = (p: string) => p.replace(/\/$/, '').toLowerCase();
  return routePath.startsWith(prefix) && norm(routePath) !== norm(overviewRoute);
}

/** Heading depths an overview page shows (frontmatter `overviewHeaders`, default `[2]`). */
function overviewDepths(frontmatter: Record<string, unknown>): number[] {
  const value = frontmatter.overviewHeaders;
  return Array.isArray(value) ? value.filter((d): d is number => typeof d === 'number') : [2];
}

export function listEntry(page: PageIndexInfo, depths: number[]): PageListEntry {
  const description = page.frontmatter?.description;
  const added = page._filepath ? addedIn(page._filepath) : undefined;
  return {
    routePath: page.routePath,
    title: page.title,
    lang: page.lang,
    version: page.version,
    frontmatter: description === undefined ? {} : { description },
    toc: page.toc.filter((h) => depths.includes(h.depth)).map(({ id, text, depth }) => ({ id, text, depth })),
    ...(added ? { addedIn: added } : {}),
  };
}

/**
 * `virtual-page-data` with an on-demand page index per language; when `lean`,
 * with an empty page list (the search index hashes stay).
 */
export function pageDataModule(original: string, langs: string[], lean: boolean): string {
  const hashes = /export const searchIndexHash = ([\s\S]*?);?\s*$/.exec(original)?.[1];
  if (hashes === undefined || !original.includes('export const pageData = ')) {
    throw new Error('[lean-site-data] virtual-page-data no longer has the expected exports; update site/lean-site-data.ts for this Rspress version');
  }
  const loaders = langs
    .map((lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(`virtual-page-data?${PAGE_INDEX_QUERY}=${lang}`)})`)
    .join(',\n  ');
  return [
    ...(lean
      ? [
          '// Page entries arrive with each route (page metadata); see site/lean-site-data.ts.',
          'export const pageData = { pages: [] };',
          `export const searchIndexHash = ${hashes};`,
        ]
      : [original]),
    `const pageIndexLoaders = {\n  ${loaders}\n};`,
    '/** All pages of a language (routePath, title, lang, version, description), loaded on demand. */',
    'export function loadPageIndex(lang) {',
    '  const load = pageIndexLoaders[lang];',
    '  return load ? load().then((m) => m.default) : Promise.resolve([]);',
    '}',
    '',
  ].join('\n');
}

/**
 * The same route objects as Rspress's `virtual-routes` (path, element,
 * filePath, preload, lang, version, and the same route chunk names), built by
 * one function from a table instead of two declarations and an object
 * literal per route.
 */
export interface CompactRoutesOptions {
  /** Whether a route is an overview page (frontmatter `overview: true`). */
  isOverview?: (route: RouteMeta) => boolean;
  /** Module exporting `preloadOverview` (theme/Overview): the overview's code, loaded with overview routes only. */
  overviewModule?: string;
  /** Module exporting `HydratedPage` (theme/Layout/HydratedPage.tsx), which wraps each page's element. */
  pageModule?: string;
}

export function compactRoutesModule(routes: RouteMeta[], { isOverview = () => false, overviewModule, pageModule }: CompactRoutesOptions = {}): string {
  let overviews = 0;
  const rows = routes.map((r) => {
    const args = [r.routePath, r.relativePath, r.lang, r.version].map((v) => JSON.stringify(v)).join(', ');
    const load = `() => import(/* webpackChunkName: ${JSON.stringify(getRouteChunkName(r))} */ ${JSON.stringify(r.absolutePath)})`;
    const overview = overviewModule && isOverview(r);
    if (overview) overviews++;
    return `r(${args}, ${load}${overview ? ', preloadOverview' : ''})`;
  });
  let imports = overviews && overviewModule ? `import { preloadOverview } from ${JSON.stringify(overviewModule)};\n` : '';
  if (pageModule) imports += `import { HydratedPage } from ${JSON.stringify(pageModule)};\n`;
  const element = pageModule ? 'React.createElement(HydratedPage, null, React.createElement(Route))' : 'React.createElement(Route)';
  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
${imports}// Compact form of Rspress's route table; see site/lean-site-data.ts.
// \`also\` loads what the page needs besides its own chunk (the overview's code).
function r(path, filePath, lang, version, load, also) {
  const Route = lazyWithPreload(load);
  return { path, element: ${element}, filePath, preload: async () => { await Promise.all([Route.preload(), also?.()]); return load(); }, lang, version };
}
export const routes = [
${rows.join(',\n')}
];
`;
}

/** Whether a page's source declares it an overview page (frontmatter `overview: true`). */
export function isOverviewSource(source: string): boolean {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  return /^overview:\s*true\s*$/m.test(frontmatter);
}

export function pluginLeanSiteData(): RspressPlugin {
  const pages = new Map<string, PageIndexInfo>();
  let langs: string[] = [];
  let themeDir = path.join(process.cwd(), 'theme');

  /** Adds the page's own entry (and, on overview pages, the entries it lists) to the compiled page metadata. */
  function remarkRouteMeta(this: Processor) {
    const data = this.data() as unknown as { pageMeta?: Record<string, unknown> & { frontmatter?: Record<string, unknown> } };
    return (_tree: unknown, file: { path?: string }) => {
      const meta = data.pageMeta;
      const page = file.path ? pages.get(file.path) : undefined;
      if (!meta || !page) return;
      const frontmatter = meta.frontmatter ?? {};
      Object.assign(meta, routeMeta(page));
      // The compiled frontmatter is newer than the page list in `rspress dev`.
      if (typeof frontmatter.description === 'string') meta.description = frontmatter.description;
      if (frontmatter.overview === true) {
        const depths = overviewDepths(frontmatter);
        meta.rsbOverviewPages = [...pages.values()]
          .filter((p) => p.lang === page.lang && p.version === page.version && listedByOverview(page.routePath, p.routePath))
          .map((p) => listEntry(p, depths));
      }
    };
  }

  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rsbuild-docs:lean-page-data',
    setup(api) {
      // Rspress adds the theme (`@theme`) as a pre-entry. An entry's exports all count as
      // used, so every component of the default theme that theme/index.tsx re-exports
      // (`export *`) would be bundled into the first load, used or not (package-manager
      // tabs and their icons, tabs, tags...). The theme has no side effects of its own
      // (Layout imports the site's styles), so it is left to be imported by name.
      api.modifyRsbuildConfig((config) => {
        const preEntry = config.source?.preEntry;
        if (Array.isArray(preEntry) && config.source) config.source.preEntry = preEntry.filter((entry) => entry !== '@theme');
      });
      // The theme entry only re-exports. Without side effects, a component that only
      // pages import resolves straight to its module and stays out of the entry chunk.
      api.modifyBundlerChain((chain) => {
        chain.module
          .rule('rsbuild-docs:theme-entry-side-effect-free')
          .test(new RegExp(`^${escapeRegExp(path.join(themeDir, 'index'))}\\.[jt]sx?$`))
          .sideEffects(false);
      });
      // Route chunk files are named by id: the runtime then maps chunk ids to
      // hashes only, without a second table of 374 route chunk names.
      api.modifyBundlerChain((chain, { environment, isProd }) => {
        const name = chain.output.get('chunkFilename');
        if (isProd && environment.name === 'web' && typeof name === 'string') chain.output.chunkFilename(name.replace('[name]', '[id]'));
      });
      // `enforce: 'post'` runs after Rspress's own virtual-module transforms.
      api.transform(
        { test: /[\\/]virtual-page-data\.js$/, resourceQuery: { not: [new RegExp(PAGE_INDEX_QUERY)] }, enforce: 'post' },
        ({ code, environment }) => pageDataModule(code, langs, LEAN_ENVIRONMENTS.has(environment.name)),
      );
      api.transform({ test: /[\\/]virtual-page-data\.js$/, resourceQuery: new RegExp(PAGE_INDEX_QUERY), enforce: 'post' }, ({ resourceQuery }) => {
        const lang = new URLSearchParams(resourceQuery.replace(/^\?/, '')).get(PAGE_INDEX_QUERY);
        const list = [...pages.values()].filter((p) => p.lang === lang && p.frontmatter?.pageType !== 'home').map((p) => listEntry(p, []));
        return `export default ${JSON.stringify(list)};\n`;
      });
    },
  };

  return {
    name: 'rsbuild-docs:lean-site-data',
    config(config) {
      langs = (config.locales ?? config.themeConfig?.locales ?? []).map((l) => l.lang);
      if (langs.length === 0) langs = [config.lang ?? 'en'];
      if (config.themeDir) themeDir = path.resolve(config.themeDir);
      return config;
    },
    // Runs before any page is compiled; the entries are read when the pages compile,
    // after every plugin (last-updated time, feeds) has filled them in.
    extendPageData(pageData) {
      const file = (pageData as PageIndexInfo)._filepath;
      if (file) pages.set(file, pageData as PageIndexInfo);
    },
    // Rspress builds `virtual-routes` from this method of its route service.
    routeServiceGenerated(routeService: { generateRoutesCodeByRouteMeta(routes: RouteMeta[]): string }) {
      routeService.generateRoutesCodeByRouteMeta = (routes) =>
        compactRoutesModule(routes, {
          isOverview: (route) => isOverviewSource(readFileSync(route.absolutePath, 'utf8')),
          overviewModule: path.join(themeDir, 'Overview'),
          pageModule: path.join(themeDir, 'Layout/HydratedPage.tsx'),
        });
    },
    markdown: { remarkPlugins: [remarkRouteMeta] },
    builderConfig: {
      plugins: [rsbuildPlugin],
      splitChunks: {
        // Nothing a page needs is split out of its route chunk into a shared chunk
        // that its HTML would not preload: modules shared by pages stay in each
        // page's chunk, so the route's preload link covers all of it.
        chunks: 'initial',
      },
    },
  };
}
