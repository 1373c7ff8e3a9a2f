/**
 * Decorative stars of the hero: where they sit, how large they are and how
 * far they drift toward the pointer.
 */
export const STAR_COUNT = 35;
/** Pointer influence radius in CSS pixels. */
export const POINTER_RADIUS = 100;
/** Fraction of the distance to the pointer a star travels when the pointer is on top of it. */
const DRIFT_STRENGTH = 0.4;

/** Size of the star at `index`, in CSS pixels: index / 20 + 3. */
export function starSize(index: number): number {
  return index / 20 + 3;
}

export interface Star {
  index: number;
  /** Horizontal position, percent of the hero width. */
  x: number;
  /** Vertical position, percent of the hero height. */
  y: number;
  size: number;
  /** Twinkle delay in seconds: at most 2, so that with the 3 s twinkle every star is still within 5 s of the page load. */
  delay: number;
}

/** Small deterministic PRNG (mulberry32): the same stars on the server and in the browser. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Positions of `count` stars, spread over the hero and kept off its edges. */
export function createStars(count = STAR_COUNT, seed = 20240910): Star[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    index,
    x: round(4 + random() * 92),
    y: round(6 + random() * 88),
    size: starSize(index),
    delay: round(random() * 2),
  }));
}

export interface Point {
  x: number;
  y: number;
}

/**
 * Offset of a star (centre at `star`) toward the pointer. Zero when the
 * pointer is absent or farther than `radius`; otherwise the star moves along
 * the line to the pointer, more the closer the pointer is, never past it.
 */
export function starDrift(star: Point, pointer: Point | null, radius = POINTER_RADIUS, strength = DRIFT_STRENGTH): Point {
  if (!pointer) return { x: 0, y: 0 };
  const dx = pointer.x - star.x;
  const dy = pointer.y - star.y;
  const distance = Math.hypot(dx, dy);
  if (distance >= radius || distance === 0) return { x: 0, y: 0 };
  const pull = strength * (1 - distance / radius);
  return { x: dx * pull, y: dy * pull };
}
