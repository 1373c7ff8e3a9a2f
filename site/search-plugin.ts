/**
 * Rspress plugin: after a production build, writes the Algolia records of
 * every page, one file per language, to `<outDir>/search/records.<lang>.json`.
 * `npm run search:upload` sends them to Algolia.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { LANGS } from './structure';
import { listPageFiles } from './docs-files';
import { type SearchRecord, buildRecords } from './search';

export const RECORDS_DIR = 'search';
export const recordsFile = (lang: string) => `records.${lang}.json`;

export function collectRecords(): Record<string, SearchRecord[]> {
  const byLang: Record<string, SearchRecord[]> = Object.fromEntries(LANGS.map((l) => [l, []]));
  for (const file of listPageFiles()) {
    const records = buildRecords({ lang: file.lang, route: file.route, source: readFileSync(file.abs, 'utf8') });
    byLang[file.lang]!.push(...records);
  }
  return byLang;
}

export function pluginSearchRecords(outDir: string): RspressPlugin {
  return {
    name: 'rsbuild-docs:search-records',
    afterBuild(_config, isProd) {
      if (!isProd) return;
      const dir = path.join(outDir, RECORDS_DIR);
      mkdirSync(dir, { recursive: true });
      for (const [lang, records] of Object.entries(collectRecords())) {
        writeFileSync(path.join(dir, recordsFile(lang)), `${JSON.stringify(records)}\n`);
      }
    },
  };
}
