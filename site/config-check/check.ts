/**
 * The config checker: parses a pasted `rsbuild.config.*` (JS, TS or JSON) with acorn and
 * its TypeScript plugin, evaluates it statically (`evaluate.ts`) and compares what it sets
 * with the option map generated from the 1.7.6 and 2.3.2 declarations. Pure: text in,
 * result out; the page loads this module (and the parser) on intent.
 */
import { Parser } from 'acorn';
import { tsPlugin } from '@sveltejs/acorn-typescript';
import { type Evaluated, type Pos, type Value, evaluateExpression, evaluateProgram } from './evaluate';
import { FOREIGN_KEYS } from './foreign-keys';
import type { OptionMap, TypeNode } from './types';

export type DiagnosticKind = 'unknown-key' | 'other-variant' | 'not-in-environment' | 'v2-only' | 'foreign-key' | 'wrong-type' | 'wrong-value' | 'deprecated';

export interface Diagnostic {
  kind: DiagnosticKind;
  /** The key as written, with its parents (`server.prot`). */
  path: string;
  line: number;
  column: number;
  /** The option to use instead: a close spelling, the 1.x equivalent of a Vite/webpack key, the replacement of a deprecated one. */
  suggestion?: string;
  /** What the declaration accepts (`boolean | object`, `'web' | 'node'`). */
  expected?: string;
  /** What the config has (`string`, `'nodejs'`). */
  actual?: string;
  tool?: 'Vite' | 'webpack';
  /** The `@deprecated` text. */
  note?: string;
  /** For `other-variant`: the key that picks the variant (`strategy`); `actual` is its value, or absent when it is not set. */
  variantKey?: string;
  /** English route (with `#anchor`) of the page to read. */
  link: string;
}

export interface NotChecked {
  path: string;
  code: string;
  line: number;
  column: number;
}

export interface CheckResult {
  status: 'checked' | 'parse-error' | 'no-config';
  error?: { line: number; column: number; message: string };
  diagnostics: Diagnostic[];
  notChecked: NotChecked[];
  /** Option paths the config sets that the Rsbuild 2 data covers, in the data's order. */
  options: string[];
  /** Packages the config imports that provide plugins. */
  plugins: string[];
  /** Ids of the upgrade guide's general topics that apply to this config. */
  topics: string[];
}

const TSParser = Parser.extend(tsPlugin() as never);
const PARSE_OPTIONS = { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowHashBang: true, allowReturnOutsideFunction: false } as const;

/** Parses JS/TS module text, or a JSON object. Throws acorn's SyntaxError with `loc`. */
export function parseConfig(text: string): Evaluated {
  const first = text.search(/\S/);
  if (first >= 0 && text[first] === '{') {
    const node = TSParser.parseExpressionAt(text, first, PARSE_OPTIONS as never) as { end: number };
    const rest = text.slice(node.end).trim();
    if (rest) {
      const before = text.slice(0, node.end).split('\n');
      const err = new SyntaxError(`Unexpected text after the object`) as SyntaxError & { loc: { line: number; column: number } };
      err.loc = { line: before.length, column: before[before.length - 1]!.length };
      throw err;
    }
    return evaluateExpression(node, text);
  }
  return evaluateProgram(TSParser.parse(text, PARSE_OPTIONS as never), text);
}

/** Optimal string alignment distance (an edit, or swapping two neighbours, costs 1). */
export function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The closest declared key, when one is close enough to be a typo. */
export function closest(key: string, candidates: string[]): string | undefined {
  const limit = key.length <= 4 ? 1 : key.length <= 8 ? 2 : 3;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = c.toLowerCase() === key.toLowerCase() ? 0 : distance(key, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  if (bestDistance <= limit) return best;
  // A plural of a singular key (`entries` → `entry`, `aliases` → `alias`).
  const singulars = [key.replace(/ies$/, 'y'), key.replace(/es$/, ''), key.replace(/s$/, '')].filter((s) => s !== key);
  return candidates.find((c) => singulars.includes(c));
}

const kindOf = (v: Value): string | undefined => {
  if (v.t === 'literal') return v.value === null ? 'null' : v.value === undefined ? undefined : typeof v.value;
  if (v.t === 'typed') return v.kind;
  if (v.t === 'object') return 'object';
  return undefined;
};

const describeValue = (v: Value): string => (v.t === 'literal' ? (typeof v.value === 'string' ? `'${v.value}'` : String(v.value)) : kindOf(v) ?? '?');

const describeType = (node: TypeNode): string => {
  const parts = node.values ? node.values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))) : [];
  for (const k of node.kinds) {
    if (node.values?.some((v) => typeof v === k)) continue;
    parts.push(k);
  }
  return parts.join(' | ');
};

/** The keys the member of a union that an object's discriminant picks allows; undefined when that is unknown. */
function variantOf(value: Extract<Value, { t: 'object' }>, node: TypeNode, final: 'all' | 'explicit' | 'none'): { keys: string[]; value?: string } | undefined {
  const variants = node.variants;
  if (!variants || value.partial.length || final === 'none') return undefined;
  const picked = value.props.find((p) => p.key === variants.key);
  if (!picked) return variants.unset && final === 'all' ? { keys: variants.unset } : undefined;
  if (picked.value.t !== 'literal' || typeof picked.value.value !== 'string') return undefined;
  const keys = variants.keys[picked.value.value];
  return keys ? { keys, value: picked.value.value } : undefined;
}

/** The option that replaces a deprecated one (the first code span of its `@deprecated` text). */
function replacementOf(path: string[], config: TypeNode): string | undefined {
  let node: TypeNode | undefined = config;
  for (const key of path) node = node?.props?.[key];
  const use = node?.deprecated && /`([^`]+)`/.exec(node.deprecated)?.[1];
  return use && use !== path.join('.') ? use : undefined;
}

/** A key path as written: `html.tags[0].append`. */
const show = (path: string[]): string => path.join('.').replace(/\.\[/g, '[');

class Checker {
  diagnostics: Diagnostic[] = [];
  notChecked: NotChecked[] = [];
  used = new Set<string>();
  plugins = new Set<string>();
  /** Inside an argument of `mergeRsbuildConfig`. */
  merging = false;
  /** The config has environments, which are merged over its top level. */
  hasEnvironments = false;
  private seen = new Set<string>();

  constructor(private readonly map: OptionMap) {}

  /** English route of the page about `path` (its longest documented prefix), or the config overview. */
  link(path: string): string {
    const parts = path.split('.');
    for (let n = parts.length; n >= 1; n--) {
      const route = this.map.pages[parts.slice(0, n).join('.')];
      if (route) return route;
      // A deprecated option without a page of its own is documented with its replacement.
      const use = replacementOf(parts.slice(0, n), this.map.config);
      if (use) return this.link([use, ...parts.slice(n)].join('.'));
    }
    return '/config/';
  }

  private add(d: Diagnostic) {
    const id = `${d.kind} ${d.path} ${d.line}:${d.column}`;
    if (this.seen.has(id)) return;
    this.seen.add(id);
    this.diagnostics.push(d);
  }

  skip(path: string, code: string, pos: Pos) {
    const id = `nc ${path} ${pos.line}:${pos.column}`;
    if (this.seen.has(id)) return;
    this.seen.add(id);
    this.notChecked.push({ path, code, ...pos });
  }

  /** `environments.web.output.x` → `output.x`, `html.tags[0].tag` → `html.tags.tag`: the option a key stands for. */
  private option(path: string[]): string {
    return (path[0] === 'environments' ? path.slice(2) : path).filter((k) => !k.startsWith('[')).join('.');
  }

  check(value: Value, node: TypeNode, path: string[]) {
    const shown = show(path) || 'config';
    if (value.t === 'branches') {
      const merging = this.merging;
      this.merging ||= Boolean(value.merged);
      for (const option of value.options) this.check(option, node, path);
      this.merging = merging;
      return;
    }
    if (value.t === 'unknown' || value.t === 'call') {
      if (!node.kinds.includes('any')) this.skip(shown, value.t === 'unknown' ? value.code : `${value.name}()`, value.pos);
      return;
    }
    if (node.kinds.includes('any')) return;
    const kind = kindOf(value);
    if (kind === undefined) return;
    const accepts = node.kinds.includes(kind) || (kind === 'regexp' && node.kinds.includes('object'));
    if (!accepts) {
      this.add({ kind: 'wrong-type', path: shown, ...value.pos, expected: describeType(node), actual: kind, link: this.link(this.option(path)) });
      return;
    }
    if (value.t === 'literal' && node.values && (typeof value.value === 'string' || typeof value.value === 'number')) {
      const sameType = node.values.filter((v) => typeof v === typeof value.value);
      if (sameType.length && !sameType.includes(value.value)) {
        const close = typeof value.value === 'string' ? closest(value.value, sameType.map(String)) : undefined;
        this.add({ kind: 'wrong-value', path: shown, ...value.pos, expected: describeType(node), actual: describeValue(value), ...(close ? { suggestion: `'${close}'` } : {}), link: this.link(this.option(path)) });
      }
    }
    if (value.t === 'typed' && value.kind === 'array' && this.option(path) === 'plugins') {
      for (const item of value.items ?? []) this.pluginItem(item);
    }
    if (value.t === 'typed' && value.kind === 'array' && node.items) value.items?.forEach((item, i) => this.check(item, node.items!, [...path, `[${i}]`]));
    if (value.t === 'object') this.object(value, node, path);
  }

  private pluginItem(item: Value) {
    if (item.t === 'call') this.plugins.add(item.source);
    if (item.t === 'branches') item.options.forEach((o) => this.pluginItem(o));
  }

  private object(value: Extract<Value, { t: 'object' }>, node: TypeNode, path: string[]) {
    const shown = show(path) || 'config';
    if (!node.props) return;
    for (const u of value.partial) this.skip(`${shown}: …`, u.code, u.pos);
    const environment = path.length === 2 && path[0] === 'environments';
    // The keys an environment's group takes, when fewer than at the top level (`environments.web.dev`).
    const subset = path.length === 3 && path[0] === 'environments' ? this.map.environmentSubsets[path[2]!] : undefined;
    // What another config merged with this one sets wins: an environment over the top level, a later mergeRsbuildConfig argument over an earlier one.
    const final = this.merging ? 'none' : !this.hasEnvironments ? 'all' : path[0] === 'environments' ? 'explicit' : 'none';
    const variant = variantOf(value, node, final);
    for (const prop of value.props) {
      const full = [...path, prop.key];
      const option = this.option(full);
      const child = node.props[prop.key];
      if (child && variant && !variant.keys.includes(prop.key)) {
        // A key of another member of the union (`minSize` with `strategy: 'split-by-experience'`).
        const takes = Object.entries(node.variants!.keys).filter(([, keys]) => keys.includes(prop.key)).map(([v]) => `'${v}'`);
        this.add({ kind: 'other-variant', path: show(full), ...prop.pos, variantKey: node.variants!.key, expected: takes.join(' | '), ...(variant.value === undefined ? {} : { actual: `'${variant.value}'` }), link: this.link(option) });
        continue;
      }
      if (child && ((environment && !this.map.environmentKeys.includes(prop.key)) || (subset && !subset.includes(prop.key)))) {
        this.add({ kind: 'not-in-environment', path: show(full), ...prop.pos, suggestion: option, link: this.link('environments') });
        continue;
      }
      if (child) {
        if (path.length <= 1 || environment) this.used.add(option);
        else if (this.option(path).split('.').length === 1) this.used.add(option);
        if (child.deprecated) {
          const use = /`([^`]+)`/.exec(child.deprecated)?.[1];
          this.add({ kind: 'deprecated', path: show(full), ...prop.pos, note: child.deprecated, ...(use ? { suggestion: use } : {}), link: this.link(option) });
        }
        this.check(prop.value, child, full);
        continue;
      }
      if (prop.key === 'environments' && path.length === 0) continue;
      this.unknownKey(prop, full, Object.keys(node.props), value);
    }
    if (path.length === 0) {
      const envs = value.props.find((p) => p.key === 'environments');
      if (envs) this.environments(envs.value);
    }
  }

  private environments(value: Value) {
    if (value.t === 'branches') return value.options.forEach((o) => this.environments(o));
    if (value.t !== 'object') {
      if (value.t === 'unknown') this.skip('environments', value.code, value.pos);
      return;
    }
    for (const u of value.partial) this.skip('environments: …', u.code, u.pos);
    for (const env of value.props) this.check(env.value, this.map.config, ['environments', env.key]);
  }

  private unknownKey(prop: { key: string; pos: Pos; value: Value }, full: string[], siblings: string[], parent: Value) {
    const option = this.option(full);
    const shown = show(full);
    if (this.map.v2Only.includes(option)) {
      // A 2.x option that a 1.x one became (`server.setup` from `dev.setupMiddlewares`): name the 1.x one.
      const before = Object.entries(this.map.upgrade).find(([, e]) => e.to === option)?.[0];
      this.add({ kind: 'v2-only', path: shown, ...prop.pos, ...(before ? { suggestion: before, link: this.link(before) } : { link: `${this.map.guide}#new-options` }) });
      return;
    }
    const foreign = FOREIGN_KEYS[option];
    // A Vite/webpack group (`build`, `devServer`, `css`): the keys inside that have an equivalent.
    const inner = prop.value.t === 'object' ? prop.value.props.filter((p) => FOREIGN_KEYS[`${option}.${p.key}`]) : [];
    for (const p of inner) {
      const f = FOREIGN_KEYS[`${option}.${p.key}`]!;
      this.add({ kind: 'foreign-key', path: `${shown}.${p.key}`, ...p.pos, tool: f.tool, suggestion: f.use, link: this.link(f.use) });
    }
    // The group's other keys have no equivalent of their own: the group is reported too, so that they are not dropped silently.
    if (inner.length && prop.value.t === 'object' && prop.value.props.length === inner.length) return;
    if (foreign) {
      const v = prop.value;
      const use = foreign.relative && v.t === 'literal' && typeof v.value === 'string' && !v.value.startsWith('/') ? foreign.relative : foreign.use;
      this.add({ kind: 'foreign-key', path: shown, ...prop.pos, tool: foreign.tool, suggestion: use, link: this.link(use) });
      return;
    }
    void parent;
    const near = closest(prop.key, siblings);
    const prefix = full.slice(0, -1);
    if (near) {
      const suggestion = show([...prefix, near]);
      this.add({ kind: 'unknown-key', path: shown, ...prop.pos, suggestion, link: this.link(this.option([...prefix, near])) });
      return;
    }
    // A key of another group (`dev.port` → `server.port`).
    const inGroup = full[0] !== 'environments' ? this.elsewhere(prop.key, full.length >= 2 ? full[0]! : '') : undefined;
    this.add({ kind: 'unknown-key', path: shown, ...prop.pos, ...(inGroup ? { suggestion: inGroup } : {}), link: this.link(inGroup ?? this.option(prefix)) });
  }

  private elsewhere(key: string, group: string): string | undefined {
    if (key.length < 4) return undefined;
    for (const [name, node] of Object.entries(this.map.config.props ?? {})) {
      if (name === group || !node.props) continue;
      if (node.props[key] && !node.props[key]!.deprecated) return `${name}.${key}`;
    }
    return undefined;
  }
}

/** Topic ids of the upgrade guide that apply to a config, besides the per-option entries. */
function topicsFor(evaluated: Evaluated, used: Set<string>, plugins: string[], config: Value | undefined): string[] {
  const topics = ['node-version'];
  if (evaluated.commonjs) topics.push('esm-only');
  if (plugins.length) topics.push('plugins');
  const polyfill = config && config.t === 'object' ? config.props.find((p) => p.key === 'output')?.value : undefined;
  const setsPolyfill =
    polyfill?.t === 'object' && polyfill.props.some((p) => p.key === 'polyfill' && !(p.value.t === 'literal' && p.value.value === 'off'));
  if (setsPolyfill || used.has('moduleFederation.options')) topics.push('peer-dependencies');
  if (used.has('tools.rspack') || used.has('tools.bundlerChain') || evaluated.imports.some((i) => i.source === '@rspack/core')) topics.push('rspack-2');
  if (used.has('tools.webpack') || used.has('tools.webpackChain') || evaluated.imports.some((i) => i.source === 'webpack')) topics.push('webpack');
  return topics;
}

const PLUGIN_PACKAGE = /(^@rsbuild\/plugin-|rsbuild-plugin|^@[^/]+\/rsbuild-plugin)/;

/** Checks a config text against the option map. Never throws: a syntax error is a result. */
export function checkConfig(text: string, map: OptionMap): CheckResult {
  const empty = { diagnostics: [], notChecked: [], options: [], plugins: [], topics: [] };
  let evaluated: Evaluated;
  try {
    evaluated = parseConfig(text);
  } catch (error) {
    const e = error as SyntaxError & { loc?: { line: number; column: number } };
    if (!e.loc) throw error;
    return { status: 'parse-error', error: { line: e.loc.line, column: e.loc.column + 1, message: e.message.replace(/\s*\(\d+:\d+\)$/, '') }, ...empty };
  }
  if (!evaluated.config) return { status: 'no-config', ...empty };
  const checker = new Checker(map);
  checker.hasEnvironments = evaluated.config.t !== 'object' || evaluated.config.props.some((p) => p.key === 'environments');
  checker.check(evaluated.config, map.config, []);
  for (const m of evaluated.mutations) checker.skip('config: …', m.code, m.pos);
  const plugins = new Set([...checker.plugins, ...evaluated.imports.map((i) => i.source)].filter((s) => PLUGIN_PACKAGE.test(s)));
  const pluginList = [...plugins].sort();
  const order = Object.keys(map.upgrade);
  const options = order.filter((o) => checker.used.has(o));
  const byPosition = (a: { line: number; column: number }, b: { line: number; column: number }) => a.line - b.line || a.column - b.column;
  return {
    status: 'checked',
    diagnostics: checker.diagnostics.sort(byPosition),
    notChecked: checker.notChecked.sort(byPosition),
    options,
    plugins: pluginList,
    topics: topicsFor(evaluated, checker.used, pluginList, evaluated.config),
  };
}
