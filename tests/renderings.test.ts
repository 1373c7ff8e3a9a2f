/**
 * One Chinese rendering per English heading, run-in label and recurring phrase
 * across the site (site/renderings.ts), unless an exemption gives the reason.
 */
import { describe, expect, it } from 'vitest';
import { parsePage } from '../site/markdown';
import { type SiteRendering, pairRenderings, renderingFindings, tableCells } from '../site/renderings';
import { RECURRING_PHRASES, findVariants } from '../site/terminology';
import { docFiles } from './lib/docs';
import { RENDERING_EXEMPTIONS } from './rendering-exemptions';

const page = (...lines: string[]) => parsePage(lines.join('\n'));
const located = (file: string, en: string, zh: string): SiteRendering[] =>
  pairRenderings(parsePage(en), parsePage(zh)).renderings.map((r) => ({ ...r, file: `docs/zh/${file}`, enFile: `docs/en/${file}` }));

const EN = ['# a.b', '', '- **Type:** `string`', '- **Default:** `1`', '', '## Values {#values}', '', '| Version | Change |', '| --- | --- |', '| v1.0.0 | x |'].join('\n');
const ZH = (values: string, type = '类型：') =>
  ['# a.b', '', `- **${type}** \`string\``, '- **默认值：** `1`', '', `## ${values} {#values}`, '', '| 版本 | 变更内容 |', '| --- | --- |', '| v1.0.0 | x |'].join('\n');

describe('pairRenderings', () => {
  it('pairs headings by id, run-in labels and table header cells by position', () => {
    const { renderings, problems } = pairRenderings(parsePage(EN), parsePage(ZH('取值')));
    expect(problems).toEqual([]);
    expect(renderings.map((r) => [r.slot, r.key, r.zh, r.zhLine])).toEqual([
      ['heading', 'a.b', 'a.b', 1],
      ['heading', 'Values {#values}', '取值', 6],
      ['label', 'Type', '类型：', 3],
      ['label', 'Default', '默认值：', 4],
      ['table-header', 'Version', '版本', 8],
      ['table-header', 'Change', '变更内容', 8],
    ]);
  });

  it('takes a bold opening as a label only when it ends in punctuation or is followed by a colon', () => {
    const en = page('# T', '', '**Rstest** is the natural choice.', '', '- **Babel plugins.** SWC does not run them.', '1. **Cleaning**: the folder is emptied.');
    const zh = page('# T', '', '**Rstest** 是最自然的选择。', '', '- **Babel 插件**：SWC 不会运行它们。', '1. **清空产物目录。** 目录会被清空。');
    expect(pairRenderings(en, zh).renderings.filter((r) => r.slot === 'label').map((r) => [r.key, r.zh])).toEqual([
      ['Babel plugins', 'Babel 插件'],
      ['Cleaning', '清空产物目录。'],
    ]);
  });

  it('reports a section whose labels or tables cannot be paired, with both lines', () => {
    const en = page('# T', '', '## A {#a}', '', '- **One.** x', '- **Two.** y');
    const zh = page('# T', '', '## 甲 {#a}', '', '- **一。** x', '- 二：y');
    expect(pairRenderings(en, zh).problems).toEqual([{ enLine: 5, zhLine: 5, message: '1 run-in labels in the section of line 3, the English page has 2 ("One.", "Two.")' }]);
  });

  it('splits table cells outside inline code', () => {
    expect(tableCells("| `'a' | 'b'` | x \\| y | z |")).toEqual(["`'a' | 'b'`", 'x \\| y', 'z']);
  });
});

describe('renderingFindings', () => {
  const site = [
    ...located('a.mdx', EN, ZH('取值')),
    ...located('b.mdx', EN, ZH('取值')),
    ...located('c.mdx', EN, ZH('可选值')),
  ];

  it('names each rendering that differs from the usual one, with file and line', () => {
    expect(renderingFindings(site, RECURRING_PHRASES, [])).toEqual([
      'docs/zh/c.mdx:6: "可选值" renders the heading "Values {#values}" (docs/en/c.mdx:6); the site uses "取值" (2 times, e.g. docs/zh/a.mdx:6)',
    ]);
  });

  it('asks to pick one rendering on a tie', () => {
    const tie = [...located('a.mdx', EN, ZH('取值')), ...located('c.mdx', EN, ZH('可选值'))];
    expect(renderingFindings(tie, RECURRING_PHRASES, [])).toEqual([
      'docs/zh/a.mdx:6: the heading "Values {#values}" has 2 Chinese renderings, pick one: "取值" at docs/zh/a.mdx:6; "可选值" at docs/zh/c.mdx:6',
    ]);
  });

  it('accepts an exemption with its reason, and rejects one that is stale or not needed', () => {
    const reason = 'test';
    expect(renderingFindings(site, RECURRING_PHRASES, [{ file: 'docs/zh/c.mdx', key: 'Values {#values}', slot: 'heading', reason }])).toEqual([]);
    expect(renderingFindings(site, RECURRING_PHRASES, [
      { file: 'docs/zh/c.mdx', key: 'Values {#values}', slot: 'heading', reason },
      { file: 'docs/zh/a.mdx', key: 'Values {#values}', slot: 'heading', reason },
      { file: 'docs/zh/b.mdx', key: 'Nothing {#nothing}', slot: 'heading', reason },
    ])).toEqual([
      'docs/zh/a.mdx:6: exemption for the heading "Values {#values}" is not needed, the page renders it like the rest of the site; remove it',
      'docs/zh/b.mdx: exemption for the heading "Nothing {#nothing}" matches nothing on that page; remove it',
    ]);
  });

  it('holds recurring phrases to their exact rendering, even on a single page', () => {
    const one = located('a.mdx', EN, ZH('取值', '类型:'));
    expect(renderingFindings(one, RECURRING_PHRASES, [])).toEqual([
      'docs/zh/a.mdx:3: "类型:" for the run-in label "Type:" (docs/en/a.mdx:3); write "类型："',
    ]);
  });

  it('compares an injected label with the headings and labels of the same English text', () => {
    const phrases = [...RECURRING_PHRASES, { en: 'Values', zh: '可选值', slot: 'injected' as const }];
    expect(renderingFindings(located('a.mdx', EN, ZH('取值')), phrases, [])).toEqual([
      'docs/zh/a.mdx:6: the heading "Values" is rendered "取值", the recurring phrase "Values" is "可选值"; use one rendering',
    ]);
    expect(renderingFindings([], [...phrases, { en: 'Values', zh: '取值', slot: 'injected' }], [])).toEqual([
      'recurring phrase "Values" is rendered "可选值" and "取值"; keep one',
    ]);
  });
});

describe('the site', () => {
  const files = docFiles();
  const en = new Map(files.filter((f) => f.lang === 'en').map((f) => [f.rel, f]));
  const all: SiteRendering[] = [];
  const problems: string[] = [];
  for (const zh of files.filter((f) => f.lang === 'zh')) {
    const twin = en.get(zh.rel);
    if (!twin) continue; // reported by the structure test
    const paired = pairRenderings(twin.page, zh.page);
    all.push(...paired.renderings.map((r) => ({ ...r, file: zh.display, enFile: twin.display })));
    problems.push(...paired.problems.map((p) => `${zh.display}:${p.zhLine}: ${p.message} (${twin.display}:${p.enLine})`));
  }

  it('pairs every run-in label and table of a Chinese page with its English twin', () => {
    expect(all.filter((r) => r.slot === 'heading').length).toBeGreaterThan(1500);
    expect(problems).toEqual([]);
  });

  it('has one Chinese rendering per English heading, run-in label and recurring phrase', () => {
    expect(all.filter((r) => r.slot === 'label' && r.en === 'Type:').length).toBeGreaterThan(100);
    expect(renderingFindings(all, RECURRING_PHRASES, RENDERING_EXEMPTIONS)).toEqual([]);
  });

  it('gives every exemption a reason', () => {
    for (const e of RENDERING_EXEMPTIONS) expect(e.reason.trim().length, `${e.file} "${e.key}"`).toBeGreaterThan(20);
  });

  it('renders the recurring phrases with the preferred terms', () => {
    const findings = RECURRING_PHRASES.flatMap((p) => findVariants(p.zh).map((f) => `"${p.zh}": "${f.found}" → ${f.term.preferred}`));
    expect(findings).toEqual([]);
  });
});
