import { useEffect, useState } from 'react';
import { type PageListEntry, loadPageIndex } from '../../site/page-index';

/**
 * The list of all pages of a language (site/page-index.ts), loaded after the first render and
 * only in a browser; null until it arrives, and when it cannot load (offline: no suggestions).
 * Rspress's Markdown prerender (Node.js) can run a page's effects after that page is rendered,
 * when the build has already removed the chunks the list would be loaded from.
 */
export function usePageList(lang: string, load: (lang: string) => Promise<PageListEntry[]> = loadPageIndex): PageListEntry[] | null {
  const [pages, setPages] = useState<PageListEntry[] | null>(null);
  useEffect(() => {
    if (typeof window === 'undefined') return;
    let live = true;
    load(lang).then(
      (list) => live && setPages(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang, load]);
  return pages;
}
