/**
 * Every `Type:` line of a config page (English `- **Type:**`, Chinese `- **类型：**`)
 * states the type that `@rsbuild/core@1.7.6` declares for the option, read with the
 * TypeScript compiler API. The comparison is structural: union members in any
 * order, named types expanded where the page spells them out (or defines them in a
 * code block), parameter names ignored. Types a page defines in a code block under
 * a name the package declares too must be that declared type.
 */
import { describe, expect, it } from 'vitest';
import { parsePage } from '../site/markdown';
import { type DocFile, docFiles } from './lib/docs';
import { createOptionTypes } from './lib/option-types';
import { blockSyntaxErrors, checkTypeDefinitions, checkTypeLines, readTypeLines } from './lib/type-lines';
import { TYPE_EXEMPTIONS } from './type-exemptions';

const types = createOptionTypes();
const configPages = docFiles().filter((f) => f.route.startsWith('/config/') && f.route !== '/config/');

/** A copy of a page with one line replaced, to show that the check fails on a wrong type. */
function withLine(file: DocFile, from: RegExp, to: string): DocFile {
  const source = file.source.replace(from, to);
  expect(source, `${file.display}: the sanity edit did not apply`).not.toBe(file.source);
  return { ...file, source, page: parsePage(source) };
}

const page = (display: string) => {
  const file = configPages.find((f) => f.display === display);
  if (!file) throw new Error(`${display} is not a config page`);
  return file;
};

describe('Type lines of the config pages match @rsbuild/core 1.7.6', () => {
  const read = configPages.map(readTypeLines);
  const lines = read.flatMap((r) => r.lines);

  it('reads a Type line from every config page in both languages (sanity)', () => {
    const typed = new Set(lines.map((l) => l.file.display));
    expect(configPages.filter((f) => !typed.has(f.display)).map((f) => f.display)).toEqual([]);
    expect(lines.length).toBeGreaterThan(200);
    expect(lines.find((l) => l.option === 'dev.client.port')?.type).toBe('string | number');
  });

  it('fails on a wrong type (sanity)', () => {
    const port = withLine(page('docs/en/config/server/port.mdx'), /^- \*\*Type:\*\* `number`/m, '- **Type:** `string`');
    const [problem] = checkTypeLines(readTypeLines(port).lines, types, []).problems;
    expect(problem).toMatch(/^docs\/en\/config\/server\/port\.mdx:\d+: server\.port is typed `string`, but @rsbuild\/core 1\.7\.6 declares `number`/);
    // A missing union member, an optional field written as required, a missing array form.
    const mutated = [
      withLine(page('docs/zh/config/output/filename-hash.mdx'), /`boolean \| string`/, '`boolean`'),
      withLine(page('docs/en/config/security/sri.mdx'), /enable\?: boolean \| 'auto'; algorithm/, "enable: boolean | 'auto'; algorithm"),
      withLine(page('docs/en/config/html/title.mdx'), /`OneOrMany<(.*)>`/, '`$1`'),
    ];
    for (const file of mutated) expect(checkTypeLines(readTypeLines(file).lines, types, []).problems, file.display).toHaveLength(1);
  });

  it('is the same structure whatever the order of union members and the names of parameters (sanity)', () => {
    const same = withLine(page('docs/en/config/dev/write-to-disk.mdx'), /`boolean \| \(\(filename: string\) => boolean\)`/, '`((file: string) => boolean) | boolean`');
    expect(checkTypeLines(readTypeLines(same).lines, types, []).problems).toEqual([]);
  });

  it('every Type line names an option and states its declared type', () => {
    const { problems, used } = checkTypeLines(lines, types, TYPE_EXEMPTIONS);
    const all = [...read.flatMap((r) => r.problems), ...problems];
    expect(all, all.join('\n')).toEqual([]);
    for (const e of TYPE_EXEMPTIONS.filter((e) => !e.option.includes(':'))) {
      expect(used.has(e.option), `tests/type-exemptions.ts: ${e.option} is not needed; remove the entry`).toBe(true);
    }
  });

  it('the English and Chinese Type lines are the same', () => {
    const key = (l: (typeof lines)[number]) => `${l.file.rel} ${l.option}`;
    const zh = new Map(lines.filter((l) => l.file.lang === 'zh').map((l) => [key(l), l]));
    const problems = lines
      .filter((l) => l.file.lang === 'en')
      .filter((l) => zh.get(key(l))?.type !== l.type)
      .map((l) => `${l.file.display}:${l.line}: ${l.option} is typed \`${l.type}\`, docs/zh/${l.file.rel} has \`${zh.get(key(l))?.type ?? 'no Type line'}\``);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('names a code block that does not parse (sanity)', () => {
    const broken = withLine(page('docs/en/config/server/history-api-fallback.mdx'), /^ {2}\/\/ Accept values (.*)$/m, '  /** Accept values $1 */');
    expect(blockSyntaxErrors([broken])).toEqual([expect.stringMatching(/^docs\/en\/config\/server\/history-api-fallback\.mdx:\d+: /)]);
  });

  it('the other pages define types under names that @rsbuild/core exports as it declares them', () => {
    // Plugin hooks, JavaScript API and guides: names resolve as in the config types, then among the exports.
    const others = docFiles().filter((f) => !f.route.startsWith('/config/'));
    const results = others.map((f) => checkTypeDefinitions(f, types, TYPE_EXEMPTIONS, 'server'));
    const problems = results.flatMap((r) => r.problems);
    expect(problems, problems.join('\n')).toEqual([]);
    expect(results.some((r) => r.used.size), 'no exemption applies to these pages').toBe(false);
  });

  it('types the config pages define under a declared name are the declared types, and their code blocks parse', () => {
    const results = configPages.map((f) => checkTypeDefinitions(f, types, TYPE_EXEMPTIONS));
    const problems = [...blockSyntaxErrors(configPages), ...results.flatMap((r) => r.problems)];
    expect(problems, problems.join('\n')).toEqual([]);
    const used = new Set(results.flatMap((r) => [...r.used]));
    for (const e of TYPE_EXEMPTIONS.filter((e) => e.option.includes(':'))) {
      expect(used.has(e.option), `tests/type-exemptions.ts: ${e.option} is not needed; remove the entry`).toBe(true);
    }
  });
});
