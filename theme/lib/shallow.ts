/**
 * Whether two values are equal field by field (each field the same value).
 * The page data Rspress refetches for the page already on screen is such a
 * copy: new object, same fields.
 */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.length === keysB.length && keysA.every((key) => Object.hasOwn(recordB, key) && Object.is(recordA[key], recordB[key]));
}
