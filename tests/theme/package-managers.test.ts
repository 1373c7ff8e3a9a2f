import { describe, expect, it } from 'vitest';
import { PACKAGE_MANAGERS, onlySupported, packageManagerCommands, splitCommand } from '../../theme/lib/packageManagers';

describe('package-manager tabs', () => {
  it('are npm, yarn, pnpm and bun, in that order, without deno', () => {
    expect(PACKAGE_MANAGERS).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(Object.keys(packageManagerCommands('add react'))).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });
  it('prefix the shared command', () => {
    expect(packageManagerCommands('add @rsbuild/core@1 -D')).toEqual({
      npm: 'npm add @rsbuild/core@1 -D',
      yarn: 'yarn add @rsbuild/core@1 -D',
      pnpm: 'pnpm add @rsbuild/core@1 -D',
      bun: 'bun add @rsbuild/core@1 -D',
    });
  });
  it('spell install as add for yarn, pnpm and bun, except a bare install', () => {
    expect(packageManagerCommands('install vue')).toEqual({
      npm: 'npm install vue',
      yarn: 'yarn add vue',
      pnpm: 'pnpm add vue',
      bun: 'bun add vue',
    });
    expect(packageManagerCommands('install --frozen-lockfile').yarn).toBe('yarn install --frozen-lockfile');
  });
  it('drop @latest after yarn create', () => {
    expect(packageManagerCommands('create rsbuild@latest')).toEqual({
      npm: 'npm create rsbuild@latest',
      yarn: 'yarn create rsbuild',
      pnpm: 'pnpm create rsbuild@latest',
      bun: 'bun create rsbuild@latest',
    });
  });
  it('run registry packages with dlx and local binaries with exec', () => {
    expect(packageManagerCommands('taze minor -w', { dlx: true })).toEqual({
      npm: 'npx taze minor -w',
      yarn: 'yarn dlx taze minor -w',
      pnpm: 'pnpm dlx taze minor -w',
      bun: 'bunx taze minor -w',
    });
    expect(packageManagerCommands('rsbuild build', { exec: true })).toEqual({
      npm: 'npx rsbuild build',
      yarn: 'yarn rsbuild build',
      pnpm: 'pnpm rsbuild build',
      bun: 'bun rsbuild build',
    });
    expect(packageManagerCommands('x', { exec: true, dlx: true }).yarn).toBe('yarn dlx x');
  });
  it('keep only the four managers of a per-manager object, in order', () => {
    expect(onlySupported({ deno: 'deno task dev', bun: 'bun dev', npm: 'npm run dev' })).toEqual({ npm: 'npm run dev', bun: 'bun dev' });
    expect(Object.keys(onlySupported({ bun: 'b', yarn: 'y', npm: 'n', pnpm: 'p' }))).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });
  it('split a command into the tool and the rest, for highlighting', () => {
    expect(splitCommand('pnpm dlx create-rsbuild@latest')).toEqual(['pnpm', ' dlx create-rsbuild@latest']);
    expect(splitCommand('bunx')).toEqual(['bunx', '']);
  });
});
