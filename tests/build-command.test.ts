import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BUILD_NODE_FLAGS } from '../scripts/lib/build-command.mjs';
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
