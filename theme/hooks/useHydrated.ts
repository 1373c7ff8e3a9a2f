import { useEffect, useState } from 'react';

/**
 * False during server rendering and the first (hydrating) client render,
 * true afterwards. Lets browser-only state (query string, frames, storage)
 * change the markup without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
