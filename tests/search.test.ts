import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildRecords, readDocSearchEnv, searchableText } from '../site/search';
import { collectRecords, recordsDir, recordsFile } from '../site/plugins/search';
import { isEditable, searchShortcut } from '../theme/Search/keys';
import { missingResultsUrl, toRelativeUrl } from '../theme/Search/docsearchOptions';
import { repositoryOf } from '../theme/lib/feedback';
import { SITE } from '../site/meta';
import { ROOT } from './lib/docs';

// The records of every page, collected once for the tests of this file (about a second each time).
let siteRecords: ReturnType<typeof collectRecords> | undefined;
const recordsOfSite = () => (siteRecords ??= collectRecords());

describe('DocSearch configuration', () => {
  it('is off when no variable is set', () => {
    expect(readDocSearchEnv({})).toBeUndefined();
    expect(readDocSearchEnv({ ALGOLIA_APP_ID: '  ' })).toBeUndefined();
  });

  it('is on when all three are set', () => {
    expect(readDocSearchEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'search', ALGOLIA_INDEX_NAME: 'docs' })).toEqual({
      appId: 'APP',
      apiKey: 'search',
      indexName: 'docs',
      assistantId: null,
    });
  });

  it('turns on Ask AI when an assistant id is set with the three', () => {
    const env = { ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'search', ALGOLIA_INDEX_NAME: 'docs' };
    expect(readDocSearchEnv({ ...env, ALGOLIA_ASSISTANT_ID: ' agent-1 ' })?.assistantId).toBe('agent-1');
    expect(readDocSearchEnv({ ...env, ALGOLIA_ASSISTANT_ID: '' })?.assistantId).toBeNull();
    expect(() => readDocSearchEnv({ ALGOLIA_ASSISTANT_ID: 'agent-1' })).toThrow(/ALGOLIA_ASSISTANT_ID is set but DocSearch is not/);
  });

  it('fails naming the missing variable when only some are set', () => {
    expect(() => readDocSearchEnv({ ALGOLIA_APP_ID: 'APP' })).toThrow(/ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME are missing/);
    expect(() => readDocSearchEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs' })).toThrow(/ALGOLIA_API_KEY is missing/);
    expect(() => readDocSearchEnv({ ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs' })).toThrow(/ALGOLIA_APP_ID is missing/);
  });

  it('refuses an admin key in the browser-facing variable', () => {
    expect(() => readDocSearchEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'same', ALGOLIA_INDEX_NAME: 'i', ALGOLIA_ADMIN_KEY: 'same' })).toThrow(/search-only/);
  });
});

const sample = `---
description: A sample.
---

import { X } from 'y';

# dev.hmr

- **Type:** \`boolean\`
- **Default:** \`true\`

Turns on [hot module replacement](/guide/advanced/hmr) for **every** entry.
This line continues the paragraph.

## Example {#example}

Set \`dev.hmr\` to \`false\`:

\`\`\`ts title="rsbuild.config.ts"
export default {};
\`\`\`

### Nested {#nested}

Deep text.

## Second {#second}

Last words.
`;

describe('Algolia records', () => {
  const records = buildRecords({ lang: 'en', route: '/config/dev/hmr', source: sample });

  it('has one record per heading and per paragraph, in order', () => {
    expect(records.map((r) => r.type)).toEqual(['lvl1', 'content', 'content', 'content', 'lvl2', 'content', 'lvl3', 'content', 'lvl2', 'content']);
  });

  it('carries the heading hierarchy and anchors', () => {
    const nested = records.find((r) => r.content === 'Deep text.')!;
    expect(nested.hierarchy).toMatchObject({ lvl0: 'dev', lvl1: 'dev.hmr', lvl2: 'Example', lvl3: 'Nested', lvl4: null });
    expect(nested.url).toBe('/config/dev/hmr#nested');
    const second = records.find((r) => r.content === 'Last words.')!;
    expect(second.hierarchy.lvl3).toBeNull();
    expect(second.url).toBe('/config/dev/hmr#second');
    expect(records[0]!.url).toBe('/config/dev/hmr');
  });

  it('keeps inline code, drops markup, joins paragraph lines, skips code blocks', () => {
    expect(records.some((r) => r.content === 'Turns on hot module replacement for every entry. This line continues the paragraph.')).toBe(true);
    expect(records.some((r) => r.content === 'Set dev.hmr to false:')).toBe(true);
    expect(records.some((r) => r.content?.includes('export default'))).toBe(false);
    expect(searchableText('| `a` | b |')).toBe('a | b');
  });

  it('localizes Chinese URLs and lvl0', () => {
    const zh = buildRecords({ lang: 'zh', route: '/guide/start/', source: '# 介绍\n\n## 为什么 {#why}\n\n正文。\n' });
    expect(zh.map((r) => r.url)).toEqual(['/zh/guide/start/', '/zh/guide/start/#why', '/zh/guide/start/#why']);
    expect(zh[0]!.hierarchy.lvl0).toBe('开始');
    expect(zh.every((r) => r.lang === 'zh')).toBe(true);
  });

  it('gives ids that are stable across builds and unique across the site', () => {
    const again = buildRecords({ lang: 'en', route: '/config/dev/hmr', source: sample });
    expect(again.map((r) => r.objectID)).toEqual(records.map((r) => r.objectID));
    const all = Object.values(recordsOfSite()).flat();
    expect(all.length).toBeGreaterThan(0);
    const ids = all.map((r) => r.objectID);
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes).toEqual([]);
    const site = recordsOfSite();
    expect(site.en!.length).toBeGreaterThan(0);
    expect(site.zh!.length).toBeGreaterThan(0);
    expect(site.zh!.every((r) => r.url.startsWith('/zh/'))).toBe(true);
  });
});

describe('search index process (site/plugins/search-worker.mjs)', () => {
  const worker = path.join(ROOT, 'site/plugins/search-worker.mjs');

  it('writes the same records as collectRecords into its staging folder', () => {
    const staging = mkdtempSync(path.join(tmpdir(), 'search-worker-'));
    try {
      const run = spawnSync(process.execPath, [worker, staging, 'records'], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      for (const [lang, records] of Object.entries(recordsOfSite())) {
        const written = JSON.parse(readFileSync(path.join(staging, 'records', recordsFile(lang)), 'utf8')) as unknown;
        expect(written, `records.${lang}.json`).toEqual(records);
      }
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });

  it('fails with its usage when the mode is missing', () => {
    const run = spawnSync(process.execPath, [worker, tmpdir()], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('usage: search-worker.mjs <staging folder> local|records');
  });
});

describe('search shortcuts', () => {
  it('Ctrl/Cmd+K toggles, / opens outside text fields, Escape closes', () => {
    expect(searchShortcut({ key: 'k', ctrlKey: true }, null, false)).toBe('toggle');
    expect(searchShortcut({ key: 'K', metaKey: true }, null, true)).toBe('toggle');
    expect(searchShortcut({ key: '/' }, { tagName: 'BODY' }, false)).toBe('open');
    expect(searchShortcut({ key: '/' }, { tagName: 'INPUT' }, false)).toBeNull();
    expect(searchShortcut({ key: '/' }, { tagName: 'DIV', isContentEditable: true }, false)).toBeNull();
    expect(searchShortcut({ key: 'Escape' }, null, true)).toBe('close');
    expect(searchShortcut({ key: 'Escape' }, null, false)).toBeNull();
    expect(searchShortcut({ key: 'k', ctrlKey: true, isComposing: true }, null, false)).toBeNull();
    expect(isEditable({ tagName: 'textarea' })).toBe(true);
  });

  it('keeps hit URLs inside the site and builds the report link', () => {
    expect(toRelativeUrl('https://v1.rsbuild.rs/config/dev/hmr#example')).toBe('/config/dev/hmr#example');
    expect(toRelativeUrl('/zh/guide/start/')).toBe('/zh/guide/start/');
    expect(missingResultsUrl('alias', 'https://github.com/o/r')).toBe(
      'https://github.com/o/r/issues/new?title=%5BDocs%5D%3A%20no%20search%20results%20for%20%22alias%22',
    );
  });

  it('reports a query without results in the repository of the edit links and page feedback (one setting)', () => {
    const url = new URL(missingResultsUrl('alias'));
    expect(`${url.origin}${url.pathname}`).toBe(`${repositoryOf(SITE.editBaseUrl)}/issues/new`);
  });
});

describe('npm run search:upload', () => {
  it('exits non-zero with a clear message and uploads nothing without an admin key', () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/search-upload.mjs')], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs' },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/ALGOLIA_ADMIN_KEY is not set\. Nothing was uploaded\./);
  });

  const upload = (outDir: string) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts/search-upload.mjs')], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs', ALGOLIA_ADMIN_KEY: 'admin', DOCS_OUT_DIR: outDir },
    });

  it('reads the records from search-records/ beside the output folder, where the build writes them', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'records-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const outDir = path.join(root, 'doc_build');
    // No records yet: it names the folder it looked in.
    const missing = upload(outDir);
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toMatch(/no records in .*search-records; run `npm run build` first/);
    // Records where the build plugin writes them (two with the same id, so nothing is sent).
    const dir = recordsDir(outDir);
    expect(dir).toBe(path.join(root, 'search-records'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, recordsFile('en')), JSON.stringify([{ objectID: 'a' }, { objectID: 'a' }]));
    const found = upload(outDir);
    expect(found.status).not.toBe(0);
    expect(found.stderr).toMatch(/duplicate objectIDs/);
  });
});
