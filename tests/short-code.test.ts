import type { InlineCode, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { SHORT_CODE, SHORT_CODE_CLASS, WORD_CLASS, remarkShortCode, wordSpans } from '../site/plugins/short-code';

const code = (value: string, className?: string[]): InlineCode => ({ type: 'inlineCode', value, ...(className ? { data: { hProperties: { className } } } : {}) });

describe('short words of inline code stay whole (site/plugins/short-code.ts)', () => {
  it(`marks one-word inline code of up to ${SHORT_CODE} characters, not longer words or code blocks`, () => {
    const long = 'x-'.repeat(SHORT_CODE / 2) + 'x';
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [code('--version'), { type: 'text', value: ' and ' }, code(long), code('x-'.repeat(SHORT_CODE / 2)), code(`${'x-'.repeat(SHORT_CODE / 2)}x`)] },
        { type: 'code', lang: 'bash', value: 'npx rsbuild --version' },
        { type: 'link', url: '/plugins/list/plugin-react', children: [code('@rsbuild/plugin-react')] } as never,
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

  it('in code of several words, wraps each short word with a break inside in a span, and keeps the spaces', () => {
    const long = `${'x-'.repeat(SHORT_CODE / 2)}x`;
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [code(`rsbuild/1.7.6 linux-x64  ${long}\nnode-v20`), code('npm run dev')] }] };
    remarkShortCode()()(tree);
    const [versions, plain] = (tree.children[0] as { children: InlineCode[] }).children;
    const span = (value: string) => ({ type: 'element', tagName: 'span', properties: { className: [WORD_CLASS] }, children: [{ type: 'text', value }] });
    expect(versions!.data?.hChildren).toEqual([{ type: 'text', value: 'rsbuild/1.7.6 ' }, span('linux-x64'), { type: 'text', value: `  ${long} ` }, span('node-v20')]);
    // The Markdown twin is written from the value, which stays as it was; the code itself gets no class.
    expect(versions!.value).toBe(`rsbuild/1.7.6 linux-x64  ${long}\nnode-v20`);
    expect(versions!.data?.hProperties).toBeUndefined();
    expect(plain!.data, 'words without a break inside').toBeUndefined();
    expect(wordSpans('npm run dev')).toBeUndefined();
    expect(wordSpans('{ type: module }'), 'no break inside `type:` or a brace').toBeUndefined();
    expect(wordSpans("'<包名>' @rsbuild/core string[] .env.[mode] x?raw 2022-03 css={x}")?.filter((node) => node.type === 'element').map((node) => (node as unknown as { children: [{ value: string }] }).children[0].value)).toEqual(["'<包名>'", '.env.[mode]', 'x?raw', '2022-03', 'css={x}']);
  });

  it('leaves a word without a break inside unmarked (letters, digits, dots, underscores, a colon, brackets)', () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [code('dev'), code('output.distPath'), code('NODE_ENV'), code('v1.7.6'), code('type:'), code('{'), code('next())')] }] };
    remarkShortCode()()(tree);
    for (const node of (tree.children[0] as { children: InlineCode[] }).children) expect(node.data, node.value).toBeUndefined();
  });

  it('keeps the classes the code had', () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [code('-h', ['a', 'b'])] }] };
    remarkShortCode()()(tree);
    expect((tree.children[0] as { children: InlineCode[] }).children[0]!.data?.hProperties?.className).toEqual(['a', 'b', SHORT_CODE_CLASS]);
  });
});
