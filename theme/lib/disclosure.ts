/**
 * State of a disclosure (a dropdown, popover, menu or drawer): whether it is
 * open, what opened it, and on which route. The hook in
 * theme/hooks/useDisclosure.ts feeds it the reader's actions.
 */

/** What opened it: resting the pointer on it, keyboard focus, a pointer click or the keyboard. */
export type OpenedBy = 'hover' | 'focus' | 'click' | 'keyboard';

export interface DisclosureState {
  open: boolean;
  by: OpenedBy | null;
  /** The route it was opened on; it closes when the route changes. */
  route: string;
}

export type DisclosureAction =
  | { type: 'hover' }
  | { type: 'focus' }
  /** A click on its button; `keyboard` when Enter or Space made the click. */
  | { type: 'toggle'; keyboard: boolean }
  | { type: 'open'; keyboard: boolean }
  | { type: 'close' };

export const closedOn = (route: string): DisclosureState => ({ open: false, by: null, route });

export function nextDisclosure(state: DisclosureState, action: DisclosureAction): DisclosureState {
  switch (action.type) {
    case 'hover':
    case 'focus':
      return state.open ? state : { ...state, open: true, by: action.type };
    case 'open':
      return { ...state, open: true, by: action.keyboard ? 'keyboard' : 'click' };
    case 'toggle':
      // The click that usually follows opening by hover or focus keeps it open.
      if (state.open && (state.by === 'hover' || state.by === 'focus')) return { ...state, by: 'click' };
      return state.open ? { ...state, open: false, by: null } : { ...state, open: true, by: action.keyboard ? 'keyboard' : 'click' };
    case 'close':
      return state.open ? { ...state, open: false, by: null } : state;
  }
}

/** The state to show on `route`: a disclosure opened on another route is closed. */
export function onRoute(state: DisclosureState, route: string): DisclosureState {
  return state.route === route ? state : closedOn(route);
}

/** Whether a press or a focus change on `target` happened outside every one of `parts`. */
export function isOutside(target: Node | null, parts: readonly (Node | null | undefined)[]): boolean {
  if (!target) return true;
  return !parts.some((part) => part?.contains(target));
}
