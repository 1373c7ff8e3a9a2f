#!/usr/bin/env node
// `npm run search:upload`: pushes the Algolia records written by `npm run build`
// (search-records/records.<lang>.json, next to doc_build and never published)
// to the index, replacing its content.
// Needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and an admin key in ALGOLIA_ADMIN_KEY;
// the admin key is read here only and never reaches the built site.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const env = process.env;
const required = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_INDEX_NAME'];
const missing = required.filter((name) => !env[name]?.trim());
if (missing.length) {
  console.error(`search:upload: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. Nothing was uploaded.`);
  console.error('Set ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_KEY (an admin key with write access, never the search-only key).');
  process.exit(1);
}

// site/plugins/search.ts writes them beside the output folder (recordsDir).
const outDir = path.resolve(import.meta.dirname, '..', env.DOCS_OUT_DIR ?? 'doc_build');
const dir = path.join(path.dirname(outDir), 'search-records');
const files = existsSync(dir) ? readdirSync(dir).filter((f) => /^records\.[a-z]+\.json$/.test(f)) : [];
if (files.length === 0) {
  console.error(`search:upload: no records in ${path.relative(process.cwd(), dir)}; run \`npm run build\` first. Nothing was uploaded.`);
  process.exit(1);
}

const objects = files.flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
const ids = new Set(objects.map((o) => o.objectID));
if (ids.size !== objects.length) {
  console.error('search:upload: duplicate objectIDs in the records; refusing to upload.');
  process.exit(1);
}

const { algoliasearch } = await import('algoliasearch');
const client = algoliasearch(env.ALGOLIA_APP_ID, env.ALGOLIA_ADMIN_KEY);
const indexName = env.ALGOLIA_INDEX_NAME;

await client.setSettings({
  indexName,
  indexSettings: {
    attributesForFaceting: ['lang', 'type'],
    searchableAttributes: [
      'unordered(hierarchy.lvl0)',
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
    ],
    attributesToSnippet: ['content:10'],
    attributesToHighlight: ['hierarchy', 'content'],
    distinct: true,
    attributeForDistinct: 'url',
    customRanking: ['desc(weight.level)', 'asc(weight.position)'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  },
});
const result = await client.replaceAllObjects({ indexName, objects, batchSize: 1000 });
console.log(`search:upload: replaced ${indexName} with ${objects.length} records from ${files.join(', ')} (task ${result.moveOperationResponse?.taskID ?? 'done'}).`);
