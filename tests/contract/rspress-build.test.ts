/**
 * The Rspress internals the build relies on (site/plugins/rspress-internals.ts),
 * checked against the installed @rspress/core by running its own code on a
 * three-page site, through its public API where there is one. A failure names the assumption and the files that
 * depend on it: see what the new Rspress does instead, then change the
 * internals module, its users and this test together.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { PluginDriver, RouteService, type UserConfig, build } from '@rspress/core';
import { isValidElement } from 'react';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/lib/files.mjs';
import { pluginLeanSiteData } from '../../site/plugins/lean-site-data';
import {
  ASSUMPTIONS,
  type AssumptionId,
  ENVIRONMENTS,
  PAGE_DATA_MODULE,
  RSPRESS_SEARCH_INDEX,
  isHeadingAnchor,
  THEME_PRE_ENTRY,
  dropFromLlmsFullTxt,
  leanPageDataModule,
  markdownTwinFile,
  markdownTwinUrl,
  RSPRESS_VERSION,
  removeThemePreEntry,
  replaceRouteTable,
  routeTableModule,
} from '../../site/plugins/rspress-internals';
import { ROOT } from '../lib/docs';
import { useStandIns } from './lib/stand-ins';

/**
 * Rspress's private modules this test runs, keyed by the assumption they belong to. Each is
 * loaded inside the tests of its assumption, so that a module that moved fails only those.
 */
const PRIVATE = {
  routeTable: () => import('@rspress/core/dist/node/runtimeModule/routeList.js'),
  routeChunkName: () => import('@rspress/core/dist/node/route/routeChunkAssets.js'),
  pageMeta: () => import('@rspress/core/dist/node/mdx/processor.js'),
  pageData: () => import('@rspress/core/dist/node/runtimeModule/pageData/rsbuildPlugin.js'),
  pageDataRuntime: () => Promise.all([import('@rspress/core/dist/runtime/initPageData.js'), import('@rspress/core/dist/runtime/hooks/usePages.js')]),
  headingAnchor: () => Promise.all([import('@rspress/core/dist/node/mdx/rehypePlugins/headerAnchor.js'), import('@rspress/core/dist/node/mdx/options.js')]),
  markdownTwins: () => Promise.all([import('@rspress/core/dist/node/ssg-md/llms/llmsTxt.js'), import('@rspress/core/dist/node/ssg-md/renderPages.js')]),
};

const INTERNALS = 'site/plugins/rspress-internals.ts';
const PACKAGE = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies?: Record<string, string> };
// Generated modules are written inside the repository, so that their imports resolve.
const CACHE = path.join(ROOT, 'node_modules/.cache/rspress-contract');

let dir = '';
let docs = '';
let configFile = '';
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
  configFile = path.join(dir, 'rspress.config.mjs');
  writeFileSync(configFile, 'export default {};\n');
  config = { root: docs, outDir: path.join(dir, 'out'), title: 'Contract', lang: 'en', search: false, llms: true, ssg: true };
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const routeServiceOf = () => RouteService.create({ config, scanDir: docs, externalPages: [] });
// The (config, configFilePath, isProd) form: the one both 2.0.20 and later releases accept.
const pluginDriverOf = (c: UserConfig) => PluginDriver.create(c, configFile, true);

/**
 * A compiled page without its imports (the theme's components cannot load in Node.js):
 * each imported name becomes a stand-in that any access or call returns, so that the
 * module's own statements run.
 */
function withoutImports(code: string): string {
  const source = ts.createSourceFile('page.mjs', code, ts.ScriptTarget.Latest, true);
  const imports = source.statements.filter(ts.isImportDeclaration);
  const names = imports.flatMap((node) => {
    const clause = node.importClause;
    if (!clause) return [];
    const bindings = clause.namedBindings;
    return [
      ...(clause.name ? [clause.name.text] : []),
      ...(bindings && ts.isNamespaceImport(bindings) ? [bindings.name.text] : []),
      ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => e.name.text) : []),
    ];
  });
  let body = code;
  for (const node of [...imports].reverse()) body = body.slice(0, node.getStart(source)) + body.slice(node.end);
  const standIn = 'const __standIn = new Proxy(function () {}, { get: (_, key) => (key === Symbol.toPrimitive ? () => "" : __standIn), apply: () => __standIn });';
  return `${standIn}\n${names.map((name) => `const ${name} = __standIn;`).join('\n')}\n${body}`;
}

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
        `Rspress internal "${id}" (${INTERNALS}) no longer holds in the installed @rspress/core ${installedVersion('@rspress/core')} (package.json: ${RSPRESS_VERSION}): ${statement}\n` +
          `Used by: ${usedBy.join(', ')}.\n${(error as Error).message}`,
        { cause: error },
      );
    }
  });
}

describe(`Rspress build internals (${INTERNALS})`, () => {
  assumption('routeTable', 'virtual-routes is generateRoutesCode(), and the compact table has the same route objects', async () => {
    const { routeListVMPlugin } = await PRIVATE.routeTable();
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
    const { RouteChunkAssetsPlugin } = await PRIVATE.routeChunkName();
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

  assumption('pageMeta', 'a field the lean plugin adds to "pageMeta" is in the metadata the page module exports', async () => {
    const { compile } = await PRIVATE.pageMeta();
    const routeService = await routeServiceOf();
    const plugin = pluginLeanSiteData();
    const filepath = path.join(docs, 'guide/page.mdx');
    const page = { routePath: '/guide/page', title: 'Page', toc: [], content: '', frontmatter: {}, lang: 'en', version: '', _filepath: filepath, _relativePath: 'guide/page.mdx' };
    await plugin.extendPageData!({ ...page, lastUpdatedTime: 'contract' } as never, true);
    const pluginDriver = await pluginDriverOf({ ...config, plugins: [plugin] });
    const code = await compile({ source: PAGES['guide/page.mdx']!, filepath, docDirectory: docs, config, routeService, pluginDriver, addDependency: () => {} });
    // What the runtime reads: the page module's default export, `__RSPRESS_PAGE_META[<encoded path>]`.
    const module = (await evaluate('page', withoutImports(code))) as { default?: { __RSPRESS_PAGE_META?: Record<string, unknown> } };
    const meta = module.default?.__RSPRESS_PAGE_META?.[encodeURIComponent('guide/page.mdx')];
    expect(meta, 'the compiled page exports no __RSPRESS_PAGE_META for guide/page.mdx').toBeDefined();
    expect(meta).toMatchObject({ title: 'Page', lastUpdatedTime: 'contract', _relativePath: 'guide/page.mdx', frontmatter: { description: 'A page.' } });
  });

  assumption('pageData', 'virtual-page-data has the exports the lean module keeps, and pages only add to the metadata', async () => {
    const { rsbuildPluginDocVM } = await PRIVATE.pageData();
    const routeService = await routeServiceOf();
    const pluginDriver = await pluginDriverOf(config);
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


    // The browser runtime, run with stand-ins for its virtual modules: a page's entry adds to
    // the metadata its module exports, and usePages() is the list itself.
    const standIns = useStandIns();
    const meta = { title: 'Page', toc: [{ id: 'part', text: 'Part', depth: 2 }], frontmatter: { description: 'A page.' }, routePath: '/guide/page', lastUpdatedTime: 'meta' };
    standIns.pageModule = { default: { __RSPRESS_PAGE_META: { [encodeURIComponent('guide/page.mdx')]: meta } } };
    const [{ initPageData }, { usePages }] = await PRIVATE.pageDataRuntime();
    const entry = { routePath: '/guide/page', lang: 'en', fromEntry: 'entry' };
    standIns.pageData.pages = [entry];
    const withEntry = await initPageData('/guide/page');
    expect(usePages().pages, 'usePages() is not the page list of virtual-page-data').toBe(standIns.pageData.pages);
    standIns.pageData.pages = [];
    const withoutEntry = await initPageData('/guide/page');
    expect(withoutEntry, 'without its entry in pageData.pages, the page lost the metadata of its module').toMatchObject({ title: 'Page', toc: meta.toc, frontmatter: meta.frontmatter, lastUpdatedTime: 'meta', routePath: '/guide/page' });
    expect(withEntry, 'the entry in pageData.pages did more than add its fields').toEqual({ ...withoutEntry, ...entry });
  });

  assumption('searchIndexFiles', 'Rspress emits its own search index with search: false', async () => {
    const { rsbuildPluginDocVM } = await PRIVATE.pageData();
    const routeService = await routeServiceOf();
    const pluginDriver = await pluginDriverOf(config);
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

  assumption('markdownTwins', 'llms-full.txt blocks open with the twin URL, and twins are written to <route>.md', async () => {
    const [{ generateLlmsFullTxt }, { renderPages }] = await PRIVATE.markdownTwins();
    const origin = 'https://example.test';
    const md = new Map([
      ['/zh/404', '# 404'],
      ['/zh/guide/', '# 指南'],
    ]);
    const full = generateLlmsFullTxt([], [], ['/zh/404', '/zh/guide/'], '/', origin, md);
    expect(full).toContain(`url: ${markdownTwinUrl('/zh/guide/', origin)}\n`);
    expect(dropFromLlmsFullTxt(full, [markdownTwinUrl('/zh/404', origin)])).toBe(generateLlmsFullTxt([], [], ['/zh/guide/'], '/', origin, md));

    // The Markdown rendering step names each route's file: run it with a stand-in server bundle.
    const bundle = path.join(CACHE, `ssg-md-${process.pid}.mjs`);
    writeFileSync(bundle, 'export default { render: async (routePath) => ({ appMd: `# ${routePath}` }) };\n');
    const routes = ['/zh/404', '/zh/guide/', '/guide/page'];
    const written = new Map<string, string>();
    try {
      await renderPages({ getRoutes: () => routes.map((routePath) => ({ routePath })) } as never, bundle, (file: string, content: string | Buffer) => void written.set(file, String(content)));
    } finally {
      rmSync(bundle, { force: true });
    }
    expect(Object.fromEntries(written)).toEqual(Object.fromEntries(routes.map((route) => [markdownTwinFile(route), `# ${route}`])));
  });

  assumption('headingAnchor', "each heading's first child is its anchor link, added before the plugins' rehype plugins run, and none for Markdown twins", async () => {
    const [{ rehypeHeaderAnchor }, { createMDXOptions }] = await PRIVATE.headingAnchor();
    const heading = { type: 'element', tagName: 'h2', properties: {}, children: [{ type: 'text', value: 'Build hooks' }] };
    (rehypeHeaderAnchor as () => (tree: unknown) => void)()({ type: 'root', children: [heading] });
    expect(heading.properties).toEqual({ id: 'build-hooks' });
    expect(isHeadingAnchor(heading.children[0] as never, 'build-hooks'), JSON.stringify(heading.children[0])).toBe(true);
    expect(heading.children.slice(1)).toEqual([{ type: 'text', value: 'Build hooks' }]);

    const mine = () => () => undefined;
    const plugin = { name: 'probe', markdown: { rehypePlugins: [mine] } };
    const options = (isSsgMd: boolean) =>
      (createMDXOptions as (o: unknown) => Promise<{ rehypePlugins?: unknown[] }>)({
        docDirectory: ROOT,
        config: { markdown: {} },
        routeService: null,
        filepath: path.join(ROOT, 'docs/en/index.mdx'),
        pluginDriver: { getPlugins: () => [plugin] },
        addDependency: () => undefined,
        isSsgMd,
      });
    const plugins = ((await options(false)).rehypePlugins ?? []).map((p) => (Array.isArray(p) ? p[0] : p));
    expect(plugins.indexOf(rehypeHeaderAnchor)).toBeGreaterThanOrEqual(0);
    expect(plugins.indexOf(mine)).toBeGreaterThan(plugins.indexOf(rehypeHeaderAnchor));
    expect((await options(true)).rehypePlugins ?? []).toEqual([]);
  });

  it('package.json pins every @rspress/* package to one version, and node_modules holds it', () => {
    const pinned = Object.entries({ ...PACKAGE.dependencies, ...PACKAGE.devDependencies }).filter(([name]) => name.startsWith('@rspress/'));
    expect(pinned.map(([name]) => name)).toContain('@rspress/shared');
    const problems = pinned.flatMap(([name, version]) => [
      ...(version === RSPRESS_VERSION ? [] : [`package.json: ${name} is ${version}, but @rspress/core is ${RSPRESS_VERSION}; move every @rspress/* package together`]),
      ...(installedVersion(name) === version ? [] : [`node_modules/${name} is ${installedVersion(name)}, but package.json pins ${version}; run npm install`]),
    ]);
    expect(problems).toEqual([]);
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

/** What an Rsbuild plugin of a site plugin sees of the config Rspress generates for the two-page site, through Rspress's public `build`. */
function rspressRsbuildConfig(): Promise<SeenConfig> {
  seenConfig ??= (async () => {
    let seen: SeenConfig | undefined;
    const probe: RsbuildPlugin = {
      name: 'contract-probe',
      setup(api) {
        api.modifyRsbuildConfig((config) => {
          seen = { preEntry: [...((config.source?.preEntry as string[] | undefined) ?? [])], environments: Object.keys(config.environments ?? {}) };
          throw new Error('contract-probe: stop after reading the config');
        });
      },
    };
    // Rspress's public build, stopped by the probe once it has seen the config.
    const site = { ...config, plugins: [{ name: 'contract-probe', builderConfig: { plugins: [probe] } }] };
    try {
      await build({ docDirectory: docs, config: site, configFilePath: configFile });
    } catch (error) {
      if (!seen) throw error;
    }
    if (!seen) throw new Error('the probe plugin never saw the Rsbuild config');
    return seen;
  })();
  return seenConfig;
}

/** The version of an installed package (node_modules/<name>/package.json). */
function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}
