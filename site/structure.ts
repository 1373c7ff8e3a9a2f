/**
 * The single source of truth for the site's structure: sections, sidebar
 * groups, page labels, top navigation and client redirects. Both languages
 * are generated from these declarations; nothing here is duplicated per
 * language except the labels themselves.
 *
 * Pure data plus pure functions: file-system access is injected by the
 * caller (`rspress.config.ts`, tests) so that the logic stays testable.
 */
import i18n from '../i18n.json' with { type: 'json' };

export { DEFAULT_LANG, LANGS, LINKS, type Lang, localizeRoute } from './links';
import { DEFAULT_LANG, LANGS, LINKS, type Lang, localizeRoute } from './links';
import { escapeRegExp } from './regexp';

/** A text that exists in both languages (or one text valid for both). */
export type Text = string | { en: string; zh: string };

export interface PageEntry {
  /** English route, as in `site/routes.txt` (e.g. `/guide/start/`). */
  route: string;
  /** Sidebar label. Omitted for config pages: their label is the option path. */
  label?: Text;
}

export interface GroupEntry {
  /** Stable key, used in tests and by search hierarchy. */
  key: string;
  title: Text;
  items: PageEntry[];
}

export interface SectionEntry {
  /** English route prefix the sidebar is attached to (e.g. `/guide/`). */
  prefix: string;
  /** `i18n.json` key of the section's name (nav item, search hierarchy). */
  labelKey: string;
  /** English route the nav item opens. */
  navLink: string;
  /** Items shown before the groups (plain links). */
  items?: PageEntry[];
  groups: GroupEntry[];
}

const page = (route: string, label?: Text): PageEntry => ({ route, label });

/** Turns `/config/dev/asset-prefix` into `dev.assetPrefix`. */
export function configOptionPath(route: string): string {
  const rest = route.replace(/^\/config\//, '').replace(/\/$/, '');
  return rest
    .split('/')
    .map((segment) => segment.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()))
    .join('.');
}

const cfg = (group: string, names: string[]): PageEntry[] =>
  names.map((name) => page(`/config/${group}/${name}`));

export const SECTIONS: SectionEntry[] = [
  {
    prefix: '/guide/',
    labelKey: 'guide',
    navLink: '/guide/start/',
    groups: [
      {
        key: 'start',
        title: { en: 'Getting Started', zh: '开始' },
        items: [
          page('/guide/start/', { en: 'Introduction', zh: '介绍' }),
          page('/guide/start/quick-start', { en: 'Quick start', zh: '快速上手' }),
          page('/guide/start/features', { en: 'Features', zh: '功能特性' }),
          page('/guide/start/glossary', { en: 'Glossary', zh: '名词解释' }),
          page('/guide/start/ai', 'AI'),
        ],
      },
      {
        key: 'framework',
        title: { en: 'Framework', zh: '框架' },
        items: [
          page('/guide/framework/react', 'React'),
          page('/guide/framework/vue', 'Vue'),
          page('/guide/framework/preact', 'Preact'),
          page('/guide/framework/svelte', 'Svelte'),
          page('/guide/framework/solid', 'Solid'),
        ],
      },
      {
        key: 'basic',
        title: { en: 'Basic features', zh: '基础' },
        items: [
          page('/guide/basic/cli', { en: 'CLI', zh: '命令行工具' }),
          page('/guide/basic/server', { en: 'Dev server', zh: '开发服务器' }),
          page('/guide/basic/output-files', { en: 'Output files', zh: '构建产物' }),
          page('/guide/basic/static-assets', { en: 'Static assets', zh: '静态资源' }),
          page('/guide/basic/html-template', { en: 'HTML template', zh: 'HTML 模板' }),
          page('/guide/basic/json-files', { en: 'JSON files', zh: 'JSON 文件' }),
          page('/guide/basic/wasm-assets', { en: 'Wasm assets', zh: 'Wasm 资源' }),
          page('/guide/basic/typescript', 'TypeScript'),
          page('/guide/basic/web-workers', 'Web Workers'),
          page('/guide/basic/testing', { en: 'Testing', zh: '测试' }),
          page('/guide/basic/static-deploy', { en: 'Deploy static site', zh: '部署静态站点' }),
          page('/guide/basic/upgrade-rsbuild', { en: 'Upgrade Rsbuild', zh: '升级 Rsbuild' }),
          page('/guide/basic/config-check', { en: 'Config check', zh: '配置检查' }),
        ],
      },
      {
        key: 'configuration',
        title: { en: 'Configuration', zh: '配置' },
        items: [
          page('/guide/configuration/rsbuild', { en: 'Configure Rsbuild', zh: '配置 Rsbuild' }),
          page('/guide/configuration/rspack', { en: 'Configure Rspack', zh: '配置 Rspack' }),
          page('/guide/configuration/swc', { en: 'Configure SWC', zh: '配置 SWC' }),
        ],
      },
      {
        key: 'styling',
        title: { en: 'Styling', zh: '样式' },
        items: [
          page('/guide/styling/css-usage', { en: 'CSS', zh: 'CSS' }),
          page('/guide/styling/css-modules', 'CSS Modules'),
          page('/guide/styling/css-in-js', 'CSS-in-JS'),
          page('/guide/styling/tailwindcss', 'Tailwind CSS v4'),
          page('/guide/styling/tailwindcss-v3', 'Tailwind CSS v3'),
          page('/guide/styling/unocss', 'UnoCSS'),
        ],
      },
      {
        key: 'advanced',
        title: { en: 'Advanced', zh: '进阶' },
        items: [
          page('/guide/advanced/alias', { en: 'Path aliases', zh: '路径别名' }),
          page('/guide/advanced/env-vars', { en: 'Environment variables', zh: '环境变量' }),
          page('/guide/advanced/hmr', { en: 'Hot module replacement', zh: '模块热更新' }),
          page('/guide/advanced/browserslist', 'Browserslist'),
          page('/guide/advanced/browser-compatibility', { en: 'Browser compatibility', zh: '浏览器兼容性' }),
          page('/guide/advanced/module-federation', { en: 'Module Federation', zh: '模块联邦' }),
          page('/guide/advanced/environments', { en: 'Multi-environment builds', zh: '多环境构建' }),
          page('/guide/advanced/ssr', { en: 'Server-side rendering', zh: '服务端渲染' }),
        ],
      },
      {
        key: 'optimization',
        title: { en: 'Optimization', zh: '优化' },
        items: [
          page('/guide/optimization/code-splitting', { en: 'Code splitting', zh: '代码拆分' }),
          page('/guide/optimization/build-performance', { en: 'Build performance', zh: '构建性能' }),
          page('/guide/optimization/optimize-bundle', { en: 'Bundle size', zh: '产物体积优化' }),
          page('/guide/optimization/inline-assets', { en: 'Inline static assets', zh: '内联静态资源' }),
        ],
      },
      {
        key: 'migration',
        title: { en: 'Migration', zh: '迁移' },
        items: [
          page('/guide/migration/rsbuild-0-x', { en: 'Rsbuild 0.x', zh: 'Rsbuild 0.x' }),
          page('/guide/migration/rsbuild-2', { en: 'Upgrading to Rsbuild 2', zh: '升级到 Rsbuild 2' }),
          page('/guide/migration/webpack', 'webpack'),
          page('/guide/migration/cra', 'Create React App'),
          page('/guide/migration/vue-cli', 'Vue CLI'),
          page('/guide/migration/vite', 'Vite'),
          page('/guide/migration/vite-plugin', { en: 'Vite plugins', zh: 'Vite 插件' }),
          page('/guide/migration/modern-builder', 'Modern.js Builder'),
        ],
      },
      {
        key: 'debug',
        title: { en: 'Debug', zh: '调试' },
        items: [
          page('/guide/debug/debug-mode', { en: 'Debug mode', zh: '调试模式' }),
          page('/guide/debug/build-profiling', { en: 'Build profiling', zh: '构建性能分析' }),
          page('/guide/debug/rsdoctor', { en: 'Use Rsdoctor', zh: '使用 Rsdoctor' }),
        ],
      },
      {
        key: 'faq',
        title: 'FAQ',
        items: [
          page('/guide/faq/general', { en: 'General', zh: '通用类问题' }),
          page('/guide/faq/features', { en: 'Features', zh: '功能类问题' }),
          page('/guide/faq/exceptions', { en: 'Exceptions', zh: '异常类问题' }),
          page('/guide/faq/hmr', { en: 'HMR', zh: '热更新问题' }),
        ],
      },
    ],
  },
  {
    prefix: '/config/',
    labelKey: 'config',
    navLink: '/config/',
    items: [page('/config/', { en: 'Overview', zh: '概览' })],
    groups: [
      {
        key: 'top',
        title: { en: 'Top-level options', zh: '顶层配置' },
        items: [
          page('/config/root'),
          page('/config/mode'),
          page('/config/plugins'),
          page('/config/log-level'),
          page('/config/environments'),
        ],
      },
      {
        key: 'dev',
        title: 'dev',
        items: cfg('dev', [
          'asset-prefix',
          'browser-logs',
          'cli-shortcuts',
          'client',
          'hmr',
          'lazy-compilation',
          'live-reload',
          'progress-bar',
          'setup-middlewares',
          'watch-files',
          'write-to-disk',
        ]),
      },
      {
        key: 'resolve',
        title: 'resolve',
        items: cfg('resolve', ['alias', 'alias-strategy', 'condition-names', 'dedupe', 'extensions', 'main-fields']),
      },
      {
        key: 'source',
        title: 'source',
        items: cfg('source', [
          'assets-include',
          'decorators',
          'define',
          'entry',
          'exclude',
          'include',
          'pre-entry',
          'transform-import',
          'tsconfig-path',
        ]),
      },
      {
        key: 'output',
        title: 'output',
        items: cfg('output', [
          'asset-prefix',
          'charset',
          'clean-dist-path',
          'copy',
          'css-modules',
          'data-uri-limit',
          'dist-path',
          'emit-assets',
          'emit-css',
          'externals',
          'filename',
          'filename-hash',
          'inject-styles',
          'inline-scripts',
          'inline-styles',
          'legal-comments',
          'manifest',
          'minify',
          'module',
          'override-browserslist',
          'polyfill',
          'source-map',
          'target',
        ]),
      },
      {
        key: 'html',
        title: 'html',
        items: cfg('html', [
          'app-icon',
          'crossorigin',
          'favicon',
          'implementation',
          'inject',
          'meta',
          'mount-id',
          'output-structure',
          'script-loading',
          'tags',
          'template',
          'template-parameters',
          'title',
        ]),
      },
      {
        key: 'server',
        title: 'server',
        items: cfg('server', [
          'base',
          'compress',
          'cors',
          'headers',
          'history-api-fallback',
          'host',
          'html-fallback',
          'https',
          'middleware-mode',
          'open',
          'port',
          'print-urls',
          'proxy',
          'public-dir',
          'strict-port',
        ]),
      },
      {
        key: 'security',
        title: 'security',
        items: cfg('security', ['nonce', 'sri']),
      },
      {
        key: 'tools',
        title: 'tools',
        items: cfg('tools', [
          'bundler-chain',
          'css-extract',
          'css-loader',
          'html-plugin',
          'lightningcss-loader',
          'postcss',
          'rspack',
          'style-loader',
          'swc',
        ]),
      },
      {
        key: 'performance',
        title: 'performance',
        items: cfg('performance', [
          'build-cache',
          'bundle-analyze',
          'chunk-split',
          'dns-prefetch',
          'preconnect',
          'prefetch',
          'preload',
          'print-file-size',
          'profile',
          'remove-console',
          'remove-moment-locale',
        ]),
      },
      {
        key: 'moduleFederation',
        title: 'moduleFederation',
        items: [page('/config/module-federation/options')],
      },
    ],
  },
  {
    prefix: '/plugins/',
    labelKey: 'plugin',
    navLink: '/plugins/list/',
    groups: [
      {
        key: 'list',
        title: { en: 'Plugins', zh: '插件' },
        items: [
          page('/plugins/list/', { en: 'Plugin list', zh: '插件列表' }),
          page('/plugins/list/plugin-react', 'React'),
          page('/plugins/list/plugin-vue', 'Vue'),
          page('/plugins/list/plugin-preact', 'Preact'),
          page('/plugins/list/plugin-svelte', 'Svelte'),
          page('/plugins/list/plugin-solid', 'Solid'),
          page('/plugins/list/plugin-babel', 'Babel'),
          page('/plugins/list/plugin-sass', 'Sass'),
          page('/plugins/list/plugin-less', 'Less'),
          page('/plugins/list/plugin-stylus', 'Stylus'),
          page('/plugins/list/plugin-svgr', 'SVGR'),
        ],
      },
      {
        key: 'dev',
        title: { en: 'Plugin development', zh: '插件开发' },
        items: [
          page('/plugins/dev/', { en: 'Plugin system', zh: '插件系统' }),
          page('/plugins/dev/core', { en: 'Plugin API', zh: '插件 API' }),
          page('/plugins/dev/hooks', { en: 'Plugin hooks', zh: '插件钩子' }),
        ],
      },
    ],
  },
  {
    prefix: '/api/',
    labelKey: 'api',
    navLink: '/api/start/',
    groups: [
      {
        key: 'start',
        title: { en: 'Getting Started', zh: '开始' },
        items: [page('/api/start/', { en: 'Introduction', zh: '介绍' })],
      },
      {
        key: 'javascript-api',
        title: { en: 'JavaScript API', zh: 'JavaScript API' },
        items: [
          page('/api/javascript-api/core', { en: 'Rsbuild core', zh: 'Rsbuild core' }),
          page('/api/javascript-api/instance', { en: 'Rsbuild instance', zh: 'Rsbuild 实例' }),
          page('/api/javascript-api/dev-server-api', { en: 'Dev server API', zh: '开发服务器 API' }),
          page('/api/javascript-api/environment-api', { en: 'Environment API', zh: 'Environment API' }),
          page('/api/javascript-api/types', { en: 'Types', zh: '类型' }),
        ],
      },
    ],
  },
  {
    prefix: '/community/',
    labelKey: 'community',
    navLink: '/community/',
    groups: [
      {
        key: 'community',
        title: { en: 'Community', zh: '社区' },
        items: [page('/community/', { en: 'Overview', zh: '概览' })],
      },
      {
        key: 'releases',
        title: { en: 'Releases', zh: '发布' },
        items: [
          page('/community/releases/', { en: 'Overview', zh: '概览' }),
          page('/community/releases/v1-0', { en: 'Announcing Rsbuild 1.0', zh: 'Rsbuild 1.0 发布' }),
          page('/community/releases/v0-7', { en: 'Announcing Rsbuild 0.7', zh: 'Rsbuild 0.7 发布' }),
          page('/community/releases/v0-6', { en: 'Announcing Rsbuild 0.6', zh: 'Rsbuild 0.6 发布' }),
          page('/community/releases/v0-5', { en: 'Announcing Rsbuild 0.5', zh: 'Rsbuild 0.5 发布' }),
          page('/community/releases/v0-4', { en: 'Announcing Rsbuild 0.4', zh: 'Rsbuild 0.4 发布' }),
          page('/community/releases/v0-3', { en: 'Announcing Rsbuild 0.3', zh: 'Rsbuild 0.3 发布' }),
          page('/community/releases/v0-2', { en: 'Announcing Rsbuild 0.2', zh: 'Rsbuild 0.2 发布' }),
          page('/community/releases/v0-1', { en: 'Announcing Rsbuild 0.1', zh: 'Rsbuild 0.1 发布' }),
        ],
      },
    ],
  },
];

/** Routes that are not in any sidebar: the home page only. */
const STANDALONE_ROUTES = ['/'];

/* ------------------------------------------------------------------ */
/* Pure helpers                                                        */
/* ------------------------------------------------------------------ */

export function textFor(text: Text, lang: Lang): string {
  return typeof text === 'string' ? text : text[lang];
}

/** The label of a page entry: its own label, or the option path for config pages. */
export function pageLabel(entry: PageEntry, lang: Lang): string {
  if (entry.label !== undefined) return textFor(entry.label, lang);
  if (entry.route.startsWith('/config/')) return configOptionPath(entry.route);
  throw new Error(`site/structure.ts: page ${entry.route} has no label`);
}

/** Every route declared in the structure (sidebar pages plus standalone ones). */
export function declaredRoutes(sections: SectionEntry[] = SECTIONS): string[] {
  const routes = [...STANDALONE_ROUTES];
  for (const section of sections) {
    for (const item of section.items ?? []) routes.push(item.route);
    for (const group of section.groups) for (const item of group.items) routes.push(item.route);
  }
  return routes;
}

/** Maps a route to the source file candidates, relative to `docs/<lang>`. */
export function routeToFileCandidates(route: string): string[] {
  let rel = route.replace(/^\//, '');
  if (rel === '' || rel.endsWith('/')) rel += 'index';
  return [`${rel}.mdx`, `${rel}.md`];
}

/** Maps a docs file (relative to `docs/<lang>`) back to its English route. */
export function fileToRoute(relativeFile: string): string {
  const noExt = relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  if (noExt === 'index') return '/';
  if (noExt.endsWith('/index')) return `/${noExt.slice(0, -'index'.length)}`;
  return `/${noExt}`;
}

export type PageExists = (route: string, lang: Lang) => boolean;

interface RspressSidebarItem {
  text: string;
  link: string;
}
interface RspressSidebarGroup {
  text: string;
  collapsible: boolean;
  collapsed: boolean;
  items: RspressSidebarItem[];
}
export type RspressSidebar = Record<string, (RspressSidebarItem | RspressSidebarGroup)[]>;

/**
 * Builds Rspress sidebars for one language. Pages whose file does not exist
 * yet are left out, so the sidebar never links to a missing page; empty
 * groups are dropped.
 */
export function buildSidebar(lang: Lang, exists: PageExists, sections: SectionEntry[] = SECTIONS): RspressSidebar {
  const sidebar: RspressSidebar = {};
  for (const section of sections) {
    const toItem = (entry: PageEntry): RspressSidebarItem => ({
      text: pageLabel(entry, lang),
      link: localizeRoute(entry.route, lang),
    });
    const items: (RspressSidebarItem | RspressSidebarGroup)[] = [];
    for (const entry of section.items ?? []) if (exists(entry.route, lang)) items.push(toItem(entry));
    for (const group of section.groups) {
      const groupItems = group.items.filter((entry) => exists(entry.route, lang)).map(toItem);
      if (groupItems.length === 0) continue;
      items.push({ text: textFor(group.title, lang), collapsible: true, collapsed: false, items: groupItems });
    }
    sidebar[localizeRoute(section.prefix, lang)] = items;
  }
  return sidebar;
}

/* ------------------------------------------------------------------ */
/* Labels (i18n.json)                                                  */
/* ------------------------------------------------------------------ */

type I18nTable = Record<string, Record<string, string>>;
export const I18N: I18nTable = i18n as I18nTable;

/** Reads a label from `i18n.json`; a missing key or language is an error. */
export function label(key: string, lang: Lang): string {
  const entry = I18N[key];
  const value = entry?.[lang];
  if (value === undefined) throw new Error(`i18n.json: missing "${lang}" text for key "${key}"`);
  return value;
}

/* ------------------------------------------------------------------ */
/* Top navigation                                                      */
/* ------------------------------------------------------------------ */

export interface NavLink {
  text: string;
  link: string;
  activeMatch?: string;
}
export interface NavMenu {
  text: string;
  items: NavLink[];
}

export function buildNav(lang: Lang): (NavLink | NavMenu)[] {
  return [
    ...SECTIONS.map((section) => ({
      text: label(section.labelKey, lang),
      link: localizeRoute(section.navLink, lang),
      activeMatch: `^${localizeRoute(section.prefix, lang)}`,
    })),
    {
      text: label('version', lang),
      items: [
        { text: label('changelog', lang), link: LINKS.changelog },
        { text: label('oldDocs', lang), link: LINKS.docsV0 },
      ],
    },
  ];
}

/* ------------------------------------------------------------------ */
/* Redirects                                                           */
/* ------------------------------------------------------------------ */

export interface RedirectRule {
  from: string;
  to: string;
}

/**
 * Old paths that moved. Each `from` is a path (English form); both languages
 * get a rule. `to` is a path in the same language, or an external URL.
 */
export const MOVED_PAGES: RedirectRule[] = [
  { from: '/config/source/alias', to: '/config/resolve/alias' },
  { from: '/config/source/alias-strategy', to: '/config/resolve/alias-strategy' },
  ...['css-usage', 'css-modules', 'tailwindcss', 'tailwindcss-v3', 'unocss'].map((name) => ({
    from: `/guide/basic/${name}`,
    to: `/guide/styling/${name}`,
  })),
  { from: '/guide/basic/configure-rspack', to: '/guide/configuration/rspack' },
  { from: '/guide/basic/configure-rsbuild', to: '/guide/configuration/rsbuild' },
  { from: '/guide/basic/configure-swc', to: '/guide/configuration/swc' },
  { from: '/plugins/list/plugin-assets-retry', to: LINKS.assetsRetryPlugin },
];

/**
 * Turns the moved pages into `@rspress/plugin-client-redirects` rules. A rule
 * matches the path with an optional `/zh` prefix and an optional `.html`
 * suffix, and keeps the language in the target.
 */
export function buildRedirects(moved: RedirectRule[] = MOVED_PAGES): RedirectRule[] {
  const langPrefix = LANGS.filter((l) => l !== DEFAULT_LANG).join('|');
  const rules: RedirectRule[] = moved.map(({ from, to }) => ({
    from: `^(/(?:${langPrefix}))?${escapeRegExp(from)}(?:\\.html)?/?$`,
    to: /^https?:/.test(to) ? to : `$1${to}`,
  }));
  // A duplicated language prefix (`/zh/zh/...`) collapses to one.
  for (const lang of LANGS) {
    if (lang === DEFAULT_LANG) continue;
    rules.push({ from: `^/${lang}(?:/${lang})+(?=/|$)`, to: `/${lang}` });
  }
  return rules;
}

/**
 * Returns the rules whose pattern compiles, and warns about the others. This
 * mirrors the plugin, which skips a broken pattern with a console warning.
 */
export function validRedirects(rules: RedirectRule[], warn: (message: string) => void = console.warn): RedirectRule[] {
  return rules.filter((rule) => {
    try {
      new RegExp(rule.from);
      return true;
    } catch (error) {
      warn(`Invalid redirect pattern: ${rule.from} (${(error as Error).message})`);
      return false;
    }
  });
}

/** Applies redirect rules to a pathname the way the client plugin does. */
export function resolveRedirect(pathname: string, rules: RedirectRule[]): string | undefined {
  for (const { from, to } of rules) {
    let regex: RegExp;
    try {
      regex = new RegExp(from);
    } catch {
      continue;
    }
    if (regex.test(pathname)) return /^https?:/.test(to) ? to : pathname.replace(regex, to);
  }
  return undefined;
}
