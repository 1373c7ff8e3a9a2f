/**
 * Builds the option map of the config checker from the published declarations of
 * `@rsbuild/core` 1.7.6 (`rsbuild-v1`) and 2.3.2 (`rsbuild-v2`) with the TypeScript
 * compiler API, plus the per-option Rsbuild 2 status of `site/rsbuild2/data.ts`.
 * `npm run config-check:map` writes `option-map.json`; `tests/config-check-map.test.ts`
 * fails when the committed file differs from what this produces.
 */
import path from 'node:path';
import ts from 'typescript';
import { OPTION_STATUS, UNCHANGED_ANCHOR, UPGRADE_GUIDE_ROUTE, UPGRADE_TOPICS, optionAnchor } from '../rsbuild2/data';
import { RSBUILD2_LABELS } from '../rsbuild2/labels';
import type { Lang, OptionMap, TypeNode, UpgradeTexts } from './types';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DECLARATIONS = {
  v1: path.join(ROOT, 'node_modules/rsbuild-v1/dist-types/index.d.ts'),
  v2: path.join(ROOT, 'node_modules/rsbuild-v2/dist/index.d.ts'),
};

/** The guide's general topics the checker can tell apply to a config (see `topicsFor` in check.ts). */
const CHECKLIST_TOPICS = ['node-version', 'esm-only', 'plugins', 'peer-dependencies', 'rspack-2', 'webpack'];

/** How deep the map follows Rsbuild's own option objects (`output.distPath.js` is depth 3). */
const MAX_DEPTH = 4;

function exportedType(program: ts.Program, entry: string, name: string): ts.Type {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entry}: cannot read the module's exports`);
  const exported = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
  if (!exported) throw new Error(`${entry}: no exported type ${name}`);
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  return checker.getDeclaredTypeOfSymbol(symbol);
}

/** Whether a property is declared by Rsbuild itself (not by Rspack, SWC, PostCSS … whose types the map leaves open). */
function declaredByRsbuild(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((d) => /node_modules\/rsbuild-v(?:1\/dist-types|2\/dist)\//.test(d.getSourceFile().fileName));
}

function deprecation(symbol: ts.Symbol): string | undefined {
  const tag = symbol.getJsDocTags().find((t) => t.name === 'deprecated');
  return tag ? ts.displayPartsToString(tag.text).trim() || 'deprecated' : undefined;
}

function describe(type: ts.Type, checker: ts.TypeChecker, depth: number, seen: Set<ts.Type>): TypeNode {
  const kinds = new Set<string>();
  const literals: (string | number)[] = [];
  let props: Record<string, TypeNode> | undefined;
  let open = false;
  // The item type of each array member of the union; undefined when the map cannot check it.
  const itemTypes: (TypeNode | undefined)[] = [];
  const objectMembers: ts.Type[] = [];
  const members = type.isUnion() ? type.types : [type];
  for (const t of members) {
    const f = t.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter | ts.TypeFlags.Index | ts.TypeFlags.IndexedAccess | ts.TypeFlags.Conditional)) kinds.add('any');
    else if (f & ts.TypeFlags.BooleanLike) kinds.add('boolean');
    else if (f & ts.TypeFlags.StringLiteral) literals.push((t as ts.StringLiteralType).value);
    else if (f & ts.TypeFlags.NumberLiteral) literals.push((t as ts.NumberLiteralType).value);
    else if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) kinds.add('string');
    else if (f & ts.TypeFlags.Number) kinds.add('number');
    else if (f & ts.TypeFlags.Null) kinds.add('null');
    else if (f & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)) continue;
    else if (f & (ts.TypeFlags.BigIntLike | ts.TypeFlags.ESSymbolLike)) kinds.add('any');
    else if (t.getCallSignatures().length > 0) kinds.add('function');
    else if (checker.isArrayType(t) || checker.isTupleType(t) || t.symbol?.name === 'ReadonlyArray') {
      kinds.add('array');
      // The items of `T[]` (`html.tags`, `performance.removeConsole`): kept when the map can check their keys or values.
      const element = checker.isTupleType(t) ? undefined : checker.getTypeArguments(t as ts.TypeReference)[0];
      const item = element && depth < MAX_DEPTH ? describe(checker.getNonNullableType(element), checker, depth + 1, new Set(seen).add(t)) : undefined;
      itemTypes.push(item && (item.props || item.values || item.items) ? item : undefined);
    }
    else if (t.symbol?.name === 'RegExp') kinds.add('regexp');
    else if (f & ts.TypeFlags.Intersection && (t as ts.IntersectionType).types.some((m) => m.flags & ts.TypeFlags.String)) kinds.add('string');
    else if (f & (ts.TypeFlags.Object | ts.TypeFlags.Intersection | ts.TypeFlags.NonPrimitive)) {
      kinds.add('object');
      const properties = t.getProperties();
      const ownProps = properties.filter(declaredByRsbuild);
      // A type Rsbuild takes from another package, an index signature or `object` accepts keys the map cannot list.
      if (
        f & ts.TypeFlags.NonPrimitive ||
        ownProps.length < properties.length ||
        properties.length === 0 ||
        checker.getIndexInfosOfType(t).length > 0 ||
        depth >= MAX_DEPTH ||
        seen.has(t)
      ) {
        open = true;
        continue;
      }
      props ??= {};
      objectMembers.push(t);
      const inner = new Set(seen).add(t);
      for (const p of properties) {
        const node = describe(checker.getNonNullableType(checker.getTypeOfSymbol(p)), checker, depth + 1, inner);
        const dep = deprecation(p);
        if (dep) node.deprecated = dep;
        // The same key in two object members of a union: accept what either accepts.
        props[p.name] = props[p.name] ? merge(props[p.name]!, node) : node;
      }
    } else kinds.add('any');
  }
  const node: TypeNode = { kinds: [...kinds].sort() };
  if (kinds.has('any')) return { kinds: ['any'] };
  // Literals only restrict a value when the plain primitive is not accepted as well.
  const enumValues = literals.filter((v) => !kinds.has(typeof v));
  if (enumValues.length) node.values = enumValues;
  if (literals.some((v) => typeof v === 'string') && !kinds.has('string')) node.kinds.push('string');
  if (literals.some((v) => typeof v === 'number') && !kinds.has('number')) node.kinds.push('number');
  node.kinds = [...new Set(node.kinds)].sort();
  if (open) node.open = true;
  else if (props) node.props = props;
  const variants = !open && objectMembers.length > 1 ? discriminant(objectMembers, checker) : undefined;
  if (variants) node.variants = variants;
  if (itemTypes.length && itemTypes.every(Boolean)) node.items = (itemTypes as TypeNode[]).reduce((a, b) => merge(a, b));
  return node;
}

/** The key whose string literals tell the object members of a union apart, and the keys each member allows. */
function discriminant(members: ts.Type[], checker: ts.TypeChecker): TypeNode['variants'] {
  const literalsOf = (t: ts.Type, key: string): string[] | undefined => {
    const symbol = t.getProperty(key);
    if (!symbol) return undefined;
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
    const parts = type.isUnion() ? type.types : [type];
    return parts.every((p) => p.flags & ts.TypeFlags.StringLiteral) ? parts.map((p) => (p as ts.StringLiteralType).value) : undefined;
  };
  for (const key of members[0]!.getProperties().map((p) => p.name)) {
    const values = members.map((m) => literalsOf(m, key));
    if (values.some((v) => !v)) continue;
    const keys: Record<string, string[]> = {};
    for (const [i, m] of members.entries()) for (const v of values[i]!) keys[v] = m.getProperties().map((p) => p.name);
    const optional = members.filter((m) => (m.getProperty(key)!.flags & ts.SymbolFlags.Optional) !== 0);
    return { key, keys, ...(optional.length === 1 ? { unset: optional[0]!.getProperties().map((p) => p.name) } : {}) };
  }
  return undefined;
}

function merge(a: TypeNode, b: TypeNode): TypeNode {
  if (a.kinds.includes('any') || b.kinds.includes('any')) return { kinds: ['any'] };
  const node: TypeNode = { kinds: [...new Set([...a.kinds, ...b.kinds])].sort() };
  if (a.values && b.values) node.values = [...new Set([...a.values, ...b.values])];
  if (a.open || b.open) node.open = true;
  else if (a.props || b.props) {
    node.props = { ...a.props };
    for (const [k, v] of Object.entries(b.props ?? {})) node.props[k] = node.props[k] ? merge(node.props[k]!, v) : v;
  }
  // Items stay checked only when every array the two accept has checked items.
  if (a.items && b.items) node.items = merge(a.items, b.items);
  else if (a.items && !b.kinds.includes('array')) node.items = a.items;
  else if (b.items && !a.kinds.includes('array')) node.items = b.items;
  const dep = a.deprecated ?? b.deprecated;
  if (dep) node.deprecated = dep;
  return node;
}

/** The type tree of a major's `RsbuildConfig`, and the top-level keys of its `EnvironmentConfig`. */
export function readMajor(entry: string): { config: TypeNode; environmentKeys: string[]; environmentSubsets: Record<string, string[]> } {
  const program = ts.createProgram([entry], { strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [] });
  const checker = program.getTypeChecker();
  const rsbuildConfig = exportedType(program, entry, 'RsbuildConfig');
  const config = describe(rsbuildConfig, checker, 0, new Set());
  const environment = exportedType(program, entry, 'EnvironmentConfig');
  const environmentKeys = environment.getProperties().map((p) => p.name).sort();
  if (!config.props) throw new Error(`${entry}: RsbuildConfig has no properties the map can read`);
  // `dev` of an environment is a `Pick` of the top-level one: the keys it keeps.
  const keysOf = (type: ts.Type, name: string) => {
    const symbol = type.getProperty(name);
    return symbol ? checker.getNonNullableType(checker.getTypeOfSymbol(symbol)).getProperties().map((p) => p.name) : [];
  };
  const environmentSubsets: Record<string, string[]> = {};
  for (const key of environmentKeys) {
    const [own, top] = [keysOf(environment, key), keysOf(rsbuildConfig, key)];
    if (own.length && own.length < top.length) environmentSubsets[key] = own.sort();
  }
  return { config, environmentKeys, environmentSubsets };
}

/** Every dotted path of a type tree. */
export function pathsOf(node: TypeNode, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, child] of Object.entries(node.props ?? {})) {
    const p = prefix ? `${prefix}.${key}` : key;
    out.push(p, ...pathsOf(child, p));
  }
  return out;
}

function lookup(node: TypeNode, dotted: string): TypeNode | undefined {
  let current: TypeNode | undefined = node;
  for (const key of dotted.split('.')) current = current?.props?.[key];
  return current;
}

/** The option map: 1.7.6 types, the paths only 2.3.2 declares, option pages and the Rsbuild 2 status per option. */
export function generateOptionMap(pages: Map<string, string>): OptionMap {
  const v1 = readMajor(DECLARATIONS.v1);
  const v2 = readMajor(DECLARATIONS.v2);
  const v1Paths = new Set(pathsOf(v1.config));
  // A 2.x-only key is reported where 1.7.6 lists the keys of its parent (an open parent accepts it anyway).
  const v2Only = pathsOf(v2.config).filter((p) => {
    if (v1Paths.has(p)) return false;
    const parent = p.includes('.') ? lookup(v1.config, p.slice(0, p.lastIndexOf('.'))) : v1.config;
    return Boolean(parent?.props);
  });
  const pageOf: Record<string, string> = {};
  for (const [option, route] of [...pages].sort(([a], [b]) => a.localeCompare(b))) pageOf[option] = route;
  const upgrade: OptionMap['upgrade'] = {};
  for (const e of OPTION_STATUS) {
    upgrade[e.option] = {
      kind: e.kind,
      ...(e.to ? { to: e.to } : {}),
      anchor: e.kind === 'unchanged' ? UNCHANGED_ANCHOR : optionAnchor(e.option),
    };
  }
  return {
    versions: { v1: '1.7.6', v2: '2.3.2' },
    config: v1.config,
    environmentKeys: v1.environmentKeys,
    environmentSubsets: v1.environmentSubsets,
    v2Only,
    pages: pageOf,
    guide: UPGRADE_GUIDE_ROUTE,
    kindLabels: Object.fromEntries(Object.entries(RSBUILD2_LABELS.kind).map(([k, v]) => [k, v])) as OptionMap['kindLabels'],
    upgrade,
  };
}

/** The texts of the upgrade view in one language (a chunk per language): status summaries and checklist topics. */
export function generateUpgradeTexts(lang: Lang): UpgradeTexts {
  const summaries: Record<string, string> = {};
  for (const e of OPTION_STATUS) {
    const text = e.kind === 'unchanged' ? e.note : e.summary;
    if (text) summaries[e.option] = text[lang];
  }
  const topics = Object.fromEntries(UPGRADE_TOPICS.filter((t) => CHECKLIST_TOPICS.includes(t.id)).map((t) => [t.id, { title: t.title[lang], step: t.step[lang] }]));
  return { summaries, topics };
}
