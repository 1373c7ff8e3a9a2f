import { type ReactNode, useEffect } from 'react';
import { markHydrated } from './hydrated';

/**
 * Wraps the element of every page in the route table. Its effect runs once the page's content
 * (hydrated after the layout, in slices) has hydrated: only then is the document marked hydrated.
 */
export function HydratedPage({ children }: { children?: ReactNode }) {
  useEffect(markHydrated, []);
  return children;
}
