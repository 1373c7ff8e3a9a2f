/**
 * Behaviour claims of the Rsbuild 2 guide (`site/rsbuild2/data.ts`) checked on
 * small real builds with both majors, a second or two each:
 * - a loader added on `CHAIN_ID.RULE.JS` runs before SWC in 1.7.6, after it in
 *   2.3.2, and in 2.3.2 also on `?raw` imports;
 * - hashed file names carry 8 hex characters in 1.7.6 and 10 in 2.3.2;
 * - the names of the per-package chunks of `split-by-module`, and of an unnamed async chunk;
 * - whether the entry assets of `manifest.json` carry the asset prefix;
 * - what `?worker` and CSS `?url` imports give;
 * - what `mergeRsbuildConfig()` makes of a function on both sides, `loadEnv()` of an empty prefix,
 *   and which config file `loadConfig()` takes;
 * - how Node.js loads the output of `output.target: 'node'`, and what CommonJS
 *   code in it (`__dirname`, `require()` of an external) gets there;
 * - which addresses the preview server answers on, and which files it serves;
 * - whether the dev server serves the bundle of a node environment;
 * - what `performance.removeConsole: true` keeps of a removed call;
 * - what `server.publicDir.ignore` leaves out (2.3.2 only);
 * - whether the dev server compresses a `text/event-stream` response;
 * - where the HTML loads the entry from with an empty `output.assetPrefix`;
 * - what the dev server makes of `server.proxy` given as one options object;
 * - which tags `security.nonce` reaches, what `performance.preload: { type: 'all-assets' }`
 *   links, and the comment `output.legalComments: 'linked'` leaves in a minified file;
 * - when `dev.lazyCompilation` reaches Rspack, and from where lazy modules are requested;
 * - what the preview server answers for a missing file and for a path that only starts like `server.base`;
 * - whether `security.sri` reaches the HTML of `html.implementation: 'native'`;
 * - where `source.transformImport` lands in the SWC options that `tools.swc` receives;
 * - which port the preview server reports for `server.port: 0`;
 * - whether `logLevel` changes the `logger` exported by `@rsbuild/core`;
 * - what the `integrity` field of `manifest.json` holds with `security.sri` and no HTML;
 * - and that the status block of each of those options tells the difference.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { OPTION_STATUS } from '../site/rsbuild2/data';
import { type Major, build, core, devServer, filesOf, freePort, preview, project, removeProjects } from './lib/rsbuild2-builds';

afterAll(removeProjects);

const MAJORS: Major[] = ['v1', 'v2'];

/** A loader that logs, for every module it sees, its file, its query and whether TypeScript syntax is still there. */
const LOGGING_LOADER = `const fs = require('node:fs');
const path = require('node:path');
module.exports = function (source) {
  const entry = { file: path.basename(this.resourcePath), query: this.resourceQuery, typescript: source.includes(': number') };
  fs.appendFileSync(path.join(this.rootContext, 'loader.log'), JSON.stringify(entry) + '\\n');
  return source;
};
`;

describe('a loader added with tools.bundlerChain on CHAIN_ID.RULE.JS', () => {
  async function loaderLog(major: Major) {
    const root = project(
      {
        'src/index.ts': "import text from './data.ts?raw';\nconst n: number = 1;\nconsole.log(n, text);\n",
        'src/data.ts': 'export const d: number = 2;\n',
        'loaders/log.cjs': LOGGING_LOADER,
      },
      `loader-${major}`,
    );
    const bundlerChain = (chain: { module: { rule: (id: string) => { use: (name: string) => { loader: (p: string) => void } } } }, { CHAIN_ID }: { CHAIN_ID: { RULE: { JS: string } } }) => {
      chain.module.rule(CHAIN_ID.RULE.JS).use('log').loader(path.join(root, 'loaders/log.cjs'));
    };
    await build(major, root, { tools: { bundlerChain } }, 'development');
    return readFileSync(path.join(root, 'loader.log'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { file: string; query: string; typescript: boolean });
  }

  it('1.7.6: runs before the built-in SWC loader (it sees TypeScript), and not on ?raw imports', async () => {
    expect(await loaderLog('v1')).toEqual([{ file: 'index.ts', query: '', typescript: true }]);
  });

  it('2.3.2: still runs, after the built-in SWC loader (TypeScript is gone), and also on ?raw imports', async () => {
    const log = await loaderLog('v2');
    expect(log).toContainEqual({ file: 'index.ts', query: '', typescript: false });
    expect(log).toContainEqual({ file: 'data.ts', query: '?raw', typescript: true });
    expect(log).toHaveLength(2);
  });
});

describe('hashed file names of a production build', () => {
  const files = {
    'src/index.js': "import './style.css';\nimport logo from './logo.png';\nconsole.log(logo);\nimport('./lazy.js');\n",
    'src/lazy.js': 'export const lazy = 1;\n',
    'src/style.css': 'body { color: red; }\n',
    // Larger than the 4 KiB limit under which images are inlined.
    'src/logo.png': 'x'.repeat(10_000),
  };

  it.each([
    ['v1', 8],
    ['v2', 10],
  ] as const)('%s: JS, async JS, CSS and images carry %i hex characters', async (major, length) => {
    const root = project(files, `hash-${major}`);
    await build(major, root, {});
    const hashed = filesOf(path.join(root, 'dist')).filter((f) => f !== 'index.html');
    const hash = `[0-9a-f]{${length}}`;
    for (const pattern of [`^static/js/index\\.${hash}\\.js$`, `^static/js/async/.+\\.${hash}\\.js$`, `^static/css/index\\.${hash}\\.css$`, `^static/image/logo\\.${hash}\\.png$`]) {
      expect(hashed.some((f) => new RegExp(pattern).test(f)), `${major}: no file matches ${pattern} in ${hashed.join(', ')}`).toBe(true);
    }
  });
});

describe('the file name of an unnamed async chunk in production (chunk ids)', () => {
  it.each([
    ['v1', '741'],
    ['v2', '0'],
  ] as const)('%s: static/js/async/%s.[hash].js', async (major, id) => {
    const root = project({ 'src/index.js': "import('./lazy.js').then((m) => console.log(m.x));\n", 'src/lazy.js': 'export const x = 1;\n' }, `chunk-id-${major}`);
    await build(major, root, {});
    const async = filesOf(path.join(root, 'dist/static/js/async')).map((f) => f.replace(/\.[0-9a-f]+\.js$/, ''));
    expect(async).toEqual([id]);
  });
});

describe("the chunk names of performance.chunkSplit: { strategy: 'split-by-module' }", () => {
  const files = {
    'src/index.js': "import pad from 'left-pad';\nimport util from '@scope/util';\nconsole.log(pad(), util());\n",
    'node_modules/left-pad/package.json': '{ "name": "left-pad", "main": "index.js" }',
    'node_modules/left-pad/index.js': "module.exports = () => 'left-pad';\n",
    'node_modules/@scope/util/package.json': '{ "name": "@scope/util", "main": "index.js" }',
    'node_modules/@scope/util/index.js': "module.exports = () => '@scope/util';\n",
  };

  it.each([
    ['v1', ['npm.left-pad', 'npm.scope.util']],
    ['v2', ['npm-left-pad', 'npm-scope_util']],
  ] as const)('%s: one chunk per package, named %j', async (major, names) => {
    const root = project(files, `split-by-module-${major}`);
    await build(major, root, { performance: { chunkSplit: { strategy: 'split-by-module' } } });
    const chunks = filesOf(path.join(root, 'dist/static/js')).map((f) => f.replace(/\.[0-9a-f]+\.js$/, ''));
    expect(chunks.sort()).toEqual(['index', ...names].sort());
  });
});

describe('?worker and CSS ?url imports', () => {
  const files = {
    'src/index.js': "import job from './job.js?worker';\nimport './extra.css?url';\nconsole.log(job);\n",
    'src/job.js': "export default 'job-module';\n",
    'src/extra.css': 'body { color: red; }\n',
  };

  it.each([
    ['v1', 'imports the module itself and bundles the CSS with the entry', false, ['static/css/index']],
    ['v2', 'gives a Worker constructor and emits the CSS as a file of its own', true, ['static/css/extra']],
  ] as const)('%s: %s', async (major, _, worker, css) => {
    const root = project(files, `queries-${major}`);
    await build(major, root, {});
    const dist = filesOf(path.join(root, 'dist'));
    const index = dist.find((f) => /^static\/js\/index\.\w+\.js$/.test(f))!;
    expect(readFileSync(path.join(root, 'dist', index), 'utf8').includes('new Worker('), `${major}: dist/${index}`).toBe(worker);
    expect(dist.filter((f) => f.endsWith('.css')).map((f) => f.replace(/\.\w+\.css$/, ''))).toEqual(css);
  });
});

describe('mergeRsbuildConfig() with a function on both sides', () => {
  type Merge = (...configs: Record<string, unknown>[]) => Record<string, Record<string, unknown>>;
  const mergeOf = async (major: Major) => (await core<{ mergeRsbuildConfig: Merge }>(major)).mergeRsbuildConfig;
  const earlier = () => true;
  const later = () => false;

  it.each([
    ['v1', 'collects both into an array', [earlier, later]],
    ['v2', 'keeps the later one', later],
  ] as const)('%s: dev.writeToDisk and server.compress.filter %s', async (major, _, expected) => {
    const merge = await mergeOf(major);
    const merged = merge({ dev: { writeToDisk: earlier }, server: { compress: { filter: earlier } } }, { dev: { writeToDisk: later }, server: { compress: { filter: later } } });
    expect(merged.dev!.writeToDisk).toEqual(expected);
    expect((merged.server!.compress as { filter: unknown }).filter).toEqual(expected);
  });
});

describe("loadEnv() with prefixes: ['']", () => {
  type LoadEnv = (options: { cwd: string; prefixes: string[]; processEnv: Record<string, string> }) => { publicVars: Record<string, string> };
  const loadEnvOf = async (major: Major) => (await core<{ loadEnv: LoadEnv }>(major)).loadEnv;
  const options = { cwd: os.tmpdir(), prefixes: [''], processEnv: { SECRET_TOKEN: 'x' } };

  it('1.7.6: exposes every environment variable', async () => {
    expect((await loadEnvOf('v1'))(options).publicVars).toHaveProperty(['import.meta.env.SECRET_TOKEN']);
  });

  it('2.3.2: throws', async () => {
    const loadEnv = await loadEnvOf('v2');
    expect(() => loadEnv(options)).toThrow(/Invalid prefixes option/);
  });
});

describe('loadConfig() in a project with both rsbuild.config.mjs and rsbuild.config.ts', () => {
  type LoadConfig = (options: { cwd: string }) => Promise<{ filePath: string | null }>;
  const loadConfigOf = async (major: Major) => (await core<{ loadConfig: LoadConfig }>(major)).loadConfig;

  it.each([
    ['v1', 'rsbuild.config.mjs'],
    ['v2', 'rsbuild.config.ts'],
  ] as const)('%s: loads %s', async (major, file) => {
    const root = project({ 'rsbuild.config.mjs': 'export default {};\n', 'rsbuild.config.ts': 'export default {};\n' }, `config-files-${major}`);
    const { filePath } = await (await loadConfigOf(major))({ cwd: root });
    expect(path.basename(filePath ?? '')).toBe(file);
  });
});

describe('the entry assets of output.manifest', () => {
  it.each([
    ['v1', 'static/image/'],
    ['v2', 'https://cdn.example.com/static/image/'],
  ] as const)('%s: entries.index.assets start with %s', async (major, start) => {
    const root = project(
      {
        'src/index.js': "import './a.css';\n",
        'src/a.css': "body { background: url('./bg.png'); }\n",
        // Larger than the 4 KiB limit under which images are inlined.
        'src/bg.png': 'x'.repeat(10_000),
      },
      `manifest-${major}`,
    );
    await build(major, root, { output: { manifest: true, assetPrefix: 'https://cdn.example.com/' } });
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist/manifest.json'), 'utf8')) as { entries: { index: { assets: string[]; initial: { css: string[] } } } };
    expect(manifest.entries.index.initial.css[0]).toMatch(/^https:\/\/cdn\.example\.com\/static\/css\//);
    expect(manifest.entries.index.assets).toHaveLength(1);
    expect(manifest.entries.index.assets[0]!.startsWith(start), manifest.entries.index.assets[0]).toBe(true);
  });
});

describe("how Node.js loads the output of output.target: 'node'", () => {
  const files = {
    'src/index.js': "import { b } from './b.js';\nconsole.log('loaded', b);\nexport const a = 1;\n",
    'src/b.js': 'export const b = 2;\n',
  };

  async function run(major: Major, packageJson?: object) {
    const root = project(files, `node-${major}`);
    await build(major, root, { output: { target: 'node' } });
    if (packageJson) writeFileSync(path.join(root, 'package.json'), JSON.stringify(packageJson));
    const out = spawnSync(process.execPath, [path.join(root, 'dist/index.js')], { encoding: 'utf8', cwd: root });
    const source = readFileSync(path.join(root, 'dist/index.js'), 'utf8');
    return { status: out.status, stdout: out.stdout, stderr: out.stderr, esm: /^export\s|\nexport\s|\bexport\s*\{/.test(source), files: filesOf(path.join(root, 'dist')) };
  }

  it('1.7.6 writes CommonJS to dist/index.js, which Node.js runs', async () => {
    const result = await run('v1', { name: 'app' });
    expect(result.files).toEqual(['index.js']);
    expect(result.esm).toBe(false);
    expect(result).toMatchObject({ status: 0, stdout: 'loaded 2\n' });
  });

  it(`2.3.2 writes an ES module to dist/index.js; Node.js ${process.versions.node} runs it, with a warning unless package.json says "type": "module"`, async () => {
    const typeless = await run('v2', { name: 'app' });
    expect(typeless.files).toEqual(['index.js']);
    expect(typeless.esm).toBe(true);
    expect(typeless).toMatchObject({ status: 0, stdout: 'loaded 2\n' });
    expect(typeless.stderr).toMatch(/MODULE_TYPELESS_PACKAGE_JSON/);
    const typed = await run('v2', { name: 'app', type: 'module' });
    expect(typed).toMatchObject({ status: 0, stdout: 'loaded 2\n', stderr: '' });
  });
});

describe("CommonJS code in the output of output.target: 'node'", () => {
  const files = {
    'src/index.js': [
      "const path = require('node:path');",
      "const lib = require('cjs-lib');",
      "console.log(JSON.stringify({ lib: lib.value ?? null, libDefault: lib.default?.value ?? null }));",
      "console.log(JSON.stringify({ dir: path.basename(__dirname) }));",
      '',
    ].join('\n'),
    // A CommonJS package whose exports Node.js cannot detect as named exports.
    'node_modules/cjs-lib/package.json': '{ "name": "cjs-lib", "main": "index.js" }',
    'node_modules/cjs-lib/index.js': 'module.exports = { value: 42, read() {} };\n',
    'package.json': '{ "name": "app" }',
  };

  function run(major: Major, externals: unknown) {
    const root = project(files, `node-cjs-${major}`);
    return build(major, root, { output: { target: 'node', externals } }).then(() => {
      const out = spawnSync(process.execPath, [path.join(root, 'dist/index.js')], { encoding: 'utf8', cwd: root });
      return { status: out.status, lines: out.stdout.trim().split('\n').filter(Boolean), stderr: out.stderr };
    });
  }

  it('1.7.6: require() of an external returns module.exports, and __dirname is the output folder', async () => {
    const result = await run('v1', ['cjs-lib']);
    expect(result.lines, result.stderr).toEqual(['{"lib":42,"libDefault":null}', '{"dir":"dist"}']);
    expect(result.status).toBe(0);
  });

  it('2.3.2: require() of an external returns the module namespace, and __dirname throws a ReferenceError', async () => {
    const result = await run('v2', ['cjs-lib']);
    expect(result.lines).toEqual(['{"lib":null,"libDefault":42}']);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/ReferenceError: __dirname is not defined/);
  });

  it("2.3.2: an external declared as 'node-commonjs <name>' is loaded with require() again", async () => {
    const result = await run('v2', { 'cjs-lib': 'node-commonjs cjs-lib' });
    expect(result.lines[0]).toBe('{"lib":42,"libDefault":null}');
  });
});

describe('performance.removeConsole: true in a production build', () => {
  it.each([
    ['v1', 'drops the call with the side effects of its arguments', ''],
    ['v2', 'drops the call but keeps the side effects of its arguments', 'kept'],
  ] as const)('%s: %s', async (major, _, seen) => {
    const root = project({ 'src/index.js': "let seen = '';\nconsole.log('console-text', (seen = 'kept'));\nglobalThis.seen = seen;\n" }, `remove-console-${major}`);
    await build(major, root, { performance: { removeConsole: true } });
    const js = filesOf(path.join(root, 'dist')).find((f) => /^static\/js\/index\.\w+\.js$/.test(f))!;
    const source = readFileSync(path.join(root, 'dist', js), 'utf8');
    expect(source).not.toContain('console-text');
    const sandbox: { seen?: string } = {};
    runInNewContext(source, sandbox);
    expect(sandbox.seen, `${major}: dist/${js}`).toBe(seen);
  });
});

/** A non-loopback IPv4 address of this machine, if it has one. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/** The status and body of a GET request, or the error code when nothing answers. */
async function get(url: string): Promise<{ status: number | string; body: string }> {
  try {
    const response = await fetch(url);
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: (error as { cause?: { code?: string } }).cause?.code ?? String(error), body: '' };
  }
}

describe('the preview server', () => {
  it.each(MAJORS)('%s: where it listens, and whether it serves the output of a node environment', async (major) => {
    const port = await freePort();
    const root = project({ 'src/index.js': "console.log('web');\n", 'src/server.js': "console.log('server');\n" }, `preview-${major}`);
    const config = {
      server: { port: port, strictPort: true },
      environments: {
        web: { source: { entry: { index: './src/index.js' } } },
        node: { source: { entry: { server: './src/server.js' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
      },
    };
    const server = await preview(major, root, config);
    try {
      const local = `http://localhost:${port}`;
      expect((await get(`${local}/`)).status).toBe(200);
      // The preview server serves the files of the output folder, the node bundle inside it included, in both majors.
      const bundle = readFileSync(path.join(root, 'dist/server/server.js'), 'utf8');
      expect((await get(`${local}/server/server.js`)).body).toBe(bundle);
      if (networkAddress) {
        // 1.7.6 listens on 0.0.0.0, 2.3.2 on localhost only (server.host).
        expect((await get(`http://${networkAddress}:${port}/`)).status).toBe(major === 'v1' ? 200 : 'ECONNREFUSED');
      }
    } finally {
      await server.server.close();
    }
  });
});

describe('the dev server', () => {
  it.each(MAJORS)('%s: whether it serves the bundle of a node environment', async (major) => {
    const port = await freePort();
    const root = project({ 'src/index.js': "console.log('web');\n", 'src/server.js': "console.log('server');\n" }, `dev-${major}`);
    const server = await devServer(major, root, {
      server: { port: port, strictPort: true },
      environments: {
        web: { source: { entry: { index: './src/index.js' } }, output: { distPath: { root: 'dist/web' } } },
        node: { source: { entry: { server: './src/server.js' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
      },
    });
    try {
      const local = `http://localhost:${port}`;
      expect((await get(`${local}/static/js/index.js`)).body).toContain("console.log('web')");
      // 1.7.6 answers with the node bundle; 2.3.2 does not serve it (server.serveAssets is false for node targets) and falls back to the HTML page.
      const served = await get(`${local}/server.js`);
      if (major === 'v1') expect(served.body).toContain("console.log('server')");
      else expect(served.body).toMatch(/^<!DOCTYPE html>/);
    } finally {
      await server.server.close();
    }
  });
});

describe('server.publicDir.ignore (2.3.2 only)', () => {
  it('leaves the matched files out of the build output, while the dev server still serves them', async () => {
    const files = { 'src/index.js': "console.log('web');\n", 'public/secret.txt': 'secret\n', 'public/robots.txt': 'robots\n' };
    const config = { server: { publicDir: { ignore: ['secret.txt'] } } };
    const built = project(files, 'public-ignore-build');
    await build('v2', built, config);
    const dist = filesOf(path.join(built, 'dist'));
    expect(dist).toContain('robots.txt');
    expect(dist).not.toContain('secret.txt');

    const port = await freePort();
    const served = project(files, 'public-ignore-dev');
    const server = await devServer('v2', served, { ...config, server: { ...config.server, port, strictPort: true } });
    try {
      expect(await get(`http://localhost:${port}/secret.txt`)).toEqual({ status: 200, body: 'secret\n' });
    } finally {
      await server.server.close();
    }
  });
});

describe('server.compress and a text/event-stream response of a middleware added after the built-in ones', () => {
  it.each([
    ['v1', 'gzip'],
    ['v2', null],
  ] as const)('%s: Content-Encoding is %s', async (major, encoding) => {
    type Res = { writeHead: (status: number, headers: Record<string, string>) => void; write: (chunk: string) => void; end: () => void };
    // A stream, as event sources send it: no Content-Length, one event, then the end.
    const events = (req: { url?: string }, res: Res, next: () => void) => {
      if (req.url !== '/events') return next();
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('data: hello\n\n');
      setImmediate(() => res.end());
    };
    const port = await freePort();
    const root = project({ 'src/index.js': "console.log('web');\n" }, `sse-${major}`);
    // dev.setupMiddlewares is deprecated in 2.3.2 but still read; push() adds after the built-in middlewares in both.
    const server = await devServer(major, root, { server: { port, strictPort: true }, dev: { setupMiddlewares: [(middlewares: { push: (fn: typeof events) => void }) => middlewares.push(events)] } });
    try {
      const response = await fetch(`http://localhost:${port}/events`, { headers: { 'Accept-Encoding': 'gzip', Accept: 'text/event-stream' } });
      expect(await response.text()).toBe('data: hello\n\n');
      expect(response.headers.get('content-encoding')).toBe(encoding);
    } finally {
      await server.server.close();
    }
  });
});

describe("output.assetPrefix: ''", () => {
  it.each([
    ['v1', '/static/js/index.'],
    ['v2', 'static/js/index.'],
  ] as const)('%s: the HTML loads the entry from %s…', async (major, src) => {
    const root = project({ 'src/index.js': "console.log('web');\n" }, `asset-prefix-${major}`);
    await build(major, root, { output: { assetPrefix: '' } });
    const html = readFileSync(path.join(root, 'dist/index.html'), 'utf8');
    expect(html).toMatch(new RegExp(`<script defer src="${src.replace(/\./g, '\\.')}\\w+\\.js">`));
  });
});

describe('server.proxy given a single options object, as 1.x accepted it', () => {
  const proxyConfig = (upstreamPort: number) => ({ context: ['/api'], target: `http://127.0.0.1:${upstreamPort}` });

  it('1.7.6: proxies /api', async () => {
    const upstream = createServer((_req, res) => res.end('from upstream'));
    const upstreamPort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    const port = await freePort();
    const root = project({ 'src/index.js': "console.log('web');\n" }, 'proxy-object-v1');
    const server = await devServer('v1', root, { server: { port, strictPort: true, proxy: proxyConfig(upstreamPort) } });
    try {
      expect((await get(`http://localhost:${port}/api`)).body).toBe('from upstream');
    } finally {
      await server.server.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });

  it('2.3.2: takes each key as a path, and the dev server does not start', async () => {
    const port = await freePort();
    const root = project({ 'src/index.js': "console.log('web');\n" }, 'proxy-object-v2');
    await expect(devServer('v2', root, { server: { port, strictPort: true, proxy: proxyConfig(port + 1) } })).rejects.toThrow(/\[HPM\] Missing "target" option/);
  });
});


describe('one production build with html.tags, security.nonce, html.appIcon, all-assets preload and a legal comment', () => {
  const files = {
    'src/index.js': "/*! legal: kept in a LICENSE file */\nconsole.log('web');\nimport('./lazy.js');\n",
    'src/lazy.js': 'export const lazy = 1;\n',
    'src/icon.png': 'x'.repeat(100),
    'public/tag.js': "console.log('tag');\n",
  };
  const config = {
    html: { tags: [{ tag: 'script', attrs: { src: '/tag.js' }, publicPath: false }], appIcon: { name: 'App', icons: [{ src: './src/icon.png', size: 180 }] } },
    security: { nonce: 'NONCE' },
    performance: { preload: { type: 'all-assets' } },
  };
  async function output(major: Major) {
    const root = project(files, `html-${major}`);
    await build(major, root, config);
    const html = readFileSync(path.join(root, 'dist/index.html'), 'utf8');
    const js = filesOf(path.join(root, 'dist')).find((f) => /^static\/js\/index\.\w+\.js$/.test(f))!;
    return { html, preloads: [...html.matchAll(/<link href="([^"]+)" rel="preload"/g)].map((m) => m[1]!), firstLine: readFileSync(path.join(root, 'dist', js), 'utf8').split('\n')[0] };
  }

  it.each([
    ['v1', '<script src="/tag.js">', true, '/*! For license information please see index.'],
    ['v2', '<script src="/tag.js" nonce="NONCE">', false, '/*! LICENSE: index.'],
  ] as const)('%s: the html.tags script is %s; LICENSE and webmanifest preloaded: %s; the banner starts %s', async (major, tag, linksLicense, banner) => {
    const { html, preloads, firstLine } = await output(major);
    expect(html, `${major}: dist/index.html`).toContain(tag);
    expect(preloads.some((href) => href.endsWith('.LICENSE.txt')), `${major}: preloads ${preloads.join(', ')}`).toBe(linksLicense);
    expect(preloads.includes('/manifest.webmanifest'), `${major}: preloads ${preloads.join(', ')}`).toBe(linksLicense);
    expect(preloads.some((href) => /^\/static\/js\/async\/.+\.js$/.test(href)), `${major}: the async chunk is preloaded in both`).toBe(true);
    expect(firstLine).toMatch(new RegExp(`^${banner.replace(/[.*/!]/g, '\\$&')}\\w+\\.js\\.LICENSE\\.txt \\*/$`));
  });
});

describe('dev.lazyCompilation (its default) in the config the dev server hands to Rspack', () => {
  /** The `lazyCompilation` of the final Rspack config, read when the dev server is created (nothing listens). */
  async function lazyCompilation(major: Major, dev: Record<string, unknown>) {
    const root = project({ 'src/index.js': "import('./lazy.js');\n", 'src/lazy.js': 'export const lazy = 1;\n' }, `lazy-${major}`);
    const { createRsbuild } = await core<{
      createRsbuild: (o: { cwd: string; rsbuildConfig: Record<string, unknown> }) => Promise<{ createDevServer: () => Promise<{ close: () => Promise<void> }> }>;
    }>(major);
    let seen: unknown = 'not read';
    const spy = { name: 'spy', setup: (api: { modifyRspackConfig: (fn: (c: { lazyCompilation?: unknown }) => void) => void }) => api.modifyRspackConfig((c) => void (seen = c.lazyCompilation)) };
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const rsbuild = await createRsbuild({ cwd: root, rsbuildConfig: { mode: 'development', logLevel: 'silent', server: { port: await freePort(), printUrls: false }, dev, plugins: [spy] } });
      await (await rsbuild.createDevServer()).close();
    } finally {
      process.env.NODE_ENV = previous;
    }
    return seen;
  }

  it.each([
    ['v1', { imports: true, entries: false }],
    ['v2', undefined],
  ] as const)('%s: with dev.hmr and dev.liveReload false, Rspack gets %j', async (major, expected) => {
    expect(await lazyCompilation(major, { hmr: false, liveReload: false })).toEqual(expected);
  });

  it.each([
    ['v1', { imports: true, entries: false }],
    ['v2', { imports: true, entries: false, serverUrl: '//dev.example.test:9999' }],
  ] as const)('%s: with dev.assetPrefix: true and dev.client.host/port, Rspack gets %j', async (major, expected) => {
    expect(await lazyCompilation(major, { assetPrefix: true, client: { host: 'dev.example.test', port: 9999 } })).toEqual(expected);
  });
});

describe("the preview server with server.base: '/base' and the default htmlFallback", () => {
  it.each([
    ['v1', 404, 200],
    ['v2', 200, 404],
  ] as const)('%s: a missing /base/static/js/missing.js gets %i, /basement gets %i', async (major, missingFile, basement) => {
    const root = project({ 'src/index.js': "console.log('web');\n" }, `preview-fallback-${major}`);
    const port = await freePort();
    const server = await preview(major, root, { server: { port, strictPort: true, base: '/base' } });
    try {
      // fetch() sends `Accept: */*`, as browsers do for scripts.
      const missing = await get(`http://localhost:${port}/base/static/js/missing.js`);
      expect(missing.status, `${major}: ${missing.body.slice(0, 80)}`).toBe(missingFile);
      if (missingFile === 200) expect(missing.body).toContain('<!DOCTYPE html>');
      expect((await get(`http://localhost:${port}/basement`)).status).toBe(basement);
    } finally {
      await server.server.close();
    }
  });
});

describe("security.sri with html.implementation: 'native'", () => {
  it.each([
    ['v1', false],
    ['v2', true],
  ] as const)('%s: the entry script carries an integrity attribute: %s', async (major, integrity) => {
    const root = project({ 'src/index.js': "console.log('web');\n" }, `sri-native-${major}`);
    await build(major, root, { html: { implementation: 'native' }, security: { sri: { enable: true } } });
    const script = readFileSync(path.join(root, 'dist/index.html'), 'utf8').match(/<script[^>]*src="\/static\/js\/index\.\w+\.js"[^>]*>/)?.[0];
    expect(script, `${major}: no entry script in dist/index.html`).toBeDefined();
    expect(/ integrity="sha384-/.test(script!), `${major}: ${script}`).toBe(integrity);
  });
});

describe('source.transformImport in the options that tools.swc receives', () => {
  it.each([
    ['v1', 'rspackExperiments.import'],
    ['v2', 'transformImport'],
  ] as const)('%s: the rules are under %s', async (major, where) => {
    const root = project({ 'src/index.js': "console.log('web');\n" }, `transform-import-${major}`);
    const { createRsbuild } = await core<{
      createRsbuild: (o: { cwd: string; rsbuildConfig: Record<string, unknown> }) => Promise<{ initConfigs: () => Promise<unknown> }>;
    }>(major);
    let seen: { transformImport?: unknown; rspackExperiments?: { import?: unknown } } = {};
    const rule = { libraryName: 'lib', customName: 'lib/{{ member }}' };
    const rsbuild = await createRsbuild({
      cwd: root,
      rsbuildConfig: { mode: 'production', logLevel: 'silent', source: { transformImport: [rule] }, tools: { swc: (options: typeof seen) => void (seen = structuredClone(options)) } },
    });
    await rsbuild.initConfigs();
    const found = { 'rspackExperiments.import': seen.rspackExperiments?.import, transformImport: seen.transformImport };
    expect(found[where], `${major}: ${JSON.stringify(found)}`).toEqual([rule]);
    expect(Object.values(found).filter(Boolean)).toHaveLength(1);
  });
});

describe('server.port: 0 on the preview server', () => {
  it.each([
    ['v1', true],
    ['v2', false],
  ] as const)('%s: the returned port is 0: %s', async (major, zero) => {
    const root = project({ 'src/index.js': "console.log('web');\n" }, `port-zero-${major}`);
    const server = await preview(major, root, { server: { port: 0 } });
    try {
      expect(server.port === 0, `${major}: port ${server.port}, urls ${server.urls.join(', ')}`).toBe(zero);
      if (!zero) expect((await get(`http://localhost:${server.port}/`)).status).toBe(200);
    } finally {
      await server.server.close();
    }
  });
});

describe("logLevel: 'silent' and a plugin that logs through the logger exported by @rsbuild/core", () => {
  it.each([
    ['v1', 'silent'],
    ['v2', 'info'],
  ] as const)('%s: the exported logger is at level %s afterwards', async (major, level) => {
    const root = project({ 'src/index.js': "console.log('web');\n" }, `log-level-${major}`);
    const pkg = await core<{
      logger: { level: string };
      createRsbuild: (o: { cwd: string; rsbuildConfig: Record<string, unknown> }) => Promise<{ initConfigs: () => Promise<unknown> }>;
    }>(major);
    const previous = pkg.logger.level;
    try {
      const rsbuild = await pkg.createRsbuild({ cwd: root, rsbuildConfig: { mode: 'production', logLevel: 'silent' } });
      await rsbuild.initConfigs();
      expect(pkg.logger.level, `${major}: the level of the exported logger`).toBe(level);
    } finally {
      pkg.logger.level = previous;
    }
  });
});

describe('output.manifest with security.sri and no HTML (tools.htmlPlugin: false)', () => {
  it.each([
    ['v1', 0],
    ['v2', 1],
  ] as const)('%s: integrity lists %i file(s)', async (major, count) => {
    const root = project({ 'src/index.js': "console.log('web');\n" }, `manifest-sri-${major}`);
    await build(major, root, { tools: { htmlPlugin: false }, security: { sri: { enable: true } }, output: { manifest: true } });
    const manifest = JSON.parse(readFileSync(path.join(root, 'dist/manifest.json'), 'utf8')) as { integrity?: Record<string, string> };
    expect(Object.keys(manifest.integrity ?? {}), `${major}: ${JSON.stringify(manifest.integrity)}`).toHaveLength(count);
  });
});

describe('the status block of each option above tells the difference found here (site/rsbuild2/data.ts)', () => {
  it.each([
    ['security.nonce', 'html.tags'],
    ['performance.preload', '.LICENSE.txt'],
    ['performance.prefetch', 'manifest.webmanifest'],
    ['output.legalComments', '/*! LICENSE:'],
    ['dev.lazyCompilation', 'dev.liveReload'],
    ['dev.lazyCompilation', 'dev.client.host'],
    ['server.htmlFallback', '/static/js/missing.js'],
    ['server.base', '/basement'],
    ['security.sri', 'html.implementation'],
    ['html.implementation', 'security.sri'],
    ['tools.swc', 'rspackExperiments.import'],
    ['server.port', 'http://localhost:0'],
    ['logLevel', 'api.logger'],
    ['output.manifest', 'integrity'],
    ['security.sri', 'output.manifest'],
    ['source.transformImport', 'rspackExperiments.import'],
  ])('%s mentions %s in both languages', (option, fact) => {
    const entry = OPTION_STATUS.find((e) => e.option === option);
    expect(entry, `site/rsbuild2/data.ts has no entry for ${option}`).toBeDefined();
    for (const lang of ['en', 'zh'] as const) {
      const told = `${entry!.summary[lang]}\n${entry!.note?.[lang] ?? ''}`;
      expect(told, `site/rsbuild2/data.ts: ${option} (${lang}) does not tell the 2.x difference about ${fact}`).toContain(fact);
    }
  });
});
