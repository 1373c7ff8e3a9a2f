import { type PageFile, listPageFiles } from '../../site/docs-files';

export type BuiltRoute = PageFile;

/** Every page that the build turns into a route, in both languages. */
export const builtRoutes = (): BuiltRoute[] => listPageFiles();

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
