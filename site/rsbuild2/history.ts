/**
 * Which entry of `data.ts` explains each breaking change of Rsbuild between
 * 1.7.6 and 2.x (`release-history.json`, recorded from the official repository
 * by `npm run rsbuild2:history`), or why a change does not concern a project on
 * 1.x. `tests/rsbuild2-history.test.ts` fails on a recorded commit without an
 * answer here, and on an answer that names no entry.
 */
import history from './release-history.json' with { type: 'json' };

export interface RecordedCommit {
  sha: string;
  date: string;
  subject: string;
  marked: boolean;
  tag: string | null;
}

export const RELEASE_HISTORY = history as unknown as {
  source: string;
  from: string;
  head: { sha: string; describe: string; date: string };
  retrieved: string;
  commits: RecordedCommit[];
};

/** An option of `OPTION_STATUS` (`server.host`), a topic (`topic:rspack-2`), or why no entry is needed. */
export type HistoryAnswer = { entry: string } | { why: string };

/** A change to the 2.x line of an official plugin: the guide's plugin section and compatibility table cover it. */
const pluginLine: HistoryAnswer = { entry: 'topic:plugins' };

export const HISTORY_ANSWERS: Record<string, HistoryAnswer> = {
  // Runtime and packages
  f7ec441f5: { entry: 'topic:node-version' },
  deb2cc543: { entry: 'topic:esm-only' },
  ea48894d7: { entry: 'topic:rspack-2' },
  '3cbedab73': { entry: 'topic:peer-dependencies' },
  '91c4c53b7': {
    why: 'The file watcher is bundled inside @rsbuild/core: 1.7.6 ships chokidar 4 and 2.3.2 chokidar 6, and Rsbuild still expands glob patterns of dev.watchFiles itself; chokidar\'s own Node.js floor is below the one of topic:node-version.',
  },
  // webpack
  '0b6321856': { entry: 'topic:webpack' },
  '216f947c7': { entry: 'topic:webpack' },
  a7883ad0e: { entry: 'provider' },
  // Options
  '854af9a83': { entry: 'source.alias' },
  '2102147f6': { entry: 'source.aliasStrategy' },
  '2b00c8448': { entry: 'html.templateParameters' },
  b95e8005f: { entry: 'performance.profile' },
  '99e99bdbc': { entry: 'performance.bundleAnalyze' },
  cc996bc4b: { entry: 'performance.removeMomentLocale' },
  ae4f7542f: { entry: 'output.minify' },
  c2ef9cf68: { entry: 'server.host' },
  d5a3810a6: { entry: 'output.module' },
  a3a0f2300: { entry: 'output.overrideBrowserslist' },
  '601a556f3': { entry: 'output.overrideBrowserslist' },
  '66e93214d': { entry: 'source.decorators' },
  '928fa921d': { entry: 'tools.styleLoader' },
  ece48b7dd: { entry: 'server.proxy' },
  cdf0c4543: { entry: 'server.proxy' },
  c3c251034: { entry: 'tools.bundlerChain' },
  d62944f0d: { entry: 'tools.bundlerChain' },
  '84c856886': { entry: 'output.filenameHash' },
  a3439b148: { entry: 'tools.swc' },
  c165817ed: { entry: 'performance.chunkSplit' },
  '5a83cba35': { entry: 'dev.watchFiles' },
  aa13542ae: { entry: 'server.printUrls' },
  a2c456633: { entry: 'performance.removeConsole' },
  '797fd9db0': { entry: 'performance.chunkSplit' },
  d5294a3e3: { entry: 'output.manifest' },
  b76a77dc2: { entry: 'topic:url-query' },
  bc597b3b8: { entry: 'topic:url-query' },
  '2acffd371': { entry: 'topic:javascript-api' },
  c33e6638f: { entry: 'topic:javascript-api' },
  '296c7020a': { entry: 'topic:javascript-api' },
  '0d90bf868': { entry: 'topic:javascript-api' },
  '998574517': { entry: 'server.https' },
  '0dabc35f5': { entry: 'server.compress' },
  '895b356a5': { entry: 'output.assetPrefix' },
  a0bde8e47: { entry: 'dev.lazyCompilation' },
  b789c28d6: { entry: 'dev.lazyCompilation' },
  '83aae83bb': { entry: 'server.htmlFallback' },
  d1c48fb46: { entry: 'server.base' },
  a14cb3af0: { entry: 'security.sri' },
  '71f9022df': { entry: 'server.port' },
  aceda4bcc: { entry: 'tools.swc' },
  '8762b7600': { entry: 'logLevel' },
  de8a224c9: { entry: 'server.printUrls' },
  '4bfbcc0dd': { entry: 'output.manifest' },
  // JavaScript and Plugin API
  cf5a79368: { entry: 'topic:javascript-api' },
  c7e504a63: { entry: 'topic:javascript-api' },
  '3b71eb1a6': { entry: 'topic:javascript-api' },
  '2ef0186dd': { entry: 'topic:javascript-api' },
  af24f7d33: { entry: 'topic:plugin-api' },
  // Other behaviour
  '07acdc396': { entry: 'topic:url-query' },
  e53c07138: { entry: 'topic:url-query' },
  '751f96b76': { entry: 'topic:url-query' },
  acf113400: { entry: 'topic:url-query' },
  '17e6c9cab': { entry: 'topic:url-query' },
  c43d33871: { entry: 'topic:url-query' },
  '67d5711d1': { entry: 'topic:url-query' },
  '1e8dab765': { entry: 'topic:import-meta-env-ssr' },
  '3602e639f': { entry: 'topic:rspack-2' },
  b364b9016: { entry: 'topic:rspack-2' },
  // Official plugins: their 2.x lines
  '920b9578a': pluginLine,
  '5cb2a6ab9': pluginLine,
  '5fa278a0b': pluginLine,
  f21b43682: pluginLine,
  '5c94fdfc7': pluginLine,
  ebe42c018: pluginLine,
  c641d6505: pluginLine,
  '901a67985': pluginLine,
  '980c049f6': pluginLine,
  dd66d1700: pluginLine,
  b27290cde: pluginLine,
  '997ba7d75': pluginLine,
  '998b57be8': pluginLine,
  d96f1507d: pluginLine,
  ba62f7a70: pluginLine,
  '94cb694cf': pluginLine,
  cdc4d4f4d: pluginLine,
  f0ea47a0b: pluginLine,
  a6c98a33f: pluginLine,
};
