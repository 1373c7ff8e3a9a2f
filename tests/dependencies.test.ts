/**
 * Every package the site's code imports is declared in package.json: the
 * theme, components, build plugins, scripts, tests, browser tests, configs,
 * the pages' MDX imports and the code the build generates (the route table).
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../scripts/lib/files.mjs';
import { pageIndexModule } from '../site/plugins/page-index';
import { routeTableModule } from '../site/plugins/rspress-internals';
import { ROOT } from './lib/docs';

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = { ...pkg.dependencies, ...pkg.devDependencies };

const CODE_DIRS = ['theme', 'components', 'site', 'scripts', 'tests', 'e2e'];
const CONFIGS = ['rspress.config.ts', 'playwright.config.ts', 'vitest.config.ts'];
const CODE = /\.(?:[cm]?[jt]sx?)$/;

/** The package a bare import specifier names (`@scope/name/sub` → `@scope/name`), or undefined for paths and built-ins. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  if (builtinModules.includes(name)) return undefined;
  // Modules Rspress provides to the theme through aliases, not packages.
  if (name.startsWith('virtual-') || name === '@theme' || name === '@theme-original') return undefined;
  return name;
}

/** Import specifiers of a module's code (static, dynamic, `require`, `export … from`), never text inside strings. */
const importsOf = (code: string) => ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);

/** `import … from '…'` lines of an MDX page, outside code fences. */
function mdxImports(source: string): string[] {
  let fence = false;
  const found: string[] = [];
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    else if (!fence && /^import\s/.test(line)) found.push(...importsOf(line));
  }
  return found;
}

/** A package counts as declared under its own name or, for a type-only package, as `@types/…`. */
const isDeclared = (name: string) =>
  name in declared || `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}` in declared;

/** Version of the package `name` whose files include `dir`. */
function installedVersion(dir: string, name: string): string {
  for (let at = dir; at !== path.dirname(at); at = path.dirname(at)) {
    const file = path.join(at, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
    if (manifest.name === name) return manifest.version;
  }
  throw new Error(`no package.json of ${name} above ${dir}`);
}

function undeclared(sources: { file: string; specifiers: string[] }[]): string[] {
  const problems: string[] = [];
  for (const { file, specifiers } of sources) {
    for (const name of new Set(specifiers.map(packageOf))) {
      if (name && !isDeclared(name)) problems.push(`${file}: imports ${name}, which package.json does not declare`);
    }
  }
  return problems;
}

describe('dependencies', () => {
  it('every package imported by the code, the pages and the generated code is declared', () => {
    const code = [
      ...CODE_DIRS.flatMap((dir) => listFiles(path.join(ROOT, dir)).filter((f) => CODE.test(f)).map((f) => `${dir}/${f}`)),
      ...CONFIGS,
    ].map((file) => ({ file, specifiers: importsOf(readFileSync(path.join(ROOT, file), 'utf8')) }));
    const pages = listFiles(path.join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => ({ file: `docs/${f}`, specifiers: mdxImports(readFileSync(path.join(ROOT, 'docs', f), 'utf8')) }));
    const route = { routePath: '/a', pureRoutePath: '/a', absolutePath: '/docs/en/a.mdx', relativePath: 'en/a.mdx', pageName: 'a', lang: 'en', version: '' };
    const generated = [
      { file: 'the route table (site/plugins/rspress-internals.ts)', specifiers: importsOf(routeTableModule([route], { overviewModule: '/o', pageModule: '/p', isOverview: () => true })) },
      { file: 'the page index (site/plugins/page-index.ts)', specifiers: importsOf(pageIndexModule(['en'])) },
    ];
    expect(code.length).toBeGreaterThan(100);
    expect(pages.some((p) => p.specifiers.length > 0)).toBe(true);
    const problems = undeclared([...code, ...pages, ...generated]);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('names the file and the package of an undeclared import', () => {
    const source = "import a from 'left-pad/x';\nimport type { B } from '@scope/b';\nconst t = \"import c from 'in-a-string'\";\nexport * from './local';\nimport 'node:fs';\nimport('react');";
    expect(undeclared([{ file: 'x.ts', specifiers: importsOf(source) }])).toEqual([
      'x.ts: imports left-pad, which package.json does not declare',
      'x.ts: imports @scope/b, which package.json does not declare',
    ]);
    expect(mdxImports("import { A } from 'pkg-a';\n\n```ts\nimport b from 'pkg-b';\n```\n")).toEqual(['pkg-a']);
  });

  it('packages that Rspress resolves for the site are declared at the version it resolves', () => {
    // Rspress builds with its own @rsbuild/core and aliases these packages to its own copies.
    const fromRspress = createRequire(createRequire(path.join(ROOT, 'package.json')).resolve('@rspress/core/package.json'));
    for (const name of ['@rsbuild/core', 'react-lazy-with-preload', '@mdx-js/react']) {
      const version = installedVersion(path.dirname(fromRspress.resolve(name)), name);
      expect(declared[name], `package.json: declare ${name} at ${version}, the version @rspress/core resolves`).toBe(version);
    }
  });
});
