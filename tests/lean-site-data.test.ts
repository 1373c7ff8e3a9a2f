import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { overviewTocFor, routeOfFile } from '../site/lean-site-data';

describe('overview headings (site/lean-site-data.ts)', () => {
  it('maps a page file to its route', () => {
    const docs = path.resolve('/repo/docs');
    expect(routeOfFile(docs, path.join(docs, 'en/config/index.mdx'))).toBe('/config/');
    expect(routeOfFile(docs, path.join(docs, 'zh/config/index.mdx'))).toBe('/zh/config/');
    expect(routeOfFile(docs, path.join(docs, 'zh/config/dev/hmr.mdx'))).toBe('/zh/config/dev/hmr');
  });

  it('gives an overview page the headings of the pages below it, at the chosen depths', () => {
    const tocs = new Map([
      ['/config/', [{ id: 'intro', text: 'Intro', depth: 2 }]],
      [
        '/config/dev/hmr',
        [
          { id: 'example', text: 'Example', depth: 2 },
          { id: 'detail', text: 'Detail', depth: 3 },
        ],
      ],
      ['/zh/config/dev/hmr', [{ id: 'example', text: '示例', depth: 2 }]],
      ['/guide/start/', [{ id: 'why', text: 'Why', depth: 2 }]],
    ]);
    expect(overviewTocFor(tocs, '/config/', [2])).toEqual({ '/config/dev/hmr': [{ id: 'example', text: 'Example' }] });
    expect(overviewTocFor(tocs, '/config/', [2, 3])['/config/dev/hmr']).toHaveLength(2);
    expect(overviewTocFor(tocs, '/zh/config/', [2])).toEqual({ '/zh/config/dev/hmr': [{ id: 'example', text: '示例' }] });
  });
});
