import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { SidebarList } from '@rspress/core/theme-original';
import { type SetStateAction, memo, useCallback, useEffect, useState } from 'react';
import scrollIntoView from '../lib/scrollIntoView';
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
  useActiveItemInOpenedDrawer();
  return <SidebarList sidebarData={shown.data} setSidebarData={setData} />;
});

const DRAWER = 'rp-doc-layout__sidebar';
const OPEN = `${DRAWER}--open`;

/**
 * On narrow screens the sidebar is a drawer that is not rendered while it is
 * closed, so the active item cannot be scrolled into view when the page loads
 * (theme/lib/scrollIntoView.ts skips it). It is done when the drawer opens.
 */
function useActiveItemInOpenedDrawer() {
  useEffect(() => {
    const drawer = document.querySelector(`.${DRAWER}`);
    if (!drawer) return;
    let wasOpen = drawer.classList.contains(OPEN);
    let frame = 0;
    const observer = new MutationObserver(() => {
      const open = drawer.classList.contains(OPEN);
      if (open && !wasOpen) {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          const active = drawer.querySelector('.rp-sidebar-item--active');
          if (active) scrollIntoView(active, { scrollMode: 'if-needed', block: 'center', boundary: (element) => element !== drawer });
        });
      }
      wasOpen = open;
    });
    observer.observe(drawer, { attributes: true, attributeFilter: ['class'] });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
}
