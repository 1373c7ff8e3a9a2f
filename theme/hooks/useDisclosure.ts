import { useLocation } from '@rspress/core/runtime';
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useCallback, useEffect, useId, useReducer, useRef } from 'react';
import { type DisclosureAction, type DisclosureState, closedOn, isOutside, nextDisclosure, onRoute } from '../lib/disclosure';
import { focusableIn, tabbableIn, trapTab } from '../lib/focus';

export interface DisclosureOptions {
  /** Opens while a mouse or pen rests on the root element, after this many ms. */
  hoverDelay?: number;
  /** Grace period after the pointer leaves the root, so that it can cross a gap to the panel. */
  leaveDelay?: number;
  /** Keyboard focus on the button opens it. */
  openOnFocus?: boolean;
  /** ArrowDown on the button opens it and focuses its first entry. */
  arrowDown?: boolean;
  /** A modal: Tab and Shift+Tab stay among the button and the panel's controls. */
  modal?: boolean;
  /** A change of the address's hash closes it too (not only a change of page). */
  closeOnHash?: boolean;
  /** Where the focus goes when the keyboard opens it (default: the panel's first control). */
  initialFocus?: (panel: HTMLElement) => HTMLElement | undefined;
}

type Reducer = (state: DisclosureState, action: DisclosureAction | { type: 'route'; route: string }) => DisclosureState;
const reduce: Reducer = (state, action) => (action.type === 'route' ? onRoute(state, action.route) : nextDisclosure(state, action));

const isKeyboardClick = (event: { detail: number }) => event.detail === 0;

/**
 * One dropdown, popover, menu or drawer: a button and its panel, optionally in a root that
 * opens on hover. It closes on Escape (the focus returns to the button), an outside press, the
 * focus leaving, a route change, and the pointer leaving when hover is on.
 */
export function useDisclosure(options: DisclosureOptions = {}) {
  const { hoverDelay, leaveDelay = 150, openOnFocus = false, arrowDown = false, modal = false, closeOnHash = false } = options;
  const { pathname, hash } = useLocation();
  const route = closeOnHash ? `${pathname}${hash}` : pathname;
  const [stored, dispatch] = useReducer(reduce, route, closedOn);
  // A change of route closes it during this render, so nothing shows it open on the new page.
  const state = onRoute(stored, route);
  if (state !== stored) dispatch({ type: 'route', route });
  const { open, by } = state;

  const root = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const initialFocus = useRef(options.initialFocus);
  useEffect(() => {
    initialFocus.current = options.initialFocus;
  });
  const panelId = useId();

  const clearTimer = useCallback(() => clearTimeout(timer.current), []);
  const close = useCallback(
    (returnFocus = false) => {
      clearTimer();
      dispatch({ type: 'close' });
      if (returnFocus) button.current?.focus();
    },
    [clearTimer],
  );
  const toggle = useCallback((keyboard: boolean) => {
    clearTimer();
    dispatch({ type: 'toggle', keyboard });
  }, [clearTimer]);
  const show = useCallback((keyboard: boolean) => {
    clearTimer();
    dispatch({ type: 'open', keyboard });
  }, [clearTimer]);
  const focusFirst = useCallback(() => {
    const element = panel.current;
    if (!element) return;
    (initialFocus.current?.(element) ?? focusableIn(element)[0])?.focus();
  }, []);

  useEffect(() => clearTimer, [clearTimer]);

  // Opened from the keyboard: the focus moves into the panel once it is shown.
  useEffect(() => {
    if (open && by === 'keyboard') focusFirst();
  }, [open, by, focusFirst]);

  // While open: a press outside closes it, and so does Escape wherever the focus is.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (isOutside(event.target as Node | null, [root.current, button.current, panel.current])) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  /** Escape inside closes it and gives the focus back to the button; a modal keeps Tab inside. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    } else if (modal && event.key === 'Tab') {
      const controls = panel.current ? tabbableIn(panel.current) : [];
      trapTab(event, button.current ? [button.current, ...controls] : controls);
    }
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (arrowDown && event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) focusFirst();
      else show(true);
      return;
    }
    onKeyDown(event);
  };
  const onBlur = (event: FocusEvent) => {
    // Focus moving to nothing (a press on plain text) is left to the outside-press rule.
    const next = event.relatedTarget as Node | null;
    if (open && !modal && next && isOutside(next, [root.current, button.current, panel.current])) close();
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (hoverDelay === undefined || event.pointerType === 'touch') return;
    clearTimer();
    if (open) return;
    if (hoverDelay > 0) timer.current = setTimeout(() => dispatch({ type: 'hover' }), hoverDelay);
    else dispatch({ type: 'hover' });
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (hoverDelay === undefined || event.pointerType === 'touch') return;
    clearTimer();
    timer.current = setTimeout(() => dispatch({ type: 'close' }), leaveDelay);
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (openOnFocus && !open && event.currentTarget.matches(':focus-visible')) dispatch({ type: 'focus' });
  };

  const setRoot = useCallback((element: HTMLElement | null) => {
    root.current = element;
  }, []);
  const setButton = useCallback((element: HTMLElement | null) => {
    button.current = element;
  }, []);
  const setPanel = useCallback((element: HTMLElement | null) => {
    panel.current = element;
  }, []);

  return {
    open,
    /** What opened it (null while closed). */
    by,
    show,
    toggle,
    close,
    panelId,
    /** Props of the element around the button and the panel (hover, focus leaving, Escape). */
    rootProps: { ref: setRoot, onPointerEnter, onPointerLeave, onBlur, onKeyDown },
    buttonProps: {
      ref: setButton,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: (event: { detail: number }) => toggle(isKeyboardClick(event)),
      onFocus,
      onKeyDown: onButtonKeyDown,
      onBlur,
    },
    panelProps: { ref: setPanel, id: panelId, onKeyDown, onBlur },
  };
}

export { isKeyboardClick };
