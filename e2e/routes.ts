import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGS, type Lang, fileToRoute, localizeRoute } from '../site/structure';

const DOCS = path.resolve(import.meta.dirname, '../docs');

function walk(dir: string, base = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(path.join(dir, entry.name), rel) : [rel];
  });
}

export interface BuiltRoute {
  lang: Lang;
  route: string;
  url: string;
  file: string;
}

/** Every page that the build turns into a route, in both languages. */
export function builtRoutes(): BuiltRoute[] {
  return LANGS.flatMap((lang) =>
    walk(path.join(DOCS, lang))
      .filter((rel) => /\.mdx?$/.test(rel) && !rel.split('/').some((p) => p === 'shared' || p.startsWith('_')))
      .sort()
      .map((rel) => {
        const route = fileToRoute(rel);
        return { lang, route, url: localizeRoute(route, lang), file: `${lang}/${rel}` };
      }),
  );
}

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
