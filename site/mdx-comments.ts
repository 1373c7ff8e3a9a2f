/**
 * Rspress builds its offline search index from a plain Markdown parse of each
 * page, where an MDX comment on its own lines (`{/* ... *\/}`, such as the
 * version-check probes under a Version history table) is ordinary text. This
 * plugin removes those comments from the indexed text; the rendered pages and
 * the generated Markdown never contain them.
 */
import type { RspressPlugin } from '@rspress/core';

const FLOW_COMMENT = /^\{\/\*[\s\S]*?\*\/\}[ \t]*$/gm;

export function stripMdxComments(text: string): string {
  return text.replace(FLOW_COMMENT, '').replace(/\n{3,}/g, '\n\n');
}

export function pluginSearchWithoutMdxComments(): RspressPlugin {
  return {
    name: 'rsbuild-docs:search-without-mdx-comments',
    modifySearchIndexData(pages) {
      for (const page of pages) page.content = stripMdxComments(page.content);
    },
  };
}
