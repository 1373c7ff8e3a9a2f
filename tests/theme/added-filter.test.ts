import { describe, expect, it } from 'vitest';
import {
  ALL_OPTIONS,
  addedFilterValue,
  addedMinors,
  countItems,
  filterByAdded,
  isNewSince,
  parseAddedFilter,
  withAddedParam,
} from '../../theme/lib/addedFilter';
import type { OverviewGroupData } from '../../theme/lib/overview';

const item = (text: string, addedIn?: string) => ({ text, link: `/config/${text}`, headers: [], ...(addedIn ? { addedIn } : {}) });
const GROUPS: OverviewGroupData[] = [
  { name: 'dev', items: [item('dev.hmr'), item('dev.cliShortcuts', 'v1.0.11'), item('dev.browserLogs', 'v1.5.13')] },
  { name: 'resolve', items: [item('resolve.alias', 'v1.1.7'), item('resolve.mainFields', 'v1.5.9')] },
  { name: 'html', items: [item('html.implementation', 'v1.6.2'), item('html.title')] },
];
const names = (groups: OverviewGroupData[]) => groups.map((g) => `${g.name}: ${g.items.map((i) => i.text).join(', ')}`);

describe('filter by 1.x minor', () => {
  it('reads and writes the query value, and ignores anything else', () => {
    expect(parseAddedFilter('since-v1.4')).toEqual({ mode: 'since', minor: '1.4' });
    expect(parseAddedFilter('before-v1.10')).toEqual({ mode: 'before', minor: '1.10' });
    for (const value of [null, undefined, '', 'all', 'since-1.4', 'since-v1', 'after-v1.4']) expect(parseAddedFilter(value)).toEqual(ALL_OPTIONS);
    expect(addedFilterValue({ mode: 'before', minor: '1.4' })).toBe('before-v1.4');
    expect(addedFilterValue(ALL_OPTIONS)).toBe('all');
  });

  it('puts the filter in the address, keeping the other parameters and the hash', () => {
    expect(withAddedParam('https://x.dev/config/?navbar=0#dev', { mode: 'since', minor: '1.4' })).toBe('/config/?navbar=0&added=since-v1.4#dev');
    expect(withAddedParam('https://x.dev/config/?added=since-v1.4&navbar=0', ALL_OPTIONS)).toBe('/config/?navbar=0');
  });

  it('counts an option as new since a minor from the first release of that minor on', () => {
    expect(isNewSince('v1.4.0', '1.4')).toBe(true);
    expect(isNewSince('v1.5.13', '1.4')).toBe(true);
    expect(isNewSince('v1.3.22', '1.4')).toBe(false);
    expect(isNewSince('v1.10.0', '1.9')).toBe(true);
    expect(isNewSince('v2.0.0', '1.9')).toBe(true);
    expect(isNewSince(undefined, '1.0')).toBe(false);
  });

  it('offers every minor from the first to the last that brought an option', () => {
    expect(addedMinors(GROUPS)).toEqual(['1.0', '1.1', '1.2', '1.3', '1.4', '1.5', '1.6']);
    expect(addedMinors([{ name: 'x', items: [item('a')] }])).toEqual([]);
  });

  it('shows only the options new since a minor, or hides them, and drops emptied groups', () => {
    expect(names(filterByAdded(GROUPS, { mode: 'since', minor: '1.5' }))).toEqual([
      'dev: dev.browserLogs',
      'resolve: resolve.mainFields',
      'html: html.implementation',
    ]);
    expect(names(filterByAdded(GROUPS, { mode: 'before', minor: '1.5' }))).toEqual([
      'dev: dev.hmr, dev.cliShortcuts',
      'resolve: resolve.alias',
      'html: html.title',
    ]);
    expect(names(filterByAdded(GROUPS, { mode: 'since', minor: '1.6' }))).toEqual(['html: html.implementation']);
    expect(filterByAdded(GROUPS, ALL_OPTIONS)).toBe(GROUPS);
    expect(countItems(GROUPS)).toBe(7);
    expect(countItems(filterByAdded(GROUPS, { mode: 'since', minor: '1.0' }))).toBe(5);
  });
});
