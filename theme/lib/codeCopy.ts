/**
 * What the copy button of a code block copies: the code a reader runs. Lines marked as
 * removed (`// [!code --]`) are left out; the notations never reach the page.
 */
export interface CopiedLine {
  text: string;
  removed: boolean;
}

/** The lines to copy, one per line of the block, joined as the block shows them. */
export function copiedCode(lines: readonly CopiedLine[]): string {
  return lines
    .filter((line) => !line.removed)
    .map((line) => line.text)
    .join('\n');
}

/** The class of the visually hidden label that starts an added or removed line (site/plugins/code-annotations.ts). */
export const LINE_LABEL_CLASS = 'rsb-code-sr';
/** A block with added or removed lines, and one of its removed lines. */
export const DIFF_BLOCK_SELECTOR = 'pre.has-diff';
export const REMOVED_LINE_CLASS = 'remove';
