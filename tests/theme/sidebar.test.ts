import { describe, expect, it } from 'vitest';
import { expandActive } from '../../theme/lib/sidebar';

describe('sidebar state', () => {
  const sidebar = () => [
    { text: 'Start', link: '/guide/start/', collapsed: true, items: [{ text: 'Quick start', link: '/guide/start/quick-start' }] },
    {
      text: 'Basic',
      collapsed: true,
      items: [{ text: 'CLI', link: '/guide/basic/cli' }, { text: 'More', collapsed: true, items: [{ text: 'Server', link: '/guide/basic/server' }] }],
    },
    { dividerType: 'solid' },
  ];
  const at = (path: string) => (link: string) => link === path;

  it('opens the groups on the way to the page being read, at any depth', () => {
    const next = expandActive(sidebar(), at('/guide/basic/server')) as ReturnType<typeof sidebar>;
    expect(next[0]!.collapsed).toBe(true);
    expect(next[1]!.collapsed).toBe(false);
    expect((next[1]!.items![1] as { collapsed: boolean }).collapsed).toBe(false);
  });

  it('opens a group whose own link is the page', () => {
    expect((expandActive(sidebar(), at('/guide/start/')) as ReturnType<typeof sidebar>)[0]!.collapsed).toBe(false);
  });

  it('keeps the same objects where nothing changes, so nothing renders again for nothing', () => {
    const data = sidebar();
    expect(expandActive(data, at('/elsewhere'))).toBe(data);
    const next = expandActive(data, at('/guide/start/quick-start'));
    expect(next).not.toBe(data);
    expect(next[1]).toBe(data[1]);
    expect(next[2]).toBe(data[2]);
    // The input is not changed: the reader's own choices live in it.
    expect(data[0]!.collapsed).toBe(true);
  });
});
