/**
 * Keys that belong to Vite or webpack configs, written where an Rsbuild config has its
 * own options, and the Rsbuild 1.x option that does the same job. Hand-written;
 * `tests/config-check.test.ts` checks that every equivalent is an option of 1.7.6.
 * A key listed here is only reported when 1.7.6 does not declare it at that place.
 */
export interface ForeignKey {
  tool: 'Vite' | 'webpack';
  /** The 1.x option path to use instead. */
  use: string;
  /** The option to use instead when the value is a string that is not an absolute path (`./`, a full URL). */
  relative?: string;
}

const vite = (use: string): ForeignKey => ({ tool: 'Vite', use });
const webpack = (use: string): ForeignKey => ({ tool: 'webpack', use });

export const FOREIGN_KEYS: Record<string, ForeignKey> = {
  // Vite
  build: vite('output'),
  'build.outDir': vite('output.distPath.root'),
  'build.assetsDir': vite('output.distPath'),
  'build.sourcemap': vite('output.sourceMap'),
  'build.minify': vite('output.minify'),
  'build.assetsInlineLimit': vite('output.dataUriLimit'),
  'build.emptyOutDir': vite('output.cleanDistPath'),
  'build.manifest': vite('output.manifest'),
  'build.target': vite('output.overrideBrowserslist'),
  'build.rollupOptions': vite('tools.rspack'),
  'build.cssMinify': vite('output.minify.css'),
  'build.copyPublicDir': vite('server.publicDir.copyOnBuild'),
  'build.reportCompressedSize': vite('performance.printFileSize.compressed'),
  'build.modulePreload': vite('performance.preload'),
  'resolve.preserveSymlinks': vite('tools.rspack'),
  // `server.base` also sets the asset prefix of dev and build, as Vite's `base` does; it must
  // start with `/`, so a relative or full URL base (used by Vite for the build only) is `output.assetPrefix`.
  base: { ...vite('server.base'), relative: 'output.assetPrefix' },
  publicDir: vite('server.publicDir'),
  define: vite('source.define'),
  assetsInclude: vite('source.assetsInclude'),
  esbuild: vite('tools.swc'),
  cacheDir: vite('performance.buildCache'),
  'css.modules': vite('output.cssModules'),
  'css.postcss': vite('tools.postcss'),
  'css.devSourcemap': vite('output.sourceMap.css'),
  'server.hmr': vite('dev.hmr'),
  'server.watch': vite('dev.watchFiles'),
  preview: vite('server'),
  'preview.port': vite('server.port'),
  // webpack
  entry: webpack('source.entry'),
  context: webpack('root'),
  target: webpack('output.target'),
  externals: webpack('output.externals'),
  devtool: webpack('output.sourceMap'),
  module: webpack('tools.rspack'),
  stats: webpack('tools.rspack'),
  experiments: webpack('tools.rspack'),
  node: webpack('tools.rspack'),
  cache: webpack('performance.buildCache'),
  watchOptions: webpack('dev.watchFiles'),
  optimization: webpack('tools.rspack'),
  'optimization.splitChunks': webpack('performance.chunkSplit'),
  'optimization.minimize': webpack('output.minify'),
  'optimization.minimizer': webpack('output.minify'),
  'output.path': webpack('output.distPath.root'),
  'output.publicPath': webpack('output.assetPrefix'),
  'output.clean': webpack('output.cleanDistPath'),
  'output.chunkFilename': webpack('output.filename'),
  'output.library': webpack('tools.rspack'),
  'output.libraryTarget': webpack('tools.rspack'),
  'output.assetModuleFilename': webpack('output.filename'),
  'resolve.modules': webpack('tools.rspack'),
  'resolve.fallback': webpack('tools.rspack'),
  'resolve.plugins': webpack('tools.rspack'),
  'resolve.symlinks': webpack('tools.rspack'),
  'resolve.mainFiles': webpack('tools.rspack'),
  'resolve.extensionAlias': webpack('tools.rspack'),
  'performance.hints': webpack('tools.rspack'),
  'performance.maxAssetSize': webpack('tools.rspack'),
  'performance.maxEntrypointSize': webpack('tools.rspack'),
  devServer: webpack('server'),
  'devServer.port': webpack('server.port'),
  'devServer.host': webpack('server.host'),
  'devServer.proxy': webpack('server.proxy'),
  'devServer.open': webpack('server.open'),
  'devServer.headers': webpack('server.headers'),
  'devServer.compress': webpack('server.compress'),
  'devServer.https': webpack('server.https'),
  'devServer.historyApiFallback': webpack('server.historyApiFallback'),
  'devServer.static': webpack('server.publicDir'),
  'devServer.hot': webpack('dev.hmr'),
  'devServer.liveReload': webpack('dev.liveReload'),
  'devServer.client': webpack('dev.client'),
  'devServer.setupMiddlewares': webpack('dev.setupMiddlewares'),
};
