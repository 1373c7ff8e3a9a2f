/**
 * What Rsbuild 2 does with every config option documented here, and the other
 * changes a 1.x project meets on the way to 2.x. Facts were read from
 * `@rsbuild/core` 1.7.6 (`rsbuild-v1`) and 2.3.2 (`rsbuild-v2`): declared types,
 * normalized defaults in development and production, package.json fields and
 * text in the published files. `tests/rsbuild2.test.ts` checks each of them
 * against the installed packages and fails, naming this file, when one is wrong.
 *
 * The status blocks of the config pages, the guide "Upgrading to Rsbuild 2",
 * llms.txt and the per-page Markdown are all rendered from this module
 * (`site/rsbuild2/render.ts`, `site/rsbuild2/guide.ts`); it is only read at
 * build time and never shipped to the browser.
 */
import type { OptionStatus, Text, UpgradeTopic } from './types';

export const VERSIONS = { v1: '1.7.6', v2: '2.3.2' } as const;

/** The English route of the guide; its heading ids are the `#anchors` the status blocks link to. */
export const UPGRADE_GUIDE_ROUTE = '/guide/migration/rsbuild-2';

/** Heading id of the guide's list of options that need no change. */
export const UNCHANGED_ANCHOR = 'unchanged-options';

/** `server.host` → `server-host`: the guide's heading id of an option. */
export const optionAnchor = (option: string) => option.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `source.aliasStrategy` → `/config/source/alias-strategy`. */
export const routeOfOption = (option: string) =>
  `/config/${option
    .split('.')
    .map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))
    .join('/')}`;

const cfg = (body: string) => `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(${body});\n`;
const ts = (code: string) => ({ file: 'rsbuild.config.ts', lang: 'ts' as const, code });

/** An option that keeps its type and defaults; `extra` adds facts and a note. */
function unchanged(option: string, extra: Partial<OptionStatus> = {}): OptionStatus {
  return { option, kind: 'unchanged', page: routeOfOption(option), summary: UNCHANGED_SUMMARY(option), types: { relation: 'same' }, ...extra };
}

const UNCHANGED_SUMMARY = (option: string): Text => ({
  en: `\`${option}\` keeps its type and its default values in Rsbuild 2: a 1.x setting carries over as it is.`,
  zh: `\`${option}\` 在 Rsbuild 2 中的类型和默认值都不变，1.x 的配置可以原样沿用。`,
});

const asyncFunctionNote: Text = {
  en: 'Rsbuild 2 also accepts an async function (one that returns a Promise).',
  zh: 'Rsbuild 2 还允许使用异步函数（返回 Promise 的函数）。',
};

/** The file names of the Rspack config that carry the default content hash (8 characters in 1.x, 10 in 2.x). */
const HASHED_NAMES = [
  'rspack*:output.filename',
  'rspack*:output.chunkFilename',
  'rspack*:output.cssFilename',
  'rspack*:output.cssChunkFilename',
  'rspack*:output.assetModuleFilename',
  'rspack*:output.webassemblyModuleFilename',
  'rspack*:module.rules[*].oneOf[*].generator.filename',
  'rspack*:module.rules[wasm].generator.filename',
  'rspack*:plugins[mini-css-extract].options.filename',
  'rspack*:plugins[mini-css-extract].options.chunkFilename',
];

export const OPTION_STATUS: OptionStatus[] = [
  /* ---------------------------------------------------------------- */
  /* Top level                                                         */
  /* ---------------------------------------------------------------- */
  unchanged('mode'),
  unchanged('root'),
  unchanged('logLevel', {
    note: {
      en: 'Rsbuild 2 applies it to the logger of the instance (`rsbuild.logger`, and `api.logger` in plugins), no longer to the `logger` exported by `@rsbuild/core`, which keeps its level. With `logLevel: \'silent\'`, messages that a plugin prints through the imported `logger` now still appear, where 1.x silenced them too; plugins should log through `api.logger`.',
      zh: 'Rsbuild 2 把它应用到实例自身的日志记录器（`rsbuild.logger`，插件中为 `api.logger`），不再修改 `@rsbuild/core` 导出的 `logger`，后者保持原有级别。设置 `logLevel: \'silent\'` 时，插件通过导入的 `logger` 打印的消息现在仍会输出，而 1.x 会一并屏蔽；插件应改用 `api.logger` 打印日志。',
    },
  }),
  unchanged('plugins', {
    note: {
      en: 'The plugins themselves meet the [Plugin API changes](/guide/migration/rsbuild-2#plugin-api) of 2.x: renamed hooks, no webpack hooks.',
      zh: '插件本身会受到 2.x [插件 API 变化](/guide/migration/rsbuild-2#plugin-api)的影响：钩子改名，webpack 相关钩子被移除。',
    },
  }),
  unchanged('environments', {
    note: {
      en: 'Each environment takes the 2.x options, so every change listed for an option also applies inside `environments`.',
      zh: '每个环境接受的都是 2.x 的选项，因此各个选项的变化在 `environments` 中同样适用。',
    },
    types: {
      relation: 'other',
      why: 'Its type is the whole per-environment config (Record<string, EnvironmentConfig>), which differs wherever an option inside it differs (tools.bundlerChain first).',
    },
  }),

  /* ---------------------------------------------------------------- */
  /* dev                                                               */
  /* ---------------------------------------------------------------- */
  unchanged('dev.assetPrefix', {
    note: {
      en: 'An empty string now stays empty: Rspack\'s `publicPath` is `\'\'`, so the HTML in development refers to `static/js/index.js` relative to the page, where 1.x turned `\'\'` into `\'/\'` (`/static/js/index.js`).',
      zh: '空字符串现在保持为空：Rspack 的 `publicPath` 为 `\'\'`，因此开发模式下的 HTML 以相对于页面的路径 `static/js/index.js` 引用资源，而 1.x 会把 `\'\'` 变成 `\'/\'`（`/static/js/index.js`）。',
    },
    probes: [
      { major: 'v1', in: 'code', text: "formatPublicPath = (publicPath, withSlash = !0)=>'auto' === publicPath ? publicPath :", present: true },
      { major: 'v2', in: 'code', text: "formatPublicPath = (publicPath, withSlash = !0)=>'auto' === publicPath || '' === publicPath ? publicPath :", present: true },
    ],
  }),
  unchanged('dev.browserLogs'),
  unchanged('dev.cliShortcuts'),
  unchanged('dev.client', {
    note: {
      en: 'Rsbuild 2 adds `overlay.errors` (build errors in the overlay, also as a filter function), lets `overlay.runtime` be a filter function, and adds `webSocketUrlResolver`.',
      zh: 'Rsbuild 2 新增 `overlay.errors`（在浮层中显示构建错误，也可以是过滤函数），`overlay.runtime` 也可以是过滤函数，并新增 `webSocketUrlResolver`。',
    },
    types: { relation: 'wider', adds: ['overlay.errors', 'overlay.errors.()', 'overlay.runtime.()', 'webSocketUrlResolver'] },
  }),
  unchanged('dev.hmr'),
  unchanged('dev.lazyCompilation', {
    note: {
      en: 'Rsbuild 2 leaves lazy compilation off when `dev.hmr` and `dev.liveReload` are both `false`, where 1.x still turned it on. With `dev.assetPrefix` set to `true` or to a full URL and `dev.client.host` or `dev.client.port` set, Rsbuild 2 passes that host and port to Rspack as the `serverUrl` that the browser requests lazily compiled modules from; 1.x left `serverUrl` unset, so Rspack\'s default applied.',
      zh: '当 `dev.hmr` 和 `dev.liveReload` 都为 `false` 时，Rsbuild 2 不再开启懒编译，而 1.x 仍会开启。当 `dev.assetPrefix` 为 `true` 或完整 URL，并且设置了 `dev.client.host` 或 `dev.client.port` 时，Rsbuild 2 会把这个主机和端口作为 `serverUrl` 传给 Rspack，浏览器从这里请求懒编译的模块；1.x 不设置 `serverUrl`，沿用 Rspack 的默认行为。',
    },
    probes: [
      { major: 'v1', in: 'code', text: "if ('web' !== target || 'webpack' === api.context.bundlerType) return; let { config } = environment, options = config.dev?.lazyCompilation;", present: true },
      { major: 'v2', in: 'code', text: 'if (!config.dev.hmr && !config.dev.liveReload) return; let options = config.dev?.lazyCompilation;', present: true },
    ],
  }),
  unchanged('dev.liveReload', {
    note: {
      en: 'Rsbuild 2 also accepts `{ html: false }`, which keeps live reload but skips the full reload when only the HTML template changes.',
      zh: 'Rsbuild 2 还接受 `{ html: false }`：保留实时刷新，但 HTML 模板变化时不再整页刷新。',
    },
    types: { relation: 'wider', adds: ['html'] },
  }),
  unchanged('dev.progressBar'),
  {
    option: 'dev.setupMiddlewares',
    kind: 'moved',
    page: '/config/dev/setup-middlewares',
    to: 'server.setup',
    summary: {
      en: 'Deprecated in Rsbuild 2, though still read; when it is set, the dev server prints a deprecation warning that points to `server.setup` as it starts. `server.setup` takes one context object `{ action, server, environments }` and also runs for `rsbuild preview`.',
      zh: '在 Rsbuild 2 中已废弃，但仍然生效；设置了它时，开发服务器在启动时会打印一条废弃警告，提示改用 `server.setup`。`server.setup` 接收一个上下文对象 `{ action, server, environments }`，并且在 `rsbuild preview` 时也会执行。',
    },
    note: {
      en: 'Middlewares added with `server.middlewares.use()` inside `setup` run before the built-in ones, like `unshift`; to add them after the built-in ones, like `push`, return a function from `setup` and add them there. In 2.x the `sockWrite` message `content-changed` is gone: send `full-reload`.',
      zh: '在 `setup` 中用 `server.middlewares.use()` 添加的中间件在内置中间件之前执行，相当于 `unshift`；要像 `push` 那样排在内置中间件之后，就让 `setup` 返回一个函数，在其中添加。2.x 的 `sockWrite` 不再有 `content-changed` 消息，请改为发送 `full-reload`。',
    },
    rsbuildRs: { route: '/config/server/setup', title: { en: '`server.setup`', zh: '`server.setup`' } },
    example: {
      before: ts(
        cfg(`{
  dev: {
    setupMiddlewares: [
      (middlewares) => {
        middlewares.unshift((req, res, next) => {
          if (req.url === '/health') {
            res.end('ok');
            return;
          }
          next();
        });
      },
    ],
  },
}`),
      ),
      after: ts(
        cfg(`{
  server: {
    setup: ({ action, server }) => {
      if (action !== 'dev') return;
      server.middlewares.use((req, res, next) => {
        if (req.url === '/health') {
          res.end('ok');
          return;
        }
        next();
      });
    },
  },
}`),
      ),
    },
    types: { relation: 'other', deprecated: true },
    probes: [
      { major: 'v1', in: 'types', text: "type: 'static-changed' | 'content-changed'", present: true },
      { major: 'v2', in: 'code', text: "setupMiddlewares.length && logger.warn('[rsbuild] `dev.setupMiddlewares` is deprecated, use `server.setup` instead');", present: true },
    ],
  },
  {
    option: 'dev.watchFiles',
    kind: 'default-changed',
    page: '/config/dev/watch-files',
    summary: {
      en: 'With `type: \'reload-page\'` (the default), Rsbuild 2 also reloads the page when a file is added to a watched folder or a watched file is deleted; 1.x reloaded only when a watched file changed. (Glob patterns are expanded to files when the server starts, in both majors.) The new `events` option lists the file events that count, `[\'add\', \'change\', \'unlink\']` by default.',
      zh: '在 `type: \'reload-page\'`（默认值）下，在被监听的目录中新增文件，或删除被监听的文件时，Rsbuild 2 也会刷新页面；1.x 只在被监听的文件内容变化时刷新。（两个主版本都在服务器启动时把 glob 模式展开为文件列表。）新增的 `events` 选项列出哪些文件事件生效，默认为 `[\'add\', \'change\', \'unlink\']`。',
    },
    note: {
      en: 'Rsbuild 2 also adds the `type` value `restart` (`reload-server` stays as its deprecated alias).',
      zh: 'Rsbuild 2 还为 `type` 新增了 `restart` 取值（`reload-server` 作为它已废弃的别名保留）。',
    },
    example: {
      keep: ts(
        cfg(`{
  dev: {
    watchFiles: {
      paths: ['templates/**/*.html'],
      events: ['change'],
    },
  },
}`),
      ),
    },
    types: { relation: 'wider', adds: ['events', 'type."restart"'] },
    probes: [
      { major: 'v1', in: 'code', text: "return watcher.on('change', ()=>{", present: true },
      { major: 'v2', in: 'code', text: "DEFAULT_WATCH_FILE_EVENTS = [\n    'add',\n    'change',\n    'unlink'\n]", present: true },
      { major: 'v2', in: 'code', text: 'for (let event of events ? new Set(events) : DEFAULT_WATCH_FILE_EVENTS)watcher.on(event, reloadPage);', present: true },
    ],
  },
  unchanged('dev.writeToDisk'),

  /* ---------------------------------------------------------------- */
  /* html                                                              */
  /* ---------------------------------------------------------------- */
  unchanged('html.appIcon'),
  unchanged('html.crossorigin'),
  unchanged('html.favicon', { note: asyncFunctionNote, types: { relation: 'wider' }, onlyInV2: { code: cfg(`{ html: { favicon: async ({ value }) => value } }`) } }),
  unchanged('html.implementation', {
    rsbuildRs: null,
    note: {
      en: 'With `\'native\'` and [`security.sri`](/config/security/sri) turned on, Rsbuild 2 adds the `integrity` attributes that 1.x left out.',
      zh: '使用 `\'native\'` 并开启 [`security.sri`](/config/security/sri) 时，Rsbuild 2 会添加 1.x 遗漏的 `integrity` 属性。',
    },
  }),
  unchanged('html.inject', { note: asyncFunctionNote, types: { relation: 'wider' }, onlyInV2: { code: cfg(`{ html: { inject: async ({ value }) => value } }`) } }),
  unchanged('html.meta', { note: asyncFunctionNote, types: { relation: 'wider' }, onlyInV2: { code: cfg(`{ html: { meta: async ({ value }) => value } }`) } }),
  unchanged('html.mountId'),
  unchanged('html.outputStructure'),
  unchanged('html.scriptLoading'),
  unchanged('html.tags'),
  unchanged('html.template', { note: asyncFunctionNote, types: { relation: 'wider' }, onlyInV2: { code: cfg(`{ html: { template: async ({ value }) => value } }`) } }),
  {
    option: 'html.templateParameters',
    kind: 'default-changed',
    page: '/config/html/template-parameters',
    summary: {
      en: 'The parameters every template receives no longer include the 1.x aliases `htmlWebpackPlugin` and `webpackConfig`: read `htmlPlugin` and `rspackConfig`, which both majors provide.',
      zh: '模板默认收到的参数中不再有 1.x 的别名 `htmlWebpackPlugin` 和 `webpackConfig`，请改用两个主版本都提供的 `htmlPlugin` 和 `rspackConfig`。',
    },
    note: asyncFunctionNote,
    example: {
      before: { file: 'index.html', lang: 'html', code: '<title><%= htmlWebpackPlugin.options.title %></title>\n' },
      after: { file: 'index.html', lang: 'html', code: '<title><%= htmlPlugin.options.title %></title>\n' },
    },
    types: { relation: 'wider' },
    onlyInV2: { code: cfg(`{ html: { templateParameters: async (params) => params } }`) },
    probes: [
      { major: 'v1', in: 'code', text: 'htmlWebpackPlugin: htmlPlugin', present: true },
      { major: 'v1', in: 'code', text: 'webpackConfig: rspackConfig', present: true },
      { major: 'v2', in: 'code', text: 'htmlWebpackPlugin', present: false },
      { major: 'v2', in: 'code', text: 'webpackConfig', present: false },
      { major: 'v2', in: 'code', text: 'htmlPlugin: {', present: true },
    ],
  },
  unchanged('html.title', { note: asyncFunctionNote, types: { relation: 'wider' }, onlyInV2: { code: cfg(`{ html: { title: async ({ value }) => value } }`) } }),

  /* ---------------------------------------------------------------- */
  /* moduleFederation                                                  */
  /* ---------------------------------------------------------------- */
  unchanged('moduleFederation.options', {
    note: {
      en: 'Install `@module-federation/runtime-tools` in the project: `@rspack/core` 1.x depended on it, `@rspack/core` 2 only lists it as an optional peer dependency. Module Federation 2 through its own Rsbuild plugin is not concerned.',
      zh: '需要在项目中安装 `@module-federation/runtime-tools`：`@rspack/core` 1.x 把它作为依赖安装，`@rspack/core` 2 只把它列为可选的对等依赖。通过自身 Rsbuild 插件使用的 Module Federation 2 不受影响。',
    },
    probes: [
      { major: 'v1', in: 'package', pkg: '@rspack/core', field: ['dependencies', '@module-federation/runtime-tools'], equals: '0.22.0' },
      { major: 'v2', in: 'package', pkg: '@rspack/core', field: ['dependencies', '@module-federation/runtime-tools'], equals: undefined },
      { major: 'v2', in: 'package', pkg: '@rspack/core', field: ['peerDependenciesMeta', '@module-federation/runtime-tools', 'optional'], equals: true },
    ],
  }),

  /* ---------------------------------------------------------------- */
  /* output                                                            */
  /* ---------------------------------------------------------------- */
  unchanged('output.assetPrefix', {
    note: {
      en: 'An empty string now stays empty: Rspack\'s `publicPath` is `\'\'`, so the HTML in production refers to `static/js/index.js` relative to the page, where 1.x turned `\'\'` into `\'/\'` (`/static/js/index.js`).',
      zh: '空字符串现在保持为空：Rspack 的 `publicPath` 为 `\'\'`，因此生产模式下的 HTML 以相对于页面的路径 `static/js/index.js` 引用资源，而 1.x 会把 `\'\'` 变成 `\'/\'`（`/static/js/index.js`）。',
    },
    probes: [
      { major: 'v1', in: 'code', text: "formatPublicPath = (publicPath, withSlash = !0)=>'auto' === publicPath ? publicPath :", present: true },
      { major: 'v2', in: 'code', text: "formatPublicPath = (publicPath, withSlash = !0)=>'auto' === publicPath || '' === publicPath ? publicPath :", present: true },
    ],
  }),
  unchanged('output.charset'),
  unchanged('output.cleanDistPath'),
  unchanged('output.copy'),
  unchanged('output.cssModules'),
  unchanged('output.dataUriLimit'),
  unchanged('output.distPath'),
  unchanged('output.emitAssets'),
  unchanged('output.emitCss'),
  unchanged('output.externals', {
    note: {
      en: 'With `output.target: \'node\'`, Rsbuild 2 outputs ES modules by default ([`output.module`](/config/output/module)), and an external given by its package name is then loaded with `import` instead of `require()`: `require()` of a CommonJS external returns its module namespace, not its `module.exports`. Write `\'node-commonjs <name>\'` to keep `require()`, or set `output.module: false`.',
      zh: '当 `output.target` 为 `\'node\'` 时，Rsbuild 2 默认输出 ES 模块（[`output.module`](/config/output/module)），按包名声明的外部依赖随之改为通过 `import` 加载，不再使用 `require()`：对 CommonJS 外部依赖调用 `require()` 得到的是它的模块命名空间对象，而不是 `module.exports`。如需保留 `require()`，请写成 `\'node-commonjs <包名>\'`，或者设置 `output.module: false`。',
    },
  }),
  {
    option: 'output.filename',
    kind: 'default-changed',
    page: '/config/output/filename',
    summary: {
      en: 'Every default file name with a hash gets a 10-character content hash instead of 8: JS and CSS files and their async chunks, images, SVG, fonts, media, wasm and other assets (`static/js/index.[contenthash:10].js`). Names you set yourself keep the hash you wrote.',
      zh: '所有带哈希的默认文件名都改用 10 位内容哈希，不再是 8 位：JS 和 CSS 文件及其异步 chunk、图片、SVG、字体、媒体、wasm 和其他资源（`static/js/index.[contenthash:10].js`）。自行设置的文件名仍使用你写的哈希。',
    },
    note: {
      en: 'CDN rules, cache rules, upload scripts and tests that match 8-character hashes need updating. To keep 8 characters, set `output.filenameHash` to `\'contenthash:8\'`.',
      zh: '匹配 8 位哈希的 CDN 规则、缓存规则、上传脚本和测试都需要更新。要保留 8 位，请把 `output.filenameHash` 设为 `\'contenthash:8\'`。',
    },
    example: { keep: ts(cfg(`{
  output: {
    filenameHash: 'contenthash:8',
  },
}`)) },
    types: { relation: 'same' },
    probes: [
      { major: 'v1', in: 'code', text: "defaultHash = '[contenthash:8]'", present: true },
      { major: 'v2', in: 'code', text: "DEFAULT_FILENAME_HASH = 'contenthash:10'", present: true },
    ],
    effective: HASHED_NAMES,
  },
  {
    option: 'output.filenameHash',
    kind: 'default-changed',
    page: '/config/output/filename-hash',
    summary: {
      en: '`true` (the default) now means a 10-character content hash, `[contenthash:10]`, where 1.x used `[contenthash:8]`. A format you name yourself, such as `\'contenthash:8\'`, keeps its length.',
      zh: '`true`（默认值）现在表示 10 位内容哈希 `[contenthash:10]`，而 1.x 为 `[contenthash:8]`。自行指定的格式（例如 `\'contenthash:8\'`）长度不变。',
    },
    note: {
      en: 'Rsbuild 2 also adds an object form, `{ enable, format }`, where `enable` may also be `\'always\'`.',
      zh: 'Rsbuild 2 还新增了对象形式 `{ enable, format }`，其中 `enable` 也可以是 `\'always\'`。',
    },
    example: { keep: ts(cfg(`{
  output: {
    filenameHash: 'contenthash:8',
  },
}`)) },
    types: { relation: 'wider', adds: ['enable', 'enable."always"', 'format'] },
    effective: HASHED_NAMES,
    probes: [
      { major: 'v1', in: 'code', text: "defaultHash = '[contenthash:8]'", present: true },
      { major: 'v2', in: 'code', text: "DEFAULT_FILENAME_HASH = 'contenthash:10'", present: true },
    ],
  },
  unchanged('output.injectStyles'),
  unchanged('output.inlineScripts'),
  unchanged('output.inlineStyles'),
  unchanged('output.legalComments', {
    note: {
      en: 'With `\'linked\'` (the default), the comment that Rspack 2 leaves at the top of a minified JS file reads `/*! LICENSE: index.[hash].js.LICENSE.txt */`, where 1.x wrote `/*! For license information please see index.[hash].js.LICENSE.txt */`. Scripts that look for the old text need updating.',
      zh: '使用 `\'linked\'`（默认值）时，Rspack 2 在压缩后的 JS 文件开头保留的注释变为 `/*! LICENSE: index.[hash].js.LICENSE.txt */`，而 1.x 写的是 `/*! For license information please see index.[hash].js.LICENSE.txt */`。查找旧文本的脚本需要相应更新。',
    },
  }),
  unchanged('output.manifest', {
    note: {
      en: 'The paths under `entries.<name>.assets` (images, fonts and other files an entry uses) now carry `output.assetPrefix` like every other path of the file, as long as `prefix` is `true` (the default); 1.x wrote them without it. Code that reads `manifest.json` and adds the prefix itself needs to stop doing so for those paths. With [`security.sri`](/config/security/sri) on and no HTML (`tools.htmlPlugin: false`), the `integrity` field now lists the hash of each script, where 1.x left it empty (`{}`).',
      zh: '`entries.<name>.assets` 下的路径（入口用到的图片、字体等文件）现在与文件中的其他路径一样带上 `output.assetPrefix`，前提是 `prefix` 为 `true`（默认值）；1.x 写入的这些路径不带前缀。读取 `manifest.json` 并自行拼接前缀的代码，需要对这些路径去掉这一步。开启 [`security.sri`](/config/security/sri) 且不生成 HTML（`tools.htmlPlugin: false`）时，`integrity` 字段现在会列出每个脚本的哈希值，而 1.x 中它为空（`{}`）。',
    },
    probes: [
      { major: 'v1', in: 'code', text: 'for (let auxiliaryFile of file.chunk.auxiliaryFiles)assets.add(auxiliaryFile);', present: true },
      { major: 'v2', in: 'code', text: 'assets.add(manifestOptions.prefix ? ensureAssetPrefix(auxiliaryFile, publicPath) : auxiliaryFile);', present: true },
    ],
  }),
  {
    option: 'output.minify',
    kind: 'default-changed',
    page: '/config/output/minify',
    summary: {
      en: 'With `output.target: \'node\'`, Rsbuild 2 no longer minifies by default (`false`), so stack traces of server code stay readable; 1.x defaulted to `true` for every target. Web targets keep `true`.',
      zh: '当 `output.target` 为 `\'node\'` 时，Rsbuild 2 默认不再压缩（`false`），服务端代码的错误堆栈因此保持可读；1.x 对所有目标都默认为 `true`。Web 目标仍为 `true`。',
    },
    note: {
      en: '`jsOptions` and `cssOptions` also accept arrays in 2.x.',
      zh: '2.x 中 `jsOptions` 和 `cssOptions` 也可以是数组。',
    },
    example: {
      keep: {
        file: 'rsbuild.config.ts',
        lang: 'ts',
        code: cfg(`{
  output: {
    target: 'node',
    minify: true,
  },
}`),
      },
    },
    types: { relation: 'wider', adds: ['jsOptions.[]', 'cssOptions.[]'] },
    defaults: [{ context: 'node-target', read: { kind: 'config', path: 'output.minify' }, v1: true, v2: false }],
    effective: ['rspack*:optimization.minimize', 'rspack*:optimization.minimizer'],
  },
  {
    option: 'output.module',
    kind: 'default-changed',
    page: '/config/output/module',
    summary: {
      en: 'With `output.target: \'node\'`, Rsbuild 2 emits ES modules by default (`true`) where 1.x emitted CommonJS. Web targets keep `false`.',
      zh: '当 `output.target` 为 `\'node\'` 时，Rsbuild 2 默认输出 ES 模块（`true`），而 1.x 输出 CommonJS。Web 目标仍为 `false`。',
    },
    note: {
      en: 'The output files keep the `.js` extension. The Node.js versions Rsbuild 2 runs on detect the ES module syntax and still run `node dist/index.js`, but when the nearest `package.json` lacks `"type": "module"` they print a `MODULE_TYPELESS_PACKAGE_JSON` warning and parse the file twice; add that field, or set `module: false` to keep CommonJS.\n\nServer code written for CommonJS can break in the ES module output. `__dirname` and `__filename` are left as they are and throw a `ReferenceError` when they run: use `import.meta.dirname` and `import.meta.filename`. A package listed in `output.externals` by its name is loaded with `import` instead of `require()`, so `require()` of a CommonJS package returns the module namespace: properties that Node.js does not detect as named exports are only found under `default`. List such a package as `\'node-commonjs <name>\'` to keep loading it with `require()`.',
      zh: '构建产物仍使用 `.js` 扩展名。Rsbuild 2 所需的 Node.js 版本会识别 ES 模块语法，`node dist/index.js` 仍能运行，但如果最近的 `package.json` 没有 `"type": "module"`，会打印 `MODULE_TYPELESS_PACKAGE_JSON` 警告并把文件解析两次；请加上该字段，或者设置 `module: false` 继续输出 CommonJS。\n\n按 CommonJS 编写的服务端代码在 ES 模块产物中可能出错。`__dirname` 和 `__filename` 会原样保留，运行到时抛出 `ReferenceError`：请改用 `import.meta.dirname` 和 `import.meta.filename`。在 `output.externals` 中按包名声明的外部依赖改为通过 `import` 加载，不再使用 `require()`，因此对 CommonJS 包调用 `require()` 得到的是模块命名空间对象：Node.js 没有识别为具名导出的属性只能在 `default` 下找到。如果要继续用 `require()` 加载这类包，请把它声明为 `\'node-commonjs <包名>\'`。',
    },
    example: {
      keep: {
        file: 'rsbuild.config.ts',
        lang: 'ts',
        code: cfg(`{
  output: {
    target: 'node',
    module: false,
  },
}`),
      },
    },
    types: { relation: 'same' },
    defaults: [{ context: 'node-target', read: { kind: 'config', path: 'output.module' }, v1: false, v2: true }],
    effective: [
      'rspack*:output.module',
      'rspack*:output.chunkFormat',
      'rspack*:output.chunkLoading',
      'rspack*:output.workerChunkLoading',
      'rspack*:output.library',
      'rspack*:node',
      'rspack:experiments.outputModule',
      'rspack-applied:externalsType',
      'rspack-applied:output.enabledChunkLoadingTypes',
      'rspack-applied:output.enabledLibraryTypes',
      'rspack-applied:output.iife',
      'rspack-applied:output.scriptType',
      'rspack-applied:output.hotUpdateChunkFilename',
      'rspack-applied:output.hotUpdateMainFilename',
      'rspack-applied:module.parser.javascript.importMeta',
      'rspack-applied:output.environment.module',
      'rspack-applied:output.environment.dynamicImport',
      'rspack-applied:output.environment.dynamicImportInWorker',
      'rspack-applied:loader.environment.module',
      'rspack-applied:loader.environment.dynamicImport',
      'rspack-applied:loader.environment.dynamicImportInWorker',
    ],
  },
  {
    option: 'output.overrideBrowserslist',
    kind: 'default-changed',
    page: '/config/output/override-browserslist',
    summary: {
      en: 'When neither this option nor a browserslist config of the project is set, Rsbuild 2 builds for newer browsers: Chrome and Edge 107, Firefox 104 and Safari 16 (1.x: Chrome 87, Edge 88, Firefox 78, Safari 14), and Node.js 20 instead of 16 for the `node` target.',
      zh: '如果既没有设置此选项，项目中也没有 browserslist 配置，Rsbuild 2 会面向更新的浏览器构建：Chrome 与 Edge 107、Firefox 104、Safari 16（1.x 为 Chrome 87、Edge 88、Firefox 78、Safari 14）；`node` 目标则从 Node.js 16 提高到 20。',
    },
    note: {
      en: 'Syntax transforms and polyfills follow this list. A `.browserslistrc` or a `browserslist` field in `package.json` still wins over the default.',
      zh: '语法转换和 polyfill 都以这份列表为准。项目中的 `.browserslistrc` 或 `package.json` 的 `browserslist` 字段仍然优先于默认值。',
    },
    example: {
      keep: {
        file: 'rsbuild.config.ts',
        lang: 'ts',
        code: cfg(`{
  output: {
    overrideBrowserslist: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'],
  },
}`),
      },
    },
    types: { relation: 'same' },
    defaults: [
      {
        read: { kind: 'browserslist' },
        v1: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'],
        v2: ['chrome >= 107', 'edge >= 107', 'firefox >= 104', 'safari >= 16'],
      },
      { context: 'node-target', read: { kind: 'browserslist' }, v1: ['node >= 16'], v2: ['node >= 20'] },
      { files: { '.browserslistrc': 'chrome >= 90\n' }, read: { kind: 'browserslist' }, v1: ['chrome >= 90'], v2: ['chrome >= 90'] },
    ],
    effective: ['rspack*:module.rules[*].use[*].options.env.targets', 'rspack*:optimization.minimizer[css]._args'],
  },
  unchanged('output.polyfill', {
    note: {
      en: 'When it is not `\'off\'`, install `core-js` 3 in the project: Rsbuild 1.x installed it as a dependency, Rsbuild 2 only lists it as an optional peer dependency.',
      zh: '当它不是 `\'off\'` 时，需要在项目中安装 `core-js` 3：Rsbuild 1.x 把它作为依赖安装，Rsbuild 2 只把它列为可选的对等依赖。',
    },
    probes: [
      { major: 'v1', in: 'package', pkg: '@rsbuild/core', field: ['dependencies', 'core-js'], equals: '~3.47.0' },
      { major: 'v2', in: 'package', pkg: '@rsbuild/core', field: ['dependencies', 'core-js'], equals: undefined },
      { major: 'v2', in: 'package', pkg: '@rsbuild/core', field: ['peerDependenciesMeta', 'core-js', 'optional'], equals: true },
    ],
  }),
  unchanged('output.sourceMap', {
    note: {
      en: 'Rsbuild 2 adds `extract` (default `false`), which reads the source maps that files from dependencies already ship.',
      zh: 'Rsbuild 2 新增 `extract`（默认 `false`），用于读取依赖中的文件自带的 source map。',
    },
    types: { relation: 'wider', adds: ['extract'] },
  }),
  unchanged('output.target', {
    note: {
      en: 'What `\'node\'` produces did change: ES modules ([`output.module`](/config/output/module)), no minification ([`output.minify`](/config/output/minify)), Node.js 20 as the syntax target ([`output.overrideBrowserslist`](/config/output/override-browserslist)), separate chunks for dynamic imports ([`performance.chunkSplit`](/config/performance/chunk-split)) and `import.meta.env.SSR` set to `true`; the dev server no longer serves its bundle. In that ES module output, `__dirname` and `__filename` are undefined and externals are loaded with `import`.',
      zh: '但 `\'node\'` 的构建产物变了：输出 ES 模块（[`output.module`](/config/output/module)）、不再压缩（[`output.minify`](/config/output/minify)）、语法目标提高到 Node.js 20（[`output.overrideBrowserslist`](/config/output/override-browserslist)）、动态导入拆分为单独的 chunk（[`performance.chunkSplit`](/config/performance/chunk-split)），并且 `import.meta.env.SSR` 为 `true`；开发服务器也不再提供它的产物。在这种 ES 模块产物中，`__dirname` 和 `__filename` 不再可用，外部依赖也改为通过 `import` 加载。',
    },
  }),

  /* ---------------------------------------------------------------- */
  /* performance                                                       */
  /* ---------------------------------------------------------------- */
  unchanged('performance.buildCache'),
  {
    option: 'performance.bundleAnalyze',
    kind: 'removed',
    page: '/config/performance/bundle-analyze',
    summary: {
      en: 'The bundled webpack-bundle-analyzer and the `BUNDLE_ANALYZE` environment variable went away with the option. Analyze bundles with Rsdoctor, or add webpack-bundle-analyzer yourself through `tools.rspack`.',
      zh: '内置的 webpack-bundle-analyzer 和 `BUNDLE_ANALYZE` 环境变量随该选项一并移除。请用 Rsdoctor 分析产物，或者自行通过 `tools.rspack` 注册 webpack-bundle-analyzer。',
    },
    note: {
      en: 'As in 1.x, `RSDOCTOR=true` turns Rsdoctor on for one build. Rsbuild 2 looks for `@rsdoctor/core` first, and asks for it when nothing is installed; 1.x only looked for `@rsdoctor/rspack-plugin`, which Rsbuild 2 still takes second. On 2026-11-28 the registry\'s latest `@rsdoctor/core` was 2.0.2, with `@rspack/core` `^2.0.0` as its peer dependency, while `@rsdoctor/rspack-plugin` was at 1.6.5 and had only 2.0.0-alpha.0 on a 2.x line.',
      zh: '与 1.x 相同，设置 `RSDOCTOR=true` 即可在单次构建中开启 Rsdoctor。Rsbuild 2 优先查找 `@rsdoctor/core`，两个包都没有安装时会提示安装它；1.x 只查找 `@rsdoctor/rspack-plugin`，Rsbuild 2 仍会在第二顺位使用它。2026-11-28 时 npm 上 `@rsdoctor/core` 的最新版本为 2.0.2，对等依赖为 `@rspack/core` `^2.0.0`；而 `@rsdoctor/rspack-plugin` 的最新版本为 1.6.5，2.x 只有 2.0.0-alpha.0。',
    },
    rsbuildRs: { route: '/guide/debug/rsdoctor', title: { en: 'Rsdoctor', zh: 'Rsdoctor' } },
    example: {
      before: ts(
        cfg(`{
  performance: {
    bundleAnalyze: {
      analyzerMode: 'static',
      openAnalyzer: false,
    },
  },
}`),
      ),
      after: {
        file: 'package.json',
        lang: 'json',
        code: '{\n  "scripts": {\n    "build:analyze": "RSDOCTOR=true rsbuild build"\n  },\n  "devDependencies": {\n    "@rsdoctor/core": "^2.0.2"\n  }\n}\n',
      },
      beforeFailsInV2: true,
    },
    types: { relation: 'absent' },
    registry: {
      date: '2026-11-28',
      facts: [
        '@rsdoctor/core: dist-tags.latest "2.0.2"',
        '@rsdoctor/core@2.0.2: peerDependencies.@rspack/core "^2.0.0"',
        '@rsdoctor/rspack-plugin: dist-tags.latest "1.6.5"',
        '@rsdoctor/rspack-plugin: versions /^2\\./ ["2.0.0-alpha.0"]',
      ],
    },
    probes: [
      { major: 'v1', in: 'code', text: 'process.env.BUNDLE_ANALYZE', present: true },
      { major: 'v2', in: 'code', text: 'BUNDLE_ANALYZE', present: false },
      { major: 'v2', in: 'code', text: "'true' !== process.env.RSDOCTOR", present: true },
      { major: 'v2', in: 'code', text: "for (let packageName of [\n                        '@rsdoctor/core',\n                        '@rsdoctor/rspack-plugin'\n                    ])", present: true },
      { major: 'v1', in: 'code', text: "@rsdoctor/core", present: false },
    ],
  },
  {
    option: 'performance.chunkSplit',
    kind: 'reshaped',
    page: '/config/performance/chunk-split',
    to: 'splitChunks',
    summary: {
      en: 'Deprecated in Rsbuild 2 in favour of the top-level `splitChunks`, which takes Rspack\'s `optimization.splitChunks` options plus a `preset`. A 1.x `chunkSplit` still works as long as `splitChunks` is left unset; when both are set, `chunkSplit` is ignored with a warning.',
      zh: '在 Rsbuild 2 中已废弃，由顶层的 `splitChunks` 取代：它接受 Rspack 的 `optimization.splitChunks` 选项，外加一个 `preset`。只要不设置 `splitChunks`，1.x 的 `chunkSplit` 仍然生效；两者同时设置时会忽略 `chunkSplit` 并给出警告。',
    },
    note: {
      en: 'With `output.target: \'node\'`, 1.x turned chunk splitting off; 2.x splits the chunks of dynamic imports (`chunks: \'async\'`, `\'all\'` with several entries). The default preset no longer has the `lib-axios` group of 1.x. With `split-by-module`, and with the `per-package` preset, the chunk of each package is named `npm-<scope>_<name>` where 1.x wrote `npm.<scope>.<name>` (`static/js/npm-left-pad.[hash].js`, in 1.x `npm.left-pad`), so rules that match those file names need updating. Strategies map to presets: `split-by-experience` → `\'default\'` (the 2.x default), `split-by-module` → `\'per-package\'`, `single-vendor` → `\'single-vendor\'`, `all-in-one` → `splitChunks: false`; `split-by-size` and `custom` become `preset: \'none\'` with `minSize`, `maxSize` or your own Rspack options, and `forceSplitting` becomes `cacheGroups`.',
      zh: '当 `output.target` 为 `\'node\'` 时，1.x 会关闭拆包；2.x 会拆分动态导入的 chunk（`chunks: \'async\'`，有多个入口时为 `\'all\'`）。默认预设不再包含 1.x 的 `lib-axios` 分组。使用 `split-by-module` 或 `per-package` 预设时，每个包的 chunk 命名为 `npm-<scope>_<name>`，而 1.x 为 `npm.<scope>.<name>`（例如 `static/js/npm-left-pad.[hash].js`，1.x 为 `npm.left-pad`），依赖这些文件名的规则需要相应更新。拆包策略与预设的对应关系：`split-by-experience` → `\'default\'`（2.x 的默认值），`split-by-module` → `\'per-package\'`，`single-vendor` → `\'single-vendor\'`，`all-in-one` → `splitChunks: false`；`split-by-size` 和 `custom` 改为 `preset: \'none\'`，再写上 `minSize`、`maxSize` 或自己的 Rspack 选项；`forceSplitting` 改为 `cacheGroups`。',
    },
    rsbuildRs: { route: '/config/split-chunks', title: { en: '`splitChunks`', zh: '`splitChunks`' } },
    example: {
      before: ts(
        cfg(`{
  performance: {
    chunkSplit: {
      strategy: 'split-by-module',
    },
  },
}`),
      ),
      after: ts(
        cfg(`{
  splitChunks: {
    preset: 'per-package',
  },
}`),
      ),
    },
    types: { relation: 'same', deprecated: true },
    defaults: [{ read: { kind: 'config', path: 'performance.chunkSplit' }, v1: { strategy: 'split-by-experience' }, v2: undefined }],
    probes: [
      { major: 'v2', in: 'code', text: "'split-by-experience': splitByExperience", present: true },
      { major: 'v2', in: 'code', text: "let { preset = 'default', ...rest } = splitChunks;", present: true },
      { major: 'v2', in: 'code', text: 'The `performance.chunkSplit` option is deprecated and will not work. Use `splitChunks` instead.', present: true },
      { major: 'v2', in: 'code', text: "chunks: Object.keys(environment.entry).length > 1 ? 'all' : 'async', minSize: 0,", present: true },
      { major: 'v1', in: 'code', text: "return [\n        'npm',\n        (scope ?? '').replace('@', ''),\n        name\n    ].filter(Boolean).join('.');", present: true },
      { major: 'v2', in: 'code', text: "return `npm-${scope ? `${scope.replace('@', '')}_` : ''}${name}`;", present: true },
    ],
    effective: ['rspack*:optimization.splitChunks'],
  },
  unchanged('performance.dnsPrefetch'),
  unchanged('performance.preconnect'),
  unchanged('performance.prefetch', {
    note: {
      en: 'Rsbuild 2 also accepts an array of option objects. With `type: \'all-assets\'`, it no longer adds a `prefetch` link for the `.LICENSE.txt` files of [`output.legalComments`](/config/output/legal-comments) or for the `manifest.webmanifest` of [`html.appIcon`](/config/html/app-icon); 1.x linked both.',
      zh: 'Rsbuild 2 还接受由选项对象组成的数组。使用 `type: \'all-assets\'` 时，它不再为 [`output.legalComments`](/config/output/legal-comments) 生成的 `.LICENSE.txt` 文件和 [`html.appIcon`](/config/html/app-icon) 生成的 `manifest.webmanifest` 添加 `prefetch` 链接；1.x 会为这两者都添加链接。',
    },
    types: { relation: 'wider', adds: ['[]'] },
  }),
  unchanged('performance.preload', {
    note: {
      en: 'Rsbuild 2 also accepts an array of option objects. With `type: \'all-assets\'`, it no longer adds a `preload` link for the `.LICENSE.txt` files of [`output.legalComments`](/config/output/legal-comments) or for the `manifest.webmanifest` of [`html.appIcon`](/config/html/app-icon); 1.x linked both, as `as="script"`.',
      zh: 'Rsbuild 2 还接受由选项对象组成的数组。使用 `type: \'all-assets\'` 时，它不再为 [`output.legalComments`](/config/output/legal-comments) 生成的 `.LICENSE.txt` 文件和 [`html.appIcon`](/config/html/app-icon) 生成的 `manifest.webmanifest` 添加 `preload` 链接；1.x 会为这两者都添加链接，并标记为 `as="script"`。',
    },
    types: { relation: 'wider', adds: ['[]'] },
  }),
  unchanged('performance.printFileSize', {
    note: {
      en: 'Rsbuild 2 lets `compressed` be an object (`{ type: \'gzip\' | \'brotli\', level }`) and `detail` a number.',
      zh: 'Rsbuild 2 中 `compressed` 可以是对象（`{ type: \'gzip\' | \'brotli\', level }`），`detail` 可以是数字。',
    },
    types: { relation: 'wider', adds: ['compressed.type', 'compressed.level'] },
  }),
  {
    option: 'performance.profile',
    kind: 'removed',
    page: '/config/performance/profile',
    summary: {
      en: 'Rspack 2 has no `profile` option left to turn on either. To keep a stats file, write it from `onAfterBuild` in a small plugin.',
      zh: 'Rspack 2 也不再有可以开启的 `profile` 选项。如果仍需要 stats 文件，可以在一个小插件的 `onAfterBuild` 中自行写出。',
    },
    rsbuildRs: { route: '/guide/debug/build-profiling', title: { en: 'Build profiling', zh: '构建性能分析' } },
    example: {
      before: ts(
        cfg(`{
  performance: {
    profile: true,
  },
}`),
      ),
      after: ts(`import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';

const statsFile: RsbuildPlugin = {
  name: 'stats-file',
  setup(api) {
    api.onAfterBuild(({ stats }) => {
      if (!stats) return;
      const json = stats.toJson({ all: false, assets: true, chunks: true, modules: true });
      writeFileSync(path.join(api.context.distPath, 'stats.json'), JSON.stringify(json));
    });
  },
};

export default defineConfig({
  plugins: [statsFile],
});
`),
      beforeFailsInV2: true,
    },
    types: { relation: 'absent' },
    probes: [{ major: 'v1', in: 'code', text: 'profile && chain.profile(profile)', present: true }],
  },
  unchanged('performance.removeConsole', {
    note: {
      en: 'With `true`, Rsbuild 2 still removes every `console` call but keeps the side effects of its arguments: `console.log(id = next())` still calls `next()` and assigns `id`, where 1.x dropped the call with its arguments. A list of method names, such as `[\'log\']`, behaves as in 1.x.',
      zh: '设为 `true` 时，Rsbuild 2 仍会移除所有 `console` 调用，但保留其参数的副作用：`console.log(id = next())` 仍会调用 `next()` 并给 `id` 赋值，而 1.x 会把调用连同参数一起删掉。传入方法名列表（例如 `[\'log\']`）时与 1.x 相同。',
    },
    probes: [
      { major: 'v1', in: 'code', text: 'drop_console: !0', present: true },
      { major: 'v2', in: 'code', text: 'pure_funcs: ALL_CONSOLE_PURE_FUNCS', present: true },
    ],
  }),
  {
    option: 'performance.removeMomentLocale',
    kind: 'removed',
    page: '/config/performance/remove-moment-locale',
    summary: {
      en: 'The 1.x option only registered Rspack\'s `IgnorePlugin` for `./locale` requests made from `moment`; register that plugin yourself to keep the behaviour.',
      zh: '1.x 的这个选项只是为 `moment` 发出的 `./locale` 请求注册 Rspack 的 `IgnorePlugin`；要保留这一行为，请自行注册该插件。',
    },
    rsbuildRs: { route: '/guide/upgrade/v1-to-v2', title: { en: 'Upgrading from v1 to v2', zh: '从 v1 升级到 v2' } },
    example: {
      before: ts(
        cfg(`{
  performance: {
    removeMomentLocale: true,
  },
}`),
      ),
      after: ts(`import { defineConfig, rspack } from '@rsbuild/core';

export default defineConfig({
  tools: {
    rspack: {
      plugins: [new rspack.IgnorePlugin({ resourceRegExp: /^\\.\\/locale$/, contextRegExp: /moment$/ })],
    },
  },
});
`),
      beforeFailsInV2: true,
    },
    types: { relation: 'absent' },
    probes: [{ major: 'v1', in: 'code', text: "chain.plugin('remove-moment-locale').use(bundler.IgnorePlugin", present: true }],
  },

  /* ---------------------------------------------------------------- */
  /* resolve, and the 1.x names under source                           */
  /* ---------------------------------------------------------------- */
  unchanged('resolve.alias'),
  {
    option: 'source.alias',
    kind: 'removed',
    page: '/config/resolve/alias',
    to: 'resolve.alias',
    summary: {
      en: 'The deprecated 1.x name `source.alias` is removed in Rsbuild 2: move the same value to `resolve.alias`.',
      zh: '1.x 中已废弃的 `source.alias` 在 Rsbuild 2 中已移除，请把同样的值移到 `resolve.alias`。',
    },
    rsbuildRs: { route: '/config/resolve/alias', title: { en: '`resolve.alias`', zh: '`resolve.alias`' } },
    example: {
      before: ts(
        cfg(`{
  source: {
    alias: { '@': './src' },
  },
}`),
      ),
      after: ts(
        cfg(`{
  resolve: {
    alias: { '@': './src' },
  },
}`),
      ),
      beforeFailsInV2: true,
    },
    types: { relation: 'absent' },
  },
  unchanged('resolve.aliasStrategy'),
  {
    option: 'source.aliasStrategy',
    kind: 'removed',
    page: '/config/resolve/alias-strategy',
    to: 'resolve.aliasStrategy',
    summary: {
      en: 'The deprecated 1.x name `source.aliasStrategy` is removed in Rsbuild 2: move the same value to `resolve.aliasStrategy`.',
      zh: '1.x 中已废弃的 `source.aliasStrategy` 在 Rsbuild 2 中已移除，请把同样的值移到 `resolve.aliasStrategy`。',
    },
    rsbuildRs: { route: '/config/resolve/alias-strategy', title: { en: '`resolve.aliasStrategy`', zh: '`resolve.aliasStrategy`' } },
    example: {
      before: ts(
        cfg(`{
  source: {
    aliasStrategy: 'prefer-alias',
  },
}`),
      ),
      after: ts(
        cfg(`{
  resolve: {
    aliasStrategy: 'prefer-alias',
  },
}`),
      ),
      beforeFailsInV2: true,
    },
    types: { relation: 'absent' },
  },
  unchanged('resolve.conditionNames'),
  unchanged('resolve.dedupe'),
  unchanged('resolve.extensions'),
  unchanged('resolve.mainFields'),

  /* ---------------------------------------------------------------- */
  /* security                                                          */
  /* ---------------------------------------------------------------- */
  unchanged('security.nonce', {
    note: {
      en: 'Rsbuild 2 also puts the nonce on the `<script>` and `<style>` tags (and `<link rel="preload" as="script">` tags) that [`html.tags`](/config/html/tags) adds, unless such a tag sets its own `nonce`; 1.x left those tags without it. A policy that relied on a tag without a nonce being blocked now lets it run.',
      zh: 'Rsbuild 2 也会给 [`html.tags`](/config/html/tags) 添加的 `<script>`、`<style>` 标签（以及 `<link rel="preload" as="script">` 标签）加上 nonce，除非该标签自己设置了 `nonce`；1.x 不会给这些标签添加 nonce。原先依赖这类标签因缺少 nonce 而被拦截的策略，现在会让它们执行。',
    },
    probes: [{ major: 'v2', in: 'code', text: 'withNonce = (tag)=>(nonce && isNonceTag(tag) && tag.attrs?.nonce === void 0 && (tag.attrs ??= {}, tag.attrs.nonce = nonce), tag);', present: true }],
  }),
  unchanged('security.sri', {
    note: {
      en: 'With [`html.implementation: \'native\'`](/config/html/implementation), Rsbuild 2 now adds the `integrity` attributes to the HTML; 1.x silently left them out with that implementation. With the default `\'js\'` the HTML is the same. Without HTML (`tools.htmlPlugin: false`), the `integrity` field of [`output.manifest`](/config/output/manifest) is now filled in; 1.x left it empty.',
      zh: '使用 [`html.implementation: \'native\'`](/config/html/implementation) 时，Rsbuild 2 现在会在 HTML 中添加 `integrity` 属性；1.x 在这种实现下会静默地省略它们。使用默认的 `\'js\'` 时 HTML 没有变化。不生成 HTML（`tools.htmlPlugin: false`）时，[`output.manifest`](/config/output/manifest) 的 `integrity` 字段现在会被填充，而 1.x 中它为空。',
    },
    probes: [
      { major: 'v1', in: 'code', text: "hashFuncNames: helpers_castArray(algorithm), htmlPlugin: external_node_path_.default.join(COMPILED_PATH, 'html-rspack-plugin/index.js')", present: true },
      { major: 'v2', in: 'code', text: "'js' === config.html.implementation && !1 !== config.tools.htmlPlugin && (pluginOptions.htmlPlugin = node_path.join(COMPILED_PATH, 'html-rspack-plugin/index.js'))", present: true },
    ],
  }),

  /* ---------------------------------------------------------------- */
  /* server                                                            */
  /* ---------------------------------------------------------------- */
  unchanged('server.base', {
    note: {
      en: 'Rsbuild 2 matches the base by whole path segments: with `base: \'/base\'`, a request for `/basement` is no longer taken as a page under the base (1.x answered it with `index.html`) and gets the 404 that points to the base URL.',
      zh: 'Rsbuild 2 按完整的路径段匹配 base：设置 `base: \'/base\'` 时，对 `/basement` 的请求不再被视为 base 之下的页面（1.x 会返回 `index.html`），而是得到提示 base URL 的 404 响应。',
    },
    probes: [
      { major: 'v1', in: 'code', text: 'let url = req.url, pathname = url.replace(postfixRE, \'\'); if (pathname.startsWith(base)) {', present: true },
      { major: 'v2', in: 'code', text: 'let url = req.url, pathname = url.replace(postfixRE, \'\'); if (isUrlPathUnderBase(pathname, base)) {', present: true },
    ],
  }),
  unchanged('server.compress', {
    note: {
      en: 'Rsbuild 2 no longer compresses `text/event-stream` responses: server-sent events from a middleware added after the built-in ones arrive as they are written, where 1.x gzipped them. Such middlewares also get `res.flush()` to send the compressed data written so far. Responses of `server.proxy` are not compressed in either major.',
      zh: 'Rsbuild 2 不再压缩 `text/event-stream` 响应：在内置中间件之后添加的中间件发出的服务器发送事件（SSE）会按写入的时机送达，而 1.x 会对它们进行 gzip 压缩。这类中间件还可以调用 `res.flush()`，把目前已写入的压缩数据立即发送出去。`server.proxy` 的响应在两个主版本中都不会被压缩。',
    },
    probes: [
      { major: 'v1', in: 'code', text: 'text/event-stream', present: false },
      { major: 'v2', in: 'code', text: "'text/event-stream' === contentTypeValue.split(';', 1)[0].trim().toLowerCase()) return !1;", present: true },
      { major: 'v2', in: 'code', text: 'res.flush = ()=>{ gzip?.flush(node_zlib.constants.Z_SYNC_FLUSH); };', present: true },
    ],
  }),
  unchanged('server.cors'),
  unchanged('server.headers'),
  unchanged('server.historyApiFallback'),
  {
    option: 'server.host',
    kind: 'default-changed',
    page: '/config/server/host',
    summary: {
      en: 'The dev and preview servers listen on `\'localhost\'` by default instead of `\'0.0.0.0\'`, so other devices on the network no longer reach them unless you ask for it.',
      zh: '开发服务器和预览服务器默认监听 `\'localhost\'`，不再是 `\'0.0.0.0\'`，因此除非显式开启，局域网中的其他设备将无法访问。',
    },
    note: {
      en: 'Rsbuild 2 also accepts `true` (all interfaces, like `\'0.0.0.0\'`) and `false` (`\'localhost\'`); `rsbuild dev --host` opens the server to the network for one run.',
      zh: 'Rsbuild 2 还接受 `true`（监听所有网卡，等同于 `\'0.0.0.0\'`）和 `false`（等同于 `\'localhost\'`）；`rsbuild dev --host` 可以只在本次运行时向局域网开放。',
    },
    example: {
      keep: {
        file: 'rsbuild.config.ts',
        lang: 'ts',
        code: cfg(`{
  server: {
    host: '0.0.0.0',
  },
}`),
      },
    },
    types: { relation: 'wider', adds: ['true', 'false'] },
    defaults: [{ read: { kind: 'config', path: 'server.host' }, v1: '0.0.0.0', v2: 'localhost' }],
    probes: [{ major: 'v2', in: 'types', text: "* - `true`: equals to `0.0.0.0`, listen on all interfaces. * - `false`: equals to `localhost`", present: true }],
  },
  unchanged('server.htmlFallback', {
    note: {
      en: 'With `\'index\'`, `rsbuild preview` now falls back like the dev server: a `GET` or `HEAD` request whose `Accept` header contains `text/html` or `*/*` receives `index.html` with status 200 even when it asks for a missing file in a sub-directory, such as `/static/js/missing.js`, where the 1.x preview server answered 404. A request whose `Accept` header names neither still gets a 404. Checks that expect a 404 from the preview server for a missing file need `htmlFallback: false`.',
      zh: '使用 `\'index\'` 时，`rsbuild preview` 现在与开发服务器一样回退：只要 `GET` 或 `HEAD` 请求的 `Accept` 头包含 `text/html` 或 `*/*`，即使请求的是子目录中不存在的文件（例如 `/static/js/missing.js`），也会得到状态码为 200 的 `index.html`，而 1.x 的预览服务器返回 404。`Accept` 头两者都不包含的请求仍然得到 404。如果需要预览服务器对不存在的文件返回 404，请设置 `htmlFallback: false`。',
    },
  }),
  unchanged('server.https', {
    note: {
      en: 'When `server.proxy` is set as well, Rsbuild 2 still serves HTTPS over HTTP/2 (HTTP/1.1 clients are still accepted); 1.x switched to an HTTP/1.1-only server in that case.',
      zh: '同时设置了 `server.proxy` 时，Rsbuild 2 仍通过 HTTP/2 提供 HTTPS 服务（也仍接受 HTTP/1.1 客户端）；1.x 在这种情况下会改用只支持 HTTP/1.1 的服务器。',
    },
    probes: [
      { major: 'v1', in: 'code', text: 'if (serverConfig.proxy) { let { createServer } = await import("node:https"); return createServer(serverConfig.https, middlewares); }', present: true },
      { major: 'v2', in: 'code', text: 'if (serverConfig.https) { let { createSecureServer } = await import("node:http2"); return createSecureServer({ allowHTTP1: !0,', present: true },
    ],
  }),
  unchanged('server.middlewareMode'),
  unchanged('server.open'),
  unchanged('server.port', {
    note: {
      en: '`0`, which lets the system pick a free port, now works end to end: Rsbuild 2 returns and prints the port the server got, where 1.x gave `0` as the `port` of `startDevServer()` and `preview()` and in URLs such as `http://localhost:0`.',
      zh: '`0`（由系统挑选一个空闲端口）现在可以完整使用：Rsbuild 2 返回并打印服务器实际得到的端口，而 1.x 在 `startDevServer()` 和 `preview()` 返回的 `port` 以及 `http://localhost:0` 这样的 URL 中给出的都是 `0`。',
    },
  }),
  unchanged('server.printUrls', {
    note: {
      en: 'What the default `true` prints changed: with more than 10 entries, Rsbuild 2 lists the URLs of the first 10 and a line counting the others, where 1.x listed every entry; `{ maxRoutes: Infinity }` lists them all again. A web project without HTML pages (`tools.htmlPlugin: false`) now gets its base URL printed (`http://localhost:3000/`), where 1.x printed no URL. That object form, `{ maxRoutes }`, is new in 2.x, and a function receives `routes` as a read-only array.',
      zh: '默认值 `true` 的输出有变化：入口超过 10 个时，Rsbuild 2 只列出前 10 个入口的 URL，再用一行说明其余入口的数量，而 1.x 会列出所有入口；设置 `{ maxRoutes: Infinity }` 可以重新全部列出。没有 HTML 页面的 Web 项目（`tools.htmlPlugin: false`）现在会打印其基础 URL（`http://localhost:3000/`），而 1.x 不打印任何 URL。这种对象形式 `{ maxRoutes }` 是 2.x 新增的，函数形式收到的 `routes` 则是只读数组。',
    },
    probes: [
      { major: 'v2', in: 'code', text: 'function getURLMessages(urls, routes, { maxRoutes = 10, showAllRoutes, cliShortcutsEnabled })', present: true },
      { major: 'v1', in: 'code', text: 'function getURLMessages(urls, routes) {', present: true },
      { major: 'v2', in: 'code', text: "fallbackPathname = 0 === routes.length && context.environmentList.some((item)=>'web' === item.config.output.target) ? config.server.base : void 0", present: true },
    ],
    types: { relation: 'other', adds: ['maxRoutes'], why: 'The function form receives `routes` typed ReadonlyRoutes in 2.3.2 (Routes in 1.7.6): a 1.x function that declares a mutable Routes parameter no longer matches.' },
  }),
  {
    option: 'server.proxy',
    kind: 'reshaped',
    page: '/config/server/proxy',
    summary: {
      en: 'Rsbuild 2 bundles http-proxy-middleware 4 instead of 2: an array entry names its paths with `pathFilter` instead of `context`, the `onProxyReq`-style callbacks move into an `on` object, and a single options object is no longer accepted: the config type rejects it, and at run time each of its keys is taken as a path, so a 1.x `{ context, target }` object stops the dev server from starting (`[HPM] Missing "target" option`); put it in an array.',
      zh: 'Rsbuild 2 内置的 http-proxy-middleware 从 2 升级到 4：数组形式中用 `pathFilter` 代替 `context` 指定路径，`onProxyReq` 一类的回调移到 `on` 对象中，也不再接受单个选项对象：配置类型会拒绝它，运行时它的每个键都会被当作路径，因此 1.x 的 `{ context, target }` 对象会让开发服务器无法启动（`[HPM] Missing "target" option`）；请把它放进数组。',
    },
    note: {
      en: '`changeOrigin` now defaults to `true` in the array form too (1.x set it only for entries of the object keyed by path), and `logLevel`/`logProvider` give way to `logger`.',
      zh: '数组形式现在也默认 `changeOrigin: true`（1.x 只对以路径为键的对象中的条目这样设置），`logLevel` 和 `logProvider` 由 `logger` 取代。',
    },
    example: {
      before: ts(
        cfg(`{
  server: {
    proxy: [
      {
        context: ['/api'],
        target: 'http://localhost:8000',
        onProxyReq: (proxyReq) => {
          proxyReq.setHeader('X-Dev-User', 'alice');
        },
      },
    ],
  },
}`),
      ),
      after: ts(
        cfg(`{
  server: {
    proxy: [
      {
        pathFilter: ['/api'],
        target: 'http://localhost:8000',
        on: {
          proxyReq: (proxyReq) => {
            proxyReq.setHeader('X-Dev-User', 'alice');
          },
        },
      },
    ],
  },
}`),
      ),
      beforeFailsInV2: true,
    },
    types: {
      relation: 'other',
      adds: ['pathFilter', 'on', 'on.proxyReq', 'logger'],
      drops: ['context', 'onProxyReq', 'onError', 'logLevel', 'logProvider'],
    },
    probes: [
      { major: 'v1', in: 'package', pkg: 'compiled/http-proxy-middleware', field: ['version'], equals: '2.0.9' },
      { major: 'v2', in: 'package', pkg: 'compiled/http-proxy-middleware', field: ['version'], equals: '4.2.1' },
      { major: 'v1', in: 'code', text: "else if ('target' in proxyOptions) ret.push(proxyOptions);", present: true },
      { major: 'v2', in: 'code', text: 'return Array.isArray(proxyOptions) ? proxyOptions.map((options)=>({\n            ...defaultOptions,', present: true },
    ],
  },
  unchanged('server.publicDir', {
    note: {
      en: 'Rsbuild 2 adds `ignore` (default `[]`): glob patterns of files in the folder that a build does not copy to the output; the dev server still serves them. With `watch: true`, adding or deleting a file in the folder now also reloads the page, as [`dev.watchFiles`](/config/dev/watch-files) does; 1.x reloaded only when a file changed.',
      zh: 'Rsbuild 2 新增 `ignore`（默认 `[]`）：匹配这些 glob 模式的文件在构建时不会复制到产物目录，但开发服务器仍会提供它们。设置 `watch: true` 时，在目录中新增或删除文件现在也会刷新页面，与 [`dev.watchFiles`](/config/dev/watch-files) 一致；1.x 只在文件内容变化时刷新。',
    },
    types: { relation: 'wider', adds: ['ignore'] },
    probes: [
      { major: 'v2', in: 'code', text: 'if (watchPaths.length) return startWatchFiles(prepareWatchOptions(watchPaths), buildManager, root, logger);', present: true },
      // ignore only reaches the copy of a build; the dev server's middleware serves the whole folder.
      { major: 'v2', in: 'code', text: 'await copyPublicDir(publicDir, distPaths, ignore);', present: true },
      { major: 'v2', in: 'code', text: 'let sirvMiddleware = sirv(name, { etag: !0, dev: !0 });', present: true },
    ],
  }),
  unchanged('server.strictPort'),

  /* ---------------------------------------------------------------- */
  /* source                                                            */
  /* ---------------------------------------------------------------- */
  unchanged('source.assetsInclude'),
  {
    option: 'source.decorators',
    kind: 'default-changed',
    page: '/config/source/decorators',
    summary: {
      en: 'The default `version` moves from `\'2022-03\'` to `\'2023-11\'`, a value 1.x does not accept. Code written against the 2022-03 proposal, or libraries that expect it, keep working by naming that version.',
      zh: '默认的 `version` 从 `\'2022-03\'` 改为 `\'2023-11\'`，1.x 并不支持这个值。按 2022-03 提案编写的代码，或依赖该提案的库，可以显式指定这个版本继续使用。',
    },
    example: {
      keep: {
        file: 'rsbuild.config.ts',
        lang: 'ts',
        code: cfg(`{
  source: {
    decorators: {
      version: '2022-03',
    },
  },
}`),
      },
    },
    types: { relation: 'wider', adds: ['version."2023-11"'] },
    defaults: [{ read: { kind: 'config', path: 'source.decorators' }, v1: { version: '2022-03' }, v2: { version: '2023-11' } }],
    effective: ['rspack*:module.rules[*].use[*].options.jsc.transform.decoratorVersion'],
  },
  unchanged('source.define', {
    types: { relation: 'wider', why: 'Typed with Rspack\'s DefinePluginOptions in 2.3.2 instead of Record<string, any>; every 1.x value still fits.' },
  }),
  unchanged('source.entry'),
  unchanged('source.exclude'),
  unchanged('source.include'),
  unchanged('source.preEntry'),
  unchanged('source.transformImport', {
    note: {
      en: 'Rsbuild 2 adds `ignoreEsComponent` and `ignoreStyleComponent`, and types `customName` and `customStyleName` as strings (1.x: `any`). The rules reach the SWC loader as its top-level `transformImport` option instead of `rspackExperiments.import`, which matters to a [`tools.swc`](/config/tools/swc) function that reads them.',
      zh: 'Rsbuild 2 新增 `ignoreEsComponent` 和 `ignoreStyleComponent`，并把 `customName` 和 `customStyleName` 的类型定为字符串（1.x 为 `any`）。这些规则以 SWC loader 顶层的 `transformImport` 选项传入，不再放在 `rspackExperiments.import` 中，读取它们的 [`tools.swc`](/config/tools/swc) 函数需要注意这一点。',
    },
    types: { relation: 'wider', adds: ['ignoreEsComponent', 'ignoreStyleComponent'] },
    probes: [
      { major: 'v1', in: 'types', text: 'customName?: any;', present: true },
      { major: 'v2', in: 'types', text: 'customName?: string;', present: true },
    ],
  }),
  unchanged('source.tsconfigPath'),

  /* ---------------------------------------------------------------- */
  /* tools                                                             */
  /* ---------------------------------------------------------------- */
  {
    option: 'tools.bundlerChain',
    kind: 'reshaped',
    page: '/config/tools/bundler-chain',
    summary: {
      en: 'The built-in rules are reshaped: the JS rule and the CSS rule now hold `oneOf` branches (`?raw`, `?inline`, `?url`, `?worker` and the main one), and their built-in loaders live in the main branch (`CHAIN_ID.ONE_OF.JS_MAIN`, `CHAIN_ID.ONE_OF.CSS_MAIN`). A loader added with `.use()` on `CHAIN_ID.RULE.JS` itself still runs, but after the built-in SWC loader instead of before it, and also on `?raw` imports; `.uses.get()` on the rule no longer finds the built-in loader.',
      zh: '内置规则的结构有调整：JS 规则和 CSS 规则现在包含 `oneOf` 分支（`?raw`、`?inline`、`?url`、`?worker` 以及主分支），内置 loader 位于主分支中（`CHAIN_ID.ONE_OF.JS_MAIN`、`CHAIN_ID.ONE_OF.CSS_MAIN`）。直接在 `CHAIN_ID.RULE.JS` 上用 `.use()` 添加的 loader 仍会执行，但顺序从内置 SWC loader 之前变成了之后，并且也会作用于 `?raw` 导入；在规则上调用 `.uses.get()` 也找不到内置 loader 了。',
    },
    note: {
      en: 'The chain also describes Rspack 2\'s config, which has no `profile`, `parallelism` or `recordsPath` any more.',
      zh: '这条链描述的也是 Rspack 2 的配置，其中已经没有 `profile`、`parallelism` 和 `recordsPath`。',
    },
    example: {
      before: ts(
        cfg(`{
  tools: {
    bundlerChain: (chain, { CHAIN_ID }) => {
      chain.module
        .rule(CHAIN_ID.RULE.JS)
        .use('my-loader')
        .loader(require.resolve('./loaders/my-loader.cjs'));
    },
  },
}`),
      ),
      after: ts(
        cfg(`{
  tools: {
    bundlerChain: (chain, { CHAIN_ID }) => {
      chain.module
        .rule(CHAIN_ID.RULE.JS)
        .oneOf(CHAIN_ID.ONE_OF.JS_MAIN)
        .use('my-loader')
        .loader(new URL('./loaders/my-loader.cjs', import.meta.url).pathname);
    },
  },
}`),
      ),
    },
    types: { relation: 'other' },
    effective: [
      'rspack*:module.rules[js]',
      'rspack*:module.rules[js-raw]',
      'rspack*:module.rules[css]',
      'rspack*:module.rules[css-raw]',
      'rspack*:module.rules[css-inline]',
    ],
    probes: [
      { major: 'v2', in: 'types', text: "readonly JS_MAIN: 'js';", present: true },
      { major: 'v2', in: 'types', text: "readonly CSS_MAIN: 'css';", present: true },
      { major: 'v1', in: 'types', text: 'JS_MAIN', present: false },
    ],
  },
  unchanged('tools.cssExtract'),
  unchanged('tools.cssLoader'),
  unchanged('tools.htmlPlugin'),
  unchanged('tools.lightningcssLoader'),
  unchanged('tools.postcss', {
    note: {
      en: 'Rsbuild 2 bundles a newer PostCSS, whose `postcssOptions` add `unsafeMap`.',
      zh: 'Rsbuild 2 内置了更新的 PostCSS，其 `postcssOptions` 新增了 `unsafeMap`。',
    },
    types: {
      relation: 'other',
      adds: ['postcssOptions.unsafeMap'],
      why: 'TypeScript gives up comparing the two bundled PostCSS type packages ("Excessive stack depth comparing types"), so the check reports them as unrelated; every 1.x example of the page type-checks against 2.3.2.',
    },
  }),
  unchanged('tools.rspack', {
    note: {
      en: 'The config it edits is [Rspack 2](/guide/migration/rsbuild-2#rspack-2)\'s, and the `CHAIN_ID` handed to a function lost the ids of removed features, such as `RESOLVE_PLUGIN`.',
      zh: '它修改的是 [Rspack 2](/guide/migration/rsbuild-2#rspack-2) 的配置，传给函数的 `CHAIN_ID` 也去掉了已移除功能的 ID，例如 `RESOLVE_PLUGIN`。',
    },
    types: { relation: 'other', why: 'The utilities passed to the function form carry a CHAIN_ID without RESOLVE_PLUGIN and other ids of removed features; object configs and the examples of the page type-check against 2.3.2.' },
  }),
  {
    option: 'tools.styleLoader',
    kind: 'reshaped',
    page: '/config/tools/style-loader',
    summary: {
      en: 'Rsbuild 2 bundles style-loader 4, where `insert` and `styleTagTransform` take a string only: a CSS selector, or the absolute path of a module. Move such a function into its own file and pass the file\'s path.',
      zh: 'Rsbuild 2 内置 style-loader 4，其中 `insert` 和 `styleTagTransform` 只接受字符串：CSS 选择器，或者模块的绝对路径。请把原来的函数移到单独的文件中，再传入该文件的路径。',
    },
    example: {
      before: ts(
        cfg(`{
  output: { injectStyles: true },
  tools: {
    styleLoader: {
      insert: (element: HTMLElement) => {
        document.head.prepend(element);
      },
    },
  },
}`),
      ),
      after: ts(`import path from 'node:path';
import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  output: { injectStyles: true },
  tools: {
    styleLoader: {
      // src/insert-style.js: export default function insert(element) { document.head.prepend(element); }
      insert: path.resolve(import.meta.dirname, 'src/insert-style.js'),
    },
  },
});
`),
      beforeFailsInV2: true,
    },
    types: { relation: 'other', drops: ['insert.()', 'styleTagTransform.()'] },
    probes: [
      { major: 'v1', in: 'package', pkg: 'compiled/style-loader', field: ['version'], equals: '3.3.4' },
      { major: 'v2', in: 'package', pkg: 'compiled/style-loader', field: ['version'], equals: '4.0.0' },
    ],
  },
  {
    option: 'tools.swc',
    kind: 'default-changed',
    page: '/config/tools/swc',
    summary: {
      en: 'The SWC options Rsbuild starts from no longer set `jsc.parser.syntax: \'typescript\'` and `tsx: false`: they set `detectSyntax: \'auto\'`, so SWC picks the parser from the file extension. A function that reads or edits `jsc.parser.syntax` finds it unset; set it yourself only if you need one parser for every file.',
      zh: 'Rsbuild 作为起点的 SWC 选项不再设置 `jsc.parser.syntax: \'typescript\'` 和 `tsx: false`，改为设置 `detectSyntax: \'auto\'`，由 SWC 按文件扩展名选择解析器。读取或修改 `jsc.parser.syntax` 的函数会发现它未设置；只有在需要所有文件使用同一个解析器时才自行设置。',
    },
    note: {
      en: 'The rules of [`source.transformImport`](/config/source/transform-import) now arrive in the top-level `transformImport` option of the SWC loader, where 1.x put them in `rspackExperiments.import` (deprecated in Rspack 2). A function that reads or extends `rspackExperiments.import` finds it unset; use `transformImport`.',
      zh: '[`source.transformImport`](/config/source/transform-import) 的规则现在放在 SWC loader 顶层的 `transformImport` 选项中，而 1.x 把它们放在 `rspackExperiments.import` 中（Rspack 2 已将其废弃）。读取或追加 `rspackExperiments.import` 的函数会发现它未设置，请改用 `transformImport`。',
    },
    types: { relation: 'same' },
    probes: [
      { major: 'v1', in: 'code', text: 'tsx: !1, syntax: "typescript", decorators: !0', present: true },
      { major: 'v2', in: 'code', text: "detectSyntax: 'auto',", present: true },
      { major: 'v1', in: 'code', text: 'swcConfig.rspackExperiments.import.push(...finalPluginImport)', present: true },
      { major: 'v2', in: 'code', text: 'swcConfig.transformImport.push(...finalConfig)', present: true },
    ],
    effective: ['rspack*:module.rules[*].use[*].options.detectSyntax', 'rspack*:module.rules[*].use[*].options.jsc.parser'],
  },

  /* ---------------------------------------------------------------- */
  /* Options of 1.x without a page here (webpack provider)             */
  /* ---------------------------------------------------------------- */
  {
    option: 'provider',
    kind: 'removed',
    page: null,
    summary: {
      en: 'It went away with webpack support: Rsbuild 2 always builds with Rspack.',
      zh: '它随 webpack 支持一起移除：Rsbuild 2 始终使用 Rspack 构建。',
    },
    types: { relation: 'absent' },
  },
  {
    option: 'tools.webpack',
    kind: 'removed',
    page: null,
    to: 'tools.rspack',
    summary: {
      en: 'It went away with webpack support; configure Rspack with `tools.rspack`.',
      zh: '随 webpack 支持一起移除，请用 `tools.rspack` 配置 Rspack。',
    },
    types: { relation: 'absent' },
  },
  {
    option: 'tools.webpackChain',
    kind: 'removed',
    page: null,
    to: 'tools.bundlerChain',
    summary: {
      en: 'It went away with webpack support; use `tools.bundlerChain`.',
      zh: '随 webpack 支持一起移除，请改用 `tools.bundlerChain`。',
    },
    types: { relation: 'absent' },
  },
];

/** Options that only Rsbuild 2 has (checked against both type declarations). */
export const NEW_OPTIONS: { option: string; text: Text; rsbuildRs?: string }[] = [
  { option: 'splitChunks', rsbuildRs: '/config/split-chunks', text: { en: 'Chunk splitting with Rspack\'s options and presets; replaces `performance.chunkSplit`.', zh: '使用 Rspack 选项和预设进行拆包，取代 `performance.chunkSplit`。' } },
  { option: 'server.setup', rsbuildRs: '/config/server/setup', text: { en: 'Setup code for the dev and preview servers; replaces `dev.setupMiddlewares`.', zh: '开发服务器和预览服务器的初始化逻辑，取代 `dev.setupMiddlewares`。' } },
  { option: 'customLogger', rsbuildRs: '/config/custom-logger', text: { en: 'A logger for one Rsbuild instance.', zh: '为单个 Rsbuild 实例指定日志记录器。' } },
  { option: 'output.autoExternal', rsbuildRs: '/config/output/auto-external', text: { en: 'Leaves the dependencies listed in `package.json` out of a bundle.', zh: '把 `package.json` 中列出的依赖排除在打包之外。' } },
  { option: 'server.allowedHosts', text: { en: 'Host names the servers answer to; `true` (the default) checks none.', zh: '服务器允许访问的主机名；默认值 `true` 表示不做校验。' } },
  { option: 'server.serveAssets', text: { en: 'Whether the servers serve an environment\'s output; `false` by default for `node` targets, so the dev server no longer answers requests for a server bundle (1.x did).', zh: '服务器是否提供某个环境的构建产物；`node` 目标默认为 `false`，因此开发服务器不再响应对服务端产物的请求（1.x 会响应）。' } },
];

export const UPGRADE_TOPICS: UpgradeTopic[] = [
  {
    id: 'node-version',
    area: 'runtime',
    title: { en: 'Node.js 20.19 or 22.12', zh: 'Node.js 20.19 或 22.12' },
    body: {
      en: '`@rsbuild/core` 2.3.2 declares `engines.node` `^20.19.0 || >=22.12.0`; 1.7.6 declared `>=18.12.0`. Node.js 18, 20 before 20.19, 21, and 22 before 22.12 are no longer supported, neither on developer machines nor in CI.',
      zh: '`@rsbuild/core` 2.3.2 声明的 `engines.node` 为 `^20.19.0 || >=22.12.0`，而 1.7.6 为 `>=18.12.0`。Node.js 18、20.19 之前的 20.x、21 以及 22.12 之前的 22.x 都不再受支持，开发机和 CI 都是如此。',
    },
    step: { en: 'Run Node.js 20.19+ or 22.12+ locally and in CI.', zh: '在本地和 CI 中使用 Node.js 20.19+ 或 22.12+。' },
    probes: [
      { major: 'v1', in: 'package', pkg: '@rsbuild/core', field: ['engines', 'node'], equals: '>=18.12.0' },
      { major: 'v2', in: 'package', pkg: '@rsbuild/core', field: ['engines', 'node'], equals: '^20.19.0 || >=22.12.0' },
    ],
  },
  {
    id: 'esm-only',
    area: 'runtime',
    title: { en: 'An ES-module-only package', zh: '只提供 ES 模块的包' },
    body: {
      en: 'Rsbuild 2 ships no CommonJS build: its `package.json` has `"type": "module"` and the `.` export has no `require` condition (1.7.6 had one, `./dist/index.cjs`). Scripts that load `@rsbuild/core` should use `import` or `await import()`; `require()` only works through Node.js\'s support for requiring ES modules.',
      zh: 'Rsbuild 2 不再提供 CommonJS 构建：`package.json` 中为 `"type": "module"`，`.` 导出也没有 `require` 条件（1.7.6 有，指向 `./dist/index.cjs`）。加载 `@rsbuild/core` 的脚本应使用 `import` 或 `await import()`；`require()` 只能依靠 Node.js 对 require ES 模块的支持。',
    },
    step: { en: 'Load `@rsbuild/core` with `import` in your own scripts.', zh: '在自己的脚本中用 `import` 加载 `@rsbuild/core`。' },
    probes: [
      { major: 'v1', in: 'package', pkg: '@rsbuild/core', field: ['exports', '.', 'require'], equals: './dist/index.cjs' },
      { major: 'v2', in: 'package', pkg: '@rsbuild/core', field: ['exports', '.', 'require'], equals: undefined },
      { major: 'v2', in: 'package', pkg: '@rsbuild/core', field: ['type'], equals: 'module' },
    ],
  },
  {
    id: 'rspack-2',
    area: 'dependencies',
    title: { en: 'Rspack 2', zh: 'Rspack 2' },
    body: {
      en: [
        'Rsbuild 2.3.2 depends on `@rspack/core` `~2.3.2` (1.7.6: `~1.7.10`). Whatever reaches Rspack directly, through `tools.rspack`, `tools.bundlerChain`, Rspack plugins or loaders, now meets Rspack 2 and its own breaking changes, for example the removed `profile` option.',
        'The config Rspack runs with changes even where your Rsbuild config does not. Rsbuild 2 sets module and chunk ids to `compact-hashed` in production, where Rspack 1 used `deterministic`, so ids in file contents change, and so do the file names of async chunks without a name (for example, the one async chunk of a small project checked here is `static/js/async/741.[hash].js` with 1.x and `static/js/async/0.[hash].js` with 2.x); it also turns on source imports (`import source mod from \'./mod.wasm\'`). After Rspack\'s own defaults: the global that chunks register with is `rspackChunk…` instead of `webpackChunk…` (and `rspackHotUpdate…` for HMR), which matters when several builds share a page. `resolve.roots` defaults to an empty list instead of the project root, and `module.parser.javascript.requireAlias` to `false` instead of `true`. Web builds set Rspack\'s `output.environment.const` to `false`; the runtime code Rspack adds to the bundles declares its variables with `var` in both majors. The former experiments `cache`, `incremental` and the native CSS parser and generator defaults move out of `experiments`, and the size hints Rsbuild turns off have other thresholds.',
      ].join('\n\n'),
      zh: [
        'Rsbuild 2.3.2 依赖 `@rspack/core` `~2.3.2`（1.7.6 为 `~1.7.10`）。凡是直接作用于 Rspack 的内容，例如 `tools.rspack`、`tools.bundlerChain`、Rspack 插件和 loader，现在面对的都是 Rspack 2 及其自身的不兼容变更，例如已移除的 `profile` 选项。',
        '即使你的 Rsbuild 配置没有变化，Rspack 实际使用的配置也有变化。Rsbuild 2 在生产模式下把模块 ID 和 chunk ID 设为 `compact-hashed`（Rspack 1 为 `deterministic`），因此产物内容中的 ID 会变化，未命名的异步 chunk 的文件名也随之变化（例如，这里核对的一个小项目中唯一的异步 chunk，1.x 输出为 `static/js/async/741.[hash].js`，2.x 为 `static/js/async/0.[hash].js`）；它还开启了 source import（`import source mod from \'./mod.wasm\'`）。再看 Rspack 自身的默认值：chunk 注册所用的全局变量从 `webpackChunk…` 改为 `rspackChunk…`（HMR 则为 `rspackHotUpdate…`），同一页面加载多个构建产物时需要留意。`resolve.roots` 的默认值从项目根目录变为空列表，`module.parser.javascript.requireAlias` 的默认值从 `true` 变为 `false`。Web 构建把 Rspack 的 `output.environment.const` 设为 `false`；Rspack 加入产物的运行时代码在两个主版本中都用 `var` 声明变量。原先的实验项 `cache`、`incremental` 以及原生 CSS 解析器和生成器的默认值都移出了 `experiments`，Rsbuild 关闭的体积提示也换了阈值。',
      ].join('\n\n'),
    },
    step: {
      en: 'Check your Rspack plugins, loaders and `tools.rspack` / `tools.bundlerChain` code against Rspack 2.',
      zh: '对照 Rspack 2 检查自己的 Rspack 插件、loader 以及 `tools.rspack`、`tools.bundlerChain` 中的代码。',
    },
    probes: [
      { major: 'v1', in: 'package', pkg: '@rsbuild/core', field: ['dependencies', '@rspack/core'], equals: '~1.7.10' },
      { major: 'v2', in: 'package', pkg: '@rsbuild/core', field: ['dependencies', '@rspack/core'], equals: '~2.3.2' },
    ],
    effective: [
      'rspack*:optimization.chunkIds',
      'rspack*:optimization.moduleIds',
      'rspack-applied:output.chunkLoadingGlobal',
      'rspack-applied:output.hotUpdateGlobal',
      'rspack-applied:resolve.roots',
      'rspack-applied:module.parser.javascript',
      'rspack*:output.environment',
      'rspack-applied:loader.environment',
      'rspack-applied:experiments',
      'rspack:experiments.rspackFuture',
      'rspack:experiments.sourceImport',
      'rspack-applied:cache',
      'rspack-applied:incremental',
      'rspack-applied:snapshot',
      'rspack-applied:module.defaultRules',
      'rspack-applied:module.parser.css*',
      'rspack-applied:module.generator.css*',
      'rspack-applied:resolve.byDependency.css-import*',
      'rspack-applied:module.unsafeCache',
      'rspack-applied:optimization.removeAvailableModules',
      'rspack-applied:optimization.splitChunks',
      'rspack-applied:output.bundlerInfo',
      'rspack-applied:output.charset',
      'rspack-applied:output.wasmStreamingFallback',
      'rspack*:output.devtoolFallbackModuleFilenameTemplate',
      'rspack-applied:profile',
      'rspack*:performance.maxAssetSize',
      'rspack*:performance.maxEntrypointSize',
    ],
  },
  {
    id: 'peer-dependencies',
    area: 'dependencies',
    title: { en: 'core-js and Module Federation runtime tools', zh: 'core-js 与 Module Federation 运行时工具' },
    body: {
      en: 'Two packages that 1.x installed for you are now optional peer dependencies. Projects that set `output.polyfill` to `\'usage\'` or `\'entry\'` install `core-js` 3; projects that use `moduleFederation.options` install `@module-federation/runtime-tools`.',
      zh: '1.x 自动安装的两个包现在变成了可选的对等依赖。把 `output.polyfill` 设为 `\'usage\'` 或 `\'entry\'` 的项目需要安装 `core-js` 3；使用 `moduleFederation.options` 的项目需要安装 `@module-federation/runtime-tools`。',
    },
    step: {
      en: 'Add `core-js` (with `output.polyfill`) and `@module-federation/runtime-tools` (with `moduleFederation.options`) to your dependencies.',
      zh: '按需把 `core-js`（使用 `output.polyfill` 时）和 `@module-federation/runtime-tools`（使用 `moduleFederation.options` 时）加入依赖。',
    },
    probes: [
      { major: 'v2', in: 'package', pkg: '@rsbuild/core', field: ['peerDependencies', 'core-js'], equals: '>= 3.0.0' },
      { major: 'v2', in: 'package', pkg: '@rspack/core', field: ['peerDependenciesMeta', '@module-federation/runtime-tools', 'optional'], equals: true },
    ],
  },
  {
    id: 'plugins',
    area: 'dependencies',
    title: { en: 'Official plugins', zh: '官方插件' },
    body: {
      en: 'The 1.x releases of the official plugins documented here (`@rsbuild/plugin-react` 1.4.6, `-vue` 1.2.9, `-sass` 1.5.3 and the others) already accept `@rsbuild/core` 2 in their `peerDependencies`, so they can stay while you upgrade the core; the table below shows how each one builds against 2.3.2. The 2.x lines of the official plugins require Rsbuild 2 and are ES-module-only packages: their `exports` have no `require` condition, which the 1.x releases had (`@rsbuild/plugin-less` 1.6.4 points it to `./dist/index.cjs`). On 2026-11-28 the registry\'s latest releases were `@rsbuild/plugin-react` 2.1.1, `-svgr` 2.0.5, `-babel` 2.1.0 and `-sass` 2.0.1, all with `@rsbuild/core` `^2.0.0` as their peer dependency. The official repository also dropped Rsbuild 1 from the 2.x lines of `-less`, `-vue`, `-svelte` (which also drops Svelte 4) and `-preact`. Move to a 2.x line once the core is on 2.x, never before.',
      zh: '本站介绍的官方插件的 1.x 版本（`@rsbuild/plugin-react` 1.4.6、`-vue` 1.2.9、`-sass` 1.5.3 等）已经在 `peerDependencies` 中接受 `@rsbuild/core` 2，因此升级核心包时可以先保留它们；下表列出了每个插件配合 2.3.2 构建的结果。官方插件的 2.x 版本要求 Rsbuild 2，并且只提供 ES 模块：它们的 `exports` 没有 `require` 条件，而 1.x 版本有（`@rsbuild/plugin-less` 1.6.4 将其指向 `./dist/index.cjs`）。2026-11-28 时 npm 上的最新版本为 `@rsbuild/plugin-react` 2.1.1、`-svgr` 2.0.5、`-babel` 2.1.0 和 `-sass` 2.0.1，它们的对等依赖都是 `@rsbuild/core` `^2.0.0`。官方仓库也在 `-less`、`-vue`、`-svelte`（同时不再支持 Svelte 4）和 `-preact` 的 2.x 版本中去掉了对 Rsbuild 1 的支持。请在核心包升级到 2.x 之后再切换到 2.x 版本，切勿提前。',
    },
    step: {
      en: 'Upgrade `@rsbuild/core` to 2.x first, then move plugins that have a 2.x line to it.',
      zh: '先把 `@rsbuild/core` 升级到 2.x，再把有 2.x 版本的插件升级过去。',
    },
    example: {
      before: { file: 'package.json', lang: 'json', code: '{\n  "devDependencies": {\n    "@rsbuild/core": "^1.7.6",\n    "@rsbuild/plugin-react": "^1.4.6"\n  }\n}\n' },
      after: { file: 'package.json', lang: 'json', code: '{\n  "devDependencies": {\n    "@rsbuild/core": "^2.3.2",\n    "@rsbuild/plugin-react": "^2.1.1"\n  }\n}\n' },
    },
    registry: {
      date: '2026-11-28',
      facts: [
        '@rsbuild/plugin-less@1.6.4: exports["."].require "./dist/index.cjs"',
        ...(
          [
            ['react', '2.1.1'],
            ['svgr', '2.0.5'],
            ['babel', '2.1.0'],
            ['sass', '2.0.1'],
          ] as const
        ).flatMap(([name, version]) => [
          `@rsbuild/plugin-${name}: dist-tags.latest "${version}"`,
          `@rsbuild/plugin-${name}@${version}: peerDependencies.@rsbuild/core "^2.0.0"`,
          `@rsbuild/plugin-${name}@${version}: exports["."] {"types":"./dist/index.d.ts","default":"./dist/index.js"}`,
        ]),
      ],
    },
  },
  {
    id: 'webpack',
    area: 'webpack',
    title: { en: 'No more webpack', zh: '不再支持 webpack' },
    body: {
      en: 'Rsbuild 2 builds with Rspack only. The `provider` option, `tools.webpack` and `tools.webpackChain`, the plugin hooks `api.modifyWebpackChain` and `api.modifyWebpackConfig`, and `\'webpack\'` as `api.context.bundlerType` are gone, and so is the `@rsbuild/webpack` provider package. Move webpack settings to `tools.rspack` or `tools.bundlerChain`.',
      zh: 'Rsbuild 2 只使用 Rspack 构建。`provider` 选项、`tools.webpack` 和 `tools.webpackChain`、插件钩子 `api.modifyWebpackChain` 和 `api.modifyWebpackConfig`，以及 `api.context.bundlerType` 的 `\'webpack\'` 取值都已移除，`@rsbuild/webpack` 这个 provider 包也不再适用。请把 webpack 相关设置移到 `tools.rspack` 或 `tools.bundlerChain`。',
    },
    step: {
      en: 'Drop `@rsbuild/webpack` and move `tools.webpack` / `tools.webpackChain` / webpack hooks to their Rspack counterparts.',
      zh: '去掉 `@rsbuild/webpack`，把 `tools.webpack`、`tools.webpackChain` 和 webpack 钩子换成对应的 Rspack 写法。',
    },
    example: {
      before: ts(`import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';

const banner: RsbuildPlugin = {
  name: 'banner',
  setup(api) {
    api.modifyWebpackConfig((config) => {
      config.devtool = false;
    });
  },
};

export default defineConfig({ plugins: [banner] });
`),
      after: ts(`import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';

const banner: RsbuildPlugin = {
  name: 'banner',
  setup(api) {
    api.modifyRspackConfig((config) => {
      config.devtool = false;
    });
  },
};

export default defineConfig({ plugins: [banner] });
`),
      beforeFailsInV2: true,
    },
    probes: [
      { major: 'v1', in: 'types', text: "export type Bundler = 'rspack' | 'webpack';", present: true },
      { major: 'v2', in: 'types', text: 'modifyWebpackConfig', present: false },
    ],
  },
  {
    id: 'javascript-api',
    area: 'javascript-api',
    title: { en: 'JavaScript API', zh: 'JavaScript API' },
    body: {
      en: '`rsbuild.build()` and `rsbuild.startDevServer()` no longer take the deprecated `compiler` option. The instance methods `onBeforeStartProdServer` and `onAfterStartProdServer` are renamed `onBeforeStartPreviewServer` and `onAfterStartPreviewServer`. `loadConfig()` called without `loader` now uses `\'auto\'`, as the CLI already did in 1.x, instead of `\'jiti\'`: where the runtime strips TypeScript itself (`process.features.typescript` in Node.js, Bun, Deno), a TypeScript config file is imported natively first, with jiti as fallback; elsewhere jiti loads it as before, and `.js`, `.mjs` and `.cjs` files are imported natively in both majors. The dev server\'s `sockWrite()` lost the `content-changed` message: send `full-reload`. `mergeRsbuildConfig()` now lets a later function replace an earlier one for `dev.writeToDisk`, `output.manifest.filter` and `generate`, `performance.printFileSize.include`, `exclude` and `total`, and `server.compress.filter`, where 1.x collected both into an array, which the types of these options do not allow. `loadEnv()`, and the `loadEnv` option of `createRsbuild()`, now throw on an empty or blank prefix: 1.x accepted `prefixes: [\'\']` and exposed every environment variable to the client code. When a project holds several config files, the CLI and `loadConfig()` now take the first of `rsbuild.config.ts`, `.js`, `.mts`, `.mjs`, `.cts` and `.cjs`, where 1.x looked for `rsbuild.config.mjs` first (then `.ts`, `.js`, `.cjs`, `.mts`, `.cts`).',
      zh: '`rsbuild.build()` 和 `rsbuild.startDevServer()` 不再接受已废弃的 `compiler` 选项。实例方法 `onBeforeStartProdServer` 和 `onAfterStartProdServer` 改名为 `onBeforeStartPreviewServer` 和 `onAfterStartPreviewServer`。未传 `loader` 时，`loadConfig()` 的默认加载器从 `\'jiti\'` 改为 `\'auto\'`（1.x 的命令行工具已经如此）：如果运行时自身能剥离 TypeScript 类型（Node.js 的 `process.features.typescript`、Bun、Deno），TypeScript 配置文件会先以原生方式导入，失败后再用 jiti；其他情况下仍由 jiti 加载，而 `.js`、`.mjs` 和 `.cjs` 文件在两个主版本中都以原生方式导入。开发服务器的 `sockWrite()` 去掉了 `content-changed` 消息，请改为发送 `full-reload`。对于 `dev.writeToDisk`、`output.manifest.filter` 和 `generate`、`performance.printFileSize.include`、`exclude` 和 `total`，以及 `server.compress.filter`，`mergeRsbuildConfig()` 现在用后面的函数替换前面的函数，而 1.x 会把两者收集成数组，这些选项的类型并不允许数组。`loadEnv()` 以及 `createRsbuild()` 的 `loadEnv` 选项遇到空字符串或只含空白的前缀时现在会抛出错误：1.x 接受 `prefixes: [\'\']`，并把所有环境变量都暴露给客户端代码。当项目中有多个配置文件时，命令行工具和 `loadConfig()` 现在按 `rsbuild.config.ts`、`.js`、`.mts`、`.mjs`、`.cts`、`.cjs` 的顺序取第一个，而 1.x 先找 `rsbuild.config.mjs`（然后是 `.ts`、`.js`、`.cjs`、`.mts`、`.cts`）。',
    },
    step: {
      en: 'Rename the `…ProdServer` methods and drop `compiler` in scripts that use the JavaScript API.',
      zh: '在使用 JavaScript API 的脚本中重命名 `…ProdServer` 方法，并去掉 `compiler`。',
    },
    example: {
      before: {
        file: 'preview.ts',
        lang: 'ts',
        code: `import { createRsbuild } from '@rsbuild/core';

const rsbuild = await createRsbuild({ cwd: process.cwd() });
rsbuild.onAfterStartProdServer(({ port }) => {
  console.log(\`preview on port \${port}\`);
});
await rsbuild.preview();
`,
      },
      after: {
        file: 'preview.ts',
        lang: 'ts',
        code: `import { createRsbuild } from '@rsbuild/core';

const rsbuild = await createRsbuild({ cwd: process.cwd() });
rsbuild.onAfterStartPreviewServer(({ port }) => {
  console.log(\`preview on port \${port}\`);
});
await rsbuild.preview();
`,
      },
      beforeFailsInV2: true,
    },
    probes: [
      { major: 'v1', in: 'types', text: "* @default 'jiti'", present: true },
      { major: 'v1', in: 'code', text: "'server.compress.filter',", present: false },
      { major: 'v2', in: 'code', text: "'server.compress.filter', 'server.printUrls',", present: true },
      { major: 'v2', in: 'code', text: "'dev.writeToDisk', 'dev.client.overlay.errors',", present: true },
      { major: 'v2', in: 'code', text: 'function validatePrefixes(prefixes)', present: true },
      { major: 'v1', in: 'code', text: 'validatePrefixes', present: false },
      { major: 'v1', in: 'code', text: "for (let file of [ 'rsbuild.config.mjs', 'rsbuild.config.ts', 'rsbuild.config.js', 'rsbuild.config.cjs', 'rsbuild.config.mts', 'rsbuild.config.cts' ])", present: true },
      { major: 'v2', in: 'code', text: "let DEFAULT_CONFIG_FILE_NAMES = [ 'rsbuild.config.ts', 'rsbuild.config.js', 'rsbuild.config.mts', 'rsbuild.config.mjs', 'rsbuild.config.cts', 'rsbuild.config.cjs' ];", present: true },
      { major: 'v2', in: 'code', text: "loader = 'auto', command, exportName = 'default'", present: true },
      { major: 'v1', in: 'types', text: 'compiler?: Compiler | MultiCompiler;', present: true },
      { major: 'v2', in: 'types', text: 'compiler?: Compiler | MultiCompiler;', present: false },
      { major: 'v2', in: 'types', text: "type: 'full-reload';", present: true },
    ],
  },
  {
    id: 'plugin-api',
    area: 'plugin-api',
    title: { en: 'Plugin API', zh: '插件 API' },
    body: {
      en: 'The hooks `api.onBeforeStartProdServer` and `api.onAfterStartProdServer` are renamed `api.onBeforeStartPreviewServer` and `api.onAfterStartPreviewServer`. Plugins that touch the built-in JS or CSS rules through `api.modifyBundlerChain` meet the same `oneOf` branches as `tools.bundlerChain`.',
      zh: '钩子 `api.onBeforeStartProdServer` 和 `api.onAfterStartProdServer` 改名为 `api.onBeforeStartPreviewServer` 和 `api.onAfterStartPreviewServer`。通过 `api.modifyBundlerChain` 修改内置 JS 或 CSS 规则的插件，会遇到与 `tools.bundlerChain` 相同的 `oneOf` 分支。',
    },
    step: {
      en: 'Rename the `…ProdServer` hooks in your plugins and move rule edits to the `oneOf` branches.',
      zh: '在插件中重命名 `…ProdServer` 钩子，并把对规则的修改移到 `oneOf` 分支。',
    },
    example: {
      before: ts(`import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';

const notify: RsbuildPlugin = {
  name: 'notify',
  setup(api) {
    api.onAfterStartProdServer(({ port }) => {
      console.log(\`preview on port \${port}\`);
    });
  },
};

export default defineConfig({ plugins: [notify] });
`),
      after: ts(`import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';

const notify: RsbuildPlugin = {
  name: 'notify',
  setup(api) {
    api.onAfterStartPreviewServer(({ port }) => {
      console.log(\`preview on port \${port}\`);
    });
  },
};

export default defineConfig({ plugins: [notify] });
`),
      beforeFailsInV2: true,
    },
  },
  {
    id: 'url-query',
    area: 'other',
    title: { en: 'Import queries and asset types', zh: '导入查询参数与资源类型' },
    body: {
      en: 'Rsbuild 2 no longer understands the old `?__inline=false` import query; write `?url`, which 1.x already supports, to get an asset\'s URL instead of inlining it. `?url` is now also found among other query parameters (`?v=1&url`). Every built-in asset rule gains a branch for `import … with { type: \'text\' }`, which gives the file\'s content as a string; `.jxl` images and `.vtt` media are recognised, and a new rule emits `.webmanifest`, `.pdf` and `.txt` files as assets. Two queries gain a meaning: a script imported with `?worker` (or `?worker&inline`) now gives a constructor that starts it as a Web Worker, where 1.x imported the module itself, and a CSS file imported with `?url` is emitted as a file of its own and gives its URL, where 1.x handled it as an ordinary CSS import, bundled with the entry\'s styles.',
      zh: 'Rsbuild 2 不再识别旧的 `?__inline=false` 导入查询参数；请改写为 1.x 已经支持的 `?url`，以获得资源的 URL 而不是内联。`?url` 现在也可以与其他查询参数同时出现（`?v=1&url`）。每条内置资源规则都新增了一个用于 `import … with { type: \'text\' }` 的分支，以字符串形式得到文件内容；`.jxl` 图片和 `.vtt` 媒体文件会被识别，另有一条新规则把 `.webmanifest`、`.pdf` 和 `.txt` 文件作为资源输出。还有两个查询参数有了新含义：用 `?worker`（或 `?worker&inline`）导入脚本时，现在得到的是一个把它作为 Web Worker 启动的构造函数，而 1.x 导入的是模块本身；用 `?url` 导入 CSS 文件时，它会作为单独的文件输出并返回其 URL，而 1.x 把它当作普通的 CSS 导入，与入口的样式打包在一起。',
    },
    step: { en: 'Replace `?__inline=false` imports with `?url`.', zh: '把 `?__inline=false` 导入改为 `?url`。' },
    example: {
      before: { file: 'src/index.ts', lang: 'ts', code: "import logoUrl from './logo.svg?__inline=false';\n", typecheck: false },
      after: { file: 'src/index.ts', lang: 'ts', code: "import logoUrl from './logo.svg?url';\n", typecheck: false },
    },
    probes: [
      { major: 'v1', in: 'code', text: '__inline=false', present: true },
      { major: 'v2', in: 'code', text: '__inline=false', present: false },
      { major: 'v1', in: 'code', text: 'WorkerWrapper', present: false },
      { major: 'v2', in: 'code', text: 'export default function WorkerWrapper(options) {', present: true },
    ],
    effective: [
      'rspack*:module.rules[*].oneOf[*-asset-url].resourceQuery',
      'rspack*:module.rules[*].oneOf[*-asset-text]',
      'rspack*:module.rules[image].test',
      'rspack*:module.rules[media].test',
      'rspack*:module.rules[assets]',
    ],
  },
  {
    id: 'import-meta-env-ssr',
    area: 'other',
    title: { en: '`import.meta.env.SSR`', zh: '`import.meta.env.SSR`' },
    body: {
      en: 'Rsbuild 2 defines one more constant in your code: `import.meta.env.SSR` is `true` in an environment whose `output.target` is `\'node\'` and `false` otherwise. Code that set its own `SSR` key on `import.meta.env` through `source.define` should check that both agree.',
      zh: 'Rsbuild 2 会在代码中多定义一个常量：`output.target` 为 `\'node\'` 的环境中 `import.meta.env.SSR` 为 `true`，其他环境中为 `false`。如果曾经通过 `source.define` 在 `import.meta.env` 上设置过自己的 `SSR`，请确认两者一致。',
    },
    step: { en: 'Check code that reads `import.meta.env.SSR`.', zh: '检查读取 `import.meta.env.SSR` 的代码。' },
    probes: [{ major: 'v2', in: 'code', text: "SSR: 'node' === config.output.target", present: true }],
    effective: ['rspack*:plugins[define]._args'],
  },
];
