/** The tree walk and class list of the site's remark and rehype plugins (site/plugins/walk.ts). */
import { describe, expect, it } from 'vitest';
import { type TreeNode, classList, walk } from '../site/plugins/walk';

const node = (type: string, children?: TreeNode[]): TreeNode => (children ? { type, children } : { type });

describe('walk', () => {
  it('visits every node in document order, each with its ancestors, nearest last', () => {
    const tree = node('root', [node('paragraph', [node('text'), node('emphasis', [node('inlineCode')])]), node('code')]);
    const seen: string[] = [];
    walk(tree, (n, ancestors) => seen.push(`${ancestors.map((a) => a.type).join('>')}|${n.type}`));
    expect(seen).toEqual(['|root', 'root|paragraph', 'root>paragraph|text', 'root>paragraph|emphasis', 'root>paragraph>emphasis|inlineCode', 'root|code']);
  });

  it('goes on with the next sibling when a visitor replaces a node in its parent', () => {
    const tree = node('root', [node('paragraph', [node('inlineCode'), node('text')])]);
    const seen: string[] = [];
    walk(tree, (n, ancestors) => {
      seen.push(n.type);
      const parent = ancestors[ancestors.length - 1];
      if (n.type === 'inlineCode' && parent) parent.children![parent.children!.indexOf(n)] = node('link', [n]);
    });
    expect(seen).toEqual(['root', 'paragraph', 'inlineCode', 'text']);
    expect(tree.children![0]!.children!.map((c) => c.type)).toEqual(['link', 'text']);
  });
});

describe('classList', () => {
  it('reads className as a list or a string, or class, and nothing when there is none', () => {
    expect(classList({ className: ['line', 'diff'] })).toEqual(['line', 'diff']);
    expect(classList({ className: 'a  b' })).toEqual(['a', 'b']);
    expect(classList({ class: 'c' })).toEqual(['c']);
    expect(classList({})).toEqual([]);
    expect(classList(undefined)).toEqual([]);
  });
});
