import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePage } from '../site/markdown';
import { ROOT } from './lib/docs';

// The JavaScript servers of the JavaScript API pages (Express, Koa, plain Node.js) run against
// Rsbuild 1.7.6: each is written to a temporary project as the page shows it, started with Node.js,
// and asked for a page, its script and its own route.
const PORT = 5298;
const projects: string[] = [];
afterAll(() => projects.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Example {
  page: string;
  heading: string;
  code: string;
  line: number;
}

/** The `server.mjs` fences of a page, with the heading they sit under. */
function examples(lang: 'en' | 'zh', page: string): Example[] {
  const file = `docs/${lang}/${page}`;
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const lines = source.split('\n');
  return parsePage(source)
    .codeBlocks.filter((block) => block.lang === 'js' && block.title === 'server.mjs')
    .map((block) => {
      const heading = lines.slice(0, block.line).reverse().find((line) => /^##+ /.test(line)) ?? '';
      return { page: file, heading: /\{#([\w-]+)\}/.exec(heading)?.[1] ?? '', code: block.code, line: block.line };
    });
}

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rsbuild-server-example-'));
  projects.push(dir);
  mkdirSync(path.join(dir, 'src'));
  mkdirSync(path.join(dir, 'node_modules/@rsbuild'), { recursive: true });
  // `@rsbuild/core` in the example is the 1.7.6 package of this repository.
  symlinkSync(path.join(ROOT, 'node_modules/rsbuild-v1'), path.join(dir, 'node_modules/@rsbuild/core'), 'dir');
  for (const name of ['express', 'koa']) symlinkSync(path.join(ROOT, 'node_modules', name), path.join(dir, 'node_modules', name), 'dir');
  writeFileSync(path.join(dir, 'src/index.js'), "document.querySelector('#root').textContent = 'client';\n");
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  return dir;
}

/** Starts `node server.mjs`, waits until `url` answers, and returns a way to stop the server. */
async function start(dir: string, url: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', FORCE_COLOR: '0' };
  delete env.VITEST;
  const child = spawn(process.execPath, ['server.mjs'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  // Polls until the server answers; a server that exits fails at once with its output.
  for (;;) {
    if (!running) throw new Error(`server.mjs exited before it answered:\n${output}`);
    const ok = await fetch(url).then(
      () => true,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    output: () => output,
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function get(url: string, accept = 'text/html') {
  const response = await fetch(url, { headers: { accept } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

/** The example's code, with the one change the test needs: a port of its own instead of 3000. */
function withPort(example: Example): string {
  const inline = "server: { middlewareMode: true } },";
  if (example.code.includes(inline)) return example.code.replace(inline, `server: { middlewareMode: true, port: ${PORT} } },`);
  if (example.code.includes('loadConfig()')) return example.code;
  throw new Error(`${example.page}:${example.line}: the test does not know how to give this example a port`);
}

const CONFIG = `export default { mode: 'development', server: { port: ${PORT} }, dev: { progressBar: false } };\n`;

describe('JavaScript server examples run against Rsbuild 1.7.6', () => {
  const devServerPage = examples('en', 'api/javascript-api/dev-server-api.mdx');
  const ssrPage = examples('en', 'api/javascript-api/environment-api.mdx');

  it('the Chinese pages show the same code (comments aside)', () => {
    const code = (list: Example[]) => list.map((e) => e.code.replace(/\s*\/\/ .*$/gm, ''));
    expect(code(examples('zh', 'api/javascript-api/dev-server-api.mdx'))).toEqual(code(devServerPage));
    expect(code(examples('zh', 'api/javascript-api/environment-api.mdx'))).toEqual(code(ssrPage));
    expect(devServerPage.map((e) => e.heading)).toEqual(['express', 'koa', 'node-http']);
    expect(ssrPage.map((e) => e.heading)).toEqual(['ssr-example']);
  });

  for (const example of devServerPage) {
    it(`${example.page}:${example.line} (${example.heading}) serves the page, its script and its own route`, async () => {
      const dir = project({ 'server.mjs': withPort(example), 'rsbuild.config.mjs': CONFIG });
      const server = await start(dir, `http://localhost:${PORT}/`);
      try {
        const page = await get(`http://localhost:${PORT}/`);
        expect(page.status, server.output()).toBe(200);
        expect(page.body).toContain('<div id="root">');
        const script = /<script[^>]+src="([^"]+)"/.exec(page.body)?.[1];
        expect(script, `${example.page}:${example.line}: no script in the page`).toBeTruthy();
        const asset = await get(`http://localhost:${PORT}${script}`, '*/*');
        expect(asset.status, `${example.page}:${example.line}: ${script}`).toBe(200);
        expect(asset.type).toMatch(/javascript/);
        if (example.code.includes('/api/health')) {
          const health = await get(`http://localhost:${PORT}/api/health`, 'application/json');
          expect(JSON.parse(health.body), `${example.page}:${example.line}: /api/health`).toEqual({ ok: true });
        }
      } finally {
        await server.stop();
      }
    });
  }

  for (const example of ssrPage) {
    it(`${example.page}:${example.line} (${example.heading}) renders / with the server bundle and the template`, async () => {
      const page = readFileSync(path.join(ROOT, example.page), 'utf8');
      const blocks = parsePage(page).codeBlocks;
      const config = blocks.find((block) => block.title === 'rsbuild.config.ts')!.code.replace("import { defineConfig } from '@rsbuild/core';\n", '');
      const serverEntry = blocks.find((block) => block.title === 'src/index.server.js')!.code;
      const dir = project({
        'server.mjs': withPort(example),
        'rsbuild.config.mjs': config.replace('defineConfig({', `({\n  dev: { progressBar: false },`).replace('middlewareMode: true,', `middlewareMode: true,\n    port: ${PORT},`),
        'src/index.server.js': serverEntry,
      });
      const server = await start(dir, `http://localhost:${PORT}/`);
      try {
        const html = await get(`http://localhost:${PORT}/`);
        expect(html.status, server.output()).toBe(200);
        expect(html.body, `${example.page}:${example.line}`).toContain('<div id="root"><h1>Hello from /</h1></div>');
      } finally {
        await server.stop();
      }
    });
  }
});
