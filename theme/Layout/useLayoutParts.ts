import type { PageContext } from '@rspress/core/runtime';
import { type ContextType, useMemo } from 'react';
import { useBrowserValue } from '../hooks/useBrowserValue';
import { SERVER_PARTS, applyParts, partsFromQuery } from '../lib/layoutParams';
import { resolveHideNavbar } from '../lib/navbar';

type PageContextValue = ContextType<typeof PageContext>;

/**
 * The page context with the parts the address hides (`?navbar=0`, `?sidebar=0`, `?outline=0`,
 * `?footer=0`, the outline in a frame, `hideNavbar: 'always'`) off in its frontmatter, and the
 * navbar's hiding mode; read after hydration, so the first render matches the HTML.
 */
export function useLayoutParts(context: PageContextValue, search: string, hideNavbar: unknown) {
  const { parts, mode } = useBrowserValue(
    { parts: SERVER_PARTS, mode: resolveHideNavbar(hideNavbar, '') },
    () => ({ parts: partsFromQuery(search, window.self !== window.top), mode: resolveHideNavbar(hideNavbar, search) }),
    search,
  );
  const { data, setData } = context;
  const value = useMemo(() => {
    if (!data) return { data, setData };
    const shown = mode === 'always' ? { ...parts, navbar: false } : parts;
    const frontmatter = applyParts(data.frontmatter ?? {}, shown);
    return { data: frontmatter ? { ...data, frontmatter } : data, setData };
  }, [data, setData, parts, mode]);
  return { value, mode };
}
