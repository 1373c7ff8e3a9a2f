/**
 * The page list of the site data is empty on first load (see
 * site/lean-site-data.ts): overview pages bring the entries they list in
 * their own chunk, and the list of all pages of a language loads on demand.
 */
import type { PageListEntry } from '../../site/page-index';

export type { PageListEntry };

/**
 * Adds the entries an overview page carries to the page list that
 * `usePages()` / `usePageData().siteData.pages` return (the same array), so
 * that Rspress's Overview and the theme's OverviewGroup find them.
 * Idempotent; safe to call while rendering.
 */
export function registerPages(list: { routePath: string }[], entries: readonly PageListEntry[] | undefined): void {
  if (!entries?.length) return;
  const known = new Set(list.map((p) => p.routePath));
  for (const entry of entries) {
    if (!known.has(entry.routePath)) {
      list.push(entry);
      known.add(entry.routePath);
    }
  }
}
