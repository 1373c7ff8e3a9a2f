import { warmPageData } from '@rspress/core/runtime';
import { useLayoutEffect, useRef } from 'react';

type PageData = Parameters<typeof warmPageData>[1];

/**
 * Keeps the data of the first page as it is. Rspress's app loads it before
 * hydration and again in a layout effect right after, because it looks in a
 * cache that the entry does not fill; the second copy, equal but a new
 * object, changed the page context and made React hydrate the whole content
 * at once, one long task on every page load. Putting the data on screen in
 * that cache (this layout effect runs before the app's) makes the app keep it.
 */
export function useFirstPageDataKept(pathname: string, data: PageData | undefined) {
  const first = useRef({ pathname, data });
  useLayoutEffect(() => {
    const { pathname: firstPath, data: firstData } = first.current;
    if (firstData) warmPageData(firstPath, firstData);
  }, []);
}
