import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Lang, LANGS, fileToRoute } from '../../site/structure';
import { type ParsedPage, parsePage } from '../../site/markdown';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DOCS = path.join(ROOT, 'docs');

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

const isRouted = (rel: string) =>
  /\.mdx?$/.test(rel) && !rel.split('/').some((part) => part === 'shared' || part.startsWith('_'));

function walk(dir: string, base = ''): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel));
    else out.push(rel);
  }
  return out;
}

let cache: DocFile[] | undefined;

/** Every routed page file of both languages, parsed. */
export function docFiles(): DocFile[] {
  if (cache) return cache;
  cache = [];
  for (const lang of LANGS) {
    for (const rel of walk(path.join(DOCS, lang)).filter(isRouted).sort()) {
      const abs = path.join(DOCS, lang, rel);
      const source = readFileSync(abs, 'utf8');
      let page: ParsedPage;
      try {
        page = parsePage(source);
      } catch (error) {
        throw new Error(`docs/${lang}/${rel}: ${(error as Error).message}`);
      }
      cache.push({ lang, rel, display: `docs/${lang}/${rel}`, abs, route: fileToRoute(rel), source, page });
    }
  }
  return cache;
}

export function readRoutesManifest(): string[] {
  return readFileSync(path.join(ROOT, 'site/routes.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}
