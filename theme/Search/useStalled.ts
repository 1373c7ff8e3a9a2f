import { useEffect, useState } from 'react';
import { SEARCH_STALL_MS } from './limits';

/** True once `active` has stayed true for the stall delay of the search (then a spinner shows). */
export function useStalled(active: boolean): boolean {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setStalled(true), SEARCH_STALL_MS);
    return () => {
      window.clearTimeout(timer);
      setStalled(false);
    };
  }, [active]);
  return active && stalled;
}
