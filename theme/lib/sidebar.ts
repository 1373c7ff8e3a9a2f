/**
 * Sidebar state: which groups are open. A group opens when it holds the page
 * being read (its own link or one of its items, at any depth); the groups
 * the reader opened or closed stay as they are.
 */

/** The shape of a sidebar entry this module looks at (Rspress's items, groups, dividers, headers). */
export interface SidebarNode {
  link?: string;
  collapsed?: boolean;
  items?: readonly SidebarNode[];
}

/**
 * Opens every group on the way to the active page. Returns the same array
 * (and the same objects) where nothing changes, new ones where something does.
 */
export function expandActive<T extends object>(items: readonly T[], isActive: (link: string) => boolean): T[] {
  const visit = (item: SidebarNode): { node: SidebarNode; active: boolean } => {
    let active = Boolean(item.link && isActive(item.link));
    if (!Array.isArray(item.items)) return { node: item, active };
    let changed = false;
    const children = item.items.map((child) => {
      const result = visit(child);
      active ||= result.active;
      changed ||= result.node !== child;
      return result.node;
    });
    let node: SidebarNode = changed ? { ...item, items: children } : item;
    if (active && node.collapsed) node = { ...node, collapsed: false };
    return { node, active };
  };
  let changed = false;
  const next = items.map((item) => {
    const { node } = visit(item as SidebarNode);
    changed ||= node !== (item as SidebarNode);
    return node as T;
  });
  return changed ? next : (items as T[]);
}
