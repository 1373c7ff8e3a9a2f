import { warmPageData } from '@rspress/core/runtime';
import { useLayoutEffect, useRef } from 'react';

type PageData = Parameters<typeof warmPageData>[1];

/**
 * Keeps the first page's data object. Rspress's app loads it again right after hydration (its
 * cache is empty), and the equal copy made React hydrate the whole content at once: warming the
 * cache in this layout effect, which runs before the app's, makes the app keep the data on screen.
 */
export function useFirstPageDataKept(pathname: string, data: PageData | undefined) {
  const first = useRef({ pathname, data });
  useLayoutEffect(() => {
    const { pathname: firstPath, data: firstData } = first.current;
    if (firstData) warmPageData(firstPath, firstData);
  }, []);
}
