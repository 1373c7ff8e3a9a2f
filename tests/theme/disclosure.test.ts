import { describe, expect, it } from 'vitest';
import { type DisclosureState, closedOn, isOutside, nextDisclosure, onRoute } from '../../theme/lib/disclosure';

const closed = closedOn('/a');
const run = (state: DisclosureState, ...actions: Parameters<typeof nextDisclosure>[1][]) => actions.reduce(nextDisclosure, state);

describe('disclosure state', () => {
  it('a click toggles it; Enter or Space mark it opened by the keyboard (the focus then moves in)', () => {
    expect(run(closed, { type: 'toggle', keyboard: false })).toEqual({ open: true, by: 'click', route: '/a' });
    expect(run(closed, { type: 'toggle', keyboard: true })).toEqual({ open: true, by: 'keyboard', route: '/a' });
    expect(run(closed, { type: 'toggle', keyboard: false }, { type: 'toggle', keyboard: false })).toEqual(closed);
  });

  it('the click that follows opening by hover or focus keeps it open', () => {
    for (const type of ['hover', 'focus'] as const) {
      const opened = run(closed, { type });
      expect(opened).toEqual({ open: true, by: type, route: '/a' });
      const clicked = run(opened, { type: 'toggle', keyboard: false });
      expect(clicked).toEqual({ open: true, by: 'click', route: '/a' });
      // A second click closes it.
      expect(run(clicked, { type: 'toggle', keyboard: false }).open).toBe(false);
    }
  });

  it('hover or focus do not change a menu that is already open', () => {
    const byKeyboard = run(closed, { type: 'open', keyboard: true });
    expect(run(byKeyboard, { type: 'hover' })).toBe(byKeyboard);
    expect(run(byKeyboard, { type: 'focus' })).toBe(byKeyboard);
  });

  it('closes on close (Escape, outside press, pointer leaving) and stays closed', () => {
    const open = run(closed, { type: 'open', keyboard: false });
    expect(run(open, { type: 'close' })).toEqual(closed);
    expect(run(closed, { type: 'close' })).toBe(closed);
  });

  it('is closed on another route, and stays closed on the way back', () => {
    const open = run(closed, { type: 'open', keyboard: false });
    expect(onRoute(open, '/a')).toBe(open);
    const elsewhere = onRoute(open, '/b');
    expect(elsewhere).toEqual(closedOn('/b'));
    expect(onRoute(elsewhere, '/a')).toEqual(closedOn('/a'));
  });
});

describe('outside presses', () => {
  it('is outside when no part contains the target', () => {
    const inner = {};
    const part = { contains: (other: object) => other === inner };
    expect(isOutside(inner as Node, [part as Node])).toBe(false);
    expect(isOutside({} as Node, [part as Node, null, undefined])).toBe(true);
    expect(isOutside(null, [part as Node])).toBe(true);
  });
});
