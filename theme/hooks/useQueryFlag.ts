import { useLocation } from '@rspress/core/runtime';
import { partsFromQuery } from '../lib/layoutParams';
import { useHydrated } from './useHydrated';

/** Whether a layout part is allowed by the query string (true until hydrated). */
export function useQueryFlag(part: 'navbar' | 'sidebar' | 'outline' | 'footer'): boolean {
  const { search } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated) return true;
  return partsFromQuery(search, window.self !== window.top)[part];
}
