import { describe, expect, it } from 'vitest';
import { formatTime } from '../../theme/lib/format';

describe('formatTime', () => {
  it('shows whole milliseconds below one second', () => {
    expect(formatTime(0)).toBe('0 ms');
    expect(formatTime(99)).toBe('99 ms');
    expect(formatTime(999)).toBe('999 ms');
    expect(formatTime(12.4)).toBe('12 ms');
  });
  it('switches to seconds with two decimals at 1000 ms', () => {
    expect(formatTime(1000)).toBe('1.00 s');
    expect(formatTime(12340)).toBe('12.34 s');
    expect(formatTime(28242)).toBe('28.24 s');
  });
  it('never shows 1000 ms after rounding', () => {
    expect(formatTime(999.6)).toBe('1.00 s');
    expect(formatTime(999.4)).toBe('999 ms');
  });
  it('treats negative and non-finite input as zero', () => {
    expect(formatTime(-5)).toBe('0 ms');
    expect(formatTime(Number.NaN)).toBe('0 ms');
  });
});
