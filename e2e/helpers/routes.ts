import { type PageFile, listPageFiles } from '../../site/docs-files';

export type BuiltRoute = PageFile;

/** Every page that the build turns into a route, in both languages. */
export const builtRoutes = (): BuiltRoute[] => listPageFiles();

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Addresses that are no page, for the 404 tests (with or without `/zh`). tests/route-literals.test.ts
 * fails when one of them becomes a route or a moved page, which would turn a 404 test into a page test.
 */
export const NOT_PAGES = {
  /** One letter off `/guide/start/quick-start`: the 404 page suggests that page. */
  typo: '/guide/start/quik-start',
  /** An unknown page in a known section. */
  unknown: '/guide/no-such-page',
  /** An unknown address below a config group, with `.html`. */
  deep: '/config/dev/no/such/page.html',
} as const;
