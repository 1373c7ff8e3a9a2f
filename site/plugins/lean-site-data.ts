/**
 * Keeps the list of all pages out of the JavaScript that every page loads
 * first.
 *
 * Rspress puts every page's title, description, frontmatter, last-updated
 * time and source path (374 pages, about 44 KiB gzip) into the page data of
 * the entry chunk, only to pick the current page's entry from it when a route
 * loads. This plugin moves each page's own entry into that page's module
 * (its compiled metadata) and leaves the browser's page list empty; the pages
 * an overview page lists travel in that overview page's module
 * (`rsbOverviewPages`). The list of all pages of a language is
 * site/page-index.ts, loaded on demand. The Markdown rendering for llms.txt
 * keeps the full list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RouteService, RspressPlugin } from '@rspress/core';
import type { Processor } from 'unified';
import { escapeRegExp } from '../regexp';
import { isOverviewSource, listEntry, listedByOverview, overviewDepths } from '../page-list';
import {
  ENVIRONMENTS,
  PAGE_DATA_MODULE,
  compiledPageMeta,
  leanPageDataModule,
  ownPageFields,
  removeThemePreEntry,
  replaceRouteTable,
  routeTableModule,
} from './rspress-internals';

/** Environments whose bundles read the lean page data: the browser and the HTML prerendering. */
const LEAN_ENVIRONMENTS = new Set<string>([ENVIRONMENTS.browser, ENVIRONMENTS.html]);

/** The Rsbuild side: the theme out of the entry, lean page data, async chunks named by id. */
function rsbuildPlugin(themeDir: () => string): RsbuildPlugin {
  return {
    name: 'rsbuild-docs:lean-site-data',
    setup(api) {
      // An entry's exports all count as used: as a pre-entry, every component of the
      // default theme that theme/index.tsx re-exports would be in the first load, used
      // or not. The theme has no side effects of its own, so it is imported by name only.
      api.modifyRsbuildConfig((config) => removeThemePreEntry(config));
      // The theme entry only re-exports: a component that only pages import then
      // resolves straight to its module and stays out of the entry chunk.
      api.modifyBundlerChain((chain) => {
        chain.module
          .rule('rsbuild-docs:theme-entry-side-effect-free')
          .test(new RegExp(`^${escapeRegExp(path.join(themeDir(), 'index'))}\\.[jt]sx?$`))
          .sideEffects(false);
      });
      // Async chunks are named by id: the runtime then maps chunk ids to hashes only,
      // without a second table of 374 route chunk names.
      api.modifyBundlerChain((chain, { environment, isProd }) => {
        if (!isProd || environment.name !== ENVIRONMENTS.browser) return;
        const name = chain.output.get('chunkFilename');
        if (typeof name !== 'string' || !name.includes('[name]')) throw new Error(`[lean-site-data] unexpected chunk file name ${String(name)}`);
        chain.output.chunkFilename(name.replace('[name]', '[id]'));
      });
      // Nothing a page needs is split out of its route chunk into a shared chunk that its
      // HTML would not preload: modules shared by pages stay in each page's chunk, so the
      // route's preload link covers all of it. Browser only: the prerendering bundles keep
      // Rsbuild's shared chunks instead of a copy of each shared module in every page.
      api.modifyEnvironmentConfig((config, { name }) => {
        if (name !== ENVIRONMENTS.browser || config.splitChunks === false) return;
        config.splitChunks = { ...config.splitChunks, chunks: 'initial' };
      });
      // `enforce: 'post'` runs after Rspress's own transform, which writes the module.
      api.transform({ test: PAGE_DATA_MODULE, enforce: 'post' }, ({ code, environment }) =>
        LEAN_ENVIRONMENTS.has(environment.name) ? leanPageDataModule(code) : code,
      );
    },
  };
}

export function pluginLeanSiteData(): RspressPlugin {
  const pages = new Map<string, PageIndexInfo>();
  let themeDir = path.join(process.cwd(), 'theme');

  /** Adds the page's own entry (and, on overview pages, the entries it lists) to its compiled metadata. */
  function remarkPageEntry(this: Processor) {
    return (_tree: unknown, file: { path?: string }) => {
      const meta = compiledPageMeta(this, file.path);
      const page = file.path ? pages.get(file.path) : undefined;
      if (!page) return;
      const frontmatter = meta.frontmatter ?? {};
      Object.assign(meta, ownPageFields(page));
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

  return {
    name: 'rsbuild-docs:lean-site-data',
    config(config) {
      if (config.themeDir) themeDir = path.resolve(config.themeDir);
      return config;
    },
    // Runs before any page is compiled; the entries are read when the pages compile,
    // after every plugin (last-updated time, feeds) has filled them in.
    extendPageData(pageData) {
      if (pageData._filepath) pages.set(pageData._filepath, pageData);
    },
    routeServiceGenerated(routeService: RouteService) {
      replaceRouteTable(routeService, (routes) =>
        routeTableModule(routes, {
          isOverview: (route) => isOverviewSource(readFileSync(route.absolutePath, 'utf8')),
          overviewModule: path.join(themeDir, 'Overview'),
          pageModule: path.join(themeDir, 'Layout/HydratedPage.tsx'),
        }),
      );
    },
    markdown: { remarkPlugins: [remarkPageEntry] },
    builderConfig: { plugins: [rsbuildPlugin(() => themeDir)] },
  };
}

