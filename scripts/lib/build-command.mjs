// How this site's production build is started: `rspress build` in a Node.js whose young
// generation is larger than the default. Compiling MDX allocates many short-lived objects;
// with 32 MiB semi-spaces the build's main thread spends half as long in garbage collection
// (profiled: 14.5 s with the default, 7.4 s with 32 MiB, for about 60 MiB more peak memory;
// 64 MiB gained no more and cost more memory).
// The configuration and the site's TypeScript modules it imports load natively, their types
// stripped by SWC (scripts/lib/ts-hooks.mjs): jiti's Babel transform of them took 2-3 s of
// a cold build, before the compile could start.
// `npm run build`, `npm test`, `npm run build:docsearch` and `npm run bench` all start it here.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const BUILD_NODE_FLAGS = ['--max-semi-space-size=32', '--import', pathToFileURL(path.join(import.meta.dirname, 'ts-hooks-register.mjs')).href];

/** The arguments after `rspress build`: the configuration loaded through those hooks. */
export const BUILD_ARGS = ['--config', path.join(import.meta.dirname, 'native-config.mjs')];

/** The Rspress CLI of the site in `siteDir` (its package's `bin`). */
export function rspressCli(siteDir) {
  const core = createRequire(path.join(siteDir, 'package.json')).resolve('@rspress/core/package.json');
  return path.join(path.dirname(core), 'bin/rspress.js');
}
