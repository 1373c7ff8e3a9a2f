/**
 * Writes `sitemap.xml` after a production build: every page on the
 * production origin, the 404 pages excepted.
 */
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { isNotFoundPage } from '../locale-pages';

const SITEMAP_FILE = 'sitemap.xml';

export interface SitemapEntry {
  loc: string;
  lastmod: string;
  changefreq: 'monthly';
  priority: '1.0' | '0.5';
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.loc.localeCompare(b.loc))
    .map(({ loc, lastmod, priority, changefreq }) => `<url><loc>${loc}</loc><lastmod>${lastmod}</lastmod><priority>${priority}</priority><changefreq>${changefreq}</changefreq></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
}

export function pluginSitemap(options: { origin: string }): RspressPlugin {
  const entries = new Map<string, SitemapEntry>();
  return {
    name: 'rsbuild-docs:sitemap',
    extendPageData(page, isProd) {
      if (!isProd || isNotFoundPage(page)) return;
      entries.set(page.routePath, {
        loc: `${options.origin.replace(/\/$/, '')}${page.routePath}`,
        // The source file's modification time, as the sitemap's last change.
        lastmod: statSync(page._filepath).mtime.toISOString(),
        changefreq: 'monthly',
        priority: page.routePath === '/' ? '1.0' : '0.5',
      });
    },
    afterBuild(config, isProd) {
      if (isProd) writeFileSync(path.join(config.outDir ?? 'doc_build', SITEMAP_FILE), sitemapXml([...entries.values()]));
    },
  };
}
