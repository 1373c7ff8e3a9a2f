/**
 * Every page of a language (route, title, description): what the 404 page and
 * the search's suggestions offer. The build (site/plugins/page-index.ts)
 * replaces this module's code so that `loadPageIndex(lang)` loads the list of
 * that language as a chunk of its own, on demand; anywhere else (unit tests)
 * the list is empty.
 */

/** A page as the theme lists it: enough to link to it and describe it. */
export interface PageListEntry {
  routePath: string;
  title: string;
  lang: string;
  version: string;
  /** The description; no listed page has a `pageType` (home and 404 pages are left out). */
  frontmatter: { description?: unknown; pageType?: unknown };
  toc: { id: string; text: string; depth: number }[];
  /** The 1.x release that brought the page's option (site/added-in.ts); absent when it was in 1.0. */
  addedIn?: string;
}

/** The pages of a language, the home and 404 pages excepted. */
export function loadPageIndex(_lang: string): Promise<PageListEntry[]> {
  return Promise.resolve([]);
}
