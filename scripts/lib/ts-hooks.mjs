// Node.js module hooks that let `npm run build` load rspress.config.ts and the site's
// TypeScript modules natively: SWC (the one in Rspress's own Rspack) strips the types,
// which takes a fraction of the Babel transform that jiti runs on a cold build.
// Only the project's own files are touched; packages load as Node.js loads them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROOT_URL = `${pathToFileURL(ROOT).href}/`;
const TYPESCRIPT = /\.(?:m?ts|tsx)$/;
/** What an import without an extension may name, in the order TypeScript's bundler resolution tries. */
const CANDIDATES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A file of this project, not of a package. */
const isOwn = (url) => url.startsWith(ROOT_URL) && !url.slice(ROOT_URL.length).split('/').includes('node_modules');

/** @type {{ transformSync: (source: string, options: object) => { code: string } } | undefined} */
let swc;
function transform(file) {
  swc ??= createRequire(createRequire(path.join(ROOT, 'package.json')).resolve('@rspress/core/package.json'))('@rspack/core').experiments.swc;
  const tsx = file.endsWith('.tsx');
  return swc.transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    isModule: true,
    sourceMaps: false,
    module: { type: 'es6' },
    jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx }, ...(tsx ? { transform: { react: { runtime: 'automatic' } } } : {}) },
  }).code;
}

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    // `./site/search` from a project file: the TypeScript module Node.js does not look for.
    if (!context.parentURL || !isOwn(context.parentURL) || !/^\.{1,2}\//.test(specifier)) throw error;
    const base = new URL(specifier, context.parentURL).href;
    for (const ending of CANDIDATES) {
      const file = fileURLToPath(base + ending);
      if (existsSync(file) && statSync(file).isFile()) return { url: base + ending, shortCircuit: true };
    }
    throw error;
  }
}

export async function load(url, context, nextLoad) {
  // Rsbuild's config loader adds a query to each address, to load it afresh.
  const { pathname } = new URL(url);
  if (isOwn(url) && TYPESCRIPT.test(pathname)) return { format: 'module', source: transform(fileURLToPath(url)), shortCircuit: true };
  // TypeScript lets the project import its JSON files without `with { type: 'json' }`.
  if (isOwn(url) && pathname.endsWith('.json') && context.importAttributes?.type !== 'json') {
    return { format: 'module', source: `export default ${readFileSync(fileURLToPath(url), 'utf8')};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
