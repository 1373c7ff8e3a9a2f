import { useEffect } from 'react';
import { markHydrated } from './hydrated';

/**
 * Marks that the browser tests wait for: the route on screen (also after a client-side
 * navigation), and hydration of a page without content (the 404 page); pages with content are
 * marked by it (./HydratedPage.tsx).
 */
export function useDocumentMarks(routePath: string | undefined, hasContent: boolean) {
  useEffect(() => {
    if (!hasContent) markHydrated();
  }, [hasContent]);
  useEffect(() => {
    if (routePath) document.documentElement.dataset.route = routePath;
  }, [routePath]);
}
