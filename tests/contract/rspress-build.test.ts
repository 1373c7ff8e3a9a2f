/**
 * The Rspress internals the build relies on (site/plugins/rspress-internals.ts),
 * checked against the installed @rspress/core, mostly by running its own code
 * on a two-page site. A failure names the assumption and the files that
 * depend on it: see what the new Rspress does instead, then change the
 * internals module, its users and this test together.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { PluginDriver, RouteService, type UserConfig } from '@rspress/core';
import { initRsbuild } from '@rspress/core/dist/node/initRsbuild.js';
import { compile } from '@rspress/core/dist/node/mdx/processor.js';
import { RouteChunkAssetsPlugin } from '@rspress/core/dist/node/route/routeChunkAssets.js';
import { rsbuildPluginDocVM } from '@rspress/core/dist/node/runtimeModule/pageData/rsbuildPlugin.js';
import { routeListVMPlugin } from '@rspress/core/dist/node/runtimeModule/routeList.js';
import { generateLlmsFullTxt } from '@rspress/core/dist/node/ssg-md/llms/llmsTxt.js';
import { isValidElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/lib/files.mjs';
import { pluginLeanSiteData } from '../../site/plugins/lean-site-data';
import {
  ASSUMPTIONS,
  type AssumptionId,
  CHECKED_AGAINST,
  ENVIRONMENTS,
  PAGE_DATA_MODULE,
  RSPRESS_SEARCH_INDEX,
  THEME_PRE_ENTRY,
  dropFromLlmsFullTxt,
  leanPageDataModule,
  markdownTwinFile,
  markdownTwinUrl,
  removeThemePreEntry,
  replaceRouteTable,
  routeTableModule,
} from '../../site/plugins/rspress-internals';
import { ROOT } from '../lib/docs';

const INTERNALS = 'site/plugins/rspress-internals.ts';
const RSPRESS_DIST = path.join(ROOT, 'node_modules/@rspress/core/dist');
// Generated modules are written inside the repository, so that their imports resolve.
const CACHE = path.join(ROOT, 'node_modules/.cache/rspress-contract');

let dir = '';
let docs = '';
let config: UserConfig;

const PAGES: Record<string, string> = {
  'index.mdx': '---\npageType: home\n---\n\n# Home\n',
  'guide/index.mdx': '---\ndescription: The guide.\n---\n\n# Guide\n\n## Start {#start}\n\nText.\n',
  'guide/page.mdx': '---\ndescription: A page.\n---\n\n# Page\n\n## Part {#part}\n\nText.\n',
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rspress-contract-'));
  docs = path.join(dir, 'docs');
  for (const [file, source] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
    writeFileSync(path.join(docs, file), source);
  }
  mkdirSync(CACHE, { recursive: true });
  config = { root: docs, title: 'Contract', lang: 'en', search: false, llms: true, ssg: true };
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const routeServiceOf = () => RouteService.create({ config, scanDir: docs, externalPages: [] });

/** Imports generated JavaScript. */
async function evaluate(name: string, code: string): Promise<Record<string, unknown>> {
  const file = path.join(CACHE, `${name}-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, code);
  try {
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
  } finally {
    rmSync(file, { force: true });
  }
}

const checked = new Set<AssumptionId>();

/** A test of one assumption; its failure names the assumption, the Rspress version it held for and the files that depend on it. */
function assumption(id: AssumptionId, name: string, check: () => void | Promise<void>) {
  checked.add(id);
  it(`${id}: ${name}`, async () => {
    try {
      await check();
    } catch (error) {
      const { statement, usedBy } = ASSUMPTIONS[id];
      throw new Error(
        `Rspress internal "${id}" (${INTERNALS}, checked against @rspress/core ${CHECKED_AGAINST}) no longer holds: ${statement}\n` +
          `Used by: ${usedBy.join(', ')}.\n${(error as Error).message}`,
        { cause: error },
      );
    }
  });
}

describe(`Rspress build internals (${INTERNALS})`, () => {
  assumption('routeTable', 'virtual-routes is generateRoutesCode(), and the compact table has the same route objects', async () => {
    const routeService = await routeServiceOf();
    const virtualRoutes = () => routeListVMPlugin({ routeService } as Parameters<typeof routeListVMPlugin>[0])['virtual-routes']!({} as never);
    const original = routeService.generateRoutesCode();
    expect(await virtualRoutes(), 'virtual-routes is not the code of generateRoutesCode()').toBe(original);
    replaceRouteTable(routeService, (routes) => routeTableModule(routes));
    const compact = routeService.generateRoutesCode();
    expect(compact).not.toBe(original);
    expect(await virtualRoutes()).toBe(compact);

    const shape = (routes: unknown) =>
      (routes as Record<string, unknown>[]).map(({ path, filePath, lang, version, element, preload, ...rest }) => ({
        path,
        filePath,
        lang,
        version,
        element: isValidElement(element),
        preload: typeof preload,
        rest: Object.keys(rest),
      }));
    const [theirs, ours] = await Promise.all([evaluate('routes-rspress', original), evaluate('routes-site', compact)]);
    expect(shape(theirs.routes)).toHaveLength(Object.keys(PAGES).length);
    expect(shape(ours.routes)).toEqual(shape(theirs.routes));
  });

  assumption('routeChunkName', "a chunk named like the compact table's is preloaded with its route", async () => {
    const routeService = await routeServiceOf();
    const chunkNames = (code: string) => [...code.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1]);
    const names = chunkNames(routeTableModule(routeService.getRoutes()));
    expect(chunkNames(routeService.generateRoutesCode())).toEqual(names);

    const plugin = new RouteChunkAssetsPlugin(routeService);
    let onChunk: (chunk: { name: string; files: Set<string> }) => void = () => {};
    const compilation = { outputOptions: { publicPath: '/' }, hooks: { chunkAsset: { tap: (_: string, fn: typeof onChunk) => (onChunk = fn) } } };
    plugin.apply({ hooks: { thisCompilation: { tap: (_: string, fn: (c: typeof compilation) => void) => fn(compilation) } } } as never);
    const [route] = routeService.getRoutes();
    onChunk({ name: names[0]!, files: new Set(['static/js/async/1.js']) });
    expect(plugin.getManifest().assets[route!.routePath]).toEqual(['static/js/async/1.js']);
  });

  assumption('pageMeta', 'a field the lean plugin adds to "pageMeta" is compiled into the page module', async () => {
    const routeService = await routeServiceOf();
    const plugin = pluginLeanSiteData();
    const filepath = path.join(docs, 'guide/page.mdx');
    const page = { routePath: '/guide/page', title: 'Page', toc: [], content: '', frontmatter: {}, lang: 'en', version: '', _filepath: filepath, _relativePath: 'guide/page.mdx' };
    await plugin.extendPageData!({ ...page, lastUpdatedTime: 'contract' } as never, true);
    const pluginDriver = await PluginDriver.create({ ...config, plugins: [plugin] }, true);
    const code = await compile({ source: PAGES['guide/page.mdx']!, filepath, docDirectory: docs, config, routeService, pluginDriver, addDependency: () => {} });
    const meta = /__RSPRESS_PAGE_META\[[^\]]+\] = (\{.*\});\s*$/s.exec(code)?.[1];
    expect(meta, 'no __RSPRESS_PAGE_META in the compiled page').toBeDefined();
    expect(JSON.parse(meta!)).toMatchObject({ title: 'Page', lastUpdatedTime: 'contract', _relativePath: 'guide/page.mdx', frontmatter: { description: 'A page.' } });
  });

  assumption('pageData', 'virtual-page-data has the exports the lean module keeps, and pages only add to the metadata', async () => {
    const routeService = await routeServiceOf();
    const pluginDriver = await PluginDriver.create(config, true);
    const plugins = await rsbuildPluginDocVM({ config, userDocRoot: docs, routeService, pluginDriver });
    const api = fakeRsbuildApi(dir);
    for (const plugin of plugins) await plugin.setup(api as never);
    await api.runBundlerChain(ENVIRONMENTS.browser);
    const transform = api.transforms.find(([test]) => PAGE_DATA_MODULE.test(String(test)));
    expect(transform, `no transform of a file matching ${PAGE_DATA_MODULE}: ${api.transforms.map(([test]) => String(test)).join(', ')}`).toBeDefined();
    const original = String(await transform![1]({ addDependency: () => {} }));
    const [full, lean] = await Promise.all([evaluate('page-data', original), evaluate('page-data-lean', leanPageDataModule(original))]);
    expect((full.pageData as { pages: unknown[] }).pages.length).toBe(Object.keys(PAGES).length);
    expect(lean.pageData).toEqual({ pages: [] });
    expect(lean.searchIndexHash).toEqual(full.searchIndexHash);

    // The runtime spreads a page's entry over its compiled metadata; usePages() is the list itself.
    const runtime = readFileSync(path.join(RSPRESS_DIST, 'runtime/initPageData.js'), 'utf8');
    expect(runtime, 'dist/runtime/initPageData.js').toMatch(/__RSPRESS_PAGE_META/);
    expect(runtime, 'dist/runtime/initPageData.js').toMatch(/\.\.\.rest,\s*pagePath,\s*\.\.\.extractPageInfo,/);
    expect(readFileSync(path.join(RSPRESS_DIST, 'runtime/hooks/usePages.js'), 'utf8'), 'dist/runtime/hooks/usePages.js').toMatch(/pages: pageData\.pages/);
  });

  assumption('searchIndexFiles', 'Rspress emits its own search index with search: false', async () => {
    const routeService = await routeServiceOf();
    const pluginDriver = await PluginDriver.create(config, true);
    const api = fakeRsbuildApi(dir);
    for (const plugin of await rsbuildPluginDocVM({ config, userDocRoot: docs, routeService, pluginDriver })) await plugin.setup(api as never);
    await api.runBundlerChain(ENVIRONMENTS.browser);
    const emitted = await api.runProcessAssets();
    expect(emitted.length).toBeGreaterThan(0);
    for (const asset of emitted) {
      const [folder, file] = asset.split('/');
      expect(folder).toBe(RSPRESS_SEARCH_INDEX.dir);
      expect(file).toMatch(RSPRESS_SEARCH_INDEX.file);
    }
  });

  assumption('themePreEntry', 'a plugin sees the theme as a pre-entry of the Rsbuild config', async () => {
    const { preEntry } = await rspressRsbuildConfig();
    expect(preEntry).toContain(THEME_PRE_ENTRY);
    const config = { source: { preEntry: [...preEntry] } };
    removeThemePreEntry(config);
    expect(config.source.preEntry).toEqual(preEntry.filter((entry) => entry !== THEME_PRE_ENTRY));
  });

  assumption('environments', 'a plugin sees the browser, HTML and Markdown environments', async () => {
    const { environments } = await rspressRsbuildConfig();
    expect(environments.sort()).toEqual(Object.values(ENVIRONMENTS).sort());
  });

  assumption('markdownTwins', 'llms-full.txt blocks open with the twin URL, and twins are written to <route>.md', () => {
    const origin = 'https://example.test';
    const md = new Map([
      ['/zh/404', '# 404'],
      ['/zh/guide/', '# 指南'],
    ]);
    const full = generateLlmsFullTxt([], [], ['/zh/404', '/zh/guide/'], '/', origin, md);
    expect(full).toContain(`url: ${markdownTwinUrl('/zh/guide/', origin)}\n`);
    expect(dropFromLlmsFullTxt(full, [markdownTwinUrl('/zh/404', origin)])).toBe(generateLlmsFullTxt([], [], ['/zh/guide/'], '/', origin, md));
    const renderPages = readFileSync(path.join(RSPRESS_DIST, 'node/ssg-md/renderPages.js'), 'utf8');
    expect(renderPages, 'dist/node/ssg-md/renderPages.js').toContain('`${routePath}index.md` : `${routePath}.md`');
    expect([markdownTwinFile('/zh/404'), markdownTwinFile('/zh/guide/')]).toEqual(['zh/404.md', 'zh/guide/index.md']);
  });

  it(`checks every assumption of ${INTERNALS}`, () => {
    expect([...checked].sort()).toEqual(Object.keys(ASSUMPTIONS).sort());
  });

  it(`keeps Rspress's internals in ${INTERNALS}: no other build file imports @rspress/core/dist or a virtual module`, () => {
    const files = [
      ...['site', 'scripts'].flatMap((folder) => listFiles(path.join(ROOT, folder)).map((f) => `${folder}/${f}`)),
      'rspress.config.ts',
    ].filter((f) => /\.(?:[cm]?[jt]sx?)$/.test(f) && f !== INTERNALS);
    const found = files.filter((f) => /@rspress\/core\/dist|['"`]virtual-[a-z]/.test(readFileSync(path.join(ROOT, f), 'utf8')));
    expect(found, `move these uses into ${INTERNALS}`).toEqual([]);
  });
});

/** Just enough of Rsbuild's plugin API to run Rspress's page-data plugins outside a build. */
function fakeRsbuildApi(rootPath: string) {
  const chains: ((chain: unknown, env: { environment: { name: string }; rspack: unknown }) => unknown)[] = [];
  const assets: ((context: unknown) => unknown)[] = [];
  const transforms: [unknown, (context: { addDependency: (file: string) => void }) => unknown][] = [];
  return {
    context: { rootPath },
    transforms,
    modifyBundlerChain: (fn: (typeof chains)[number]) => void chains.push(fn),
    processAssets: (_: unknown, fn: (typeof assets)[number]) => void assets.push(fn),
    transform: (descriptor: { test: unknown }, handler: (typeof transforms)[number][1]) => void transforms.push([descriptor.test, handler]),
    async runBundlerChain(environment: string) {
      const chain = { resolve: { alias: { entries: () => ({}), merge: () => {} } }, plugins: { has: () => false }, plugin: () => ({ use: () => {} }) };
      const rspack = { experiments: { VirtualModulesPlugin: class {} } };
      for (const fn of chains) await fn(chain, { environment: { name: environment }, rspack });
    },
    async runProcessAssets(): Promise<string[]> {
      const emitted: string[] = [];
      const compilation = { emitAsset: (name: string) => void emitted.push(name) };
      const compiler = { webpack: { sources: { RawSource: class {} } } };
      for (const fn of assets) await fn({ compilation, compiler });
      return emitted;
    },
  };
}

interface SeenConfig {
  preEntry: string[];
  environments: string[];
}

let seenConfig: Promise<SeenConfig> | undefined;

/** What an Rsbuild plugin of a site plugin sees of the config Rspress generates for the two-page site. */
function rspressRsbuildConfig(): Promise<SeenConfig> {
  seenConfig ??= (async () => {
    let seen: SeenConfig | undefined;
    const probe: RsbuildPlugin = {
      name: 'contract-probe',
      setup(api) {
        api.modifyRsbuildConfig((config) => {
          seen = { preEntry: [...((config.source?.preEntry as string[] | undefined) ?? [])], environments: Object.keys(config.environments ?? {}) };
        });
      },
    };
    const pluginDriver = await PluginDriver.create({ ...config, plugins: [{ name: 'contract-probe', builderConfig: { plugins: [probe] } }] }, true);
    const modified = await pluginDriver.modifyConfig();
    const routeService = await RouteService.create({ config: modified, scanDir: docs, externalPages: [] });
    const rsbuild = await initRsbuild(docs, { content: modified, filePath: null as unknown as string, dependencies: [] }, pluginDriver, routeService, true);
    await rsbuild.initConfigs();
    if (!seen) throw new Error('the probe plugin never saw the Rsbuild config');
    return seen;
  })();
  return seenConfig;
}
