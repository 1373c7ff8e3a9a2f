import { useEffect, useRef, useState } from 'react';

/**
 * A value that depends on the browser (the address, a frame): `serverValue` while the page
 * hydrates, so the first render matches the HTML, then `read()`, re-read when `key` changes. It
 * renders again only when the browser's value differs from the one on screen.
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
