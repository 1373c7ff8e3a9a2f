import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { BUILD_ARGS, BUILD_NODE_FLAGS } from '../scripts/lib/build-command.mjs';
import { keepBuildCache } from '../site/build-cache';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the site build is started one way (scripts/build.mjs)', () => {
  it('npm run build, npm test and the DocSearch build all start scripts/build.mjs', () => {
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    expect(scripts.build, 'package.json: scripts.build').toBe('node scripts/build.mjs');
    expect(read('scripts/test-all.mjs'), 'scripts/test-all.mjs: the site build step').toContain("cmd: 'node', args: ['scripts/build.mjs']");
    expect(read('scripts/build-docsearch.mjs'), 'scripts/build-docsearch.mjs').toContain("new URL('build.mjs', import.meta.url)");
    for (const file of ['scripts/test-all.mjs', 'scripts/build-docsearch.mjs']) {
      expect(read(file), `${file} starts rspress build without the build's Node.js flags`).not.toMatch(/['"]rspress['"],\s*['"]build['"]/);
    }
  });

  it('gives Node.js flags that this Node.js accepts', () => {
    const run = spawnSync(process.execPath, [...BUILD_NODE_FLAGS, '-e', '0'], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
  });
});

describe('the configuration the build loads natively (scripts/lib/native-config.mjs)', () => {
  /** The configuration as JSON, functions by name: what a Node.js started with `flags` loads through `load`. */
  const loaded = (flags: string[], load: string) => {
    const script = `
      const config = await (${load})();
      const seen = new WeakSet();
      const json = JSON.stringify(config, (key, value) => {
        if (typeof value === 'function') return 'function ' + value.name;
        if (value && typeof value === 'object') {
          if (seen.has(value)) return '[seen]';
          seen.add(value);
        }
        return value;
      });
      process.stdout.write(json);`;
    const run = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    expect(run.status, run.stderr).toBe(0);
    return JSON.parse(run.stdout) as Record<string, unknown>;
  };

  it('is the one jiti loads from rspress.config.ts (as `rspress dev` does)', () => {
    // Both through Rsbuild's own loader, as Rspress's CLI calls it: natively with the build's
    // flags (`--config native-config.mjs`), and with jiti.
    const rsbuild = pathToFileURL(createRequire(createRequire(path.join(root, 'package.json')).resolve('@rspress/core/package.json')).resolve('@rsbuild/core')).href;
    const through = (configPath: string, loader: string) =>
      `async () => { const { _privateMeta, ...config } = (await (await import(${JSON.stringify(rsbuild)})).loadConfig({ cwd: ${JSON.stringify(root)}, path: ${JSON.stringify(configPath)}, loader: '${loader}' })).content; return config; }`;
    const native = loaded(BUILD_NODE_FLAGS, through(BUILD_ARGS[1]!, 'native'));
    const jiti = loaded([], through('rspress.config.ts', 'jiti'));
    expect(Object.keys(native)).toContain('plugins');
    expect(native).toEqual(jiti);
  }, 60_000);

  it('fails with its own message when the TypeScript hooks are not registered', () => {
    const run = spawnSync(process.execPath, [BUILD_ARGS[1]!], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('scripts/lib/native-config.mjs: rspress.config.ts could not be loaded natively');
    expect(run.stderr).toContain('start the build with `node scripts/build.mjs`');
  });
});

describe("Rspack's persistent cache (site/build-cache.ts)", () => {
  it('is not written by a plain production build', () => {
    expect(keepBuildCache({ NODE_ENV: 'production' })).toBe(false);
    expect(keepBuildCache({ NODE_ENV: 'production', DOCS_BUILD_CACHE: '0' })).toBe(false);
  });

  it('is kept with DOCS_BUILD_CACHE=1 and in the dev server', () => {
    expect(keepBuildCache({ NODE_ENV: 'production', DOCS_BUILD_CACHE: '1' })).toBe(true);
    expect(keepBuildCache({ NODE_ENV: 'development' })).toBe(true);
  });

  it('rspress.config.ts turns it off when keepBuildCache says so, and lists file sizes without gzipping them', async () => {
    const performanceOf = async (env: Record<string, string | undefined>) => {
      vi.resetModules();
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      try {
        return (await import('../rspress.config')).default.builderConfig?.performance;
      } finally {
        vi.unstubAllEnvs();
      }
    };
    expect(await performanceOf({ NODE_ENV: 'production', DOCS_BUILD_CACHE: undefined })).toEqual({ buildCache: false, printFileSize: { compressed: false } });
    expect(await performanceOf({ NODE_ENV: 'production', DOCS_BUILD_CACHE: '1' })).toEqual({ printFileSize: { compressed: false } });
  }, 30_000);
});
