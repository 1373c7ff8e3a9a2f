/**
 * Overview pages: the sidebar's groups below the overview page,
 * each page with its description and its headings, under a filter that
 * matches group names, page titles, descriptions and headings.
 */

export interface OverviewHeading {
  id: string;
  text: string;
}

export interface OverviewItem {
  text: string;
  link: string;
  description?: string;
  headers: OverviewHeading[];
  /** The 1.x release that brought the page's option (`v1.5.13`); absent when it was in 1.0. */
  addedIn?: string;
}

export interface OverviewGroupData {
  name: string;
  items: OverviewItem[];
}

/** The parts of a normalized sidebar entry that an overview reads. */
export interface SidebarNode {
  text?: string;
  link?: string;
  items?: SidebarNode[];
}

export interface ItemDetails {
  description?: string;
  headers: OverviewHeading[];
  addedIn?: string;
}

const trimSlash = (link: string) => link.replace(/\.html$/, '').replace(/\/$/, '');

/** Whether `link` is a page below the overview page at `routePath`. */
export function isBelow(link: string, routePath: string): boolean {
  const base = routePath.endsWith('/') ? routePath : routePath.replace(/[^/]*$/, '');
  return link.startsWith(base) && trimSlash(link) !== trimSlash(routePath);
}

function leaves(nodes: SidebarNode[]): SidebarNode[] {
  return nodes.flatMap((node) => (node.items ? leaves(node.items) : node.link ? [node] : []));
}

/**
 * Groups of the overview page at `routePath`: each sidebar group with pages
 * below it (nested groups flattened), and the loose pages under `othersTitle`.
 */
export function buildOverviewGroups(
  sidebar: SidebarNode[],
  routePath: string,
  details: (link: string) => ItemDetails,
  othersTitle: string,
): OverviewGroupData[] {
  const toItem = (node: SidebarNode): OverviewItem => ({ text: node.text ?? '', link: node.link ?? '', ...details(node.link ?? '') });
  const groups: OverviewGroupData[] = [];
  const others: OverviewItem[] = [];
  for (const node of sidebar) {
    if (node.items) {
      const items = leaves(node.items).filter((leaf) => isBelow(leaf.link ?? '', routePath));
      if (items.length > 0) groups.push({ name: node.text ?? othersTitle, items: items.map(toItem) });
    } else if (node.link && isBelow(node.link, routePath)) {
      others.push(toItem(node));
    }
  }
  if (others.length > 0) groups.push({ name: othersTitle, items: others });
  return groups;
}

/** Case-insensitive; `-` matches a space and inline-code backticks are ignored. */
const normalize = (text: string) => text.toLowerCase().replace(/`/g, '').replace(/-/g, ' ');

/**
 * The groups that match `query`: a matching group name keeps the whole group;
 * a matching page title or description keeps the page with all its headings;
 * otherwise only the matching headings of a page are kept.
 */
export function filterOverviewGroups(groups: OverviewGroupData[], query: string): OverviewGroupData[] {
  const q = normalize(query.trim());
  if (!q) return groups;
  const matches = (text: string | undefined) => text !== undefined && normalize(text).includes(q);
  const out: OverviewGroupData[] = [];
  for (const group of groups) {
    if (matches(group.name)) {
      out.push(group);
      continue;
    }
    const items: OverviewItem[] = [];
    for (const item of group.items) {
      if (matches(item.text) || matches(item.description)) {
        items.push(item);
        continue;
      }
      const headers = item.headers.filter((h) => matches(h.text));
      if (headers.length > 0) items.push({ ...item, headers });
    }
    if (items.length > 0) out.push({ ...group, items });
  }
  return out;
}
