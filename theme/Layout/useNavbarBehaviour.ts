import { useEffect } from 'react';
import { DEFAULT_SCROLL_OPTIONS, type HideNavbarMode, nextScrollState } from '../lib/navbar';
import { navbarHeld } from '../lib/navbarHold';

const NO_NAVBAR_CLASS = 'rsb-no-navbar';
const HIDDEN_NAVBAR_CLASS = 'rsb-navbar-hidden';

/** Applies `hideNavbar` and the absence of a navbar to the document's classes (theme/Layout/index.css). */
export function useNavbarBehaviour(mode: HideNavbarMode, navbarShown: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(NO_NAVBAR_CLASS, !navbarShown);
    return () => root.classList.remove(NO_NAVBAR_CLASS);
  }, [navbarShown]);

  useEffect(() => {
    if (mode !== 'scroll-based' || !navbarShown) return;
    const root = document.documentElement;
    let state = { lastY: window.scrollY, hidden: false };
    let frame = 0;
    const update = () => {
      frame = 0;
      // Keep the navbar while a menu that lives in it is open.
      const busy = navbarHeld();
      const next = nextScrollState(state, window.scrollY, DEFAULT_SCROLL_OPTIONS);
      state = busy ? { lastY: window.scrollY, hidden: false } : next;
      root.classList.toggle(HIDDEN_NAVBAR_CLASS, state.hidden);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      root.classList.remove(HIDDEN_NAVBAR_CLASS);
    };
  }, [mode, navbarShown]);
}
