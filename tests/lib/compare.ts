/**
 * Compares a documented default (a JavaScript literal evaluated from the page)
 * with the real normalized value. Paths relative to the project root compare
 * equal to their absolute form; RegExps compare by source; `undefined`
 * properties count as absent.
 */
import path from 'node:path';
import vm from 'node:vm';

export function evaluateLiteral(source: string): unknown {
  // The timeout only stops a runaway expression; 100 ms was exceeded by plain literals on a loaded CI machine.
  return vm.runInNewContext(`(${source})`, Object.create(null), { timeout: 5_000 });
}

const isRegExp = (v: unknown): v is RegExp => Object.prototype.toString.call(v) === '[object RegExp]';
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !isRegExp(v);

/** Returns the first difference as a readable path, or undefined when equal. */
export function diffDefault(documented: unknown, actual: unknown, root: string, at = ''): string | undefined {
  const here = at || '(value)';
  if (typeof actual === 'function') return `${here}: the real default is a function`;
  if (isRegExp(actual) || isRegExp(documented)) {
    return isRegExp(actual) && isRegExp(documented) && String(actual) === String(documented)
      ? undefined
      : `${here}: documented ${show(documented)}, real ${show(actual)}`;
  }
  if (typeof actual === 'string' && typeof documented === 'string') {
    if (actual === documented) return undefined;
    if (path.isAbsolute(actual) && path.resolve(root, documented) === actual) return undefined;
    return `${here}: documented ${show(documented)}, real ${show(actual)}`;
  }
  if (Array.isArray(actual) || Array.isArray(documented)) {
    if (!Array.isArray(actual) || !Array.isArray(documented) || actual.length !== documented.length) {
      return `${here}: documented ${show(documented)}, real ${show(actual)}`;
    }
    for (let i = 0; i < actual.length; i++) {
      const d = diffDefault(documented[i], actual[i], root, `${at}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  if (isPlainObject(actual) && isPlainObject(documented)) {
    const keys = new Set([...Object.keys(actual), ...Object.keys(documented)]);
    for (const key of [...keys].sort()) {
      const d = diffDefault(documented[key], actual[key], root, at ? `${at}.${key}` : key);
      if (d) return d;
    }
    return undefined;
  }
  return Object.is(documented, actual) ? undefined : `${here}: documented ${show(documented)}, real ${show(actual)}`;
}

function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return '[Function]';
  if (isRegExp(value)) return String(value);
  try {
    return JSON.stringify(value, (_k, v) => (isRegExp(v) ? String(v) : v === undefined ? '[undefined]' : v));
  } catch {
    return String(value);
  }
}
