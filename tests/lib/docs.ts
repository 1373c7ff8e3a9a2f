import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../../site/structure';
import { type ParsedPage, parsePage } from '../../site/markdown';
import { DOCS_DIR, listPageFiles } from '../../site/docs-files';
import { readRoutes } from '../../site/structure-check';

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
  return readRoutes().map((r) => r.route);
}

/** Every route that site/routes.txt has listed in any commit (git history; none without it). */
export function routesEverListed(): string[] {
  let log: string;
  try {
    log = execFileSync('git', ['log', '--format=', '-p', '--', 'site/routes.txt'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return [];
  }
  return [...new Set([...log.matchAll(/^\+(\/\S*)$/gm)].map((m) => m[1]!))];
}
