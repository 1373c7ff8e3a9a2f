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
 * The sidebar: Rspress's list, with its open/closed state computed once per section or page
 * (not again in a layout effect after hydration): groups on the way to the page open, the
 * others keep what the reader chose.
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
