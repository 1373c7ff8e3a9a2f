import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { SidebarList } from '@rspress/core/theme-original';
import { type SetStateAction, memo, useCallback, useState } from 'react';
import { expandActive } from '../lib/sidebar';

type SidebarData = ReturnType<typeof useSidebar>;

interface SidebarState {
  /** The sidebar of the section being read, as configured. */
  source: SidebarData;
  isActive: (link: string) => boolean;
  /** What is shown: the groups opened and closed. */
  data: SidebarData;
}

/**
 * The sidebar: Rspress's list, with its open/closed state kept here.
 *
 * Rspress computes the state once to render and then again in a layout
 * effect, so every sidebar item rendered twice on every page load (a long
 * synchronous task right after hydration, about 120 items on config pages).
 * Here it is computed once, and again only when the section or the page
 * changes: the groups on the way to the new page open, the others keep what
 * the reader chose.
 */
export const Sidebar = memo(function Sidebar() {
  const source = useSidebar();
  const isActive = useActiveMatcher();
  const [state, setState] = useState<SidebarState>(() => ({ source, isActive, data: expandActive(structuredClone(source), isActive) }));
  let shown = state;
  if (state.source !== source || state.isActive !== isActive) {
    // Another section starts from its configuration; the same section keeps its state.
    const base = state.source === source ? state.data : structuredClone(source);
    shown = { source, isActive, data: expandActive(base, isActive) };
    setState(shown);
  }
  const setData = useCallback(
    (update: SetStateAction<SidebarData>) =>
      setState((current) => ({ ...current, data: typeof update === 'function' ? update(current.data) : update })),
    [],
  );
  return <SidebarList sidebarData={shown.data} setSidebarData={setData} />;
});
