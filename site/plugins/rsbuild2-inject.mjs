/**
 * A loader that runs before Rspress's MDX compiler on config pages and puts
 * each page's Rsbuild 2 status block right after its Type/Default list.
 * Working on the source (and not as a remark plugin) means the block reaches
 * both compilations: the HTML page and the per-page Markdown, which Rspress
 * compiles without the site's remark plugins.
 *
 * Options: `{ blocks: Record<absolute file path, MDX> }`, computed at build
 * start by `site/plugins/rsbuild2-status.ts`.
 */

const TYPE_LINE = /^- \*\*(?:Type:|类型：)\*\*/;

/**
 * Inserts `block` after the list that holds the `- **Type:**` line (`- **类型：**`
 * in Chinese); throws, naming the file, when the page has no such list.
 */
export function insertAfterTypeList(source, block, file = '(page)') {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => TYPE_LINE.test(line));
  if (start === -1) throw new Error(`${file}: no "- **Type:**" line to put the Rsbuild 2 status after`);
  let end = start;
  while (end + 1 < lines.length && lines[end + 1].trim() !== '') end++;
  return [...lines.slice(0, end + 1), '', block, ...lines.slice(end + 1)].join('\n');
}

export default function rsbuild2InjectLoader(source) {
  const { blocks } = this.getOptions();
  const block = blocks[this.resourcePath];
  if (!block) return source;
  return insertAfterTypeList(source, block, this.resourcePath);
}
