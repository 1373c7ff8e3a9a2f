import { useEffect } from 'react';
import { markHydrated } from './hydrated';

/**
 * Marks on the document that the browser tests wait for: the route on
 * screen (also after a client-side navigation), and that a page without
 * content (the 404 page) has hydrated; pages with content are marked by
 * their content (./HydratedPage.tsx).
 */
export function useDocumentMarks(routePath: string | undefined, hasContent: boolean) {
  useEffect(() => {
    if (!hasContent) markHydrated();
  }, [hasContent]);
  useEffect(() => {
    if (routePath) document.documentElement.dataset.route = routePath;
  }, [routePath]);
}
