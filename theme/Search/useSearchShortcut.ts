import { useEffect, useLayoutEffect, useRef } from 'react';
import { searchShortcut } from './keys';

export interface SearchShortcutHandlers {
  open: () => void;
  close: () => void;
  /** A key that is no shortcut, pressed while the search is closed (the offline search clears its query on Escape). */
  onClosedKey?: (event: KeyboardEvent) => void;
}

/**
 * The search's keyboard shortcuts on the whole page (theme/Search/keys.ts): Ctrl/Cmd+K
 * toggles it, `/` opens it, Escape closes it. One listener for the life of the search box;
 * it reads whether the search is open and the latest handlers without subscribing again.
 */
export function useSearchShortcut(isOpen: boolean, handlers: SearchShortcutHandlers): void {
  const latest = useRef({ isOpen, handlers });
  useLayoutEffect(() => {
    latest.current = { isOpen, handlers };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { isOpen: open, handlers: on } = latest.current;
      const action = searchShortcut(event, event.target as HTMLElement | null, open);
      if (!action) {
        if (!open) on.onClosedKey?.(event);
        return;
      }
      event.preventDefault();
      if (action === 'close' || (action === 'toggle' && open)) on.close();
      else on.open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
