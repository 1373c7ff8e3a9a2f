/**
 * The config checker (`site/config-check/`): each kind of mistake gives exactly its
 * diagnostic on the right line with the right page, real configs give none, and what
 * cannot be evaluated is reported as not checked.
 */
import { describe, expect, it } from 'vitest';
import { type CheckResult, checkConfig, closest } from '../site/config-check/check';
import { FOREIGN_KEYS } from '../site/config-check/foreign-keys';
import { pathsOf } from '../site/config-check/generate-map';
import { inlineSegments } from '../site/config-check/inline';
import { diagnosticMessage } from '../site/config-check/messages';
import { OPTION_MAP, analyse, loadTexts, upgradeView } from '../site/config-check/run';
import { decodeConfig, encodeConfig } from '../site/config-check/share';
import { pageExists } from '../site/docs-files';
import { SAMPLE_CONFIG } from '../site/config-check/sample';
import { longConfig } from '../scripts/lib/config-check-bench.mjs';
import repoConfigs from './fixtures/config-check/rsbuild-repo-v1-7-6.json';
import i18n from '../i18n.json';
import { CONFIG_CHECK_LABELS, LABEL_PREFIX, labelsFor } from '../site/config-check/labels';
import { browserLabels } from '../site/plugins/browser-labels';

const check = (text: string): CheckResult => checkConfig(text, OPTION_MAP);
const ts = (body: string) => `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(${body});\n`;
const brief = (r: CheckResult) => r.diagnostics.map((d) => `${d.kind} ${d.path} ${d.line}:${d.column}${d.suggestion ? ` → ${d.suggestion}` : ''} ${d.link}`);

/** One mistake per config: the only diagnostic expected, as `kind path line:column [→ suggestion] link`. */
const MISTAKES: [title: string, text: string, expected: string][] = [
  ['a misspelled top-level key', ts(`{\n  ouput: { distPath: { root: 'build' } },\n}`), 'unknown-key ouput 4:3 → output /config/'],
  ['two swapped letters in a nested key', ts(`{\n  server: {\n    prot: 3000,\n  },\n}`), 'unknown-key server.prot 5:5 → server.port /config/server/port'],
  ['a key of another group', ts(`{\n  dev: { port: 8080 },\n}`), 'unknown-key dev.port 4:10 → server.port /config/server/port'],
  ['a top-level key that belongs to a group', ts(`{\n  port: 8080,\n}`), 'unknown-key port 4:3 → server.port /config/server/port'],
  ['a wrong case', ts(`{\n  output: { distpath: 'out' },\n}`), 'unknown-key output.distpath 4:13 → output.distPath /config/output/dist-path'],
  ['a key with no close spelling', ts(`{\n  output: { banana: true },\n}`), 'unknown-key output.banana 4:13 /config/'],
  ['a 2.x-only top-level key', ts(`{\n  splitChunks: { preset: 'default' },\n}`), 'v2-only splitChunks 4:3 → performance.chunkSplit /config/performance/chunk-split'],
  ['a 2.x-only nested key', ts(`{\n  server: {\n    allowedHosts: ['example.com'],\n  },\n}`), 'v2-only server.allowedHosts 5:5 /guide/migration/rsbuild-2#new-options'],
  ['a 2.x-only key of output', ts(`{\n  output: { autoExternal: true },\n}`), 'v2-only output.autoExternal 4:13 /guide/migration/rsbuild-2#new-options'],
  ['Vite build.outDir', ts(`{\n  build: {\n    outDir: 'dist-app',\n  },\n}`), 'foreign-key build.outDir 5:5 → output.distPath.root /config/output/dist-path'],
  ['webpack devServer', ts(`{\n  devServer: { port: 3000 },\n}`), 'foreign-key devServer.port 4:16 → server.port /config/server/port'],
  ['webpack devServer without known keys', ts(`{\n  devServer: { foo: 1 },\n}`), 'foreign-key devServer 4:3 → server /config/'],
  ['webpack output.path', ts(`{\n  output: {\n    path: 'dist',\n  },\n}`), 'foreign-key output.path 5:5 → output.distPath.root /config/output/dist-path'],
  ['webpack entry', ts(`{\n  entry: { main: './src/main.ts' },\n}`), 'foreign-key entry 4:3 → source.entry /config/source/entry'],
  ['Vite define', ts(`{\n  define: { __DEV__: true },\n}`), 'foreign-key define 4:3 → source.define /config/source/define'],
  ['a string where a boolean belongs', ts(`{\n  dev: { hmr: 'yes' },\n}`), 'wrong-type dev.hmr 4:15 /config/dev/hmr'],
  ['a string where a number belongs', ts(`{\n  server: { port: '3000' },\n}`), 'wrong-type server.port 4:19 /config/server/port'],
  ['a value outside an enum', ts(`{\n  output: { target: 'nodejs' },\n}`), "wrong-value output.target 4:21 → 'node' /config/output/target"],
  ['an enum value of polyfill', ts(`{\n  output: {\n    polyfill: 'always',\n  },\n}`), 'wrong-value output.polyfill 5:15 /config/output/polyfill'],
  ['a wrong mode', ts(`{\n  mode: 'prod',\n}`), 'wrong-value mode 4:9 /config/mode'],
  ['a value outside the enum of html.inject', ts(`{\n  html: { inject: 'footer' },\n}`), 'wrong-value html.inject 4:19 /config/html/inject'],
  ['a misspelled key three levels down', ts(`{\n  output: { distPath: { root: 'dist', jss: 'js' } },\n}`), 'unknown-key output.distPath.jss 4:39 → output.distPath.js /config/output/dist-path'],
  ['a misspelled chunk split strategy', ts(`{\n  performance: { chunkSplit: { strategy: 'split-by-sise' } },\n}`), "wrong-value performance.chunkSplit.strategy 4:42 → 'split-by-size' /config/performance/chunk-split"],
  ['a number given as a string in a nested object', ts(`{\n  output: { dataUriLimit: { image: '5000' } },\n}`), 'wrong-type output.dataUriLimit.image 4:36 /config/output/data-uri-limit'],
  ['a deprecated option', ts(`{\n  source: {\n    alias: { '@': './src' },\n  },\n}`), 'deprecated source.alias 5:5 → resolve.alias /config/resolve/alias'],
  ['a deprecated option without a replacement option', ts(`{\n  performance: { bundleAnalyze: {} },\n}`), 'deprecated performance.bundleAnalyze 4:18 /config/performance/bundle-analyze'],
  ['a misspelled key inside an environment', ts(`{\n  environments: {\n    web: { output: { tagret: 'web' } },\n  },\n}`), 'unknown-key environments.web.output.tagret 5:22 → environments.web.output.target /config/output/target'],
  ['a mistake in one branch of a process.env ternary', ts(`{\n  output: process.env.CDN ? { assetPrefix: 'https://cdn.example.com/' } : { asetPrefix: '/' },\n}`), 'unknown-key output.asetPrefix 4:77 → output.assetPrefix /config/output/asset-prefix'],
  ['a mistake in a spread object', `const shared = {\n  dev: { hmr: 1 },\n};\n\nexport default {\n  ...shared,\n};\n`, 'wrong-type dev.hmr 2:15 /config/dev/hmr'],
  ['a mistake in the object a config function returns', `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(({ env }) => {\n  const isProd = env === 'production';\n  return {\n    output: { minfy: isProd },\n  };\n});\n`, 'unknown-key output.minfy 6:15 → output.minify /config/output/minify'],
  ['a mistake behind satisfies', `import type { RsbuildConfig } from '@rsbuild/core';\n\nexport default {\n  html: { titel: 'App' },\n} satisfies RsbuildConfig;\n`, 'unknown-key html.titel 4:11 → html.title /config/html/title'],
  ['a mistake in a JSON config', `{\n  "server": { "port": 3000, "hots": "0.0.0.0" }\n}\n`, 'unknown-key server.hots 2:29 → server.host /config/server/host'],
  ['a mistake in a CommonJS config', `const { defineConfig } = require('@rsbuild/core');\n\nmodule.exports = defineConfig({\n  output: { sourcemap: true },\n});\n`, 'unknown-key output.sourcemap 4:13 → output.sourceMap /config/output/source-map'],
  ['a misspelled key in an item of an array of objects', ts(`{\n  html: {\n    tags: [\n      { tag: 'script', attrs: { src: '/a.js' }, apend: false },\n    ],\n  },\n}`), 'unknown-key html.tags[0].apend 6:49 → html.tags[0].append /config/html/tags'],
  ['a string where a boolean belongs in the second item of an array', ts(`{\n  html: {\n    tags: [{ tag: 'meta' }, { tag: 'link', head: 'true' }],\n  },\n}`), 'wrong-type html.tags[1].head 5:50 /config/html/tags'],
  ['an item outside the enum of an array', ts(`{\n  performance: { removeConsole: ['log', 'debug'] },\n}`), 'wrong-value performance.removeConsole[1] 4:41 /config/performance/remove-console'],
  ['a mistake in the second argument of mergeRsbuildConfig', `import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';\n\nconst base = defineConfig({ output: { target: 'web' } });\n\nexport default mergeRsbuildConfig(base, {\n  output: { cleanDistpath: true },\n});\n`, 'unknown-key output.cleanDistpath 6:13 → output.cleanDistPath /config/output/clean-dist-path'],
  ['a mistake in the first argument of mergeRsbuildConfig (CommonJS)', `const { mergeRsbuildConfig } = require('@rsbuild/core');\n\nmodule.exports = mergeRsbuildConfig({ dev: { hrm: true } }, require('./base.config'));\n`, 'unknown-key dev.hrm 3:46 → dev.hmr /config/dev/hmr'],
  ['a plural of a singular key', ts(`({ env }) => ({\n  source: {\n    entries: { index: './src/index.tsx' },\n  },\n  output: { minify: env === 'production' },\n})`), 'unknown-key source.entries 5:5 → source.entry /config/source/entry'],
  ['a chunk split key of another strategy', ts(`{\n  performance: {\n    chunkSplit: {\n      strategy: 'split-by-experience',\n      minSize: 20000,\n    },\n  },\n}`), 'other-variant performance.chunkSplit.minSize 7:7 /config/performance/chunk-split'],
  ['a chunk split key of another strategy, with the strategy not set', ts(`{\n  performance: { chunkSplit: { splitChunks: { chunks: 'all' } } },\n}`), 'other-variant performance.chunkSplit.splitChunks 4:32 /config/performance/chunk-split'],
  ['a top-level group inside an environment', ts(`{\n  environments: {\n    web: { server: { port: 3000 } },\n  },\n}`), 'not-in-environment environments.web.server 5:12 → server /config/environments'],
  ['a dev option an environment does not take', ts(`{\n  environments: {\n    web: {\n      dev: { hmr: false, setupMiddlewares: [] },\n    },\n  },\n}`), 'not-in-environment environments.web.dev.setupMiddlewares 6:26 → dev.setupMiddlewares /config/environments'],
  ['a mistake in a config exported with export { config as default }', `const config = {\n  server: { prot: 3000 },\n};\n\nexport { config as default };\n`, 'unknown-key server.prot 2:13 → server.port /config/server/port'],
  ['a mistake behind defineConfig imported under another name', `import { defineConfig as define } from '@rsbuild/core';\n\nexport default define(() => ({\n  output: { tagret: 'web' },\n}));\n`, 'unknown-key output.tagret 4:13 → output.target /config/output/target'],
  ['Vite build.cssMinify', ts(`{\n  build: { cssMinify: 'lightningcss' },\n}`), 'foreign-key build.cssMinify 4:12 → output.minify.css /config/output/minify'],
  ['webpack performance.maxAssetSize', `module.exports = {\n  performance: { maxAssetSize: 250000 },\n};\n`, 'foreign-key performance.maxAssetSize 2:18 → tools.rspack /config/tools/rspack'],
  ['a mistake in a const of a nested block that hides a valid one outside', `const target = 'web';\n\nexport default ({ env }) => {\n  if (env === 'production') {\n    const target = 'nodejs';\n    return { output: { target } };\n  }\n  return { output: { target } };\n};\n`, "wrong-value output.target 5:20 → 'node' /config/output/target"],
  ['Vite base', ts(`{\n  base: '/admin/',\n}`), 'foreign-key base 4:3 → server.base /config/server/base'],
  ['Vite base as a relative path', ts(`{\n  base: './',\n}`), 'foreign-key base 4:3 → output.assetPrefix /config/output/asset-prefix'],
  ['Vite css.modules', ts(`{\n  css: {\n    modules: { localsConvention: 'camelCase' },\n  },\n}`), 'foreign-key css.modules 5:5 → output.cssModules /config/output/css-modules'],
  ['Vite css.devSourcemap', ts(`{\n  css: { devSourcemap: true },\n}`), 'foreign-key css.devSourcemap 4:10 → output.sourceMap.css /config/output/source-map'],
  // Written for an audit of the checker: one mistake each, none seen by the checker before.
  ['a misspelled top-level group next to a plugin', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n  sever: {\n    port: 4000,\n  },\n});\n`, 'unknown-key sever 6:3 → server /config/'],
  ['a wrong case in html', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  html: {\n    title: 'Shop',\n    favIcon: './src/assets/favicon.ico',\n  },\n});\n`, 'unknown-key html.favIcon 7:5 → html.favicon /config/html/favicon'],
  ['a plural of a dist path key, three levels down', `export default {\n  output: {\n    distPath: {\n      root: 'build',\n      images: 'static/img',\n    },\n  },\n};\n`, 'unknown-key output.distPath.images 5:7 → output.distPath.image /config/output/dist-path'],
  ['a wrong case of a tools key holding a function', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  tools: {\n    postCss: (opts) => {\n      opts.postcssOptions ??= {};\n    },\n  },\n});\n`, 'unknown-key tools.postCss 6:5 → tools.postcss /config/tools/postcss'],
  ['swapped letters in a CommonJS config', `module.exports = {\n  dev: { hrm: false, liveReload: true },\n};\n`, 'unknown-key dev.hrm 2:10 → dev.hmr /config/dev/hmr'],
  ['a misspelled key in the second of two environments', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  environments: {\n    web: {\n      source: { entry: { index: './src/client.ts' } },\n    },\n    node: {\n      source: { entyr: { server: './src/server.ts' } },\n      output: { target: 'node' },\n    },\n  },\n});\n`, 'unknown-key environments.node.source.entyr 10:17 → environments.node.source.entry /config/source/entry'],
  ['enabled for enable in security.sri', `import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({\n  security: {\n    sri: { enabled: true, algorithm: 'sha384' },\n  },\n});\n`, 'unknown-key security.sri.enabled 4:12 → security.sri.enable /config/security/sri'],
  ['a misspelled proxy table', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  server: {\n    porxy: {\n      '/api': 'http://localhost:8080',\n    },\n  },\n});\n`, 'unknown-key server.porxy 6:5 → server.proxy /config/server/proxy'],
  ['a misspelled key four levels down', `export default {\n  dev: {\n    client: {\n      overlay: { runtme: false },\n    },\n  },\n};\n`, 'unknown-key dev.client.overlay.runtme 4:18 → dev.client.overlay.runtime /config/dev/client'],
  ['a misspelled key in a nested JSON object', `{\n  "html": {\n    "tempalte": "./public/index.html"\n  }\n}\n`, 'unknown-key html.tempalte 3:5 → html.template /config/html/template'],
  ['a plural of resolve.alias', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  resolve: {\n    aliases: { '@': './src' },\n  },\n});\n`, 'unknown-key resolve.aliases 6:5 → resolve.alias /config/resolve/alias'],
  ['the 2.x server.setup beside a 1.x port', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n  server: {\n    port: 3000,\n    setup: (server) => {\n      server.middlewares.use((req, res, next) => next());\n    },\n  },\n});\n`, 'v2-only server.setup 8:5 → dev.setupMiddlewares /config/dev/setup-middlewares'],
  ['a 2.x-only key four levels down', `export default {\n  dev: {\n    client: {\n      overlay: {\n        errors: false,\n      },\n    },\n  },\n};\n`, 'v2-only dev.client.overlay.errors 5:9 /guide/migration/rsbuild-2#new-options'],
  ['a 2.x-only key beside a valid source map setting', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  output: {\n    sourceMap: { js: 'source-map', extract: true },\n  },\n});\n`, 'v2-only output.sourceMap.extract 6:36 /guide/migration/rsbuild-2#new-options'],
  ['the 2.x customLogger set from an import', `import { defineConfig } from '@rsbuild/core';\nimport { logger } from './logger';\n\nexport default defineConfig({\n  customLogger: logger,\n  logLevel: 'warn',\n});\n`, 'v2-only customLogger 5:3 /guide/migration/rsbuild-2#new-options'],
  ['a 2.x-only key of dev.watchFiles in CommonJS', `module.exports = {\n  dev: {\n    watchFiles: {\n      paths: ['src/**/*.md'],\n      type: 'reload-page',\n      events: ['change'],\n    },\n  },\n};\n`, 'v2-only dev.watchFiles.events 6:7 /guide/migration/rsbuild-2#new-options'],
  ['the 2.x splitChunks inside an environment', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  environments: {\n    web: {\n      splitChunks: false,\n    },\n  },\n});\n`, 'v2-only environments.web.splitChunks 7:7 → performance.chunkSplit /config/performance/chunk-split'],
  ['a 2.x-only key in JSON', `{\n  "server": {\n    "port": 8080,\n    "serveAssets": false\n  }\n}\n`, 'v2-only server.serveAssets 4:5 /guide/migration/rsbuild-2#new-options'],
  ['a 2.x-only key of server.publicDir', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  server: {\n    publicDir: { name: 'static', ignore: ['**/*.psd'] },\n  },\n});\n`, 'v2-only server.publicDir.ignore 6:34 /guide/migration/rsbuild-2#new-options'],
  ['Vite build.sourcemap', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  build: {\n    sourcemap: true,\n  },\n});\n`, 'foreign-key build.sourcemap 6:5 → output.sourceMap /config/output/source-map'],
  ['webpack devServer.historyApiFallback in CommonJS', `module.exports = {\n  devServer: {\n    historyApiFallback: true,\n  },\n};\n`, 'foreign-key devServer.historyApiFallback 3:5 → server.historyApiFallback /config/server/history-api-fallback'],
  ['webpack resolve.fallback beside a valid alias', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  resolve: {\n    alias: { '@': './src' },\n    fallback: { fs: false },\n  },\n});\n`, 'foreign-key resolve.fallback 7:5 → tools.rspack /config/tools/rspack'],
  ['webpack optimization.splitChunks', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  optimization: {\n    splitChunks: { chunks: 'all' },\n  },\n});\n`, 'foreign-key optimization.splitChunks 6:5 → performance.chunkSplit /config/performance/chunk-split'],
  ['Vite server.hmr', `export default {\n  server: {\n    hmr: { overlay: false },\n  },\n};\n`, 'foreign-key server.hmr 3:5 → dev.hmr /config/dev/hmr'],
  ['webpack devtool', `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  devtool: 'cheap-module-source-map',\n});\n`, 'foreign-key devtool 4:3 → output.sourceMap /config/output/source-map'],
  ['webpack output.publicPath', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  output: {\n    publicPath: 'https://cdn.example.com/',\n  },\n});\n`, 'foreign-key output.publicPath 6:5 → output.assetPrefix /config/output/asset-prefix'],
  ['webpack externals inside an environment', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  environments: {\n    node: {\n      externals: ['express'],\n    },\n  },\n});\n`, 'foreign-key environments.node.externals 7:7 → output.externals /config/output/externals'],
  ['a number for html.title', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  html: {\n    title: 42,\n  },\n});\n`, 'wrong-type html.title 6:12 /config/html/title'],
  ['a string for dev.writeToDisk', `export default {\n  dev: {\n    writeToDisk: 'true',\n  },\n};\n`, 'wrong-type dev.writeToDisk 3:18 /config/dev/write-to-disk'],
  ['a legal comments value of another tool', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  output: {\n    legalComments: 'eof',\n  },\n});\n`, 'wrong-value output.legalComments 6:20 /config/output/legal-comments'],
  ['a script loading value outside the enum', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  html: { scriptLoading: 'async' },\n});\n`, 'wrong-value html.scriptLoading 5:26 /config/html/script-loading'],
  ['a string where a boolean or an array belongs', `export default {\n  performance: {\n    removeConsole: 'log',\n  },\n};\n`, 'wrong-type performance.removeConsole 3:20 /config/performance/remove-console'],
  ['a misspelled devtool in one branch of a process.env ternary', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  output: {\n    sourceMap: {\n      js: process.env.NODE_ENV === 'production' ? 'source-maps' : 'cheap-module-source-map',\n    },\n  },\n});\n`, "wrong-value output.sourceMap.js 7:51 → 'source-map' /config/output/source-map"],
  ['a decorators version 1.7.6 does not declare', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  source: {\n    decorators: { version: '2023-05' },\n  },\n});\n`, "wrong-value source.decorators.version 6:28 → '2022-03' /config/source/decorators"],
  ['a boolean for output.polyfill', `module.exports = {\n  output: { polyfill: true },\n};\n`, 'wrong-type output.polyfill 2:23 /config/output/polyfill'],
  ['a wrong mode in one branch of a ternary', `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  mode: process.env.NODE_ENV === 'production' ? 'production' : 'develop',\n});\n`, 'wrong-value mode 4:64 /config/mode'],
  ['a size written as a string', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  output: {\n    dataUriLimit: '10kb',\n  },\n});\n`, 'wrong-type output.dataUriLimit 6:19 /config/output/data-uri-limit'],
  ['a protocol outside the enum of dev.client', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  dev: {\n    client: { protocol: 'http', port: 443 },\n  },\n});\n`, 'wrong-value dev.client.protocol 6:25 /config/dev/client'],
  ['a misspelled target inside an environment', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  environments: {\n    ssr: {\n      output: { target: 'nodee' },\n    },\n  },\n});\n`, "wrong-value environments.ssr.output.target 7:25 → 'node' /config/output/target"],
  ['an SRI algorithm outside the enum, in JSON', `{\n  "security": { "sri": { "enable": "auto", "algorithm": "sha1" } }\n}\n`, 'wrong-value security.sri.algorithm 2:57 /config/security/sri'],
  ['a number for server.host beside a port from a const', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nconst PORT = 3000;\n\nexport default defineConfig({\n  server: { port: PORT, host: 0 },\n});\n`, 'wrong-type server.host 7:31 /config/server/host'],
  ['the deprecated source.aliasStrategy', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  source: {\n    aliasStrategy: 'prefer-alias',\n  },\n});\n`, 'deprecated source.aliasStrategy 6:5 → resolve.aliasStrategy /config/resolve/alias-strategy'],
  ['the deprecated source.alias as a function in CommonJS', `const path = require('node:path');\n\nmodule.exports = {\n  source: {\n    alias: (alias) => {\n      alias['@'] = path.resolve(__dirname, 'src');\n    },\n  },\n};\n`, 'deprecated source.alias 5:5 → resolve.alias /config/resolve/alias'],
  ['the deprecated performance.bundleAnalyze in JSON', `{\n  "performance": {\n    "bundleAnalyze": { "analyzerMode": "static", "openAnalyzer": false }\n  }\n}\n`, 'deprecated performance.bundleAnalyze 3:5 /config/performance/bundle-analyze'],
  ['the deprecated source.alias in a config function with a block body', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig(({ envMode }) => {\n  const isProd = envMode === 'production';\n  return {\n    plugins: [pluginReact()],\n    source: {\n      alias: { '@': './src' },\n    },\n    output: { minify: isProd },\n  };\n});\n`, 'deprecated source.alias 9:7 → resolve.alias /config/resolve/alias'],
  ['the deprecated source.aliasStrategy inside an environment', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  environments: {\n    web: { source: { aliasStrategy: 'prefer-tsconfig' } },\n  },\n});\n`, 'deprecated environments.web.source.aliasStrategy 6:22 → resolve.aliasStrategy /config/resolve/alias-strategy'],
];

/** Configs written for 1.x that must give no diagnostic at all. */
const CORRECT: [title: string, text: string][] = [
  ['an empty config', ts('{}')],
  ['plugins and a function option', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n  tools: { rspack: (config) => config },\n});\n`],
  ['a config function with branches', `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(({ envMode }) => ({\n  output: { minify: envMode === 'production', distPath: { root: envMode === 'production' ? 'dist' : 'dev-dist' } },\n  server: { port: Number(process.env.PORT) || 3000 },\n}));\n`],
  ['JSON', `{ "source": { "entry": { "index": "./src/index.ts" } }, "html": { "title": "App" } }`],
  ['each chunk split strategy with its own keys', ts(`{\n  performance: { chunkSplit: { strategy: 'split-by-size', minSize: 30000, maxSize: 500000 } },\n  environments: {\n    web: { performance: { chunkSplit: { strategy: 'custom', splitChunks: { chunks: 'all' }, forceSplitting: [/lodash/] } } },\n    node: { performance: { chunkSplit: { strategy: process.env.STRATEGY, minSize: 0 } } },\n  },\n}`)],
  ['as const and non-null', `export default ({ dev: { hmr: true }, output: { target: 'web' as const } })!;\n`],
  // Real-world configs written for an audit of the checker, each key checked against the 1.7.6 declarations.
  ['a real-world config: react spa', `import { defineConfig, loadEnv } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginSvgr } from '@rsbuild/plugin-svgr';\n\nconst { publicVars } = loadEnv({ prefixes: ['PUBLIC_'] });\n\nexport default defineConfig({\n  plugins: [pluginReact(), pluginSvgr({ mixedImport: true })],\n  source: {\n    entry: { index: './src/main.tsx' },\n    define: { ...publicVars, __APP_VERSION__: JSON.stringify('1.2.3') },\n  },\n  resolve: {\n    alias: { '@': './src', '@components': './src/components' },\n  },\n  html: {\n    template: './index.html',\n    title: 'Dashboard',\n    meta: { description: 'Admin dashboard' },\n  },\n  server: {\n    port: 5173,\n    proxy: {\n      '/api': { target: 'http://localhost:8080', changeOrigin: true, pathRewrite: { '^/api': '' } },\n    },\n  },\n  output: {\n    distPath: { root: 'dist', js: 'assets/js', css: 'assets/css' },\n    assetPrefix: process.env.CDN_URL ?? '/',\n    sourceMap: { js: process.env.NODE_ENV === 'production' ? false : 'cheap-module-source-map' },\n  },\n});\n`],
  ['a real-world config: vue size split', `import { defineConfig } from '@rsbuild/core';\nimport { pluginVue } from '@rsbuild/plugin-vue';\nimport { pluginSass } from '@rsbuild/plugin-sass';\n\nexport default defineConfig({\n  plugins: [pluginVue(), pluginSass()],\n  performance: {\n    chunkSplit: {\n      strategy: 'split-by-size',\n      minSize: 30000,\n      maxSize: 500000,\n      forceSplitting: { axios: /node_modules[\\\\/]axios/ },\n    },\n    removeConsole: ['log', 'warn'],\n    preload: { type: 'async-chunks' },\n    prefetch: { type: 'async-chunks', include: [/vendor/] },\n  },\n  output: { polyfill: 'usage', cleanDistPath: { enable: 'auto', keep: [/dist\\/keep\\.txt/] } },\n});\n`],
  ['a real-world config: module federation', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\nimport { dependencies } from './package.json';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n  server: { port: 3001 },\n  dev: { assetPrefix: true },\n  moduleFederation: {\n    options: {\n      name: 'remote',\n      exposes: { './Button': './src/Button' },\n      filename: 'remoteEntry.js',\n      shared: { react: { singleton: true, requiredVersion: dependencies.react } },\n    },\n  },\n});\n`],
  ['a real-world config: ssr envs', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n  environments: {\n    web: {\n      source: { entry: { index: './src/index.client.tsx' } },\n      output: { target: 'web', manifest: true },\n    },\n    node: {\n      source: { entry: { index: './src/index.server.tsx' } },\n      output: { target: 'node', distPath: { root: 'dist/server' }, emitAssets: false },\n      tools: { rspack: { externalsPresets: { node: true } } },\n    },\n  },\n  dev: { writeToDisk: (file) => file.includes('server') },\n});\n`],
  ['a real-world config: cjs tools.rspack', `const { defineConfig } = require('@rsbuild/core');\nconst { RsdoctorRspackPlugin } = require('@rsdoctor/rspack-plugin');\n\nmodule.exports = defineConfig({\n  tools: {\n    rspack: (config, { appendPlugins, isProd }) => {\n      if (process.env.RSDOCTOR) appendPlugins(new RsdoctorRspackPlugin());\n      config.resolve ??= {};\n      return config;\n    },\n    bundlerChain: (chain, { CHAIN_ID }) => {\n      chain.module.rule(CHAIN_ID.RULE.JS).exclude.add(/legacy/);\n    },\n    postcss: { postcssOptions: { plugins: [] } },\n    swc: { jsc: { transform: { useDefineForClassFields: false } } },\n  },\n  output: { filename: { js: '[name].[contenthash:8].js' }, filenameHash: 'contenthash:10', charset: 'utf8' },\n});\n`],
  ['a real-world config: JSON tags', `{\n  "html": {\n    "title": "Docs",\n    "tags": [\n      { "tag": "script", "attrs": { "src": "/analytics.js", "defer": true }, "append": true, "head": false }\n    ],\n    "inject": "body",\n    "scriptLoading": "defer"\n  },\n  "output": { "target": "web", "legalComments": "none", "inlineStyles": true },\n  "dev": { "progressBar": true, "lazyCompilation": false }\n}\n`],
  ['a real-world config: fn block returns', `import { defineConfig, type RsbuildConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig(({ command, envMode }) => {\n  const config: RsbuildConfig = { plugins: [pluginReact()] };\n  if (command === 'dev') {\n    return { ...config, server: { open: true, port: 3000 }, dev: { hmr: true, client: { overlay: true } } };\n  }\n  return {\n    ...config,\n    mode: envMode === 'staging' ? 'development' : 'production',\n    output: { minify: { js: true, css: true, jsOptions: { extractComments: false } } },\n    performance: { printFileSize: { total: true, detail: false }, buildCache: true },\n  };\n});\n`],
  ['a real-world config: merge', `import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';\nimport baseConfig from '../../rsbuild.base';\n\nexport default mergeRsbuildConfig(baseConfig, defineConfig({\n  html: { mountId: 'app' },\n  output: { injectStyles: true },\n}));\n`],
  ['a real-world config: mjs paths', `import path from 'node:path';\nimport { defineConfig } from '@rsbuild/core';\nimport { pluginPreact } from '@rsbuild/plugin-preact';\n\nconst root = import.meta.dirname;\n\nexport default defineConfig({\n  root,\n  plugins: [pluginPreact()],\n  source: {\n    entry: { main: path.join(root, 'src/main.jsx') },\n    include: [/node_modules[\\\\/]some-esm-lib/],\n    tsconfigPath: './tsconfig.app.json',\n  },\n  html: { favicon: './public/favicon.svg', appIcon: { name: 'App', icons: [{ src: './icon-192.png', size: 192 }] } },\n  server: { publicDir: { name: 'static', copyOnBuild: true }, historyApiFallback: true, compress: true },\n});\n`],
  ['a real-world config: satisfies + security', `import type { RsbuildConfig } from '@rsbuild/core';\n\nconst isCI = !!process.env.CI;\n\nexport default {\n  security: { nonce: 'CSP_NONCE_PLACEHOLDER', sri: { enable: 'auto' } },\n  dev: {\n    setupMiddlewares: [(middlewares) => { middlewares.unshift((req, res, next) => next()); }],\n    cliShortcuts: !isCI,\n    watchFiles: { paths: ['src/**/*.txt'], type: 'reload-server' },\n  },\n  server: { headers: { 'X-Frame-Options': 'DENY' }, cors: { origin: '*' }, strictPort: true, printUrls: false },\n  tools: { htmlPlugin: false, cssLoader: { modules: { exportLocalsConvention: 'camelCase' } } },\n  output: { cssModules: { auto: /\\.module\\.css$/, localIdentName: '[name]__[local]' }, overrideBrowserslist: ['chrome >= 87', 'safari >= 14'] },\n} satisfies RsbuildConfig;\n`],
  ['a real-world config: webpack-ish tools and copy', `import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginTypeCheck } from '@rsbuild/plugin-type-check';\n\nconst plugins = [pluginReact()];\nif (process.env.TYPECHECK) plugins.push(pluginTypeCheck());\n\nexport default defineConfig({\n  plugins,\n  output: {\n    copy: [{ from: './public/robots.txt', to: 'robots.txt' }],\n    externals: { react: 'React', 'react-dom': 'ReactDOM' },\n    dataUriLimit: { image: 4096, svg: 0 },\n    distPath: { image: 'static/images' },\n  },\n  html: { tags: [{ tag: 'script', attrs: { src: 'https://unpkg.com/react@18/umd/react.production.min.js' }, head: true }] },\n});\n`],
  ['a real-world config: html.tags function + tags object', `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  html: {\n    tags: [\n      (tags) => { tags.push({ tag: 'meta', attrs: { name: 'x' } }); },\n      { tag: 'link', attrs: { rel: 'icon', href: '/x.png' }, publicPath: true, hash: false },\n    ],\n    templateParameters: { lang: 'en' },\n  },\n});\n`],
];

describe('config checker', () => {
  for (const [title, text, expected] of MISTAKES) {
    it(`reports ${title}`, () => {
      const result = check(text);
      expect(result.status).toBe('checked');
      expect(brief(result)).toEqual([expected]);
      for (const d of result.diagnostics) expect(pageExists(d.link.split('#')[0]!, 'en'), `${title}: ${d.link} is not a page of the site`).toBe(true);
    });
  }

  for (const [title, text] of CORRECT) {
    it(`finds nothing in ${title}`, () => {
      const result = check(text);
      expect(result.status).toBe('checked');
      expect(brief(result)).toEqual([]);
    });
  }

  it('shows three kinds of mistakes in the sample', () => {
    expect(brief(check(SAMPLE_CONFIG))).toEqual([
      'unknown-key server.prot 10:5 → server.port /config/server/port',
      'foreign-key build.outDir 13:5 → output.distPath.root /config/output/dist-path',
      'v2-only output.autoExternal 18:5 /guide/migration/rsbuild-2#new-options',
    ]);
  });

  it('finds no unknown key in any rsbuild.config of the official repository at v1.7.6', () => {
    const configs = Object.entries(repoConfigs as Record<string, string>);
    expect(configs.length).toBeGreaterThanOrEqual(290);
    const problems: string[] = [];
    for (const [file, text] of configs) {
      const result = check(text);
      if (result.status !== 'checked') problems.push(`${file}: ${result.status} ${JSON.stringify(result.error)}`);
      for (const d of result.diagnostics) if (d.kind === 'unknown-key' || d.kind === 'v2-only' || d.kind === 'foreign-key') problems.push(`${file}:${d.line}:${d.column} ${d.kind} ${d.path}`);
    }
    expect(problems).toEqual([]);
  });

  it('reports the mistakes the official repository makes on purpose, and nothing else', () => {
    const all = Object.entries(repoConfigs as Record<string, string>).flatMap(([file, text]) => check(text).diagnostics.map((d) => `${file} ${d.kind} ${d.path}`));
    expect(all.sort()).toEqual([
      'e2e/cases/output/invalid-target/rsbuild.config.ts wrong-value output.target',
      'e2e/cases/performance/bundle-analyzer/rsbuild.config.ts deprecated performance.bundleAnalyze',
      'e2e/cases/resolve/alias-legecy/rsbuild.config.ts deprecated environments.node.source.alias',
      'e2e/cases/resolve/alias-legecy/rsbuild.config.ts deprecated environments.web.source.alias',
    ]);
  });

  it('reports a parse error with line, column and the parser message', () => {
    const result = check(ts(`{\n  dev: { hmr: true,, },\n}`));
    expect(result.status).toBe('parse-error');
    expect(result.error).toEqual({ line: 4, column: 20, message: 'Unexpected token' });
  });

  it('reports a missing comma between two groups at the start of the second, and an unterminated string where it starts', () => {
    expect(check(ts(`{\n  server: { port: 3000 }\n  output: {},\n}`)).error).toEqual({ line: 5, column: 3, message: 'Unexpected token' });
    expect(check(`export default {\n  output: { target: 'web },\n};\n`).error).toEqual({ line: 2, column: 21, message: 'Unterminated string constant' });
  });

  it('parses TypeScript syntax: type imports, annotations, generics, enums of literals', () => {
    const text = `import type { RsbuildConfig } from '@rsbuild/core';\nconst port: number = 3000;\nconst config: RsbuildConfig = { server: { port }, output: { target: <const>'web' } };\nexport default config;\n`;
    expect(check(text)).toMatchObject({ status: 'checked', diagnostics: [] });
  });

  it('reports what it cannot evaluate as not checked, and never guesses it', () => {
    const text = ts(`{\n  ...baseConfig(),\n  server: { port: getPort() },\n  output: { target: process.env.TARGET },\n}`);
    const result = check(text);
    expect(result.diagnostics).toEqual([]);
    expect(result.notChecked.map((n) => `${n.path} ${n.line}:${n.column} ${n.code}`)).toEqual([
      'config: … 4:6 baseConfig()',
      'server.port 5:19 getPort()',
      'output.target 6:21 process.env.TARGET',
    ]);
  });

  it('reports a Vite/webpack group as well when some of its keys have no equivalent, so that none is dropped silently', () => {
    expect(brief(check(`module.exports = {\n  devServer: {\n    port: 3000,\n    allowedHosts: 'all',\n  },\n};\n`))).toEqual([
      'foreign-key devServer 2:3 → server /config/',
      'foreign-key devServer.port 3:5 → server.port /config/server/port',
    ]);
    expect(brief(check(`export default { css: { modules: {}, preprocessorOptions: {} } };\n`))).toEqual([
      'unknown-key css 1:18 /config/',
      'foreign-key css.modules 1:25 → output.cssModules /config/output/css-modules',
    ]);
  });

  it('links a wrong value of a deprecated option to the page of its replacement', () => {
    expect(brief(check(ts(`{\n  source: { alias: 5 },\n}`)))).toEqual([
      'deprecated source.alias 4:13 → resolve.alias /config/resolve/alias',
      'wrong-type source.alias 4:20 /config/resolve/alias',
    ]);
  });

  it('reports a change made to the config after it is written as not checked', () => {
    const text = `import { defineConfig } from '@rsbuild/core';\n\nconst config = defineConfig({ server: { port: 3000 } });\nconfig.server.prot = 4000;\nObject.assign(config, { ouput: {} });\n\nexport default config;\n`;
    const result = check(text);
    expect(result.diagnostics).toEqual([]);
    expect(result.notChecked.map((n) => `${n.path} ${n.line}:${n.column} ${n.code}`)).toEqual(['config: … 4:1 config.server.prot = 4000', 'config: … 5:1 Object.assign(config, { ouput: {} })']);
  });

  it('reports changes made in a block or in the config function as not checked, but not those a function makes to its own parameter', () => {
    const text = `const config = { server: { port: 3000 } };\nif (process.env.CI) {\n  config.server.prot = 4000;\n}\n\nexport default () => {\n  const own = { ...config, tools: { rspack: (config) => { config.stats = 'none'; } } };\n  own.output = { minfy: true };\n  return own;\n};\n`;
    const result = check(text);
    expect(result.diagnostics).toEqual([]);
    expect(result.notChecked.map((n) => `${n.path} ${n.line}:${n.column} ${n.code}`)).toEqual(['config: … 3:3 config.server.prot = 4000', 'config: … 8:3 own.output = { minfy: true }']);
  });

  it('reports the value of a getter as not checked, not as a function', () => {
    const result = check(`export default {\n  server: {\n    get port() {\n      return Number(process.env.PORT);\n    },\n  },\n};\n`);
    expect(result.diagnostics).toEqual([]);
    expect(result.notChecked.map((n) => `${n.path} ${n.line}:${n.column}`)).toEqual(['server.port 3:5']);
  });

  it('does not take the value of a const that a nested block hides', () => {
    const text = `const target = 'nodejs';\n\nexport default ({ env }) => {\n  if (env === 'production') {\n    const target = 'node';\n    return { output: { target } };\n  }\n  for (const target of ['web']) {\n    return { output: { target } };\n  }\n  return {};\n};\n`;
    const result = check(text);
    expect(result.diagnostics).toEqual([]);
    expect(result.notChecked.map((n) => `${n.path} ${n.line}:${n.column} ${n.code}`)).toEqual(['output.target 9:24 target']);
  });

  it('says so when there is no exported config', () => {
    expect(check(`const config = { dev: {} };\n`).status).toBe('no-config');
  });

  it('lists plugins from imports and plugin calls, and the checklist topics that apply', () => {
    const text = `const { pluginReact } = require('@rsbuild/plugin-react');\nmodule.exports = { plugins: [pluginReact()], output: { polyfill: 'usage' }, tools: { rspack: {} } };\n`;
    const result = check(text);
    expect(result.plugins).toEqual(['@rsbuild/plugin-react']);
    expect(result.topics).toEqual(['node-version', 'esm-only', 'plugins', 'peer-dependencies', 'rspack-2']);
  });

  it('gives the Rsbuild 2 status of each option the config uses', async () => {
    const [en, zh] = await Promise.all([loadTexts('en'), loadTexts('zh')]);
    const { result, upgrade } = analyse(ts(`{\n  dev: { setupMiddlewares: [], hmr: true },\n  source: { alias: {} },\n  output: { minify: true },\n}`), 'en', en);
    expect(result.options).toEqual(expect.arrayContaining(['dev.setupMiddlewares', 'dev.hmr', 'source.alias', 'output.minify']));
    const moved = upgrade.items.find((i) => i.option === 'dev.setupMiddlewares');
    expect(moved).toMatchObject({ kind: 'moved', label: 'Moved in Rsbuild 2', link: '/guide/migration/rsbuild-2#dev-setup-middlewares' });
    expect(upgrade.unchanged.map((u) => u.option)).toContain('dev.hmr');
    expect(upgradeView(result, 'zh', zh).items.find((i) => i.option === 'dev.setupMiddlewares')).toMatchObject({ label: 'Rsbuild 2 中已迁移', summary: expect.stringContaining('server.setup') });
    expect(upgrade.steps.map((s) => s.id)).toEqual(['node-version']);
  });

  it('finds close spellings within a small distance only', () => {
    expect(closest('ouput', ['output', 'source'])).toBe('output');
    expect(closest('prot', ['port', 'host'])).toBe('port');
    expect(closest('xyz', ['port', 'host'])).toBeUndefined();
    expect(closest('entries', ['entry', 'exclude'])).toBe('entry');
  });

  it('maps every Vite or webpack key to an option that 1.7.6 declares and this site documents', () => {
    const paths = new Set(pathsOf(OPTION_MAP.config));
    for (const [key, { use, relative }] of Object.entries(FOREIGN_KEYS)) {
      expect(paths.has(use), `foreign-keys.ts: ${key} → ${use} is not an option of 1.7.6`).toBe(true);
      if (relative) expect(paths.has(relative), `foreign-keys.ts: ${key} → ${relative} is not an option of 1.7.6`).toBe(true);
      expect(paths.has(key), `foreign-keys.ts: ${key} is an option of 1.7.6 and should not be listed`).toBe(false);
    }
  });

  it('links only to pages that exist', () => {
    for (const route of Object.values(OPTION_MAP.pages)) expect(pageExists(route, 'en'), route).toBe(true);
  });

  it('reads every config check label of i18n.json, and keeps them out of the labels every page loads', () => {
    const own = Object.keys(i18n).filter((k) => k.startsWith(LABEL_PREFIX));
    expect(Object.keys(CONFIG_CHECK_LABELS).sort(), 'site/config-check/labels.ts must list every configCheck* key of i18n.json').toEqual(own.sort());
    expect(Object.keys(browserLabels(i18n)).filter((k) => k.startsWith(LABEL_PREFIX))).toEqual([]);
    expect(labelsFor('zh')('configCheckMany', { count: '3' })).toBe('发现 3 个问题。');
    expect(() => labelsFor('en')('configCheckMissing')).toThrow(/configCheckMissing/);
  });

  it('says where to set an option an environment does not take, in both languages', () => {
    const [d] = check(ts(`{\n  environments: { node: { mode: 'production' } },\n}`)).diagnostics;
    expect(diagnosticMessage(d!, labelsFor('en'))).toBe('`environments.node.mode`: an environment does not take this option in Rsbuild 1.x. Set `mode` at the top level of the config instead.');
    expect(diagnosticMessage(d!, labelsFor('zh'))).toBe('`environments.node.mode`：Rsbuild 1.x 的环境配置不接受这个选项，请改为在配置的顶层设置 `mode`。');
  });

  it('checks a chunk split key against the strategy only where no other config merged with it can set one', () => {
    const merged = `import { mergeRsbuildConfig } from '@rsbuild/core';\nimport base from './base';\n\nexport default mergeRsbuildConfig(base, { performance: { chunkSplit: { minSize: 1000 } } });\n`;
    expect(brief(check(merged))).toEqual([]);
    const environments = `export default {\n  performance: { chunkSplit: { strategy: 'split-by-size' } },\n  environments: { web: { performance: { chunkSplit: { maxSize: 500000 } } } },\n};\n`;
    expect(brief(check(environments))).toEqual([]);
    // The top level's minSize applies in an environment that sets split-by-size; an environment's own strategy is final.
    const overridden = `export default {\n  performance: { chunkSplit: { strategy: 'split-by-experience', minSize: 1000 } },\n  environments: {\n    web: { performance: { chunkSplit: { strategy: 'split-by-size' } } },\n    node: { performance: { chunkSplit: { strategy: 'all-in-one', maxSize: 1 } } },\n  },\n};\n`;
    expect(brief(check(overridden))).toEqual(['other-variant environments.node.performance.chunkSplit.maxSize 5:66 /config/performance/chunk-split']);
  });

  it('names the 1.x option that a 2.x-only one replaces, in both languages', () => {
    const [d] = check(ts(`{\n  server: { setup: [] },\n}`)).diagnostics;
    expect(diagnosticMessage(d!, labelsFor('en'))).toBe('`server.setup` exists only in Rsbuild 2; Rsbuild 1.x ignores it. In 1.x, use `dev.setupMiddlewares`.');
    expect(diagnosticMessage(d!, labelsFor('zh'))).toBe('`server.setup` 只存在于 Rsbuild 2，Rsbuild 1.x 会忽略它。在 1.x 中请使用 `dev.setupMiddlewares`。');
  });

  it('says which strategy a chunk split key belongs to, in both languages', () => {
    const [d] = check(ts(`{\n  performance: { chunkSplit: { strategy: 'all-in-one', maxSize: 1 } },\n}`)).diagnostics;
    expect(diagnosticMessage(d!, labelsFor('en'))).toBe("`performance.chunkSplit.maxSize` has no effect when `strategy` is `'all-in-one'`: it only applies when `strategy` is `'split-by-size'`.");
    expect(diagnosticMessage(d!, labelsFor('zh'))).toBe("`strategy` 为 `'all-in-one'` 时，`performance.chunkSplit.maxSize` 不会产生任何效果：它只在 `strategy` 为 `'split-by-size'` 时生效。");
    const [unset] = check(ts(`{\n  performance: { chunkSplit: { splitChunks: {} } },\n}`)).diagnostics;
    expect(diagnosticMessage(unset!, labelsFor('en'))).toBe("`performance.chunkSplit.splitChunks` has no effect when `strategy` is not set: it only applies when `strategy` is `'custom'`.");
    expect(diagnosticMessage(unset!, labelsFor('zh'))).toBe("未设置 `strategy` 时，`performance.chunkSplit.splitChunks` 不会产生任何效果：它只在 `strategy` 为 `'custom'` 时生效。");
  });

  it('renders inline Markdown as code and links', () => {
    expect(inlineSegments('Use `server.setup`, see [the guide](/guide/x#y).')).toEqual([
      { t: 'text', text: 'Use ' },
      { t: 'code', text: 'server.setup' },
      { t: 'text', text: ', see ' },
      { t: 'link', text: 'the guide', href: '/guide/x#y' },
      { t: 'text', text: '.' },
    ]);
  });

  it('carries a config in a link hash and back', async () => {
    const hash = await encodeConfig(SAMPLE_CONFIG);
    expect(hash).toMatch(/^#config=[A-Za-z0-9_-]+$/);
    expect(await decodeConfig(hash)).toBe(SAMPLE_CONFIG);
    expect(await decodeConfig('#example')).toBeUndefined();
  });

  it('checks the 200-line config of the bench quickly, finding no problem in it', () => {
    const text = longConfig(200);
    expect(text.split('\n').length).toBe(200);
    expect(check(text)).toMatchObject({ status: 'checked', diagnostics: [] });
    const started = performance.now();
    for (let i = 0; i < 10; i++) check(text);
    expect((performance.now() - started) / 10).toBeLessThan(50);
  });
});
