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

/** A radio button that Tab skips: another radio of its group is checked (only that one is in the Tab order). */
function isUnreachableRadio(element: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked || !element.name) return false;
  return [...document.getElementsByName(element.name)].some((other) => other !== element && (other as HTMLInputElement).checked);
}

/** The elements inside `root` that Tab reaches, in the order it reaches them (no positive tabindex is used). */
export function tabbableIn(root: ParentNode): HTMLElement[] {
  return focusableIn(root).filter((el) => el.tabIndex >= 0 && !isUnreachableRadio(el));
}

/**
 * Keeps Tab and Shift+Tab among `items` (the controls of a modal, in the
 * order they are read): Tab moves to the next one and from the last to the
 * first, Shift+Tab the other way. Returns true when it moved the focus.
 */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, items: HTMLElement[]): boolean {
  if (event.key !== 'Tab') return false;
  event.preventDefault();
  if (items.length === 0) return true;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  const next = index === -1 ? (event.shiftKey ? items.length - 1 : 0) : (index + step + items.length) % items.length;
  // `next` is an index modulo a length that is not 0.
  items[next]!.focus();
  return true;
}
