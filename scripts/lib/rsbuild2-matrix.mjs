/**
 * The effective config of Rsbuild 1.7.6 (`rsbuild-v1`) and 2.3.2 (`rsbuild-v2`)
 * over a matrix of small projects, read through the public
 * `createRsbuild(...).inspectConfig()`: the normalized Rsbuild config of each
 * environment and the Rspack config the build really runs. Values are
 * normalized (project and package paths, versions, functions, plugin
 * instances) so that two runs give the same JSON, and the two majors are
 * compared path by path. `npm run rsbuild2:diff` writes the result to
 * `site/rsbuild2/effective-diff.json`; the tests re-run it and compare.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const VERSIONS = { v1: '1.7.6', v2: '2.3.2' };
const PACKAGES = { v1: 'rsbuild-v1', v2: 'rsbuild-v2' };
export const MODES = ['development', 'production'];

const LOADER = 'module.exports = function myLoader(source) { return source; };\n';

/**
 * The projects of the matrix. `config` builds the Rsbuild config (it may read the
 * project folder); `files` are written into the project besides `src/index.js`.
 */
export const SETUPS = [
  { id: 'bare-web', text: 'An empty web project.', config: () => ({}) },
  { id: 'bare-node', text: "An empty project with `output.target: 'node'`.", config: () => ({ output: { target: 'node' } }) },
  {
    id: 'react',
    text: 'A web project with `@rsbuild/plugin-react` (the 1.x plugin, in both majors).',
    config: async () => {
      const { pluginReact } = await import('@rsbuild/plugin-react');
      return { plugins: [pluginReact()] };
    },
  },
  {
    id: 'environments',
    text: 'Two environments: `web`, and `node` with `output.target: \'node\'`.',
    config: () => ({ environments: { web: {}, node: { output: { target: 'node' } } } }),
  },
  { id: 'output-module', text: 'A web project with `output.module: true`.', config: () => ({ output: { module: true } }) },
  {
    id: 'custom-loader',
    text: 'A loader added with `tools.bundlerChain` to the rule `CHAIN_ID.RULE.JS`, as 1.x projects write it.',
    files: { 'loaders/my-loader.cjs': LOADER },
    config: (root) => ({
      tools: {
        bundlerChain: (chain, { CHAIN_ID }) => {
          chain.module.rule(CHAIN_ID.RULE.JS).use('my-loader').loader(path.join(root, 'loaders/my-loader.cjs'));
        },
      },
    }),
  },
  ...['split-by-module', 'single-vendor', 'all-in-one', 'split-by-size'].map((strategy) => ({
    id: `chunk-split-${strategy}`,
    text: `\`performance.chunkSplit\` with \`strategy: '${strategy}'\`${strategy === 'split-by-size' ? ' (`minSize: 20000`, `maxSize: 500000`)' : ''}.`,
    config: () => ({
      performance: { chunkSplit: strategy === 'split-by-size' ? { strategy, minSize: 20000, maxSize: 500000 } : { strategy } },
    }),
  })),
  {
    id: 'proxy',
    text: '`server.proxy` in its object form (`/api` to a local server).',
    config: () => ({ server: { proxy: { '/api': 'http://localhost:8000' } } }),
  },
  {
    id: 'multi-entry',
    text: 'Two entries, `index` and `about`.',
    files: { 'src/about.js': 'console.log("about");\n' },
    config: () => ({ source: { entry: { index: './src/index.js', about: './src/about.js' } } }),
  },
];

/* ------------------------------------------------------------------ */
/* Normalization                                                       */
/* ------------------------------------------------------------------ */

/** The versions of `@rspack/core` the two cores resolve (`rspack.rspackVersion`), set once both are loaded. */
const rspackVersions = new Set();

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces the machine-specific parts of a string: the project, the packages' folders, the two core versions. */
export function normalizeString(value, projectRoot) {
  let out = value;
  if (projectRoot) out = out.split(projectRoot).join('<project>');
  out = out.replace(new RegExp(`${escape(ROOT)}/node_modules/(?:rsbuild-v[12]/node_modules/)?`, 'g'), '<node_modules>/');
  out = out.replace(/<node_modules>\/rsbuild-v[12]\//g, '<node_modules>/@rsbuild/core/');
  out = out.split(ROOT).join('<repo>');
  out = out.replace(/\b(?:1\.7\.6|2\.3\.2)\b/g, '<core-version>');
  for (const version of rspackVersions) out = out.split(version).join('<rspack-version>');
  return out;
}

const isPlain = (v) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** A key for an item of an array built by rspack-chain (a rule, a `oneOf` branch, a loader, a plugin), or undefined. */
function chainName(item) {
  if (!item || typeof item !== 'object') return undefined;
  if (Array.isArray(item.__ruleNames)) return item.__ruleNames.at(-1);
  if (typeof item.__useName === 'string') return item.__useName;
  if (typeof item.__pluginName === 'string') return item.__pluginName;
  return undefined;
}

/**
 * A config value as comparable JSON: functions by kind, RegExps by source, class
 * instances (Rspack plugins) by class name and own fields, arrays built by
 * rspack-chain as objects keyed `[name]`, machine-specific strings normalized.
 */
export function normalize(value, projectRoot, seen = new WeakSet(), depth = 0) {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return normalizeString(value, projectRoot);
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'symbol') return String(value);
  if (typeof value === 'function') return '[function]';
  if (value instanceof RegExp) return normalizeString(String(value), projectRoot);
  if (depth > 40) return '[too deep]';
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      const names = value.map(chainName);
      if (value.length > 0 && names.every((n) => typeof n === 'string') && new Set(names).size === names.length) {
        return Object.fromEntries(value.map((item, i) => [`[${names[i]}]`, normalize(item, projectRoot, seen, depth + 1)]));
      }
      return value.map((item) => normalize(item, projectRoot, seen, depth + 1) ?? null);
    }
    const out = {};
    if (!isPlain(value)) out['[class]'] = value.constructor?.name || '(anonymous)';
    for (const key of Object.keys(value).sort()) {
      // Rspack builtin plugins keep their hooks list and their name next to `_args`.
      if (out['[class]'] && (key === 'affectedHooks' || key === 'name')) continue;
      const v = normalize(value[key], projectRoot, seen, depth + 1);
      if (v !== undefined) out[key] = v;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/* ------------------------------------------------------------------ */
/* Running Rsbuild                                                     */
/* ------------------------------------------------------------------ */

const cores = {};
async function core(major) {
  cores[major] ??= import(PACKAGES[major]).then((pkg) => {
    if (pkg.version !== VERSIONS[major]) throw new Error(`${PACKAGES[major]} is ${pkg.version}, expected ${VERSIONS[major]}`);
    return pkg;
  });
  const pkg = await cores[major];
  // Both Rspack versions are normalized away, so load both cores before anything is normalized.
  if (rspackVersions.size < 2) {
    const other = await (cores[major === 'v1' ? 'v2' : 'v1'] ??= import(PACKAGES[major === 'v1' ? 'v2' : 'v1']));
    rspackVersions.add(pkg.rspack.rspackVersion).add(other.rspack.rspackVersion);
  }
  return pkg;
}

/** The `@rspack/core` version each core runs (recorded in the committed file). */
export async function rspackVersionsOf() {
  return { v1: (await core('v1')).rspack.rspackVersion, v2: (await core('v2')).rspack.rspackVersion };
}

/**
 * The effective config of one setup in one major and mode: per environment, the
 * normalized Rsbuild config (`rsbuild`) and the Rspack config (`rspack`).
 */
export async function effectiveConfig(setup, major, mode) {
  const projectRoot = mkdtempSync(path.join(os.tmpdir(), `rsbuild2-${setup.id}-${major}-`));
  const previous = process.env.NODE_ENV;
  try {
    mkdirSync(path.join(projectRoot, 'src'));
    writeFileSync(path.join(projectRoot, 'src/index.js'), 'console.log("index");\n');
    for (const [name, content] of Object.entries(setup.files ?? {})) {
      mkdirSync(path.dirname(path.join(projectRoot, name)), { recursive: true });
      writeFileSync(path.join(projectRoot, name), content);
    }
    const { createRsbuild, rspack } = await core(major);
    // Rsbuild reads NODE_ENV (Vitest sets it to `test`): set it to the mode under test.
    process.env.NODE_ENV = mode;
    const rsbuildConfig = { mode, ...(await setup.config(projectRoot)) };
    const rsbuild = await createRsbuild({ cwd: projectRoot, rsbuildConfig });
    const { origin } = await rsbuild.inspectConfig({ mode, writeToDisk: false });
    const out = {};
    const names = Object.keys(origin.environmentConfigs);
    for (const name of names) {
      const bundler = origin.bundlerConfigs.find((c) => c.name === name) ?? origin.bundlerConfigs[names.indexOf(name)];
      // What Rspack itself makes of it: its own normalization and defaults (Rspack 1.7 under 1.x, Rspack 2 under 2.x).
      const applied = rspack.config.getNormalizedRspackOptions(bundler);
      rspack.config.applyRspackOptionsDefaults(applied);
      out[name] = {
        rsbuild: normalize({ ...origin.environmentConfigs[name], server: origin.rsbuildConfig.server }, projectRoot),
        rspack: normalize(bundler, projectRoot),
        'rspack-applied': normalize(applied, projectRoot),
      };
    }
    return out;
  } finally {
    process.env.NODE_ENV = previous;
    rmSync(projectRoot, { recursive: true, force: true });
  }
}

/* ------------------------------------------------------------------ */
/* Comparing                                                           */
/* ------------------------------------------------------------------ */

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const child = (at, key) => (key.startsWith('[') ? `${at}${key}` : at ? `${at}.${key}` : key);

/**
 * The paths where two normalized values differ. Below a key that only one side
 * has, the difference is reported once, at that key, with the whole value.
 */
export function diffValues(a, b, at = '') {
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((key) => diffValues(a[key], b[key], child(at, key)));
  }
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  const d = { path: at };
  if (a !== undefined) d.v1 = a;
  if (b !== undefined) d.v2 = b;
  return [d];
}

/**
 * What is compared: `rsbuild`, the normalized Rsbuild config of the environment
 * (with `server`); `rspack`, the Rspack config Rsbuild hands over
 * (`inspectConfig()`); `rspack-applied`, that config after Rspack's own
 * normalization and defaults, which is what the build runs with.
 */
export const LAYERS = ['rsbuild', 'rspack', 'rspack-applied'];

/** The differences of one setup in one mode, each with its environment and layer. */
export async function diffSetup(setup, mode) {
  const [a, b] = [await effectiveConfig(setup, 'v1', mode), await effectiveConfig(setup, 'v2', mode)];
  const envs = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const out = [];
  for (const env of envs) {
    for (const layer of LAYERS) {
      for (const d of diffValues(a[env]?.[layer], b[env]?.[layer])) out.push({ setup: setup.id, mode, env, layer, ...d });
    }
  }
  return out;
}

/** `bare-web production web`: where a difference was seen. */
export const occurrence = (d) => `${d.setup} ${d.mode} ${d.env}`;

/**
 * Runs the whole matrix (or the setups named in `only`) and groups the
 * differences: one item per layer, path and pair of values, with every
 * setup, mode and environment it occurs in, in a stable order.
 */
export async function runMatrix(only) {
  const setups = only ? SETUPS.filter((s) => only.includes(s.id)) : SETUPS;
  const groups = new Map();
  for (const setup of setups) {
    for (const mode of MODES) {
      for (const d of await diffSetup(setup, mode)) {
        const key = JSON.stringify([d.layer, d.path, d.v1, d.v2]);
        if (!groups.has(key)) {
          const item = { layer: d.layer, path: d.path };
          if ('v1' in d) item.v1 = d.v1;
          if ('v2' in d) item.v2 = d.v2;
          item.in = [];
          groups.set(key, item);
        }
        groups.get(key).in.push(occurrence(d));
      }
    }
  }
  const order = (item) => `${LAYERS.indexOf(item.layer)} ${item.path} ${item.in[0]}`;
  return [...groups.values()].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/** The committed JSON file: what was compared, and every difference. */
export async function effectiveDiffDocument(differences) {
  return {
    $comment:
      'Written by `npm run rsbuild2:diff` (scripts/rsbuild2-diff.mjs): the effective config of @rsbuild/core 1.7.6 and 2.3.2 read with inspectConfig(), per setup, mode and environment. Never edit by hand.',
    versions: VERSIONS,
    rspack: await rspackVersionsOf(),
    modes: MODES,
    layers: LAYERS,
    setups: SETUPS.map((s) => ({ id: s.id, text: s.text })),
    differences,
  };
}
