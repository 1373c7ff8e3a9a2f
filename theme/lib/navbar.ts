/**
 * `themeConfig.hideNavbar`: `never` (default), `always`, or `scroll-based` (Rspress's type says
 * `auto`, which means the same); `?hideNavbar=<mode>` overrides the configured value.
 */
export type HideNavbarMode = 'never' | 'always' | 'scroll-based';

export function parseHideNavbar(value: unknown): HideNavbarMode | undefined {
  if (value === 'never' || value === 'always' || value === 'scroll-based') return value;
  if (value === 'auto') return 'scroll-based';
  return undefined;
}

export function resolveHideNavbar(configValue: unknown, search = ''): HideNavbarMode {
  const fromQuery = parseHideNavbar(new URLSearchParams(search).get('hideNavbar'));
  return fromQuery ?? parseHideNavbar(configValue) ?? 'never';
}

export interface ScrollState {
  /** Scroll position at the last decision. */
  lastY: number;
  hidden: boolean;
}

export interface ScrollOptions {
  /** Near the top (at or above this many pixels) the navbar is always shown. */
  topOffset: number;
  /** Scroll movements smaller than this are ignored (trackpad jitter). */
  tolerance: number;
}

export const DEFAULT_SCROLL_OPTIONS: ScrollOptions = { topOffset: 72, tolerance: 6 };

/** Next state of a scroll-based navbar after the page scrolled to `y`. */
export function nextScrollState(state: ScrollState, y: number, options: ScrollOptions = DEFAULT_SCROLL_OPTIONS): ScrollState {
  if (y <= options.topOffset) return { lastY: y, hidden: false };
  const delta = y - state.lastY;
  if (Math.abs(delta) < options.tolerance) return state;
  return { lastY: y, hidden: delta > 0 };
}
