/**
 * Menus that live in the navbar (the full-screen menu, the tools popover) keep it on screen
 * while they are open: each one reports its state here, and the navbar's scroll behaviour
 * asks `navbarHeld()` instead of looking for their markup.
 */
import { useEffect } from 'react';

const holders = new Set<symbol>();

export function navbarHeld(): boolean {
  return holders.size > 0;
}

/** Holds the navbar on screen while `open` is true. */
export function useHoldNavbar(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const holder = Symbol('navbar-hold');
    holders.add(holder);
    return () => {
      holders.delete(holder);
    };
  }, [open]);
}
