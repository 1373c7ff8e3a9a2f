/**
 * Depth-first walk of a Markdown or HTML (unist) tree in document order, each node with its
 * ancestors (nearest last), for the site's remark and rehype plugins. It does what upstream's
 * `unist-util-visit-parents` did without a new function and debug name per node: about a fifth
 * of the time over all pages (Rspress's and other packages' plugins get the copy in vendor/,
 * which leaves out the names). A visitor may replace the node in its parent, or the node's
 * children (they are read after the visit); the walk goes on with the next sibling.
 */
export interface TreeNode {
  type: string;
  children?: TreeNode[];
}

export function walk(tree: TreeNode, visitor: (node: TreeNode, ancestors: readonly TreeNode[]) => void): void {
  const ancestors: TreeNode[] = [];
  const visit = (node: TreeNode) => {
    visitor(node, ancestors);
    const children = node.children;
    if (!children) return;
    ancestors.push(node);
    for (let i = 0; i < children.length; i++) visit(children[i]!);
    ancestors.pop();
  };
  visit(tree);
}

/** The classes of an HTML element's properties (`className` as a list or a string, or `class`). */
export function classList(properties: Record<string, unknown> | undefined): string[] {
  const value = properties?.className ?? properties?.class;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}
