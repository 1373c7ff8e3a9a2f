import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../../site/structure';
import { type ParsedPage, parsePage } from '../../site/markdown';
import { DOCS_DIR, listPageFiles } from '../../site/docs-files';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DOCS = DOCS_DIR;

export interface DocFile {
  lang: Lang;
  /** Path relative to `docs/<lang>`, with forward slashes. */
  rel: string;
  /** Path relative to the repository root, for messages. */
  display: string;
  abs: string;
  route: string;
  source: string;
  page: ParsedPage;
}

let cache: DocFile[] | undefined;

/** Every routed page file of both languages, parsed. */
export function docFiles(): DocFile[] {
  cache ??= listPageFiles().map(({ lang, rel, abs, route }) => {
    const source = readFileSync(abs, 'utf8');
    let page: ParsedPage;
    try {
      page = parsePage(source);
    } catch (error) {
      throw new Error(`docs/${lang}/${rel}: ${(error as Error).message}`, { cause: error });
    }
    return { lang, rel, display: `docs/${lang}/${rel}`, abs, route, source, page };
  });
  return cache;
}

export function readRoutesManifest(): string[] {
  return readFileSync(path.join(ROOT, 'site/routes.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}
