/**
 * Code annotations (site/code-annotations.ts): the notations and meta ranges read the same
 * way for the HTML, the Markdown twins, the copy button and the type-checked examples.
 */
import { describe, expect, it } from 'vitest';
import { afterCode, afterCodeSameLines, annotateCode, diffText, metaLines, withPlainAnnotations } from '../site/code-annotations';
import { parsePage } from '../site/markdown';
import { rehypeCodeLineLabels, transformerCodeAnnotations } from '../site/plugins/code-annotations';
import { docFiles } from './lib/docs';

const BLOCK = [
  "import { defineConfig } from '@rsbuild/core';",
  "import { pluginReact } from '@rsbuild/plugin-react'; // [!code ++]",
  '',
  'export default defineConfig({',
  "  source: { entry: { index: './src/index.js' } }, // [!code --]",
  "  source: { entry: { index: './src/main.tsx' } }, // [!code ++]",
  '  plugins: [pluginReact()], // [!code focus]',
  '});',
].join('\n');

describe('annotateCode', () => {
  it('reads each notation and strips it', () => {
    const { lines, diff, annotated } = annotateCode(BLOCK);
    expect(diff).toBe(true);
    expect(annotated).toBe(true);
    expect(lines.map((l) => l.marks)).toEqual([[], ['add'], [], [], ['remove'], ['add'], ['focus'], []]);
    expect(lines[1]!.text).toBe("import { pluginReact } from '@rsbuild/plugin-react';");
    expect(lines.every((l) => !l.text.includes('[!code'))).toBe(true);
  });

  it('accepts the comment forms of each language', () => {
    const forms = ['x = 1 # [!code ++]', 'x: 1 # [!code --]', '<p>a</p> <!-- [!code highlight] -->', 'a { color: red; } /* [!code ++] */', '<A /> {/* [!code hl] */}', 'SELECT 1 -- [!code focus]'];
    expect(forms.map((f) => annotateCode(f).lines[0])).toEqual([
      { text: 'x = 1', marks: ['add'] },
      { text: 'x: 1', marks: ['remove'] },
      { text: '<p>a</p>', marks: ['highlight'] },
      { text: 'a { color: red; }', marks: ['add'] },
      { text: '<A />', marks: ['highlight'] },
      { text: 'SELECT 1', marks: ['focus'] },
    ]);
  });

  it('takes two notations on one line in their order', () => {
    expect(annotateCode('a // [!code ++] // [!code focus]').lines[0]).toEqual({ text: 'a', marks: ['add', 'focus'] });
  });

  it('adds the meta ranges as highlights', () => {
    expect(metaLines('title="a.ts" {1,3-5}')).toEqual([1, 3, 4, 5]);
    expect(metaLines('title="{1}.ts"')).toEqual([]);
    const { lines } = annotateCode('a\nb\nc', '{2-3}');
    expect(lines.map((l) => l.marks)).toEqual([[], ['highlight'], ['highlight']]);
  });

  it('fails on bad input, naming the line', () => {
    expect(() => annotateCode('a\nb // [!code +]')).toThrow(/line 2: unknown code notation "\[!code \+\]"/);
    expect(() => annotateCode('a /* [!code ++]')).toThrow(/line 1: the notation comment .* is not closed/);
    expect(() => annotateCode('a // [!code ++] b')).toThrow(/line 1: a code notation must be the last thing on its line/);
    expect(() => annotateCode('a\nb', '{3}')).toThrow(/highlights line 3, but the block has 2 lines/);
    expect(() => metaLines('{3-1}')).toThrow(/reversed part "3-1"/);
  });
});

describe('the versions of an annotated block', () => {
  it('"after" leaves out removed lines and every notation', () => {
    expect(afterCode(BLOCK)).not.toMatch(/\[!code|index\.js/);
    expect(afterCode(BLOCK).split('\n')).toHaveLength(7);
    expect(afterCodeSameLines(BLOCK).split('\n')[4]).toBe('');
    expect(afterCode('plain // not a notation')).toBe('plain // not a notation');
  });

  it('the plain-text diff signs each added and removed line', () => {
    const { lang, text } = diffText(BLOCK);
    expect(lang).toBe('diff');
    expect(text.split('\n')).toEqual([
      "  import { defineConfig } from '@rsbuild/core';",
      "+ import { pluginReact } from '@rsbuild/plugin-react';",
      '',
      '  export default defineConfig({',
      "-   source: { entry: { index: './src/index.js' } },",
      "+   source: { entry: { index: './src/main.tsx' } },",
      '    plugins: [pluginReact()],',
      '  });',
    ]);
    expect(diffText('a // [!code highlight]')).toEqual({ lang: undefined, text: 'a' });
  });

  it('a page is rewritten for the Markdown twin: diff fences, no ranges, nothing else touched', () => {
    const page = ['# T', '', '```ts title="rsbuild.config.ts" {1}', BLOCK, '```', '', '- item', '', '  ```js {1}', '  a();', '  ```', '', '```ts', 'untouched();', '```'].join('\n');
    const plain = withPlainAnnotations(page, 'docs/en/x.mdx');
    expect(plain).toContain('```diff title="rsbuild.config.ts"\n  import');
    expect(plain).toContain('  ```js\n  a();\n  ```');
    expect(plain).toContain('```ts\nuntouched();\n```');
    expect(plain).not.toContain('[!code');
    expect(() => withPlainAnnotations('text\n\n```ts\na // [!code nope]\n```', 'y.mdx')).toThrow(/^y\.mdx:3: line 1: unknown code notation/);
  });

  it('parsePage gives the "after" version (removed lines left empty) as the code and keeps the source', () => {
    const [block] = parsePage(`# T\n\n\`\`\`ts title="rsbuild.config.ts"\n${BLOCK}\n\`\`\`\n`).codeBlocks;
    expect(block!.code).toBe(afterCodeSameLines(BLOCK));
    expect(block!.source).toBe(BLOCK);
  });
});

describe('the build side', () => {
  it('the Shiki transformer strips notations before highlighting and marks lines and the block', () => {
    const transformer = transformerCodeAnnotations();
    const context = { meta: {} as Record<symbol, unknown>, addClassToHast: (node: { classes?: string[] }, c: string) => (node.classes ??= []).push(c) };
    const code = (transformer.preprocess as (this: unknown, code: string, options: unknown) => string | undefined).call(context, BLOCK, { meta: { __raw: 'title="a.ts" {1}' } });
    expect(code).toBe(annotateCode(BLOCK).lines.map((l) => l.text).join('\n'));
    const line = (n: number) => {
      const node: { classes?: string[] } = {};
      (transformer.line as (this: unknown, node: unknown, line: number) => unknown).call(context, node, n);
      return node.classes ?? [];
    };
    expect([1, 2, 3, 5, 6, 7].map(line)).toEqual([['highlighted'], ['diff add'], [], ['diff remove'], ['diff add'], ['focused']]);
    const pre: { classes?: string[] } = {};
    (transformer.pre as (this: unknown, node: unknown) => unknown).call(context, pre);
    expect(pre.classes!.sort()).toEqual(['has-diff', 'has-focused', 'has-highlighted']);
  });

  it('the Shiki transformer highlights every line of a meta with several ranges', () => {
    const transformer = transformerCodeAnnotations();
    const context = { meta: {} as Record<symbol, unknown>, addClassToHast: (node: { classes?: string[] }, c: string) => (node.classes ??= []).push(c) };
    (transformer.preprocess as (this: unknown, code: string, options: unknown) => string | undefined).call(context, 'a\nb\nc\nd\ne\nf', { meta: { __raw: 'title="a.ts" {1,3-5}' } });
    const classes = [1, 2, 3, 4, 5, 6].map((n) => {
      const node: { classes?: string[] } = {};
      (transformer.line as (this: unknown, node: unknown, line: number) => unknown).call(context, node, n);
      return node.classes ?? [];
    });
    expect(classes).toEqual([['highlighted'], [], ['highlighted'], ['highlighted'], ['highlighted'], []]);
  });

  type Node = { type: string; tagName?: string; properties?: { className?: string[] }; children?: Node[]; value?: string };
  const line = (kind: string, text: string): Node => ({ type: 'element', tagName: 'span', properties: { className: ['line', ...(kind ? ['diff', kind] : [])] }, children: [{ type: 'text', value: text }] });
  const nl = (): Node => ({ type: 'text', value: '\n' });
  const codeTree = (): Node => ({
    type: 'root',
    children: [{ type: 'element', tagName: 'code', children: [line('', 'a'), nl(), line('remove', 'b'), nl(), line('add', 'c'), nl(), line('', ''), nl(), line('remove', 'd')] }],
  });
  /** The text the copy button takes: every text outside `.rp-copy-ignore` (theme/CodeButtonGroup). */
  const copied = (node: Node): string => (node.properties?.className?.includes('rp-copy-ignore') ? '' : (node.value ?? (node.children ?? []).map(copied).join('')));
  const labels = (tree: Node) =>
    tree.children![0]!.children!.filter((n) => n.properties?.className?.includes('line')).map((n) => n.children!.find((c) => c.properties?.className?.includes('rsb-code-sr'))?.children![0]!.value ?? null);

  it('added and removed lines get a hidden label in the page language', () => {
    for (const [path, add, remove] of [['/r/docs/en/guide/a.mdx', 'Added line: ', 'Removed line: '], ['/r/docs/zh/guide/a.mdx', '新增行：', '删除行：']] as const) {
      const tree = codeTree();
      rehypeCodeLineLabels()(tree, { path });
      expect(labels(tree)).toEqual([null, remove, add, null, remove]);
    }
  });

  it('copy leaves out the labels and each removed line with its line break', () => {
    const tree = codeTree();
    rehypeCodeLineLabels()(tree, { path: '/r/docs/en/a.mdx' });
    expect(copied(tree)).toBe('a\nc\n');
  });
});

describe('the pages', () => {
  it('every code block reads (each notation known, each range inside its block)', () => {
    // docFiles() parses every page; a bad notation throws naming the file and the line.
    expect(docFiles().length).toBeGreaterThan(300);
  });

  it('an English page and its Chinese twin annotate the same lines', () => {
    const byKey = new Map(docFiles().map((f) => [`${f.lang}:${f.rel}`, f]));
    const problems: string[] = [];
    for (const en of docFiles().filter((f) => f.lang === 'en')) {
      const zh = byKey.get(`zh:${en.rel}`);
      if (!zh) continue;
      const marks = (f: typeof en) => f.page.codeBlocks.filter((b) => b.source.includes('[!code')).map((b) => annotateCode(b.source, b.meta).lines.map((l) => l.marks.join('+')).join(','));
      if (JSON.stringify(marks(en)) !== JSON.stringify(marks(zh))) problems.push(`${en.display} and ${zh.display} annotate different lines`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
