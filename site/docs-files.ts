/** The routed page files under `docs/<lang>` (shared by the build plugins, the tests and the e2e specs). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../scripts/lib/files.mjs';
import { LANGS, type Lang, fileToRoute, localizeRoute, routeToFileCandidates } from './structure';

export const DOCS_DIR = path.resolve(import.meta.dirname, '../docs');

/** Files in a `shared/` folder or starting with `_` are fragments, not pages. */
const isRoutedFile = (rel: string) =>
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
    listFiles(path.join(docsDir, lang))
      .filter(isRoutedFile)
      .map((rel) => {
        const route = fileToRoute(rel);
        return { lang, rel, abs: path.join(docsDir, lang, rel), route, url: localizeRoute(route, lang) };
      }),
  );
}

/** The file of an English route's page in a language (relative to `docs/<lang>`), if the page exists. */
export function pageFile(route: string, lang: string, docsDir = DOCS_DIR): string | undefined {
  return routeToFileCandidates(route).find((rel) => existsSync(path.join(docsDir, lang, rel)));
}

/** Whether the page of an English route exists in a language. */
export const pageExists = (route: string, lang: string, docsDir = DOCS_DIR) => pageFile(route, lang, docsDir) !== undefined;
