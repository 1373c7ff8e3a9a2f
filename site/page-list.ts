/** Which pages an overview page lists, and the entry of a page in a list (build side). */
import type { PageIndexInfo } from '@rspress/core';
import { addedIn } from './added-in';
import type { PageListEntry } from './page-index';

/** Whether a route is listed by the overview page at `overviewRoute`: every page below it. */
export function listedByOverview(overviewRoute: string, routePath: string): boolean {
  const prefix = overviewRoute.replace(/overview$/, '');
  const norm = (p: string) => p.replace(/\/$/, '').toLowerCase();
  return routePath.startsWith(prefix) && norm(routePath) !== norm(overviewRoute);
}

/** Heading depths an overview page shows (frontmatter `overviewHeaders`, default `[2]`). */
export function overviewDepths(frontmatter: Record<string, unknown>): number[] {
  const value = frontmatter.overviewHeaders;
  return Array.isArray(value) ? value.filter((d): d is number => typeof d === 'number') : [2];
}

/** Whether a page's source declares it an overview page (frontmatter `overview: true`). */
export function isOverviewSource(source: string): boolean {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  return /^overview:\s*true\s*$/m.test(frontmatter);
}

/** A page's entry in a list, with its headings of the given depths. */
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
