/**
 * The Algolia records of every page (site/search.ts), per language, and where a
 * production build writes them: `search-records/records.<lang>.json` next to the
 * output folder, outside the published site (`npm run search:upload` sends them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS } from './structure';
import { listPageFiles } from './docs-files';
import { type SearchRecord, buildRecords } from './search';

/** Folder of the Algolia records for a given output folder (a sibling, never inside it). */
export const recordsDir = (outDir: string) => path.join(path.dirname(path.resolve(outDir)), 'search-records');
export const recordsFile = (lang: string) => `records.${lang}.json`;

export function collectRecords(): Record<string, SearchRecord[]> {
  const byLang: Record<string, SearchRecord[]> = Object.fromEntries(LANGS.map((l) => [l, []]));
  for (const file of listPageFiles()) {
    const records = buildRecords({ lang: file.lang, route: file.route, source: readFileSync(file.abs, 'utf8') });
    byLang[file.lang]!.push(...records);
  }
  return byLang;
}
