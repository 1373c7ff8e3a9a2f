import { describe, expect, it } from 'vitest';
import { createStars, POINTER_RADIUS, STAR_COUNT, starDrift, starSize } from '../../theme/lib/stars';

describe('hero stars', () => {
  it('has 35 stars sized index / 20 + 3', () => {
    expect(STAR_COUNT).toBe(35);
    expect(starSize(0)).toBe(3);
    expect(starSize(10)).toBe(3.5);
    expect(starSize(34)).toBeCloseTo(4.7);
    const stars = createStars();
    expect(stars).toHaveLength(35);
    stars.forEach((star, i) => expect(star.size).toBe(i / 20 + 3));
  });
  it('places the stars the same way every time, inside the hero', () => {
    expect(createStars()).toEqual(createStars());
    for (const star of createStars()) {
      expect(star.x).toBeGreaterThanOrEqual(0);
      expect(star.x).toBeLessThanOrEqual(100);
      expect(star.y).toBeGreaterThanOrEqual(0);
      expect(star.y).toBeLessThanOrEqual(100);
    }
  });
  it('drifts toward a pointer within 100 px only', () => {
    expect(POINTER_RADIUS).toBe(100);
    const star = { x: 200, y: 200 };
    expect(starDrift(star, null)).toEqual({ x: 0, y: 0 });
    expect(starDrift(star, { x: 300, y: 200 })).toEqual({ x: 0, y: 0 });
    expect(starDrift(star, { x: 400, y: 400 })).toEqual({ x: 0, y: 0 });
    const near = starDrift(star, { x: 250, y: 200 });
    expect(near.x).toBeGreaterThan(0);
    expect(near.y).toBe(0);
    expect(near.x).toBeLessThan(50);
    const left = starDrift(star, { x: 150, y: 180 });
    expect(left.x).toBeLessThan(0);
    expect(left.y).toBeLessThan(0);
  });
  it('pulls harder the closer the pointer is', () => {
    const star = { x: 0, y: 0 };
    const far = starDrift(star, { x: 90, y: 0 });
    const close = starDrift(star, { x: 20, y: 0 });
    expect(close.x / 20).toBeGreaterThan(far.x / 90);
  });
});
