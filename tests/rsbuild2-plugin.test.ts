/**
 * The build side of the Rsbuild 2 status: the transform that puts a block after a
 * config page's Type/Default list, the remark plugin that wraps it in the HTML,
 * and the llms.txt renderer with its notes.
 */
import type { LlmsTxtContext } from '@rspress/core';
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { llmsEntryOf, renderLlmsTxt } from '../site/llms';
import { addedInAnnotator } from '../site/plugins/added-in';
import { remarkRsbuild2Status, rsbuild2Annotator, statusBlocks } from '../site/plugins/rsbuild2-status';
import { RSBUILD2_LABELS } from '../site/rsbuild2/labels';
import { BLOCK_END, BLOCK_START, insertAfterTypeList, llmsNote, statusBlock } from '../site/rsbuild2/render';
import { docFiles } from './lib/docs';

const PAGE = ['---', 'description: x', '---', '', '# dev.hmr', '', '- **Type:** `boolean`', '- **Default:** `true`', '', 'Text.', ''].join('\n');

describe('the transform puts the block after the Type/Default list', () => {
  it('right after the list, with a blank line on both sides', () => {
    const out = insertAfterTypeList(PAGE, 'BLOCK', 'dev/hmr.mdx');
    expect(out.split('\n').slice(6, 12)).toEqual(['- **Type:** `boolean`', '- **Default:** `true`', '', 'BLOCK', '', 'Text.']);
  });

  it('in Chinese pages too, and after a Default line that wraps', () => {
    const zh = PAGE.replace('- **Type:**', '- **类型：**').replace('- **Default:** `true`', '- **默认值：** `true`，\n  详见下文');
    expect(insertAfterTypeList(zh, 'BLOCK').split('\n').slice(6, 11)).toEqual(['- **类型：** `boolean`', '- **默认值：** `true`，', '  详见下文', '', 'BLOCK']);
  });

  it('fails, naming the file, when the page has no Type line', () => {
    expect(() => insertAfterTypeList('# mode\n\nText.\n', 'BLOCK', 'docs/en/config/mode.mdx')).toThrow(/docs\/en\/config\/mode\.mdx: no "- \*\*Type:\*\*" line/);
  });

  it('every config page of both languages gets a block it can place', () => {
    const blocks = statusBlocks();
    const pages = docFiles().filter((f) => f.route.startsWith('/config/') && f.route !== '/config/');
    expect(Object.keys(blocks).length).toBe(pages.length);
    for (const page of pages) expect(() => insertAfterTypeList(page.source, blocks[page.abs]!, page.display)).not.toThrow();
  });
});

/** Parses Markdown with the block markers written as MDX flow expressions. */
function treeWithBlock(markdown: string): Root {
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  const marker = (value: string) => ({ type: 'mdxFlowExpression', value }) as unknown as Root['children'][number];
  tree.children = tree.children.flatMap((node) => {
    if (node.type === 'paragraph' && node.children[0]?.type === 'text' && node.children[0].value === 'START') return [marker(`/* ${BLOCK_START} removed */`)];
    if (node.type === 'paragraph' && node.children[0]?.type === 'text' && node.children[0].value === 'END') return [marker(`/* ${BLOCK_END} */`)];
    return [node];
  });
  return tree;
}

describe('the remark plugin wraps the block in the HTML build', () => {
  it('a labelled note with the kind, and labels marked with theirs', () => {
    const tree = treeWithBlock(`Before.\n\nSTART\n\n**${RSBUILD2_LABELS.kind.removed.zh}**\n\n说明。\n\nEND\n\nAfter.\n`);
    remarkRsbuild2Status()(tree, { path: '/x/docs/zh/config/performance/profile.mdx' });
    expect(tree.children.map((n) => n.type)).toEqual(['paragraph', 'blockquote', 'paragraph']);
    const wrapper = tree.children[1]!;
    expect(wrapper.data).toEqual({
      hName: 'div',
      hProperties: { className: ['rsb-v2'], 'data-rsb-v2': 'removed', role: 'note', ariaLabel: RSBUILD2_LABELS.region.zh },
    });
    const label = (wrapper as { children: { children: { data?: unknown }[] }[] }).children[0]!.children[0]!;
    expect(label.data).toEqual({ hProperties: { className: ['rsb-v2__label'], 'data-rsb-v2': 'removed' } });
  });

  it('fails, naming the file, when a block is not closed', () => {
    const tree = treeWithBlock('START\n\nText.\n');
    expect(() => remarkRsbuild2Status()(tree, { path: 'docs/en/config/x.mdx' })).toThrow('docs/en/config/x.mdx: an Rsbuild 2 status block is not closed');
  });

  it('leaves pages without a block alone', () => {
    const tree = treeWithBlock('**Unchanged in Rsbuild 2**\n\nText.\n');
    const before = JSON.stringify(tree);
    remarkRsbuild2Status()(tree, { path: 'docs/en/guide/x.mdx' });
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('the rendered block has its markers, its label and its links', () => {
    const block = statusBlock('/config/server/host', 'en')!;
    expect(block.startsWith(`{/* ${BLOCK_START} default-changed */}`)).toBe(true);
    expect(block.endsWith(`{/* ${BLOCK_END} */}`)).toBe(true);
    expect(block).toContain(`**${RSBUILD2_LABELS.kind['default-changed'].en}**`);
    expect(block).toContain('](/guide/migration/rsbuild-2#server-host)');
    expect(block).toContain('](https://rsbuild.rs/config/server/host)');
    expect(statusBlock('/config/server/host', 'zh')).toContain('](https://rsbuild.rs/zh/config/server/host)');
    expect(statusBlock('/guide/start/', 'en')).toBeUndefined();
  });
});

describe('llms.txt', () => {
  const page = (routePath: string, lang: string, description?: string) => ({
    routePath,
    link: `https://v1.rsbuild.rs${routePath}.md`,
    title: routePath.split('/').pop()!,
    description,
    frontmatter: {},
    lang,
    version: '',
  });
  const context: LlmsTxtContext = {
    title: 'Rsbuild',
    description: 'The Rspack-based build tool',
    lang: 'en',
    version: '',
    base: '/',
    siteOrigin: 'https://v1.rsbuild.rs',
    sections: [
      { title: 'Guide', pages: [page('/guide/start/quick-start', 'en', 'Start.')] },
      { title: 'Config', pages: [page('/config/server/host', 'en', 'Sets the address.'), page('/config/dev/hmr', 'en')] },
    ],
  };

  it("keeps Rspress's format and appends each config page's Rsbuild 2 note", () => {
    const text = renderLlmsTxt(context, [rsbuild2Annotator]);
    expect(text.split('\n')).toEqual([
      '# Rsbuild',
      '',
      '> The Rspack-based build tool',
      '',
      '## Guide',
      '',
      '- [quick-start](https://v1.rsbuild.rs/guide/start/quick-start.md): Start.',
      '',
      '## Config',
      '',
      `- [host](https://v1.rsbuild.rs/config/server/host.md): Sets the address. ${llmsNote('/config/server/host', 'en')}`,
      `- [hmr](https://v1.rsbuild.rs/config/dev/hmr.md): ${llmsNote('/config/dev/hmr', 'en')}`,
    ]);
    expect(llmsNote('/config/dev/hmr', 'en')).toBe('Rsbuild 2: carries over');
    expect(llmsNote('/config/dev/hmr', 'zh')).toBe('Rsbuild 2：可沿用');
    expect(llmsNote('/config/performance/profile', 'zh')).toMatch(/^Rsbuild 2：已移除，/);
  });

  it('reads the English route and language of a Chinese page, and runs every annotator', () => {
    expect(llmsEntryOf(page('/zh/config/mode', 'zh')).route).toBe('/config/mode');
    const text = renderLlmsTxt({ ...context, sections: [{ title: '配置', pages: [page('/zh/config/mode', 'zh')] }] }, [
      rsbuild2Annotator,
      ({ route }) => `(${route})`,
    ]);
    expect(text).toContain(`: ${llmsNote('/config/mode', 'zh')} (/config/mode)`);
  });

  it("puts the 1.x release that brought an option before its Rsbuild 2 note, in both languages", () => {
    const sections = (lang: string, prefix: string) => [{ title: 'Config', pages: [page(`${prefix}/config/dev/browser-logs`, lang, 'Forwards errors.')] }];
    const en = renderLlmsTxt({ ...context, sections: sections('en', '') }, [addedInAnnotator, rsbuild2Annotator]);
    expect(en).toContain(`: Forwards errors. Added in v1.5.13. ${llmsNote('/config/dev/browser-logs', 'en')}`);
    const zh = renderLlmsTxt({ ...context, lang: 'zh', sections: sections('zh', '/zh') }, [addedInAnnotator, rsbuild2Annotator]);
    expect(zh).toContain(`: Forwards errors. v1.5.13 新增。 ${llmsNote('/config/dev/browser-logs', 'zh')}`);
    expect(renderLlmsTxt(context, [addedInAnnotator])).not.toContain('Added in');
  });
});
