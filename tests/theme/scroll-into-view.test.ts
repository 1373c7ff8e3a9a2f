import { describe, expect, it } from 'vitest';
import { scrollDelta } from '../../theme/lib/scrollIntoView';

describe('scrollDelta (the sidebar and outline scroll their active item into view)', () => {
  const view = { start: 100, end: 500 };

  it('leaves an item that is already in view when asked only if needed', () => {
    expect(scrollDelta({ start: 200, end: 240 }, view, 'center', true)).toBeNull();
    expect(scrollDelta({ start: 200, end: 240 }, view, 'center', false)).toBe(-80);
  });

  it('centres an item below or above the view', () => {
    // Item centre 1020, view centre 300.
    expect(scrollDelta({ start: 1000, end: 1040 }, view, 'center', true)).toBe(720);
    expect(scrollDelta({ start: 0, end: 40 }, view, 'center', true)).toBe(-280);
  });

  it('aligns to the start or the end', () => {
    expect(scrollDelta({ start: 600, end: 640 }, view, 'start', true)).toBe(500);
    expect(scrollDelta({ start: 600, end: 640 }, view, 'end', true)).toBe(140);
  });

  it('moves the least for "nearest", and shows the start of an item taller than the view', () => {
    expect(scrollDelta({ start: 600, end: 640 }, view, 'nearest', false)).toBe(140);
    expect(scrollDelta({ start: 50, end: 90 }, view, 'nearest', false)).toBe(-50);
    expect(scrollDelta({ start: 150, end: 190 }, view, 'nearest', false)).toBeNull();
    expect(scrollDelta({ start: 300, end: 900 }, view, 'nearest', false)).toBe(200);
  });
});
