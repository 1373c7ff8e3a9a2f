import { describe, expect, it } from 'vitest';
import { type OverviewGroupData, buildOverviewGroups, filterOverviewGroups, isBelow } from '../../theme/lib/overview';

const sidebar = [
  { text: 'Overview', link: '/config/' },
  { text: 'Top-level options', items: [{ text: 'mode', link: '/config/mode' }, { text: 'root', link: '/config/root' }] },
  { dividerType: 'solid' },
  {
    text: 'dev',
    items: [
      { text: 'dev.hmr', link: '/config/dev/hmr' },
      { text: 'Nested', items: [{ text: 'dev.client', link: '/config/dev/client' }] },
    ],
  },
  { text: 'Guide', items: [{ text: 'Quick start', link: '/guide/start/quick-start' }] },
  { text: 'module-federation', link: '/config/module-federation/options' },
];

const DETAILS: Record<string, { description?: string; headers: { id: string; text: string }[] }> = {
  '/config/mode': { description: 'Sets the build mode.', headers: [{ id: 'example', text: 'Example' }] },
  '/config/dev/hmr': {
    description: 'Hot module replacement.',
    headers: [
      { id: 'example', text: 'Example' },
      { id: 'disable-hmr', text: 'Disabling `hmr` per environment' },
    ],
  },
};
const details = (link: string) => DETAILS[link] ?? { headers: [] };

describe('overview groups', () => {
  it('are the sidebar groups below the overview page, nested groups flattened, loose pages under the default title', () => {
    const groups = buildOverviewGroups(sidebar, '/config/', details, 'Others');
    expect(groups.map((g) => [g.name, g.items.map((i) => i.link)])).toEqual([
      ['Top-level options', ['/config/mode', '/config/root']],
      ['dev', ['/config/dev/hmr', '/config/dev/client']],
      ['Others', ['/config/module-federation/options']],
    ]);
    expect(groups[1]?.items[0]).toEqual({ text: 'dev.hmr', link: '/config/dev/hmr', ...DETAILS['/config/dev/hmr'] });
  });
  it('exclude the overview page itself', () => {
    expect(isBelow('/config/', '/config/')).toBe(false);
    expect(isBelow('/config/index', '/config/index')).toBe(false);
    expect(isBelow('/zh/config/dev/hmr', '/zh/config/')).toBe(true);
    expect(isBelow('/zh/config/dev/hmr', '/config/')).toBe(false);
  });
});

describe('overview filter', () => {
  const groups: OverviewGroupData[] = buildOverviewGroups(sidebar, '/config/', details, 'Others');
  const links = (result: OverviewGroupData[]) => result.flatMap((g) => g.items.map((i) => `${i.link}:${i.headers.length}`));

  it('keeps everything for an empty query', () => {
    expect(filterOverviewGroups(groups, '  ')).toBe(groups);
  });
  it('matches page titles (keeping all headings), case-insensitively', () => {
    expect(links(filterOverviewGroups(groups, 'DEV.HMR'))).toEqual(['/config/dev/hmr:2']);
  });
  it('matches descriptions', () => {
    expect(links(filterOverviewGroups(groups, 'build mode'))).toEqual(['/config/mode:1']);
  });
  it('matches headings, keeping only the matching ones', () => {
    const result = filterOverviewGroups(groups, 'disabling hmr');
    expect(links(result)).toEqual(['/config/dev/hmr:1']);
    expect(result[0]?.items[0]?.headers).toEqual([{ id: 'disable-hmr', text: 'Disabling `hmr` per environment' }]);
  });
  it('matches group names (the whole group) and treats - as a space', () => {
    expect(links(filterOverviewGroups(groups, 'top level'))).toEqual(['/config/mode:1', '/config/root:0']);
  });
  it('finds nothing for an unknown word', () => {
    expect(filterOverviewGroups(groups, 'zzzz')).toEqual([]);
  });
});
