/**
 * The Version history check (`npm run check:versions`): table and probe
 * parsing, dating a probe across releases, the twin rule, the tarball reader,
 * a whole run over fixture pages against fake releases, and the rule that
 * every real page's table is checkable.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readTarball, tarballName } from '../scripts/lib/npm-tarballs.mjs';
import { checkRows, collectPages, formatReport, twinProblems, verifyEvidence } from '../scripts/lib/version-check.mjs';
import {
  applyEvidence,
  dateProbe,
  firstReleaseTag,
  haystacksOf,
  missingBetween,
  parseProbes,
  probeHolds,
  readVersionHistory,
  releasesOfMajor,
} from '../scripts/lib/version-history.mjs';
import { parsePage } from '../site/markdown';
import { collectSearchDocuments } from '../site/search-index';
import { collectRecords } from '../site/plugins/search';
import { DOCS } from './lib/docs';

const page = (table: string, block: string | null, after = '') =>
  [
    '# page',
    '',
    '## Version history {#version-history}',
    '',
    table,
    '',
    ...(block === null ? [] : ['{/* version-check', block, '*/}', '']),
    after,
  ].join('\n');

const TABLE = ['| Version | Change |', '| --- | --- |', '| v1.1.5 | Accepts `true`. |', '| v1.2.0 | Added `keep`. |'].join('\n');
const PROBES = ['v1.1.5: types "sourceMap?: boolean"', 'v1.2.0: @rsbuild/plugin-sass code /keep\\??:/ files !"old.js"'].join('\n');

describe('readVersionHistory', () => {
  it('reads rows with their probes and line numbers', () => {
    const history = readVersionHistory(page(TABLE, PROBES))!;
    expect(history.problems).toEqual([]);
    expect(history.rows.map((r) => [r.version, r.line])).toEqual([
      ['v1.1.5', 7],
      ['v1.2.0', 8],
    ]);
    expect(history.rows[0]!.probe!.probes[0]).toMatchObject({ place: 'types', negate: false, text: 'sourceMap?: boolean' });
    const second = history.rows[1]!.probe!;
    expect(second.pkg).toBe('@rsbuild/plugin-sass');
    expect(second.probes.map((p) => [p.place, p.negate, String(p.regex ?? p.text)])).toEqual([
      ['code', false, '/keep\\??:/'],
      ['files', true, 'old.js'],
    ]);
    expect(second.line).toBe(12);
  });

  it('returns null for a page without a version history', () => {
    expect(readVersionHistory('# page\n\ntext\n')).toBeNull();
  });

  it('names the line of every mistake a maintainer can make', () => {
    const messages = (source: string) => readVersionHistory(source)!.problems.map((p) => `${p.line}: ${p.message}`);
    expect(messages(page(TABLE, null))).toEqual([expect.stringMatching(/^3: no \{\/\* version-check/)]);
    expect(messages(page(TABLE.replace('v1.1.5', 'v1.1'), PROBES.replace('v1.1.5', 'v1.1')))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^7: write the release as vX\.Y\.Z/), expect.stringMatching(/^11: expected "vX\.Y\.Z: <probes>"/)]),
    );
    expect(messages(page(TABLE, 'v1.1.5: types "a"'))).toEqual(['8: v1.2.0 has no probe in the version-check comment']);
    expect(messages(page(TABLE, `${PROBES}\nv1.3.0: types "b"`))).toEqual(['13: v1.3.0 is probed but has no row']);
    expect(messages(page(TABLE, `${PROBES}\nv1.1.5: types "c"`))).toEqual(['13: v1.1.5 is probed twice']);
    expect(messages(page(TABLE.replace('v1.2.0', 'v1.1.5'), PROBES))).toEqual(
      expect.arrayContaining(['8: v1.1.5 has two rows; merge them', '12: v1.2.0 is probed but has no row']),
    );
    const swapped = ['| Version | Change |', '| --- | --- |', '| v1.2.0 | b |', '| v1.1.5 | a |'].join('\n');
    expect(messages(page(swapped, PROBES))).toEqual(['8: rows are not in ascending version order']);
    expect(messages(page(TABLE, 'v1.1.5: types "a"\nv1.2.0: types /x*/ y/'))).toEqual([expect.stringMatching(/^12: a probe cannot contain \*\//)]);
    expect(messages(page(TABLE, 'v1.1.5: types "a"\nv1.2.0: typo "b"'))).toEqual([expect.stringMatching(/^12: v1\.2\.0: expected types, code, files, skip or tag/)]);
  });

  it('stops at the next section', () => {
    const history = readVersionHistory(page(TABLE, PROBES, '## Next {#next}\n\n| v9.9.9 | not a row |\n'))!;
    expect(history.rows).toHaveLength(2);
  });
});

describe('parseProbes', () => {
  it('reads strings with escapes, regexes with flags and skip reasons', () => {
    expect(parseProbes('types "a \\"quoted\\"  text"').probes[0]!.text).toBe('a "quoted" text');
    const re = parseProbes('code /a\\/b[/]c/i').probes[0]!.regex!;
    expect([re.source, re.flags]).toEqual(['a\\/b[/]c', 'i']);
    expect(parseProbes('skip "Rspack internals"')).toMatchObject({ probes: [], skip: 'Rspack internals' });
  });

  it('reads the recorded tag and commit of a row', () => {
    expect(parseProbes('types "a" tag v1.4.0 commit 7452ef452')).toMatchObject({ probes: [{ text: 'a' }], evidence: { tag: '1.4.0', commit: '7452ef452' } });
    expect(parseProbes('tag v1.2.1 commit 87e1350f3 code "b"').evidence).toEqual({ tag: '1.2.1', commit: '87e1350f3' });
    expect(parseProbes('types "a"').evidence).toBeUndefined();
  });

  it('rejects a malformed, repeated or useless tag', () => {
    expect(() => parseProbes('types "a" tag 1.4.0 commit 7452ef452')).toThrow(/expected "tag vX\.Y\.Z commit/);
    expect(() => parseProbes('types "a" tag v1.4.0')).toThrow(/expected "tag vX\.Y\.Z commit/);
    expect(() => parseProbes('types "a" tag v1.4.0 commit 7452')).toThrow(/7 to 40 hex digits/);
    expect(() => parseProbes('types "a" tag v1.4.0 commit 7452ef452x')).toThrow(/expected "tag/);
    expect(() => parseProbes('types "a" tag v1.4.0 commit 7452ef452 tag v1.4.0 commit 7452ef452')).toThrow(/one tag per row/);
    expect(() => parseProbes('skip "runtime only" tag v1.4.0 commit 7452ef452')).toThrow(/skipped row/);
    expect(() => parseProbes('tag v1.4.0 commit 7452ef452')).toThrow(/no probe/);
  });

  it('rejects probes that cannot work', () => {
    expect(() => parseProbes('')).toThrow(/no probe/);
    expect(() => parseProbes('types "open')).toThrow(/unterminated string/);
    expect(() => parseProbes('types /open')).toThrow(/unterminated regex/);
    expect(() => parseProbes('types "a" skip "b"')).toThrow(/either skipped or probed/);
    expect(() => parseProbes('skip ""')).toThrow(/needs a reason/);
    expect(() => parseProbes('types ""')).toThrow(/empty probe/);
    expect(() => parseProbes('types "a"code "b"')).toThrow(/expected a space/);
  });
});

describe('probeHolds', () => {
  const hay = haystacksOf(
    new Map([
      ['dist-types/config.d.ts', Buffer.from('export type A = {\n    sourceMap?: boolean |\n        SourceMap;\n};')],
      ['compiled/chokidar/index.d.ts', Buffer.from('type ChokidarOptions = {};')],
      ['dist/index.js', Buffer.from("const charset = 'utf-8';")],
      ['compiled/cors/index.js', Buffer.from('third party code')],
    ]),
  );
  const holds = (line: string) => probeHolds(parseProbes(line).probes[0]!, hay);

  it('compares text with whitespace collapsed, in the right haystack', () => {
    expect(holds('types "sourceMap?: boolean | SourceMap;"')).toBe(true);
    expect(holds('types "ChokidarOptions"')).toBe(true);
    expect(holds("code \"charset = 'utf-8'\"")).toBe(true);
    expect(holds("types \"charset = 'utf-8'\"")).toBe(false);
    expect(holds('code "third party"')).toBe(false);
    expect(holds('files "compiled/cors/index.js"')).toBe(true);
  });

  it('supports regexes and negation', () => {
    expect(holds('types /sourceMap\\?: boolean \\| \\w+/')).toBe(true);
    expect(holds('code !"UTF-8"')).toBe(true);
    expect(holds('code !"utf-8"')).toBe(false);
  });
});

describe('dateProbe', () => {
  const releases = ['1.0.1', '1.0.2', '1.0.3', '1.1.0', '1.1.1', '1.1.3', '1.2.2'];
  /** A probe that holds from `first` on. */
  const from = (first: string) => (v: string) => releases.indexOf(v) >= releases.indexOf(first);

  it('confirms a row when the change is in the stated release and not in the one before', () => {
    expect(dateProbe('1.1.0', releases, from('1.1.0'))).toEqual({ status: 'confirmed', reason: 'in 1.1.0, not in 1.0.3' });
  });

  it('finds the first release when the row is too late or too early', () => {
    expect(dateProbe('1.1.1', releases, from('1.0.2'))).toMatchObject({ status: 'wrong', first: '1.0.2' });
    expect(dateProbe('1.0.2', releases, from('1.1.1'))).toMatchObject({ status: 'wrong', first: '1.1.1', reason: 'first in 1.1.1, not in 1.1.0' });
  });

  it('does not confirm across releases missing from the registry', () => {
    expect(dateProbe('1.1.3', releases, from('1.1.3'))).toMatchObject({
      status: 'undecidable',
      reason: 'the change is in 1.1.3 and not in 1.1.1, but 1.1.2 is not on the registry',
    });
    expect(dateProbe('1.2.0', releases, from('1.2.2'))).toMatchObject({
      status: 'undecidable',
      reason: '1.2.0 is not on the registry; the change is in 1.2.2 and not in 1.1.3, consistent with the row',
    });
    expect(dateProbe('1.0.2', releases, from('1.2.2'))).toMatchObject({
      status: 'wrong',
      first: '1.2.2',
      reason: 'first in 1.2.2, not in 1.1.3 (1.2.0, 1.2.1 not on the registry)',
    });
  });

  it('is undecidable when the probe cannot date anything', () => {
    expect(dateProbe('1.1.0', releases, () => false).reason).toMatch(/holds neither in 1\.1\.0 nor in 1\.2\.2; check the probe/);
    expect(dateProbe('1.1.0', releases, () => true).reason).toMatch(/already holds in 1\.0\.1, the first release/);
    expect(dateProbe('1.0.1', releases, () => true).reason).toMatch(/first release of the line/);
    expect(dateProbe('1.3.0', releases, () => true).reason).toMatch(/newer than every release/);
  });

  it('only reads the releases it needs', () => {
    const seen: string[] = [];
    dateProbe('1.1.0', releases, (v) => (seen.push(v), from('1.1.0')(v)));
    expect(seen.sort()).toEqual(['1.0.3', '1.1.0']);
  });
});

describe('applyEvidence', () => {
  // 1.2.0 and 1.2.1 are missing from this registry; 1.1.2 too.
  const releases = ['1.0.1', '1.0.2', '1.0.3', '1.1.0', '1.1.1', '1.1.3', '1.2.2'];
  const from = (first: string) => (v: string) => releases.indexOf(v) >= releases.indexOf(first);
  const tag = (version: string) => ({ tag: version, commit: 'abc1234' });

  it('leaves a row next to a missing release undecidable without evidence, and says what to record', () => {
    const verdict = applyEvidence(dateProbe('1.1.3', releases, from('1.1.3')), '1.1.3', undefined);
    expect(verdict.status).toBe('undecidable');
    expect(verdict.reason).toMatch(/but 1\.1\.2 is not on the registry; undecidable from the registry: record the first release tag/);
    const missing = applyEvidence(dateProbe('1.2.1', releases, from('1.2.2')), '1.2.1', undefined);
    expect(missing).toMatchObject({ status: 'undecidable', window: { after: '1.1.3', through: '1.2.2' } });
  });

  it('confirms the row when the recorded tag is the stated release and inside the window', () => {
    expect(applyEvidence(dateProbe('1.1.3', releases, from('1.1.3')), '1.1.3', tag('1.1.3'))).toEqual({
      status: 'confirmed',
      byEvidence: true,
      reason: 'by tag v1.1.3 (commit abc1234); the registry has the change after 1.1.1, by 1.1.3',
    });
    expect(applyEvidence(dateProbe('1.2.1', releases, from('1.2.2')), '1.2.1', tag('1.2.1'))).toMatchObject({ status: 'confirmed', byEvidence: true });
  });

  it('reports the row wrong when the recorded tag names another release of the window', () => {
    // The row says 1.1.3, the commit first shipped in the missing 1.1.2.
    expect(applyEvidence(dateProbe('1.1.3', releases, from('1.1.3')), '1.1.3', tag('1.1.2'))).toMatchObject({
      status: 'wrong',
      first: '1.1.2',
      reason: 'tag v1.1.2 (commit abc1234), not 1.1.3; the registry has the change after 1.1.1, by 1.1.3',
    });
    expect(applyEvidence(dateProbe('1.2.2', releases, from('1.2.2')), '1.2.2', tag('1.2.0'))).toMatchObject({ status: 'wrong', first: '1.2.0' });
  });

  it('reports a recorded tag that contradicts the registry', () => {
    const outside = applyEvidence(dateProbe('1.1.3', releases, from('1.1.3')), '1.1.3', tag('1.1.1'));
    expect(outside).toMatchObject({ status: 'wrong', contradiction: true });
    expect(outside.reason).toBe('tag v1.1.1 (commit abc1234) contradicts the registry, which has the change after 1.1.1, by 1.1.3');
    const confirmed = applyEvidence(dateProbe('1.1.0', releases, from('1.1.0')), '1.1.0', tag('1.0.3'));
    expect(confirmed).toMatchObject({ status: 'wrong', contradiction: true });
    expect(applyEvidence(dateProbe('1.1.0', releases, from('1.1.0')), '1.1.0', tag('1.1.0'))).toMatchObject({ status: 'confirmed', reason: 'in 1.1.0, not in 1.0.3; tag v1.1.0 (commit abc1234) agrees' });
  });

  it('dates a wrong row inside a gap with the recorded tag', () => {
    // The row says 1.0.2; the change is first on the registry in 1.2.2, after the missing 1.2.0 and 1.2.1.
    expect(applyEvidence(dateProbe('1.0.2', releases, from('1.2.2')), '1.0.2', tag('1.2.1'))).toMatchObject({ status: 'wrong', first: '1.2.1' });
  });

  it('names the first release tag of a line among the tags that contain a commit', () => {
    expect(firstReleaseTag(['v1.4.2', 'v1.4.0-rc.0', 'v1.4.0', 'v2.0.0', 'v1.10.0'], 1)).toBe('1.4.0');
    expect(firstReleaseTag(['v2.0.0'], 1)).toBeUndefined();
  });
});

describe('release lists', () => {
  it('keeps the stable releases of one major line, in order', () => {
    expect(releasesOfMajor(['2.0.0', '1.10.0', '1.2.0', '1.2.0-beta.1', '0.9.0', '1.9.1'], 1)).toEqual(['1.2.0', '1.9.1', '1.10.0']);
  });

  it('lists what semver allows between two published releases', () => {
    expect(missingBetween('1.3.9', '1.3.11')).toEqual(['1.3.10']);
    expect(missingBetween('1.3.22', '1.4.2')).toEqual(['1.4.0', '1.4.1']);
    expect(missingBetween('1.3.22', '1.4.0')).toEqual([]);
  });
});

describe('twins', () => {
  const en = readVersionHistory(page(TABLE, PROBES))!;
  it('accepts identical releases and probes', () => {
    expect(twinProblems('a.mdx', en, readVersionHistory(page(TABLE.replace('Accepts', '支持'), PROBES))!)).toEqual([]);
  });
  it('reports a Chinese table that lists other releases or probes', () => {
    const zh = readVersionHistory(page(TABLE.replace('v1.1.5', 'v1.1.6'), PROBES.replace('v1.1.5', 'v1.1.6')))!;
    expect(twinProblems('a.mdx', en, zh)).toEqual([expect.stringContaining('docs/zh/a.mdx:3: releases differ from the English page')]);
    const zh2 = readVersionHistory(page(TABLE, PROBES.replace('boolean', 'string')))!;
    expect(twinProblems('a.mdx', en, zh2)).toEqual(['docs/zh/a.mdx:11: the v1.1.5 probe differs from docs/en/a.mdx:11']);
    expect(twinProblems('a.mdx', en, undefined)).toEqual(['docs/en/a.mdx:3: docs/zh/a.mdx has no Version history section']);
  });
});

/** A minimal ustar writer, enough to feed readTarball the shapes npm produces. */
function tarball(files: Record<string, string>): Buffer {
  const blocks: Buffer[] = [];
  const header = (name: string, size: number, type: string, prefix = '') => {
    const h = Buffer.alloc(512);
    h.write(name, 0, 100);
    h.write('0000644\0', 100);
    h.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
    h.write(type, 156);
    h.write('ustar\0', 257);
    h.write(prefix, 345, 155);
    return h;
  };
  const body = (text: Buffer) => Buffer.concat([text, Buffer.alloc((512 - (text.length % 512)) % 512)]);
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content);
    if (name.length > 100) {
      const record = `path=${name}\n`;
      let line = `${record.length + 3} ${record}`;
      line = `${record.length + String(line.length).length + 1} ${record}`;
      blocks.push(header('PaxHeader', line.length, 'x'), body(Buffer.from(line)));
      blocks.push(header(name.slice(-90), data.length, '0'), body(data));
    } else if (name.includes('/deep/')) {
      const cut = name.indexOf('/deep/');
      blocks.push(header(name.slice(cut + 1), data.length, '0', name.slice(0, cut)), body(data));
    } else {
      blocks.push(header(name, data.length, '0'), body(data));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

describe('readTarball', () => {
  it('reads plain, prefixed and pax-named files without the package/ folder', () => {
    const long = `package/dist-types/${'nested/'.repeat(14)}config.d.ts`;
    const files = readTarball(
      tarball({ 'package/package.json': '{"version":"1.0.0"}', 'package/deep/dist/index.js': 'code();', [long]: 'type A = 1;' }),
    );
    expect([...files.keys()]).toEqual(['package.json', 'deep/dist/index.js', long.slice('package/'.length)]);
    expect(files.get('deep/dist/index.js')!.toString()).toBe('code();');
  });

  it('names cached tarballs like npm pack does', () => {
    expect(tarballName('@rsbuild/core', '1.2.3')).toBe('rsbuild-core-1.2.3.tgz');
  });
});

describe('checkRows', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'version-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (lang: string, rel: string, table: string, block: string) => {
    mkdirSync(path.dirname(path.join(dir, lang, rel)), { recursive: true });
    writeFileSync(path.join(dir, lang, rel), page(table, block));
  };
  const rows = (...versions: string[]) =>
    ['| Version | Change |', '| --- | --- |', ...versions.map((v) => `| ${v} | change |`)].join('\n');
  const block = [
    'v1.0.2: types "hmr?: boolean"',
    'v1.1.0: code "writeToDisk" types "cors?:"',
    'v1.1.1: skip "decided by Rspack at run time"',
    'v1.2.0: code "lazy"',
  ].join('\n');
  for (const lang of ['en', 'zh']) write(lang, 'config/a.mdx', rows('v1.0.2', 'v1.1.0', 'v1.1.1', 'v1.2.0'), block);

  const releases: Record<string, Record<string, string>> = {
    '1.0.0': { 'dist-types/a.d.ts': 'hmr?: boolean; cors?: x', 'dist/a.js': 'lazy' },
    '1.0.1': { 'dist-types/a.d.ts': '', 'dist/a.js': '' },
    '1.0.2': { 'dist-types/a.d.ts': 'hmr?: boolean', 'dist/a.js': '' },
    '1.0.3': { 'dist-types/a.d.ts': 'hmr?: boolean; cors?: x', 'dist/a.js': 'writeToDisk' },
    '1.1.0': { 'dist-types/a.d.ts': 'hmr?: boolean; cors?: x', 'dist/a.js': 'writeToDisk' },
    '1.2.1': { 'dist-types/a.d.ts': 'hmr?: boolean; cors?: x', 'dist/a.js': 'writeToDisk lazy' },
  };
  const read: string[] = [];
  const cache = {
    offline: false,
    versions: () => [...Object.keys(releases), '1.2.1-beta.0', '2.0.0'],
    has: () => true,
    fetch: () => {},
    files: (_pkg: string, v: string) => {
      read.push(v);
      return new Map(Object.entries(releases[v]!).map(([k, text]) => [k, Buffer.from(text)]));
    },
  };

  it('dates every row, ignoring excluded releases, and formats a report', () => {
    const { results, problems } = checkRows(collectPages(dir), cache, { '@rsbuild/core': { '1.0.0': 'a mistake' } });
    expect(problems).toEqual([]);
    expect(results.map((r) => [r.version, r.status, r.first])).toEqual([
      ['v1.0.2', 'confirmed', undefined],
      ['v1.1.0', 'wrong', '1.0.3'],
      ['v1.1.1', 'undecidable', undefined],
      ['v1.2.0', 'undecidable', undefined],
    ]);
    expect(results[1]!.reason).toBe('code "writeToDisk": already in 1.0.3, not in 1.0.2; types "cors?:": already in 1.0.3, not in 1.0.2');
    expect(results[1]!.where).toEqual(['docs/en/config/a.mdx:8', 'docs/zh/config/a.mdx:8']);
    expect(results[2]!.reason).toBe('not checkable from the package: decided by Rspack at run time');
    expect(results[3]!.reason).toBe(
      '1.2.0 is not on the registry; the change is in 1.2.1 and not in 1.1.0, consistent with the row; ' +
        'undecidable from the registry: record the first release tag that contains the change (see CONTRIBUTING.md)',
    );
    expect(read).not.toContain('1.0.0');
    const report = formatReport(results, problems);
    expect(report).toContain('✖ v1.1.0   WRONG, first release with the change: 1.0.3');
    expect(report).toMatch(/4 rows: 1 confirmed, 1 wrong, 2 undecidable$/);
    expect(formatReport(results, problems, { brief: true })).not.toContain('v1.0.2');
  });

  it('reads a plugin row from the plugin package', () => {
    const pluginDir = mkdtempSync(path.join(tmpdir(), 'version-check-plugin-'));
    for (const lang of ['en', 'zh']) {
      mkdirSync(path.join(pluginDir, lang), { recursive: true });
      writeFileSync(path.join(pluginDir, lang, 'p.mdx'), page(rows('v1.0.3'), 'v1.0.3: @rsbuild/plugin-sass code "writeToDisk"'));
    }
    const asked: string[] = [];
    const source = { ...cache, versions: (pkg: string) => (asked.push(pkg), cache.versions()), files: (pkg: string, v: string) => (asked.push(`${pkg}@${v}`), cache.files(pkg, v)) };
    const { results } = checkRows(collectPages(pluginDir), source);
    rmSync(pluginDir, { recursive: true, force: true });
    expect(results).toMatchObject([{ version: 'v1.0.3', status: 'confirmed', package: '@rsbuild/plugin-sass' }]);
    expect(new Set(asked)).toEqual(new Set(['@rsbuild/plugin-sass', '@rsbuild/plugin-sass@1.0.3', '@rsbuild/plugin-sass@1.0.2']));
  });

  it('decides rows next to a missing release with their recorded tags, and checks the tags against git', () => {
    const evidenceDir = mkdtempSync(path.join(tmpdir(), 'version-check-evidence-'));
    const table = rows('v1.2.0', 'v1.2.1');
    // 1.2.0 is missing from the fake registry; "lazy" is first in 1.2.1.
    const probes = ['v1.2.0: code "lazy" tag v1.2.0 commit 1111111', 'v1.2.1: code "lazy" tag v1.2.0 commit 2222222'].join('\n');
    for (const lang of ['en', 'zh']) {
      mkdirSync(path.join(evidenceDir, lang), { recursive: true });
      writeFileSync(path.join(evidenceDir, lang, 'b.mdx'), page(table, probes));
    }
    const pages = collectPages(evidenceDir);
    const { results } = checkRows(pages, cache);
    rmSync(evidenceDir, { recursive: true, force: true });
    expect(results.map((r) => [r.version, r.status, r.first, r.byEvidence])).toEqual([
      ['v1.2.0', 'confirmed', undefined, true],
      ['v1.2.1', 'wrong', '1.2.0', undefined],
    ]);
    const report = formatReport(results, []);
    expect(report).toContain('✔ v1.2.0   confirmed by the recorded tag — by tag v1.2.0 (commit 1111111)');
    expect(report).toMatch(/2 rows: 1 confirmed \(1 by a recorded tag\), 1 wrong, 0 undecidable$/);

    const tags: Record<string, string[]> = { '1111111': ['v1.2.0', 'v1.2.1'], '2222222': ['v1.2.1'] };
    const contains = (commit: string) => {
      if (!tags[commit]) throw new Error(`error: malformed object name ${commit}`);
      return tags[commit]!;
    };
    expect(verifyEvidence(pages, contains)).toEqual([`docs/en/b.mdx:12: the first release tag that contains commit 2222222 is v1.2.1, not v1.2.0`]);
    expect(verifyEvidence(pages, () => { throw new Error('error: malformed object name'); })).toEqual([
      'docs/en/b.mdx:11: commit 1111111: error: malformed object name',
      'docs/en/b.mdx:12: commit 2222222: error: malformed object name',
    ]);
  });

  it('reports releases that are not cached instead of failing', () => {
    const offline = { ...cache, offline: true, files: () => { throw new Error('not in the cache: @rsbuild/core@1.0.2'); } };
    const { results } = checkRows(collectPages(dir), offline);
    expect(results[0]).toMatchObject({ status: 'undecidable', reason: 'not in the cache: @rsbuild/core@1.0.2 (run npm run check:versions to fill the cache)' });
  });
});

describe('the docs', () => {
  const pages = collectPages(DOCS);
  it('give every Version history row a release, a probe and the same row in both languages', () => {
    expect(pages.flatMap((p) => p.problems)).toEqual([]);
    expect(pages.length).toBeGreaterThanOrEqual(60);
  });
});

describe('search records and prose checks', () => {
  it('see no probe: parsePage leaves MDX comment blocks out of the prose', () => {
    const prose = parsePage(page(TABLE, PROBES, 'After.')).prose.map((p) => p.text);
    expect(prose).toContain('After.');
    expect(prose.join('\n')).not.toMatch(/version-check|sourceMap\?: boolean|\*\/\}/);
  });
});

describe('search index', () => {
  it('holds no probe: the Pagefind documents and the Algolia records of every page', () => {
    const documents = collectSearchDocuments();
    const texts = Object.values(documents).flat().map((d) => JSON.stringify(d));
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.filter((t) => t.includes('version-check'))).toEqual([]);
    const records = Object.values(collectRecords()).flat().map((r) => JSON.stringify(r));
    expect(records.filter((t) => t.includes('version-check'))).toEqual([]);
  });
});
