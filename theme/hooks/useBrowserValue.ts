import { useEffect, useRef, useState } from 'react';

/**
 * A value that depends on the browser (the address, being inside a frame).
 * It is `serverValue` while the prerendered page hydrates, so the first client
 * render matches the HTML; after that it is what `read()` returns, re-read
 * whenever `key` changes.
 *
 * Unlike a "hydrated" flag, it re-renders only when the browser's value
 * differs from the one on screen. A hydrated flag in the layout re-rendered
 * the whole page once right after hydration, as one long synchronous task,
 * even though nearly every visit has nothing to change.
 */
export function useBrowserValue<T>(serverValue: T, read: () => T, key: string, same: (a: T, b: T) => boolean = sameJson): T {
  const [value, setValue] = useState(serverValue);
  const reader = useRef({ read, same });
  useEffect(() => {
    reader.current = { read, same };
  });
  useEffect(() => {
    const next = reader.current.read();
    // The browser's value can only be read after hydration: this second render is the point.
    setValue((current) => (reader.current.same(current, next) ? current : next));
  }, [key]);
  return value;
}

/** Equality of plain data (flags, strings, small records). */
export function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
