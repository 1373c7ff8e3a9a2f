import { describe, expect, it } from 'vitest';
import { DEFAULT_SCROLL_OPTIONS, nextScrollState, parseHideNavbar, resolveHideNavbar, type ScrollState } from '../../theme/lib/navbar';

describe('hideNavbar mode', () => {
  it('accepts never, always and scroll-based; auto means scroll-based', () => {
    expect(parseHideNavbar('never')).toBe('never');
    expect(parseHideNavbar('always')).toBe('always');
    expect(parseHideNavbar('scroll-based')).toBe('scroll-based');
    expect(parseHideNavbar('auto')).toBe('scroll-based');
    expect(parseHideNavbar('sometimes')).toBeUndefined();
    expect(parseHideNavbar(undefined)).toBeUndefined();
  });
  it('defaults to never and lets ?hideNavbar= override the config', () => {
    expect(resolveHideNavbar(undefined)).toBe('never');
    expect(resolveHideNavbar('auto')).toBe('scroll-based');
    expect(resolveHideNavbar('never', '?hideNavbar=scroll-based')).toBe('scroll-based');
    expect(resolveHideNavbar('always', '?hideNavbar=never')).toBe('never');
    expect(resolveHideNavbar('always', '?hideNavbar=bogus')).toBe('always');
  });
});

describe('scroll-based navbar', () => {
  const scroll = (positions: number[]) => {
    let state: ScrollState = { lastY: 0, hidden: false };
    const seen: boolean[] = [];
    for (const y of positions) {
      state = nextScrollState(state, y);
      seen.push(state.hidden);
    }
    return seen;
  };
  it('hides when scrolling down and shows when scrolling up', () => {
    expect(scroll([200, 400, 600, 500, 300])).toEqual([true, true, true, false, false]);
  });
  it('always shows near the top', () => {
    expect(scroll([300, DEFAULT_SCROLL_OPTIONS.topOffset, 20])).toEqual([true, false, false]);
  });
  it('ignores jitter smaller than the tolerance', () => {
    expect(scroll([400, 402, 399, 401])).toEqual([true, true, true, true]);
    expect(scroll([400, 300, 303])).toEqual([true, false, false]);
  });
});
