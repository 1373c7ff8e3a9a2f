/** Keyboard shortcuts of the search box (pure, unit-tested). */

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
}

export interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
}

/** True when typing in this element must not trigger shortcuts. */
export function isEditable(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  return Boolean(target.isContentEditable) || tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/**
 * What a key press means for the search modal: Ctrl/Cmd+K toggles it, `/`
 * opens it when no text field has the focus, Escape closes it.
 */
export function searchShortcut(event: KeyLike, target: TargetLike | null | undefined, isOpen: boolean): 'open' | 'close' | 'toggle' | null {
  if (event.isComposing) return null;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return 'toggle';
  if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isOpen && !isEditable(target)) return 'open';
  if (event.key === 'Escape' && isOpen) return 'close';
  return null;
}
