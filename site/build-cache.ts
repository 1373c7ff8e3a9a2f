/**
 * Whether a run of Rspress writes Rspack's persistent cache. It pays only where it is read
 * again: `rspress dev`, and builds with DOCS_BUILD_CACHE=1 (`npm test`, whose second build
 * reads it; CI, which restores it). Writing it raises a cold build's peak memory by about
 * 600 MiB, so a plain production build skips it.
 */
export function keepBuildCache(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV !== 'production' || env.DOCS_BUILD_CACHE === '1';
}
