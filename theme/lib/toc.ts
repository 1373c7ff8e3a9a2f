export interface TocHeading {
  id: string;
  text: string;
  depth: number;
  charIndex: number;
}

/** Whether the page shows the headings of its list: the same anchors at the same depths, in order. */
export function sameHeadings(shown: readonly TocHeading[], listed: readonly TocHeading[]): boolean {
  return shown.length === listed.length && shown.every((heading, i) => heading.id === listed[i]!.id && heading.depth === listed[i]!.depth);
}
