/**
 * The config overview's filter by 1.x minor (theme/Overview/AddedFilter.tsx):
 * show only the options new since a minor, or hide them. An option is "new
 * since v1.4" when the first release that has it is 1.4.0 or later (its
 * `addedIn`, from the Version history of its page); options without
 * `addedIn` were already in 1.0. The address keeps the choice:
 * `?added=since-v1.4` or `?added=before-v1.4`.
 */
import type { OverviewGroupData } from './overview';

export type AddedFilter = { mode: 'all' } | { mode: 'since' | 'before'; minor: string };

export const ALL_OPTIONS: AddedFilter = { mode: 'all' };
/** Query parameter of the filter. */
export const ADDED_PARAM = 'added';

const VALUE = /^(since|before)-v(\d+\.\d+)$/;

/** Reads a query or select value (`since-v1.4`, `before-v1.4`); anything else is every option. */
export function parseAddedFilter(value: string | null | undefined): AddedFilter {
  const m = VALUE.exec(value ?? '');
  return m ? { mode: m[1] as 'since' | 'before', minor: m[2]! } : ALL_OPTIONS;
}

/** The query or select value of a filter: `all`, `since-v1.4`, `before-v1.4`. */
export function addedFilterValue(filter: AddedFilter): string {
  return filter.mode === 'all' ? 'all' : `${filter.mode}-v${filter.minor}`;
}

/** The page address with the filter in its query (none for every option), other parameters and the hash kept. */
export function withAddedParam(href: string, filter: AddedFilter): string {
  const url = new URL(href);
  if (filter.mode === 'all') url.searchParams.delete(ADDED_PARAM);
  else url.searchParams.set(ADDED_PARAM, addedFilterValue(filter));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `v1.5.13` → `[1, 5]`. */
function majorMinor(version: string): [number, number] {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return [major, minor];
}

/** Whether an option whose first release is `addedIn` is new since `minor` (`1.4`). */
export function isNewSince(addedIn: string | undefined, minor: string): boolean {
  if (!addedIn) return false;
  const [a, b] = majorMinor(addedIn);
  const [x, y] = majorMinor(minor);
  return a > x || (a === x && b >= y);
}

/**
 * The minors a reader can pick: from the first to the last minor that
 * brought an option, with the ones between even if they brought none (a
 * reader looks for their own minor). Empty when no option has a release.
 */
export function addedMinors(groups: OverviewGroupData[]): string[] {
  const minors = groups.flatMap((g) => g.items.flatMap((item) => (item.addedIn ? [majorMinor(item.addedIn)] : [])));
  if (minors.length === 0) return [];
  const major = Math.min(...minors.map(([a]) => a));
  const sameMajor = minors.filter(([a]) => a === major).map(([, b]) => b);
  const out: string[] = [];
  for (let b = Math.min(...sameMajor); b <= Math.max(...sameMajor); b++) out.push(`${major}.${b}`);
  return out;
}

/** The groups with only the options the filter keeps; groups left empty are dropped. */
export function filterByAdded(groups: OverviewGroupData[], filter: AddedFilter): OverviewGroupData[] {
  if (filter.mode === 'all') return groups;
  const keep = (addedIn: string | undefined) => isNewSince(addedIn, filter.minor) === (filter.mode === 'since');
  return groups.flatMap((group) => {
    const items = group.items.filter((item) => keep(item.addedIn));
    return items.length > 0 ? [{ ...group, items }] : [];
  });
}

/** Number of pages listed by the groups. */
export const countItems = (groups: OverviewGroupData[]) => groups.reduce((n, g) => n + g.items.length, 0);
