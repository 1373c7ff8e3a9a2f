/**
 * "Added in v1.x.y": which rows name an added entry, which headings they
 * match, the badge written into the page source in both languages, and the
 * `addedIn()` lookup other build steps use.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addedEntries, addedEntriesOf, addedIn, addedNames, badgeLine, englishSource, headingNames, withAddedIn } from '../site/added-in';
import { addBadges, pageLang } from '../site/plugins/added-in';
import { label } from '../site/structure';
import { DOCS, docFiles } from './lib/docs';

const history = (rows: string[], probes: string[]) =>
  ['## Version history {#version-history}', '', '| Version | Change |', '| --- | --- |', ...rows, '', '{/* version-check', ...probes, '*/}', ''].join('\n');

describe('addedNames', () => {
  it('reads the names of "Added ..." clauses and of "... was added / were added / is exported"', () => {
    expect(addedNames('Added `onCloseBuild`')).toEqual(['onCloseBuild']);
    expect(addedNames('Added `expose`, `modifyHTML` and `onExit` to the instance; `onDevCompileDone` is deprecated')).toEqual(['expose', 'modifyHTML', 'onExit']);
    expect(addedNames('`dev.browserLogs` was added as a boolean, enabled by default.')).toEqual(['dev.browserLogs']);
    expect(addedNames('`logLevel` and the `--log-level` CLI flag were added.')).toEqual(['logLevel', '--log-level']);
    expect(addedNames('`resolve.alias` was added; `source.alias` was deprecated in its favour.')).toEqual(['resolve.alias']);
    expect(addedNames('`createRsbuild` accepts `callerName`; `defaultAllowedOrigins` is exported')).toEqual(['defaultAllowedOrigins']);
    expect(addedNames('`overlay` accepts an object; added `overlay.runtime`')).toEqual(['overlay.runtime']);
  });

  it('names nothing for a change to something that already existed', () => {
    expect(addedNames('`createRsbuild` accepts `loadEnv`')).toEqual([]);
    expect(addedNames('The default changed to `false`')).toEqual([]);
    expect(addedNames('`html.implementation` is used with `\'js\'`; `a; b` was not added')).toEqual([]);
  });
});

describe('headingNames', () => {
  it('matches a heading that is the name, or the name on an object', () => {
    expect(headingNames('onCloseBuild', 'onCloseBuild')).toBe(true);
    expect(headingNames('`dev.browserLogs`', 'dev.browserLogs')).toBe(true);
    expect(headingNames('rsbuild.expose', 'expose')).toBe(true);
    expect(headingNames('api.resolve', 'api.resolve')).toBe(true);
    expect(headingNames('dev.client.logLevel', 'logLevel')).toBe(false);
    expect(headingNames('logLevel', 'dev.client.logLevel')).toBe(false);
    expect(headingNames('Using expose', 'expose')).toBe(false);
  });
});

const CONFIG_PAGE = [
  '---',
  'description: A page.',
  '---',
  '',
  '# dev.browserLogs',
  '',
  '- **Type:** `boolean`',
  '',
  '### stackTrace {#stack-trace}',
  'Text right under the heading.',
  '',
  '### Later {#later}',
  '',
  history(
    ['| v1.5.13 | `dev.browserLogs` was added. |', '| v1.6.0 | Added `stackTrace`. |', '| v1.7.0 | Added `stackTrace` again. |'],
    ['v1.5.13: types "a"', 'v1.6.0: types "b"', 'v1.7.0: types "c"'],
  ),
].join('\n');

describe('addedEntries and withAddedIn', () => {
  it('matches rows to the H1 and to section headings, the first row winning', () => {
    expect(addedEntries(CONFIG_PAGE)).toEqual([
      { version: 'v1.5.13', depth: 1, id: 'devbrowserlogs', text: 'dev.browserLogs' },
      { version: 'v1.6.0', depth: 3, id: 'stack-trace', text: 'stackTrace' },
    ]);
    expect(addedEntries('# page\n\ntext\n')).toEqual([]);
  });

  it('puts a badge line after each heading, as its own paragraph', () => {
    const out = withAddedIn(CONFIG_PAGE, addedEntries(CONFIG_PAGE), 'Added in {{version}}').split('\n');
    expect(out.slice(4, 8)).toEqual(['# dev.browserLogs', '', '<p className="rsb-added-in">Added in v1.5.13</p>', '']);
    expect(out.slice(10, 15)).toEqual(['### stackTrace {#stack-trace}', '', '<p className="rsb-added-in">Added in v1.6.0</p>', '', 'Text right under the heading.']);
    expect(withAddedIn('# a\n', [], 'x')).toBe('# a\n');
  });

  it('finds the entries of a Chinese twin by heading id, and names the file when a heading is missing', () => {
    const zh = CONFIG_PAGE.replace('### Later {#later}', '### 之后 {#later}').replace('### stackTrace {#stack-trace}', '### `stackTrace` 选项 {#stack-trace}');
    const out = withAddedIn(zh, addedEntries(CONFIG_PAGE), label('addedInText', 'zh'));
    expect(out).toContain('### `stackTrace` 选项 {#stack-trace}\n\n<p className="rsb-added-in">v1.6.0 新增</p>\n');
    expect(() => withAddedIn(zh.replace('{#stack-trace}', '{#trace}'), addedEntries(CONFIG_PAGE), 'x', 'docs/zh/a.mdx')).toThrow(
      'docs/zh/a.mdx: the English page adds "stackTrace" in v1.6.0, but this page has no heading ### {#stack-trace}',
    );
  });

  it('escapes JSX in the label', () => {
    expect(badgeLine('New {{version}} <b>{x}</b>', 'v1.0.2')).toBe('<p className="rsb-added-in">New v1.0.2 &#60;b&#62;&#123;x&#125;&#60;/b&#62;</p>');
  });
});

describe('pages of the site', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'added-in-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  for (const lang of ['en', 'zh']) {
    mkdirSync(path.join(dir, lang, 'config'), { recursive: true });
    writeFileSync(path.join(dir, lang, 'config/browser-logs.mdx'), CONFIG_PAGE);
  }

  it('finds the English source of a route or a file of either language', () => {
    const en = path.join(dir, 'en/config/browser-logs.mdx');
    expect(englishSource('/config/browser-logs', dir)).toBe(en);
    expect(englishSource('/zh/config/browser-logs.html', dir)).toBe(en);
    expect(englishSource(path.join(dir, 'zh/config/browser-logs.mdx'), dir)).toBe(en);
    expect(englishSource('/config/missing', dir)).toBeUndefined();
  });

  it('writes the badges of both languages from the English rows', () => {
    const zhFile = path.join(dir, 'zh/config/browser-logs.mdx');
    expect(pageLang(zhFile, dir)).toBe('zh');
    expect(pageLang(path.join(dir, 'theme/x.mdx'), dir)).toBeUndefined();
    expect(pageLang(path.join(path.dirname(dir), 'en/x.mdx'), dir)).toBeUndefined();
    expect(addBadges(CONFIG_PAGE, zhFile, dir)).toContain('# dev.browserLogs\n\n<p className="rsb-added-in">v1.5.13 新增</p>');
    expect(addBadges(CONFIG_PAGE, path.join(dir, 'en/config/browser-logs.mdx'), dir)).toContain('<p className="rsb-added-in">Added in v1.6.0</p>');
    expect(addBadges('# other', path.join(dir, 'README.md'), dir)).toBe('# other');
  });

  it('gives the release of the options that arrived during 1.x, and nothing for older ones', () => {
    expect(addedIn('/config/dev/browser-logs')).toBe('v1.5.13');
    expect(addedIn('docs/zh/config/dev/browser-logs.mdx')).toBe('v1.5.13');
    expect(addedIn('/zh/config/resolve/alias')).toBe('v1.1.7');
    expect(addedIn('/config/dev/hmr')).toBeUndefined();
    expect(addedIn('/config/not-a-page')).toBeUndefined();
  });

  it('marks the hooks and API entries that arrived during 1.x', () => {
    const names = (route: string) => addedEntriesOf(route).map((e) => `${e.text}@${e.version}`);
    expect(names('/plugins/dev/hooks')).toEqual(['modifyHTML@v1.3.15', 'onCloseBuild@v1.1.6', 'onBeforeDevCompile@v1.5.0', 'onAfterDevCompile@v1.5.0']);
    expect(names('/plugins/dev/core')).toEqual(['api.logger@v1.4.0', 'api.resolve@v1.0.17']);
    expect(names('/api/javascript-api/instance')).toEqual(['rsbuild.expose@v1.5.0']);
    expect(names('/api/javascript-api/core')).toEqual(['defaultAllowedOrigins@v1.3.18', 'runCLI@v1.1.3']);
  });

  it('finds the heading of every entry in both languages', () => {
    const problems: string[] = [];
    for (const file of docFiles()) {
      try {
        addBadges(file.source, file.abs, DOCS);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });
});
