import { type ReactNode, useEffect } from 'react';
import { markContentRendered } from './hydrated';

/**
 * Wraps the element of every page in the route table. Its effect runs once the page's content
 * (hydrated after the layout, in slices) is on the page: at hydration, and after each navigation
 * to another route.
 */
export function HydratedPage({ path, children }: { path: string; children?: ReactNode }) {
  useEffect(() => markContentRendered(path), [path]);
  return children;
}
