/**
 * Rspress builds its offline search index from a plain Markdown parse of each
 * page, where an MDX comment on its own lines (`{/* ... *\/}`, such as the
 * version-check probes under a Version history table) is ordinary text. This
 * plugin removes those comments from the indexed text and moves the headings'
 * character offsets with it; the rendered pages and the generated Markdown
 * never contain them.
 */
import type { RspressPlugin } from '@rspress/core';

const SEPARATOR = '\n\n'; // how Rspress joins the blocks of a page's indexed text
const COMMENT = /^\{\/\*[\s\S]*\*\/\}[ \t]*$/;

interface Indexed {
  content: string;
  toc?: { charIndex?: number }[];
}

/** Drops the blocks that are only an MDX comment; headings after them keep pointing at their text. */
export function stripMdxComments(page: Indexed): void {
  const kept: string[] = [];
  const removed: { at: number; length: number }[] = [];
  let offset = 0;
  for (const block of page.content.split(SEPARATOR)) {
    if (COMMENT.test(block)) removed.push({ at: offset, length: block.length + SEPARATOR.length });
    else kept.push(block);
    offset += block.length + SEPARATOR.length;
  }
  if (removed.length === 0) return;
  page.content = kept.join(SEPARATOR);
  for (const heading of page.toc ?? []) {
    const index = heading.charIndex;
    if (typeof index !== 'number' || index < 0) continue;
    heading.charIndex = index - removed.filter((r) => r.at < index).reduce((sum, r) => sum + r.length, 0);
  }
}

export function pluginSearchWithoutMdxComments(): RspressPlugin {
  return {
    name: 'rsbuild-docs:search-without-mdx-comments',
    modifySearchIndexData(pages) {
      for (const page of pages) stripMdxComments(page);
    },
  };
}
