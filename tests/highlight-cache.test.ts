/**
 * The highlight cache (site/highlight-cache.ts): a block highlighted for one page is handed to
 * the next page with the same block as a tree of its own, never one that a page has changed.
 */
import { describe, expect, it } from 'vitest';
import { highlightCache } from '../site/highlight-cache';
import { rehypeCodeLineLabels } from '../site/plugins/code-annotations';

type Node = { type: string; tagName?: string; properties?: { className?: string[] }; children?: Node[]; value?: string };
const highlighted = (): Node => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'pre',
      properties: { className: ['shiki'] },
      children: [
        {
          type: 'element',
          tagName: 'code',
          children: [
            { type: 'element', tagName: 'span', properties: { className: ['line', 'diff', 'remove'] }, children: [{ type: 'text', value: 'a' }] },
            { type: 'text', value: '\n' },
            { type: 'element', tagName: 'span', properties: { className: ['line', 'diff', 'add'] }, children: [{ type: 'text', value: 'b' }] },
          ],
        },
      ],
    },
  ],
});

describe('highlight cache', () => {
  it('misses a key it was never given', () => {
    expect(highlightCache().get('["ts","","x"]')).toBeUndefined();
  });

  it('gives back an equal tree, new each time', () => {
    const cache = highlightCache();
    cache.set('k', highlighted() as never);
    const first = cache.get('k');
    expect(first).toEqual(highlighted());
    expect(cache.get('k')).not.toBe(first);
  });

  it('keeps the tree as it was set, whatever a page does with it afterwards', () => {
    const cache = highlightCache();
    const tree = highlighted();
    cache.set('k', tree as never);
    // The page that highlighted the block gets its line labels added in place.
    rehypeCodeLineLabels()(tree, { path: '/r/docs/en/a.mdx' });
    expect(tree).not.toEqual(highlighted());
    // The twin page gets the block as highlighted, and its own labels once.
    const twin = cache.get('k') as unknown as Node;
    expect(twin).toEqual(highlighted());
    rehypeCodeLineLabels()(twin, { path: '/r/docs/zh/a.mdx' });
    const labels = JSON.stringify(twin).match(/rsb-code-sr/g) ?? [];
    expect(labels).toHaveLength(2);
    expect(cache.get('k')).toEqual(highlighted());
  });
});
