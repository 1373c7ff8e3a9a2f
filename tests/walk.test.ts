/** The tree walk of the site's remark plugins (site/plugins/walk.ts). */
import { describe, expect, it } from 'vitest';
import { type TreeNode, walk } from '../site/plugins/walk';

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
