import { type ReactNode, useEffect } from 'react';
import { markHydrated } from './hydrated';

/**
 * Wraps the element of every page in the route table (site/lean-site-data.ts).
 *
 * React hydrates a page's content after the rest of the layout, in small
 * slices (it is inside a Suspense boundary), so the layout's own effects run
 * before the content has its listeners. This component's effect runs once the
 * content has hydrated: only then is the document marked hydrated.
 */
export function HydratedPage({ children }: { children?: ReactNode }) {
  useEffect(markHydrated, []);
  return children;
}
