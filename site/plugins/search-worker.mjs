// Child process of site/plugins/search.ts: builds the offline search bundles and the
// Algolia records from the page sources (not the build output) while the compile runs,
// into a staging folder that the plugin copies into the output after the build.
// Arguments: the staging folder, then `local` (records and bundles) or `records`.
// The site's TypeScript modules are loaded with the loader Rsbuild uses for the config.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createJiti } from '@rsbuild/core/jiti';

const [stagingDir, mode] = process.argv.slice(2);
if (!stagingDir || !['local', 'records'].includes(mode ?? '')) throw new Error('usage: search-worker.mjs <staging folder> local|records');
const jiti = createJiti(import.meta.url);
const { collectRecords, recordsFile } = await jiti.import('../search-records.ts');
const { writeSearchIndex } = await jiti.import('../search-index.ts');

const recordsDir = path.join(stagingDir, 'records');
mkdirSync(recordsDir, { recursive: true });
for (const [lang, records] of Object.entries(collectRecords())) {
  writeFileSync(path.join(recordsDir, recordsFile(lang)), `${JSON.stringify(records)}\n`);
}
if (mode === 'local') await writeSearchIndex(stagingDir);
