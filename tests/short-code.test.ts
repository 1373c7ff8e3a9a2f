import type { InlineCode, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { SHORT_CODE, SHORT_CODE_CLASS, remarkShortCode } from '../site/plugins/short-code';

const code = (value: string, className?: string[]): InlineCode => ({ type: 'inlineCode', value, ...(className ? { data: { hProperties: { className } } } : {}) });

describe('one-word inline code stays whole (site/plugins/short-code.ts)', () => {
  it(`marks one-word inline code of up to ${SHORT_CODE} characters, not longer words or code blocks`, () => {
    const long = 'x-'.repeat(SHORT_CODE / 2) + 'x';
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [code('--version'), { type: 'text', value: ' and ' }, code(long), code('x-'.repeat(SHORT_CODE / 2)), code(`${'x-'.repeat(SHORT_CODE / 2)}x`)] },
        { type: 'code', lang: 'bash', value: 'npx rsbuild --version' },
        { type: 'link', url: '/config/output/dist-path', children: [code('@rsbuild/core')] } as never,
      ],
    };
    remarkShortCode()()(tree);
    const marked = (node: unknown) => (node as InlineCode).data?.hProperties?.className;
    const paragraph = tree.children[0] as { children: unknown[] };
    expect(marked(paragraph.children[0])).toEqual([SHORT_CODE_CLASS]);
    expect(marked(paragraph.children[2])).toBeUndefined();
    expect(marked(paragraph.children[3])).toEqual([SHORT_CODE_CLASS]);
    expect(marked(paragraph.children[4])).toBeUndefined();
    expect((tree.children[1] as { data?: unknown }).data).toBeUndefined();
    expect(marked((tree.children[2] as unknown as { children: unknown[] }).children[0])).toEqual([SHORT_CODE_CLASS]);
  });

  it('leaves code of several words as it is: it wraps between them', () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [code('--config-loader <loader>'), code('npm run dev')] }] };
    remarkShortCode()()(tree);
    for (const node of (tree.children[0] as { children: InlineCode[] }).children) expect(node.data, node.value).toBeUndefined();
  });

  it('leaves a word without a break inside unmarked (letters, digits, dots, underscores)', () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [code('dev'), code('output.distPath'), code('NODE_ENV'), code('v1.7.6')] }] };
    remarkShortCode()()(tree);
    for (const node of (tree.children[0] as { children: InlineCode[] }).children) expect(node.data, node.value).toBeUndefined();
  });

  it('keeps the classes the code had', () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [code('-h', ['a', 'b'])] }] };
    remarkShortCode()()(tree);
    expect((tree.children[0] as { children: InlineCode[] }).children[0]!.data?.hProperties?.className).toEqual(['a', 'b', SHORT_CODE_CLASS]);
  });
});
