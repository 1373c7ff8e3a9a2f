/**
 * Options of `@rsbuild/core@1.7.6` that have no page of their own, each with
 * the reason. `tests/option-coverage.test.ts` fails for any other option
 * without a page, for an entry here whose option has a page or no longer
 * exists, and when `/config/` does not name the option.
 */
export interface UndocumentedOption {
  /** The option path, as derived from `RsbuildConfig` (a group key covers its sub-options). */
  option: string;
  /**
   * - `redirect`: a deprecated alias whose old page URL redirects to the page of its replacement;
   * - `webpack-only`: only read by the webpack provider (`@rsbuild/webpack`), which this site does not cover;
   * - `internal`: not meant to be written by users.
   */
  kind: 'redirect' | 'webpack-only' | 'internal';
  reason: string;
}

export const UNDOCUMENTED_OPTIONS: UndocumentedOption[] = [
  {
    option: 'source.alias',
    kind: 'redirect',
    reason:
      'Deprecated in 1.x in favour of resolve.alias (the types say it will be removed in 2.0); 1.7.6 still applies it after resolve.alias and warns; /config/source/alias redirects to /config/resolve/alias, which documents the old name.',
  },
  {
    option: 'source.aliasStrategy',
    kind: 'redirect',
    reason:
      'Deprecated in 1.x in favour of resolve.aliasStrategy; 1.7.6 still reads it first and warns; /config/source/alias-strategy redirects to /config/resolve/alias-strategy, which documents the old name.',
  },
  {
    option: 'tools.webpack',
    kind: 'webpack-only',
    reason: 'Marked `@requires webpack`: only applied when the webpack provider replaces Rspack; an Rspack build ignores it. The Rspack equivalent is tools.rspack.',
  },
  {
    option: 'tools.webpackChain',
    kind: 'webpack-only',
    reason: 'Marked `@requires webpack`: only applied when the webpack provider replaces Rspack; an Rspack build ignores it. The Rspack equivalent is tools.bundlerChain.',
  },
  {
    option: 'provider',
    kind: 'webpack-only',
    reason: 'Typed `unknown`; it swaps the bundler, and its only published value is the webpack provider of @rsbuild/webpack, which this site does not cover.',
  },
  {
    option: '_privateMeta',
    kind: 'internal',
    reason: 'Marked `@private`: loadConfig() stores the path of the config file there (configFilePath) for Rsbuild itself.',
  },
];
