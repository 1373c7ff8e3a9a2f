/**
 * Reads facts from the real Rsbuild 1.7.6 (`rsbuild-v1`) and 2.3.2 (`rsbuild-v2`)
 * packages, never from a copy:
 * - the declared type of a config option in each major (TypeScript compiler API),
 *   how the two relate and which member names the newer one adds or drops;
 * - normalized defaults (`createRsbuild` + `getNormalizedConfig`) per mode, and the
 *   browserslist each environment ends up with, for an empty project or a given config.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { createSharedProgram } from './ts-host';
import { DECLARATION_OPTIONS } from './config-options';
import { ROOT } from './docs';
import { type Major, type Mode, core } from './rsbuild-core';

export { type Major, type Mode };

export const MAJORS = {
  v1: { name: 'rsbuild-v1', version: '1.7.6', types: 'node_modules/rsbuild-v1/dist-types/index.d.ts' },
  v2: { name: 'rsbuild-v2', version: '2.3.2', types: 'node_modules/rsbuild-v2/dist/index.d.ts' },
} as const;

/* ------------------------------------------------------------------ */
/* Declared types                                                      */
/* ------------------------------------------------------------------ */

export interface DeclaredOption {
  /** `typeToString` of the declared type, without `| undefined`. */
  text: string;
  deprecated: boolean;
  /** Member names reachable from the type (`extract`, `overlay.errors`), for additions that assignability ignores. */
  members: Set<string>;
}

export interface OptionTypes {
  v1?: DeclaredOption;
  v2?: DeclaredOption;
  /** Every 1.7.6 value type-checks against 2.3.2. */
  v1FitsV2: boolean;
  v2FitsV1: boolean;
  /** Member names only 2.3.2 declares, sorted. */
  added: string[];
  /** Member names only 1.7.6 declares, sorted. */
  dropped: string[];
}

/**
 * `same`: mutually assignable, no member added or dropped;
 * `wider`: every 1.x value still fits, and 2.x accepts more;
 * `other`: some 1.x value no longer type-checks.
 */
export type TypeRelation = 'same' | 'wider' | 'other';

export const relationOf = (t: OptionTypes): TypeRelation =>
  t.v1FitsV2 && t.v2FitsV1 && t.added.length === 0 && t.dropped.length === 0 ? 'same' : t.v1FitsV2 ? 'wider' : 'other';

/** Depth to which member names are collected (`dev.client` → `overlay.errors`). */
const MEMBER_DEPTH = 3;

export class DeclaredTypes {
  private readonly checker: ts.TypeChecker;
  private readonly configs: Record<Major, ts.Type>;
  private readonly exported: Record<Major, Set<string>>;

  constructor() {
    const entries = { v1: path.join(ROOT, MAJORS.v1.types), v2: path.join(ROOT, MAJORS.v2.types) };
    // Both majors see the same `@rspack/core` (the 2.x one), so that a difference is
    // Rsbuild's own and not a by-product of two Rspack type packages.
    const program = createSharedProgram(Object.values(entries), {
      ...DECLARATION_OPTIONS,
      types: [],
      baseUrl: ROOT,
      paths: { '@rspack/core': ['node_modules/@rspack/core'], '@rspack/core/*': ['node_modules/@rspack/core/*'] },
    });
    this.checker = program.getTypeChecker();
    const exportsOf = (entry: string): ts.Symbol[] => {
      const source = program.getSourceFile(entry);
      const moduleSymbol = source && this.checker.getSymbolAtLocation(source);
      if (!moduleSymbol) throw new Error(`${entry}: cannot read the module's exports`);
      return this.checker.getExportsOfModule(moduleSymbol);
    };
    const configOf = (entry: string): ts.Type => {
      const exported = exportsOf(entry).find((s) => s.name === 'RsbuildConfig');
      if (!exported) throw new Error(`${entry}: no exported type RsbuildConfig`);
      const symbol = exported.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(exported) : exported;
      return this.checker.getDeclaredTypeOfSymbol(symbol);
    };
    this.configs = { v1: configOf(entries.v1), v2: configOf(entries.v2) };
    this.exported = { v1: new Set(exportsOf(entries.v1).map((s) => s.name)), v2: new Set(exportsOf(entries.v2).map((s) => s.name)) };
  }

  private property(major: Major, option: string): { symbol: ts.Symbol; type: ts.Type } | undefined {
    let type: ts.Type = this.configs[major];
    let symbol: ts.Symbol | undefined;
    for (const key of option.split('.')) {
      symbol = this.checker.getNonNullableType(type).getProperty(key);
      if (!symbol) return undefined;
      type = this.checker.getTypeOfSymbol(symbol);
    }
    return symbol && { symbol, type: this.checker.getNonNullableType(type) };
  }

  /** A type declared outside Rsbuild's own files (Rspack, Node, the TypeScript lib) is named, not expanded. */
  private isForeign(type: ts.Type): boolean {
    const file = (type.aliasSymbol ?? type.getSymbol())?.declarations?.[0]?.getSourceFile().fileName;
    return file !== undefined && !/node_modules\/rsbuild-v[12]\/(?!node_modules\/)/.test(file);
  }

  private collectMembers(type: ts.Type, depth: number, prefix: string, into: Set<string>, seen: Set<ts.Type>): void {
    if (depth === 0 || seen.has(type)) return;
    seen = new Set(seen).add(type);
    if (type.isUnionOrIntersection()) {
      for (const member of type.types) this.collectMembers(member, depth, prefix, into, seen);
      return;
    }
    if (type.isStringLiteral() || type.isNumberLiteral()) {
      into.add(`${prefix}${JSON.stringify(type.value)}`);
      return;
    }
    if (type.flags & ts.TypeFlags.BooleanLiteral) {
      into.add(`${prefix}${this.checker.typeToString(type)}`);
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object)) return;
    if (this.checker.isArrayType(type)) {
      into.add(`${prefix}[]`);
      const element = this.checker.getTypeArguments(type as ts.TypeReference)[0];
      if (element) this.collectMembers(element, depth, prefix, into, seen);
      return;
    }
    if (this.isForeign(type)) return;
    if (type.getCallSignatures().length > 0) into.add(`${prefix}()`);
    for (const index of this.checker.getIndexInfosOfType(type)) {
      into.add(`${prefix}*`);
      this.collectMembers(index.type, depth - 1, `${prefix}*.`, into, seen);
    }
    for (const property of type.getProperties()) {
      const name = `${prefix}${property.name}`;
      into.add(name);
      this.collectMembers(this.checker.getTypeOfSymbol(property), depth - 1, `${name}.`, into, seen);
    }
  }

  private declared(major: Major, option: string): DeclaredOption | undefined {
    const found = this.property(major, option);
    if (!found) return undefined;
    const members = new Set<string>();
    this.collectMembers(found.type, MEMBER_DEPTH, '', members, new Set());
    return {
      text: this.checker.typeToString(found.type, undefined, ts.TypeFormatFlags.NoTruncation),
      deprecated: found.symbol.getJsDocTags().some((tag) => tag.name === 'deprecated'),
      members,
    };
  }

  option(option: string): OptionTypes {
    const v1 = this.declared('v1', option);
    const v2 = this.declared('v2', option);
    const a = this.property('v1', option)?.type;
    const b = this.property('v2', option)?.type;
    const fits = (from?: ts.Type, to?: ts.Type) => Boolean(from && to && this.checker.isTypeAssignableTo(from, to));
    return {
      v1,
      v2,
      v1FitsV2: fits(a, b),
      v2FitsV1: fits(b, a),
      added: v1 && v2 ? [...v2.members].filter((m) => !v1.members.has(m)).sort() : [],
      dropped: v1 && v2 ? [...v1.members].filter((m) => !v2.members.has(m)).sort() : [],
    };
  }

  /** Whether a major's package entry exports a name (a function, a type, a constant). */
  exportsName(major: Major, name: string): boolean {
    return this.exported[major].has(name);
  }
}

/* ------------------------------------------------------------------ */
/* Normalized defaults                                                 */
/* ------------------------------------------------------------------ */

export interface Snapshot {
  major: Major;
  mode: Mode;
  root: string;
  config: Record<string, unknown>;
  /** The browserslist each environment is built for, as Rsbuild resolved it. */
  browserslist: Record<string, string[]>;
}

/**
 * Normalized config of an empty project (plus `extra` config and project `files`) in one mode, read from the real package.
 * Vitest sets NODE_ENV=test, which Rsbuild reads, so it is set to the mode under test.
 */
export async function loadSnapshot(
  major: Major,
  mode: Mode,
  extra: Record<string, unknown> = {},
  files: Record<string, string> = {},
): Promise<Snapshot> {
  const root = mkdtempSync(path.join(os.tmpdir(), `rsbuild-${major}-${mode}-`));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src/index.js'), 'console.log("hello");\n');
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(root, name), content);
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    const pkg = await core<{
      createRsbuild: (options: { cwd: string; rsbuildConfig: Record<string, unknown> }) => Promise<{
        initConfigs: (options: { action: string }) => Promise<unknown>;
        getNormalizedConfig: () => unknown;
      }>;
      version: string;
    }>(major);
    if (pkg.version !== MAJORS[major].version) throw new Error(`${MAJORS[major].name} is ${pkg.version}, expected ${MAJORS[major].version}`);
    const browserslist: Record<string, string[]> = {};
    const probe = {
      name: 'rsbuild-docs:probe',
      setup(api: { modifyBundlerChain: (fn: (chain: unknown, utils: { environment: { name: string; browserslist: string[] } }) => void) => void }) {
        api.modifyBundlerChain((_chain, { environment }) => {
          browserslist[environment.name] = [...environment.browserslist];
        });
      },
    };
    const rsbuild = await pkg.createRsbuild({ cwd: root, rsbuildConfig: { mode, ...extra, plugins: [probe] } });
    await rsbuild.initConfigs({ action: mode === 'development' ? 'dev' : 'build' });
    return { major, mode, root, config: rsbuild.getNormalizedConfig() as Record<string, unknown>, browserslist };
  } finally {
    process.env.NODE_ENV = previous;
    // Only its path is kept (to compare paths in the config): the folder goes.
    rmSync(root, { recursive: true, force: true });
  }
}

/** Reads `a.b.c` from an object; `undefined` when any step is missing. */
export function getPath(object: unknown, dotted: string): unknown {
  let current: unknown = object;
  for (const key of dotted.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
