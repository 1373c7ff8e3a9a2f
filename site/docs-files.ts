/** Lists the routed page files under `docs/<lang>` (shared by the build plugins, the tests and the e2e specs). */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGS, type Lang, fileToRoute, localizeRoute } from './structure';

export const DOCS_DIR = path.resolve(import.meta.dirname, '../docs');

function walk(dir: string, base = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(path.join(dir, entry.name), rel) : [rel];
  });
}

/** Files in a `shared/` folder or starting with `_` are fragments, not pages. */
export const isRoutedFile = (rel: string) =>
  /\.mdx?$/.test(rel) && !rel.split('/').some((part) => part === 'shared' || part.startsWith('_'));

export interface PageFile {
  lang: Lang;
  /** Relative to `docs/<lang>`, forward slashes. */
  rel: string;
  abs: string;
  /** English route. */
  route: string;
  /** Route in the page's language. */
  url: string;
}

export function listPageFiles(docsDir = DOCS_DIR): PageFile[] {
  return LANGS.flatMap((lang) =>
    walk(path.join(docsDir, lang))
      .filter(isRoutedFile)
      .sort()
      .map((rel) => {
        const route = fileToRoute(rel);
        return { lang, rel, abs: path.join(docsDir, lang, rel), route, url: localizeRoute(route, lang) };
      }),
  );
}
