/**
 * Keyboard behaviour of the doc layout's menu bar on narrow screens
 * (Rspress's SidebarMenu): the "Menu" drawer is modal — opening it by
 * keyboard moves the focus into it, Tab stays in it and its button, Escape
 * closes it — and the "ON THIS PAGE" dropdown closes on Escape; both give
 * the focus back to their button.
 */
import { useEffect } from 'react';
import { focusableIn, trapTab } from '../lib/focus';

const SIDEBAR_BUTTON = '.rp-sidebar-menu__left';
const OUTLINE_BUTTON = '.rp-sidebar-menu__right';
const OPEN_SIDEBAR = '.rp-doc-layout__sidebar--open';
const OPEN_OUTLINE = '.rp-doc-layout__outline--open';

/** Rspress closes both when a pointer goes down outside them. */
const closeMenus = () => document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));

export function useDocMenuKeyboard(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const sidebar = document.querySelector<HTMLElement>(OPEN_SIDEBAR);
      const outline = document.querySelector<HTMLElement>(OPEN_OUTLINE);
      if (!sidebar && !outline) return;
      const button = document.querySelector<HTMLElement>(sidebar ? SIDEBAR_BUTTON : OUTLINE_BUTTON);
      if (event.key === 'Escape') {
        closeMenus();
        button?.focus();
      } else if (sidebar) {
        trapTab(event, [...(button ? [button] : []), ...focusableIn(sidebar)]);
      }
    };
    // A keyboard activation (a click without pointer details) moves the focus into what opened.
    const onClick = (event: MouseEvent) => {
      if (event.detail !== 0) return;
      const target = event.target as Element | null;
      const which = target?.closest(SIDEBAR_BUTTON) ? OPEN_SIDEBAR : target?.closest(OUTLINE_BUTTON) ? OPEN_OUTLINE : null;
      if (!which) return;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const opened = document.querySelector<HTMLElement>(which);
          if (opened) focusableIn(opened)[0]?.focus();
        }),
      );
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
}
