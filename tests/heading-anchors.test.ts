/** Heading anchor links left out of the compiled pages (site/plugins/heading-anchors.ts); the heading components draw them. */
import { describe, expect, it } from 'vitest';
import { rehypeHeadingAnchors } from '../site/plugins/heading-anchors';

const anchor = (id: string) => ({ type: 'element', tagName: 'a', properties: { class: 'rp-header-anchor', ariaHidden: 'true', href: `#${id}` }, children: [{ type: 'text', value: '#' }] });
const heading = (tagName: string, id: string, children: unknown[]) => ({ type: 'element', tagName, properties: { id }, children });
const text = (value: string) => ({ type: 'text', value });

describe('heading anchors', () => {
  it("takes the anchor link out of every heading, also nested ones, and keeps the heading's text", () => {
    const tree = { type: 'root', children: [heading('h1', 'hooks', [anchor('hooks'), text('Hooks')]), { type: 'element', tagName: 'div', properties: {}, children: [heading('h3', 'a-b', [anchor('a-b'), text('A '), text('B')])] }] };
    rehypeHeadingAnchors()(tree as never);
    expect(tree).toEqual({ type: 'root', children: [heading('h1', 'hooks', [text('Hooks')]), { type: 'element', tagName: 'div', properties: {}, children: [heading('h3', 'a-b', [text('A '), text('B')])] }] });
  });

  it("keeps a first link that is not the heading's own anchor, and links outside headings", () => {
    const other = { ...anchor('elsewhere') };
    const tree = { type: 'root', children: [heading('h2', 'x', [other, text('X')]), { type: 'element', tagName: 'p', properties: {}, children: [anchor('p')] }] };
    const before = JSON.stringify(tree);
    rehypeHeadingAnchors()(tree as never);
    expect(JSON.stringify(tree)).toBe(before);
  });
});
