/**
 * Small real builds with `@rsbuild/core` 1.7.6 (`rsbuild-v1`) or 2.3.2
 * (`rsbuild-v2`): a project folder of a few files, one `build()` (or a preview
 * server), and what came out. For the behaviour claims of the Rsbuild 2 guide
 * that the config alone does not prove.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Major, type Mode, core } from './rsbuild-core';

export { type Major, type Mode, core };

interface Instance {
  build: () => Promise<{ close: () => Promise<void> }>;
  preview: (options?: { checkDistDir?: boolean }) => Promise<{ port: number; urls: string[]; server: { close: () => Promise<void> } }>;
  startDevServer: () => Promise<{ port: number; urls: string[]; server: { close: () => Promise<void> } }>;
}

const load = (major: Major) => core<{ createRsbuild: (options: { cwd: string; rsbuildConfig: Record<string, unknown> }) => Promise<Instance> }>(major);

const created: string[] = [];

/** Removes every project folder `project()` made. */
export function removeProjects(): void {
  for (const root of created.splice(0)) rmSync(root, { recursive: true, force: true });
}

/** A temporary project with the given files (name → content); `removeProjects()` deletes it. */
export function project(files: Record<string, string>, label = 'fixture'): string {
  const root = mkdtempSync(path.join(os.tmpdir(), `rsbuild2-${label}-`));
  created.push(root);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

/** Every file below a folder, as paths relative to it with `/` separators, sorted. */
export function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Runs one production or development build of a project with one major; Rsbuild reads NODE_ENV, so it is set to the mode. */
export async function build(major: Major, root: string, config: Record<string, unknown>, mode: Mode = 'production'): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    const { createRsbuild } = await load(major);
    const rsbuild = await createRsbuild({ cwd: root, rsbuildConfig: { mode, logLevel: 'silent', ...config } });
    const result = await rsbuild.build();
    await result.close();
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/** Builds, then starts the preview server on a free port; the caller closes it. */
export async function preview(major: Major, root: string, config: Record<string, unknown>) {
  await build(major, root, config);
  const { createRsbuild } = await load(major);
  const rsbuild = await createRsbuild({ cwd: root, rsbuildConfig: { mode: 'production', logLevel: 'silent', ...config, server: { port: 0, strictPort: false, printUrls: false, ...(config.server as object) } } });
  return rsbuild.preview();
}

/** Starts the dev server (development mode, nothing written to disk) and waits for the first compile; the caller closes it. */
export async function devServer(major: Major, root: string, config: Record<string, unknown>) {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    const { createRsbuild } = await load(major);
    let compiled!: () => void;
    const done = new Promise<void>((resolve) => (compiled = resolve));
    const plugin = { name: 'wait-for-compile', setup: (api: { onDevCompileDone: (fn: () => void) => void }) => api.onDevCompileDone(() => compiled()) };
    const rsbuild = await createRsbuild({
      cwd: root,
      rsbuildConfig: { mode: 'development', logLevel: 'silent', ...config, dev: { hmr: false, liveReload: false, ...(config.dev as object) }, plugins: [plugin] },
    });
    const server = await rsbuild.startDevServer();
    await done;
    return server;
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/** A TCP port that is free on all interfaces right now (the system picks it), for a server started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '0.0.0.0', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
