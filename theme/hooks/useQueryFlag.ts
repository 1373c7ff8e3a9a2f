import { useLocation } from '@rspress/core/runtime';
import { partsFromQuery } from '../lib/layoutParams';
import { useBrowserValue } from './useBrowserValue';

/** Whether a layout part is allowed by the query string (true while the page hydrates). */
export function useQueryFlag(part: 'navbar' | 'sidebar' | 'outline' | 'footer'): boolean {
  const { search } = useLocation();
  return useBrowserValue(true, () => partsFromQuery(search, window.self !== window.top)[part], `${part}:${search}`);
}
