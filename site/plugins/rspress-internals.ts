/**
 * The one module of the build that relies on Rspress internals: behaviour of
 * @rspress/core that its plugin API does not promise. Each assumption is one
 * statement in `ASSUMPTIONS`, checked against the installed Rspress by
 * tests/contract/rspress-build.test.ts, which names the assumption and the
 * files that depend on it when it no longer holds.
 */
import type { RsbuildConfig } from '@rsbuild/core';
import type { PageIndexInfo, RouteMeta, RouteService } from '@rspress/core';
import { getRouteChunkName } from '@rspress/core/dist/node/route/routeChunkAssets.js';
import type { Processor } from 'unified';
import pkg from '../../package.json' with { type: 'json' };

/** The Rspress release the assumptions below hold for: the one package.json pins for every `@rspress/*` package. */
export const RSPRESS_VERSION: string = pkg.dependencies['@rspress/core'];

export interface Assumption {
  statement: string;
  /** Files that break when the assumption no longer holds. */
  usedBy: string[];
}

const LEAN = 'site/plugins/lean-site-data.ts';

export const ASSUMPTIONS = {
  routeTable: {
    statement:
      'The `virtual-routes` module is the code `RouteService#generateRoutesCode()` returns; its `routes` hold one `{ path, element, filePath, preload, lang, version }` per route.',
    usedBy: [LEAN],
  },
  routeChunkName: {
    statement: "A route's chunk is named by `getRouteChunkName(route)` (dist/node/route/routeChunkAssets.js), the name by which the HTML preloads it.",
    usedBy: [LEAN],
  },
  pageMeta: {
    statement:
      'Remark plugins see the metadata Rspress compiles into each page module (`__RSPRESS_PAGE_META`) as the processor data `pageMeta`; fields added there reach the browser.',
    usedBy: [LEAN],
  },
  pageData: {
    statement:
      "`virtual-page-data` (`.rspress/virtual-page-data.js`) exports `pageData` (`{ pages }`) and `searchIndexHash`; a page's entry in `pageData.pages` only adds to its compiled metadata, so an empty list (and an empty `usePages()`) leaves every page its data.",
    usedBy: [LEAN],
  },
  themePreEntry: {
    statement: 'Rspress adds the theme to the entry as the pre-entry `@theme` (`source.preEntry`).',
    usedBy: [LEAN],
  },
  environments: {
    statement: 'Rspress builds the Rsbuild environments `web` (browser), `node` (HTML prerendering) and `node_md` (Markdown for llms.txt).',
    usedBy: [LEAN],
  },
  markdownTwins: {
    statement:
      'Every route gets a Markdown twin `<route>.md` (`index.md` for an index route), and `llms-full.txt` is one block per page opening with `---\\nurl: <twin URL>\\n---`.',
    usedBy: ['site/plugins/locale-pages.ts'],
  },
  headingAnchor: {
    statement:
      "Rspress's rehype plugin `rehypeHeaderAnchor` (dist/node/mdx/rehypePlugins/headerAnchor.js) gives each Markdown heading an `id` and, as its first child, the link `<a class=\"rp-header-anchor\" aria-hidden=\"true\" href=\"#<id>\">#</a>`; the rehype plugins of the config and of plugins run after it, and no rehype plugin runs for the Markdown twins.",
    usedBy: ['site/plugins/heading-anchors.ts', 'theme/DocParts/MdxComponents.tsx'],
  },
  searchIndexFiles: {
    statement: 'Rspress writes its own search index to `static/search_index.<…>.json`, also with `search: false`.',
    usedBy: ['site/plugins/search.ts'],
  },
} satisfies Record<string, Assumption>;

export type AssumptionId = keyof typeof ASSUMPTIONS;

/** Error for an assumption found broken while building. */
function brokenAssumption(id: AssumptionId, detail: string): Error {
  return new Error(
    `[rspress-internals] ${detail}: "${ASSUMPTIONS[id].statement}" no longer holds (package.json pins @rspress/core ${RSPRESS_VERSION}; ` +
      `used by ${ASSUMPTIONS[id].usedBy.join(', ')}). Run npx vitest run tests/contract/rspress-build.test.ts.`,
  );
}

/* ---------------------------------------------------------------- routeTable, routeChunkName */

export interface RouteTableOptions {
  /** Whether a route is an overview page; such routes also load `overviewModule`'s `preloadOverview`. */
  isOverview?: (route: RouteMeta) => boolean;
  /** Module exporting `preloadOverview`: the overview's code, loaded with overview routes only. */
  overviewModule?: string;
  /** Module exporting `HydratedPage`, which wraps each page's element. */
  pageModule?: string;
}

/**
 * The same route objects as Rspress's own `virtual-routes`, with the same
 * chunk names, built by one function from a table instead of two
 * declarations and an object literal per route.
 */
export function routeTableModule(routes: RouteMeta[], { isOverview = () => false, overviewModule, pageModule }: RouteTableOptions = {}): string {
  let overviews = 0;
  const rows = routes.map((r) => {
    const args = [r.routePath, r.relativePath, r.lang, r.version].map((v) => JSON.stringify(v)).join(', ');
    const load = `() => import(/* webpackChunkName: ${JSON.stringify(getRouteChunkName(r))} */ ${JSON.stringify(r.absolutePath)})`;
    const overview = overviewModule && isOverview(r);
    if (overview) overviews++;
    return `r(${args}, ${load}${overview ? ', preloadOverview' : ''})`;
  });
  let imports = overviews && overviewModule ? `import { preloadOverview } from ${JSON.stringify(overviewModule)};\n` : '';
  if (pageModule) imports += `import { HydratedPage } from ${JSON.stringify(pageModule)};\n`;
  const element = pageModule ? 'React.createElement(HydratedPage, { path }, React.createElement(Route))' : 'React.createElement(Route)';
  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
${imports}// Compact form of Rspress's route table (site/plugins/rspress-internals.ts).
// \`also\` loads what the page needs besides its own chunk (the overview's code).
function r(path, filePath, lang, version, load, also) {
  const Route = lazyWithPreload(load);
  return { path, element: ${element}, filePath, preload: async () => { await Promise.all([Route.preload(), also?.()]); return load(); }, lang, version };
}
export const routes = [
${rows.join(',\n')}
];
`;
}

/** Makes `virtual-routes` the code of `generate` for the routes of `routeService`. */
export function replaceRouteTable(routeService: RouteService, generate: (routes: RouteMeta[]) => string): void {
  if (typeof routeService.generateRoutesCode !== 'function') throw brokenAssumption('routeTable', 'RouteService has no generateRoutesCode()');
  routeService.generateRoutesCode = () => generate(routeService.getRoutes());
}

/* ---------------------------------------------------------------- pageMeta */

export type PageMeta = Record<string, unknown> & { frontmatter?: Record<string, unknown> };

/** Name of the processor data that holds the compiled page metadata. */
const PAGE_META_KEY = 'pageMeta';

/** The metadata Rspress compiles into the module of the page a remark plugin is processing. */
export function compiledPageMeta(processor: Processor, file: string | undefined): PageMeta {
  const meta = (processor.data() as Record<string, unknown>)[PAGE_META_KEY];
  if (!meta || typeof meta !== 'object') throw brokenAssumption('pageMeta', `${file ?? 'a page'}: no processor data "${PAGE_META_KEY}"`);
  return meta as PageMeta;
}

/* ---------------------------------------------------------------- pageData */

/** The file Rspress writes `virtual-page-data` to. */
export const PAGE_DATA_MODULE = /[\\/]\.rspress[\\/]virtual-page-data\.js$/;

/** Fields of a page entry that its compiled metadata already has (`title`, `frontmatter`, `toc`), or that are large and private. */
const NOT_OWN_FIELDS = new Set(['content', '_flattenContent', '_filepath', 'toc', 'title', 'frontmatter', 'headingTitle']);

/** What a page's entry in `pageData.pages` adds to its compiled metadata: the fields to move there. */
export function ownPageFields(page: PageIndexInfo): Record<string, unknown> {
  return Object.fromEntries(Object.entries(page).filter(([key]) => !NOT_OWN_FIELDS.has(key)));
}

/** `virtual-page-data` with an empty page list and the same search index hashes. */
export function leanPageDataModule(original: string): string {
  const hashes = /export const searchIndexHash = ([\s\S]*?);?\s*$/.exec(original)?.[1];
  if (hashes === undefined || !original.includes('export const pageData = ')) {
    throw brokenAssumption('pageData', 'virtual-page-data no longer exports pageData and searchIndexHash');
  }
  return `// The page entries travel with each page's own module (site/plugins/lean-site-data.ts).
export const pageData = { pages: [] };
export const searchIndexHash = ${hashes};
`;
}

/* ---------------------------------------------------------------- themePreEntry, environments */

/** The theme as a pre-entry of the Rsbuild config Rspress generates. */
export const THEME_PRE_ENTRY = '@theme';

/** Removes the theme from the pre-entries; fails when Rspress no longer adds it there. */
export function removeThemePreEntry(config: RsbuildConfig): void {
  const preEntry = config.source?.preEntry;
  if (!Array.isArray(preEntry) || !preEntry.includes(THEME_PRE_ENTRY)) throw brokenAssumption('themePreEntry', 'source.preEntry has no "@theme"');
  config.source!.preEntry = preEntry.filter((entry) => entry !== THEME_PRE_ENTRY);
}

export const ENVIRONMENTS = { browser: 'web', html: 'node', markdown: 'node_md' } as const;

/* ---------------------------------------------------------------- markdownTwins */

/** The Markdown twin of a route, relative to the output folder: `/zh/404` → `zh/404.md`, `/guide/` → `guide/index.md`. */
export const markdownTwinFile = (route: string) => `${route.replace(/^\//, '')}${route.endsWith('/') ? 'index' : ''}.md`;

/** The URL by which the llms files name a route's Markdown twin. */
export const markdownTwinUrl = (route: string, siteOrigin = '') => `${siteOrigin}/${markdownTwinFile(route)}`;

/** `llms-full.txt` without the pages whose twin URLs are listed. */
export function dropFromLlmsFullTxt(text: string, urls: readonly string[]): string {
  return text
    .split(/(?=^---\nurl: )/m)
    .filter((block) => !urls.some((url) => block.startsWith(`---\nurl: ${url}\n`)))
    .join('');
}

/* ---------------------------------------------------------------- searchIndexFiles */

/** Folder (in the output) and file names of Rspress's own search index. */
export const RSPRESS_SEARCH_INDEX = { dir: 'static', file: /^search_index\..*\.json$/ } as const;

/* ---------------------------------------------------------------- headingAnchor */

/** The class of the link Rspress puts at the start of each heading. */
export const HEADING_ANCHOR_CLASS = 'rp-header-anchor';

interface HastLike {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastLike[];
  value?: string;
}

/** Whether `node` is the anchor link Rspress gave the heading with id `id`. */
export function isHeadingAnchor(node: HastLike | undefined, id: unknown): boolean {
  if (node?.type !== 'element' || node.tagName !== 'a' || typeof id !== 'string') return false;
  const className = node.properties?.class ?? node.properties?.className;
  const classes = Array.isArray(className) ? className.map(String) : String(className ?? '').split(/\s+/);
  const text = node.children?.length === 1 && node.children[0]!.type === 'text' ? node.children[0]!.value : undefined;
  return classes.includes(HEADING_ANCHOR_CLASS) && node.properties?.href === `#${id}` && text === '#';
}

