import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ES module without types (run by `npm run record:behaviour`)
import { API_SCENARIOS, CLI_SCENARIOS, readRecordings, runApiScenario, runCliScenario } from '../scripts/lib/behaviour.mjs';
// @ts-expect-error -- plain ES module without types (run by `npm run figures`)
import { GROUPS } from '../scripts/figures/plugin-hooks.mjs';
import { ROOT } from './lib/docs';
import { type Recordings, HOOKS, checkClaim, readClaims, segment } from './lib/behaviour-claims';

const recordings = readRecordings() as Recordings;
const PAGES = [
  'plugins/dev/hooks.mdx',
  'plugins/dev/core.mdx',
  'plugins/dev/index.mdx',
  'api/javascript-api/instance.mdx',
  'api/javascript-api/core.mdx',
  'api/javascript-api/types.mdx',
  'api/javascript-api/environment-api.mdx',
  'api/javascript-api/dev-server-api.mdx',
  'api/start/index.mdx',
];
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
// What a live run may differ in from the recording: nothing but the order of entries that run in parallel.
const comparable = (log: { hook?: string; step?: string }[]) => log.map((entry) => JSON.stringify(entry));

describe('behaviour recordings of Rsbuild 1.7.6', () => {
  it('were recorded with the installed rsbuild-v1, for every scenario of the harness', () => {
    const installed = JSON.parse(read('node_modules/rsbuild-v1/package.json')).version;
    expect(recordings.rsbuild, 'tests/behaviour/recordings.json: re-run npm run record:behaviour').toBe(installed);
    const expected = [...Object.keys(CLI_SCENARIOS), ...(API_SCENARIOS as string[]).map((name) => `api:${name}`)].sort();
    expect(Object.keys(recordings.scenarios).sort(), 'tests/behaviour/recordings.json: re-run npm run record:behaviour').toEqual(expected);
    for (const [name, recording] of Object.entries(recordings.scenarios)) {
      expect(recording.log.length, `scenario ${name} recorded nothing`).toBeGreaterThan(0);
    }
  });

  // A small sample, re-run live: the committed data still matches what 1.7.6 does.
  it.each(['build', 'build-failed'])('rsbuild %s still calls the hooks as recorded', async (name) => {
    const live = await runCliScenario(name);
    const recorded = recordings.scenarios[name]!;
    expect(comparable(live.log), `${name}: the CLI now behaves differently; re-run npm run record:behaviour`).toEqual(comparable(recorded.log));
    expect(live.exitCode).toBe(recorded.exitCode);
  });

  it('the JavaScript API still answers as recorded (getRsbuildConfig)', async () => {
    const live = await runApiScenario('getRsbuildConfig');
    expect(comparable(live.log)).toEqual(comparable(recordings.scenarios['api:getRsbuildConfig']!.log));
  });

  it('the harness fails a claim that contradicts a recording, naming the line', () => {
    const page = ['### onCloseBuild {#onclosebuild}', '', '{/* recorded', '- runs build', '- not build-watch-sigterm', '*/}', '', '- after a build', '- when watching stops', ''].join('\n');
    const [runs, not] = readClaims(page);
    expect(checkClaim(recordings, page, runs!, 'en')).toBeUndefined();
    expect(checkClaim(recordings, page, not!, 'en')).toBeUndefined();
    const wrong = page.replace('- not build-watch-sigterm', '- runs build-watch-sigterm');
    const claim = readClaims(wrong)[1]!;
    expect(claim.line).toBe(9);
    expect(checkClaim(recordings, wrong, claim, 'en')).toMatch(/onCloseBuild runs in "build-watch-sigterm"; it was not called/);
    const order = ['{/* recorded', 'build until onAfterCreateCompiler', '*/}', '', '1. `modifyRsbuildConfig`', '2. `modifyEnvironmentConfig`', '3. `modifyRspackConfig`', '4. `modifyBundlerChain`', '5. `onBeforeCreateCompiler`', '6. `onAfterCreateCompiler`'].join('\n');
    expect(checkClaim(recordings, order, readClaims(order)[0]!, 'en')).toMatch(/states .*modifyRspackConfig, modifyBundlerChain.*; recorded .*modifyBundlerChain, modifyRspackConfig/);
  });

  for (const page of PAGES) {
    for (const lang of ['en', 'zh'] as const) {
      const file = `docs/${lang}/${page}`;
      it(`${file}: every marked claim agrees with the recordings`, () => {
        const source = read(file);
        const problems = readClaims(source)
          .map((claim) => [claim, checkClaim(recordings, source, claim, lang)] as const)
          .filter(([, problem]) => problem)
          .map(([claim, problem]) => `${file}:${claim.line}: ${problem}`);
        expect(problems).toEqual([]);
      });
    }
    it(`docs/{en,zh}/${page}: both languages mark the same claims`, () => {
      const rules = (lang: string) => readClaims(read(`docs/${lang}/${page}`)).map((claim) => claim.rule);
      expect(rules('zh'), `docs/zh/${page} must mark the claims of docs/en/${page}`).toEqual(rules('en'));
    });
  }

  it('the hook order sections are marked claims', () => {
    const rules = readClaims(read('docs/en/plugins/dev/hooks.mdx')).map((claim) => claim.rule);
    for (const expected of ['dev-rebuild-sigint until onDevCompileDone', 'build', 'preview-sigint until onAfterStartProdServer']) {
      expect(rules, `docs/en/plugins/dev/hooks.mdx: the ordered list of "${expected}" is not marked`).toContain(expected);
    }
  });

  // The recorder registers each hook once, in a fixed order, so the order it records between two names that
  // share one callback list (onAfterDevCompile and its alias) is its own registration order, not Rsbuild's.
  it('no page orders onDevCompileDone after the onAfterDevCompile callbacks: they share one list', () => {
    const order = recordings.scenarios['api:dev-alias-order']!.log.find((entry) => entry.step === 'first compilation done')?.order;
    expect(order, 'api:dev-alias-order: the alias registered first runs first').toEqual(['onDevCompileDone', 'onAfterDevCompile']);
    const after = { en: /onDevCompileDone[^.\n]*\bafter (?:all |every )?(?:the )?`onAfterDevCompile`/, zh: /onDevCompileDone[^。\n]*在所有 `onAfterDevCompile` 回调之后/ };
    for (const page of PAGES) {
      for (const lang of ['en', 'zh'] as const) {
        const file = `docs/${lang}/${page}`;
        const source = read(file);
        source.split('\n').forEach((line, n) => {
          const hit = after[lang].test(line) || (/^`onAfterDevCompile` 的已废弃别名|^Deprecated alias of `onAfterDevCompile`/.test(line) && !line.includes(lang === 'en' ? 'registration order' : '注册顺序'));
          expect(hit, `${file}:${n + 1}: onDevCompileDone callbacks run among those of onAfterDevCompile, in registration order (api:dev-alias-order)`).toBe(false);
        });
      }
    }
  });

  it('the lifecycle figure (scripts/figures/plugin-hooks.mjs) shows the recorded hooks of dev and build, in order', () => {
    const dev = segment(recordings, 'dev-sigterm').hooks;
    const build = segment(recordings, 'build').hooks;
    const rows = (GROUPS as [string, number, number][][]).flat();
    for (const [hook, inDev, inBuild] of rows) {
      expect(HOOKS, `scripts/figures/plugin-hooks.mjs: ${hook} is not a hook`).toContain(hook);
      expect(Boolean(inDev), `scripts/figures/plugin-hooks.mjs: ${hook} in dev; recorded: ${dev.includes(hook)}`).toBe(dev.includes(hook));
      expect(Boolean(inBuild), `scripts/figures/plugin-hooks.mjs: ${hook} in build; recorded: ${build.includes(hook)}`).toBe(build.includes(hook));
    }
    const order = (lane: string[], column: 1 | 2) => rows.filter((row) => row[column]).map(([hook]) => hook).filter((hook) => lane.includes(hook));
    expect(order(build, 2), 'scripts/figures/plugin-hooks.mjs: the build lane').toEqual(build.filter((hook) => rows.some(([name]) => name === hook)));
    expect(order(dev, 1), 'scripts/figures/plugin-hooks.mjs: the dev lane').toEqual(dev.filter((hook) => rows.some(([name]) => name === hook)));
  });
});
