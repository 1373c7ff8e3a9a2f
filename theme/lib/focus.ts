/** Keyboard focus helpers for menus, popovers and dialogs. */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside `root` that are rendered (not hidden), in tab order of the DOM. */
export function focusableIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => {
    if (el.closest('[hidden], [inert]')) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length > 0;
  });
}

/**
 * Keeps Tab and Shift+Tab among `items` (the controls of a modal, in order):
 * from the last one Tab goes to the first, and back. Returns true when it
 * moved the focus.
 */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, items: HTMLElement[]): boolean {
  if (event.key !== 'Tab') return false;
  if (items.length === 0) {
    event.preventDefault();
    return true;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement as HTMLElement | null;
  const outside = !active || !items.includes(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
