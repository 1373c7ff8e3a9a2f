/**
 * The guide "Upgrading to Rsbuild 2" is the rendering of the Rsbuild 2 facts
 * (`site/rsbuild2/guide.ts`), committed in both languages; its "after" examples
 * compile against Rsbuild 2.3.2 (its "before" examples are titled
 * `rsbuild.config.ts` and compile against 1.7.6 in `tests/facts.test.ts`).
 *
 * `npm run guide:rsbuild2` rewrites the committed pages from the data.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPTION_STATUS, UPGRADE_GUIDE_ROUTE, optionAnchor } from '../site/rsbuild2/data';
import { upgradeGuide } from '../site/rsbuild2/guide';
import { lineDiff, renderExample } from '../site/rsbuild2/render';
import { annotateCode } from '../site/code-annotations';
import { PLUGIN_COMPAT, pluginSection, withPluginSection } from '../site/rsbuild2/plugins';
import { LANGS } from '../site/structure';
import { DOCS, docFiles } from './lib/docs';
import { typeCheck } from './lib/typecheck';

/** The marker of a 2.x example: a fence titled `rsbuild.config.ts (Rsbuild 2)`. */
const V2_CONFIG_TITLE = 'rsbuild.config.ts (Rsbuild 2)';

const guideFile = (lang: string) => path.join(DOCS, lang, `${UPGRADE_GUIDE_ROUTE.slice(1)}.mdx`);
const write = process.env.RSBUILD2_WRITE === '1';

describe('the upgrade guide is rendered from site/rsbuild2/data.ts', () => {
  it.each(LANGS)('docs/%s/guide/migration/rsbuild-2.mdx is up to date', (lang) => {
    const expected = upgradeGuide(lang);
    const file = guideFile(lang);
    if (write) writeFileSync(file, expected);
    const actual = existsSync(file) ? readFileSync(file, 'utf8') : '';
    expect(
      actual === expected,
      `${path.relative(path.join(DOCS, '..'), file)} differs from the rendering of site/rsbuild2/data.ts: run npm run guide:rsbuild2 (never edit the page by hand)`,
    ).toBe(true);
  });

  it.each(LANGS)('docs/%s/plugins/list: each plugin page ends with its recorded Rsbuild 2 result', (lang) => {
    const problems: string[] = [];
    for (const result of PLUGIN_COMPAT.results) {
      const file = path.join(DOCS, lang, 'plugins/list', `${result.plugin.replace('@rsbuild/', '')}.mdx`);
      if (!existsSync(file)) {
        problems.push(`${path.relative(path.join(DOCS, '..'), file)}: no page for ${result.plugin}, which site/rsbuild2/plugin-compat.json records`);
        continue;
      }
      const source = readFileSync(file, 'utf8');
      const expected = withPluginSection(source, pluginSection(result.plugin, lang)!);
      if (write) writeFileSync(file, expected);
      else if (source !== expected) problems.push(`${path.relative(path.join(DOCS, '..'), file)}: its Rsbuild 2 section differs from site/rsbuild2/plugin-compat.json: run npm run guide:rsbuild2`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.each(LANGS)('the %s guide has an entry for every changed option and links to every option page', (lang) => {
    const guide = upgradeGuide(lang);
    for (const entry of OPTION_STATUS) {
      if (entry.kind !== 'unchanged') expect(guide, `no heading for ${entry.option}`).toContain(`{#${optionAnchor(entry.option)}}`);
      if (entry.page) expect(guide, `no link to ${entry.page} (${entry.option})`).toContain(`](${entry.page})`);
    }
  });
});

describe(`every "${V2_CONFIG_TITLE}" example compiles against Rsbuild 2.3.2`, () => {
  const examples = docFiles().flatMap((doc) =>
    doc.page.codeBlocks.filter((b) => b.title === V2_CONFIG_TITLE).map((b) => ({ origin: doc.display, line: b.line, code: b.code })),
  );

  it('finds the examples of the guide in both languages (sanity)', () => {
    for (const lang of LANGS) expect(examples.filter((e) => e.origin.startsWith(`docs/${lang}/`)).length).toBeGreaterThan(5);
  });

  it('the check rejects a 1.x-only option (sanity)', () => {
    const [problems] = typeCheck(
      [{ origin: 'sanity.mdx', line: 1, code: "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({ source: { alias: {} } });\n" }],
      'v2',
      'rsbuild2-guide-sanity',
    );
    expect(problems!.join('\n')).toMatch(/sanity\.mdx:3: TS2353/);
  });

  it('all of them compile', () => {
    const problems = typeCheck(examples, 'v2', 'rsbuild2-guide').flat();
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('a 1.x → 2.x example is one annotated block', () => {
  const strip = (code: string) => code.replace(/\n$/, '');
  const pairs = OPTION_STATUS.flatMap((entry) => {
    const example = entry.example;
    return example && 'before' in example && example.before.file === example.after.file && example.after.file !== 'Terminal'
      ? [{ option: entry.option, before: example.before, after: example.after }]
      : [];
  });

  it.each(pairs)('$option: removed lines give the 1.x config, added lines the 2.x one', ({ before, after }) => {
    const rendered = renderExample({ before, after }, 'en');
    expect(rendered, 'one caption and one block').toHaveLength(2);
    const code = /^```[^\n]*\n([\s\S]*)\n```$/.exec(rendered[1] ?? '')?.[1] ?? '';
    const lines = annotateCode(code).lines;
    expect(lines.filter((l) => !l.marks.includes('add')).map((l) => l.text).join('\n')).toBe(strip(before.code));
    expect(lines.filter((l) => !l.marks.includes('remove')).map((l) => l.text).join('\n')).toBe(strip(after.code));
  });

  it('lineDiff keeps the common lines and marks the rest', () => {
    expect(lineDiff(['{', ' a', '}'], ['{', ' b', '}'])).toEqual([
      { line: '{', change: '' },
      { line: ' a', change: '--' },
      { line: ' b', change: '++' },
      { line: '}', change: '' },
    ]);
  });
});
