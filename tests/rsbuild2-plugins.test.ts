/**
 * The plugin compatibility table (`site/rsbuild2/plugin-compat.json`, written by
 * `npm run rsbuild2:plugins`): one result per plugin page of this site, each
 * fixture sound (it builds with 1.7.6), a text for it in both languages, and a
 * live re-run of one plugin against both majors that gives the recorded result.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TEXT, PLUGIN_COMPAT } from '../site/rsbuild2/plugins';
import { PLUGIN_FIXTURES, runPluginFixture } from '../scripts/lib/rsbuild2-plugin-fixtures.mjs';
import { DOCS } from './lib/docs';

const FILE = 'site/rsbuild2/plugin-compat.json';

describe(FILE, () => {
  it('has a result for every plugin page of this site, and only for those', () => {
    const pages = readdirSync(path.join(DOCS, 'en/plugins/list'))
      .filter((f) => f.startsWith('plugin-'))
      .map((f) => `@rsbuild/${f.replace(/\.mdx$/, '')}`)
      .sort();
    expect(PLUGIN_COMPAT.results.map((r) => r.plugin).sort()).toEqual(pages);
    expect(PLUGIN_FIXTURES.map((f) => f.plugin).sort()).toEqual(pages);
  });

  it('every fixture is sound: it builds with 1.7.6, the release the plugin was made for', () => {
    const broken = PLUGIN_COMPAT.results.filter((r) => r.v1.status === 'fails').map((r) => `${FILE}: ${r.plugin}: the fixture fails with 1.7.6 too (${r.v1.messages[0]}), so it says nothing about 2.3.2`);
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('every fixture is described in both languages (site/rsbuild2/plugins.ts)', () => {
    for (const r of PLUGIN_COMPAT.results) {
      expect(FIXTURE_TEXT[r.plugin]?.en, r.plugin).toBe(r.fixture);
      expect(FIXTURE_TEXT[r.plugin]?.zh, r.plugin).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('the installed plugins are the recorded versions', () => {
    for (const fixture of PLUGIN_FIXTURES) {
      expect(PLUGIN_COMPAT.results.find((r) => r.plugin === fixture.plugin)?.version, `${FILE}: ${fixture.plugin} (run npm run rsbuild2:plugins)`).toBe(fixture.version());
    }
  });

  it('a warning Rsbuild prints, and a build whose output lacks the compiled result, are recorded (sanity)', async () => {
    const base = PLUGIN_FIXTURES.find((f) => f.plugin === '@rsbuild/plugin-babel')!;
    const { logger } = (await import('rsbuild-v2')) as unknown as { logger: { warn: (m: string) => void } };
    const warning = { name: 'sanity-warning', setup: () => logger.warn('sanity: a plugin warns') };
    const warned = await runPluginFixture({ ...base, plugins: async () => [...(await base.plugins()), warning] }, 'v2');
    expect(warned.status).toBe('warnings');
    expect(warned.messages.join('\n')).toMatch(/sanity: a plugin warns/);
    const ignored = await runPluginFixture({ ...base, plugins: async () => [] , output: /never-there/ }, 'v2');
    expect(ignored).toMatchObject({ status: 'fails', messages: [expect.stringMatching(/lack \/never-there\//)] });
  });

  it('re-running @rsbuild/plugin-less now gives the recorded result with both majors', async () => {
    const fixture = PLUGIN_FIXTURES.find((f) => f.plugin === '@rsbuild/plugin-less')!;
    const recorded = PLUGIN_COMPAT.results.find((r) => r.plugin === fixture.plugin)!;
    for (const major of ['v1', 'v2'] as const) {
      const live = await runPluginFixture(fixture, major);
      expect(live, `${FILE}: ${fixture.plugin} with ${major}`).toEqual(recorded[major]);
    }
  });
});
