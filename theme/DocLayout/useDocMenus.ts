import { type MouseEvent, useEffect } from 'react';
import { useBodyScrollLock } from '../hooks/useBodyScrollLock';
import { useDisclosure } from '../hooks/useDisclosure';
import scrollIntoView from '../lib/scrollIntoView';

const ACTIVE_ITEM = '.rp-sidebar-item--active';

/** The active sidebar item's link, where the keyboard lands in an opened drawer. */
const activeLink = (drawer: HTMLElement) => drawer.querySelector<HTMLElement>(`a${ACTIVE_ITEM}, ${ACTIVE_ITEM} a`) ?? undefined;

/**
 * The menus of the narrow-screen menu bar: the sidebar drawer (a modal whose active item
 * scrolls into view when it opens) and the outline dropdown (which also closes when an entry
 * is chosen or the hash changes).
 */
export function useDocMenus() {
  const drawer = useDisclosure({ modal: true, initialFocus: activeLink });
  const outline = useDisclosure({ closeOnHash: true });
  const drawerOpen = drawer.open;
  useBodyScrollLock(drawerOpen);

  useEffect(() => {
    if (!drawerOpen) return;
    const panel = document.getElementById(drawer.panelId);
    const active = panel?.querySelector(ACTIVE_ITEM);
    if (panel && active) scrollIntoView(active, { scrollMode: 'if-needed', block: 'center', boundary: (element) => element !== panel });
  }, [drawerOpen, drawer.panelId]);

  /** Choosing an entry closes the dropdown, also the entry of the hash already in the address. */
  const onOutlineClick = (event: MouseEvent) => {
    if ((event.target as Element).closest?.('.rp-outline__toc a')) outline.close();
  };

  return { drawer, outline, onOutlineClick };
}
