/** Inline Markdown of the checker's texts (`code` and [links](/route)) as segments a component renders. */
export type Segment = { t: 'text'; text: string } | { t: 'code'; text: string } | { t: 'link'; text: string; href: string };

const PATTERN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function inlineSegments(markdown: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of markdown.matchAll(PATTERN)) {
    if (m.index > last) out.push({ t: 'text', text: markdown.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ t: 'code', text: m[1] });
    else out.push({ t: 'link', text: m[2]!.replace(/`/g, ''), href: m[3]! });
    last = m.index + m[0].length;
  }
  if (last < markdown.length) out.push({ t: 'text', text: markdown.slice(last) });
  return out;
}
