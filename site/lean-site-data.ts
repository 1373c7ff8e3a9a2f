/**
 * Rspress ships every page's table of contents in the site data that each
 * page loads first, only so that overview pages can list the headings of the
 * pages they cover. Dropping them removes a large share of the first-load
 * JavaScript of a site with hundreds of pages (about 34 KiB gzip here).
 *
 * Overview pages still list those headings (SPEC §2.6): this plugin keeps the
 * tables of contents it removes and writes the ones an overview page needs
 * into that page's own module (`page.overviewToc`, read by
 * theme/Overview), so only overview pages download them.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Processor } from 'unified';
import type { OverviewHeading } from '../theme/lib/overview';
import { fileToRoute, localizeRoute } from './structure';

/** Headings of the pages an overview page covers, by route path. */
export type OverviewToc = Record<string, OverviewHeading[]>;

interface TocEntry {
  id: string;
  text: string;
  depth: number;
}

/** Route of a page file: `<docs>/zh/config/index.mdx` → `/zh/config/`. */
export function routeOfFile(docsRoot: string, file: string): string {
  const rel = path.relative(docsRoot, file).replace(/\\/g, '/');
  const [lang, ...rest] = rel.split('/');
  return localizeRoute(fileToRoute(rest.join('/')), lang);
}

/**
 * The headings an overview page at `overviewRoute` lists: those of the pages
 * below it (not itself), at the given depths.
 */
export function overviewTocFor(tocs: ReadonlyMap<string, TocEntry[]>, overviewRoute: string, depths: number[]): OverviewToc {
  const out: OverviewToc = {};
  for (const [route, toc] of tocs) {
    if (!route.startsWith(overviewRoute) || route === overviewRoute) continue;
    out[route] = toc.filter((h) => depths.includes(h.depth)).map(({ id, text }) => ({ id, text }));
  }
  return out;
}

interface PageMeta {
  frontmatter?: Record<string, unknown>;
  overviewToc?: OverviewToc;
}

export function pluginLeanSiteData({ docsRoot }: { docsRoot: string }): RspressPlugin {
  const tocs = new Map<string, TocEntry[]>();

  /** Remark plugin: gives an overview page the headings of the pages it lists. */
  function remarkOverviewToc(this: Processor) {
    // Rspress's MDX compiler keeps the page's module metadata here.
    const data = this.data() as { pageMeta?: PageMeta };
    return (_tree: unknown, file: { path?: string }) => {
      const meta = data.pageMeta;
      if (meta?.frontmatter?.overview !== true || !file.path) return;
      if (tocs.size === 0) {
        throw new Error(
          `${file.path}: overview page compiled before the pages' headings were collected (rsbuild-docs:lean-site-data).`,
        );
      }
      const configured = meta.frontmatter.overviewHeaders;
      const depths = Array.isArray(configured) ? configured.map(Number) : [2];
      meta.overviewToc = overviewTocFor(tocs, routeOfFile(docsRoot, file.path), depths);
    };
  }

  return {
    name: 'rsbuild-docs:lean-site-data',
    markdown: { remarkPlugins: [remarkOverviewToc] },
    extendPageData(pageData) {
      tocs.set(
        pageData.routePath,
        pageData.toc.map(({ id, text, depth }) => ({ id, text, depth })),
      );
      pageData.toc = [];
    },
  };
}
