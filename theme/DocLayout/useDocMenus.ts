import { type MouseEvent, useEffect } from 'react';
import { useDisclosure } from '../hooks/useDisclosure';
import scrollIntoView from '../lib/scrollIntoView';

const ACTIVE_ITEM = '.rp-sidebar-item--active';

/** The active sidebar item's link, where the keyboard lands in an opened drawer. */
const activeLink = (drawer: HTMLElement) => drawer.querySelector<HTMLElement>(`a${ACTIVE_ITEM}, ${ACTIVE_ITEM} a`) ?? undefined;

/** Keeps the page behind an open drawer from scrolling, without a shift where the scrollbar was. */
function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    const gap = window.innerWidth - documentElement.clientWidth;
    const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (gap > 0) body.style.paddingRight = `${gap}px`;
    return () => {
      body.style.overflow = before.overflow;
      body.style.paddingRight = before.paddingRight;
    };
  }, [locked]);
}

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
