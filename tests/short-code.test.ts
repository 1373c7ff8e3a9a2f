import type { InlineCode, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { SHORT_CODE, SHORT_CODE_CLASS, remarkShortCode } from '../site/plugins/short-code';

const code = (value: string, className?: string[]): InlineCode => ({ type: 'inlineCode', value, ...(className ? { data: { hProperties: { className } } } : {}) });

describe('words of inline code stay whole (site/plugins/short-code.ts)', () => {
  it(`marks one-word inline code of up to ${SHORT_CODE} characters, not longer words or code blocks`, () => {
    const long = 'x'.repeat(SHORT_CODE + 1);
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [code('--version'), { type: 'text', value: ' and ' }, code(long), code('x'.repeat(SHORT_CODE)), code('x'.repeat(SHORT_CODE + 1))] },
        { type: 'code', lang: 'bash', value: 'npx rsbuild --version' },
        { type: 'link', url: '/config/output/dist-path', children: [code('output.distPath')] } as never,
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

  it('keeps each short word of several whole, so the code wraps between words only', () => {
    const value = `--config-loader <loader>  ${'y'.repeat(SHORT_CODE + 1)}`;
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [code(value)] }] };
    remarkShortCode()()(tree);
    const node = (tree.children[0] as { children: InlineCode[] }).children[0]!;
    expect(node.data?.hProperties).toBeUndefined();
    expect(node.data?.hChildren).toEqual([
      { type: 'element', tagName: 'span', properties: { className: [SHORT_CODE_CLASS] }, children: [{ type: 'text', value: '--config-loader' }] },
      { type: 'text', value: ' ' },
      { type: 'element', tagName: 'span', properties: { className: [SHORT_CODE_CLASS] }, children: [{ type: 'text', value: '<loader>' }] },
      { type: 'text', value: '  ' },
      { type: 'text', value: 'y'.repeat(SHORT_CODE + 1) },
    ]);
  });

  it('keeps the classes the code had', () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [code('dev', ['a', 'b'])] }] };
    remarkShortCode()()(tree);
    expect((tree.children[0] as { children: InlineCode[] }).children[0]!.data?.hProperties?.className).toEqual(['a', 'b', SHORT_CODE_CLASS]);
  });
});
