/**
 * Static evaluation of an `rsbuild.config.*` syntax tree (ESTree, as acorn produces it):
 * what the exported config is, as far as it can be known without running it. Whatever
 * depends on code that is not evaluated here (calls, parameters, process.env) becomes an
 * `unknown` value that the checker reports as "not checked"; nothing is guessed.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- ESTree nodes of acorn, read structurally */
export type Node = any;

export interface Pos {
  line: number;
  /** 1-based. */
  column: number;
}

export type Value =
  | { t: 'literal'; value: string | number | boolean | null | undefined; pos: Pos }
  /** A value whose type is known but not its content (a template string, `path.resolve()`). */
  | { t: 'typed'; kind: 'string' | 'number' | 'boolean' | 'regexp' | 'function' | 'array'; pos: Pos; items?: Value[] }
  | { t: 'object'; props: Prop[]; pos: Pos; partial: Unknown[] }
  /** Either value, depending on something only known when the config runs (a ternary on `process.env`). */
  | { t: 'branches'; options: Value[]; pos: Pos; merged?: boolean }
  /** A call of an imported function (a plugin): its package and name. */
  | { t: 'call'; source: string; name: string; pos: Pos }
  | Unknown;

export interface Unknown {
  t: 'unknown';
  /** The source text that could not be evaluated (shortened). */
  code: string;
  pos: Pos;
}

export interface Prop {
  key: string;
  pos: Pos;
  value: Value;
}

export interface Binding {
  kind: 'value' | 'import';
  node?: Node;
  source?: string;
  name?: string;
}

export interface Evaluated {
  /** The exported config, or undefined when the file exports none that can be found. */
  config?: Value;
  /** Where the config is exported (for a message when there is none). */
  imports: { source: string; names: string[]; pos: Pos }[];
  /** `module.exports` or `require()`: the file is CommonJS. */
  commonjs: boolean;
  /** Statements that change a config object after it is written (`config.server.port = 1`): not evaluated. */
  mutations: Unknown[];
}

const PATH_FUNCTIONS = new Set(['resolve', 'join', 'relative', 'dirname', 'basename', 'normalize', 'posix', 'extname']);

function posOf(node: Node): Pos {
  return { line: node.loc.start.line, column: node.loc.start.column + 1 };
}

type Scope = Map<string, Binding>;

class Evaluator {
  depth = 0;
  constructor(
    private readonly text: string,
    readonly imports: Evaluated['imports'],
  ) {}

  unknown(node: Node): Unknown {
    const raw = this.text.slice(node.start, node.end).replace(/\s+/g, ' ');
    return { t: 'unknown', code: raw.length > 60 ? `${raw.slice(0, 57)}…` : raw, pos: posOf(node) };
  }

  lookup(scopes: Scope[], name: string): Binding | undefined {
    for (let i = scopes.length - 1; i >= 0; i--) {
      const b = scopes[i]!.get(name);
      if (b) return b;
    }
    return undefined;
  }

  value(node: Node, scopes: Scope[]): Value {
    if (++this.depth > 200) {
      this.depth--;
      return this.unknown(node);
    }
    try {
      return this.eval(node, scopes);
    } finally {
      this.depth--;
    }
  }

  private eval(node: Node, scopes: Scope[]): Value {
    const pos = posOf(node);
    switch (node.type) {
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
      case 'TSInstantiationExpression':
      case 'ParenthesizedExpression':
      case 'ChainExpression':
        return this.value(node.expression, scopes);
      case 'Literal':
        if (node.regex) return { t: 'typed', kind: 'regexp', pos };
        if (typeof node.value === 'bigint') return this.unknown(node);
        return { t: 'literal', value: node.value, pos };
      case 'TemplateLiteral':
        if (node.expressions.length === 0) return { t: 'literal', value: node.quasis.map((q: Node) => q.value.cooked).join(''), pos };
        return { t: 'typed', kind: 'string', pos };
      case 'UnaryExpression':
        if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') return { t: 'literal', value: -node.argument.value, pos };
        if (node.operator === '!') {
          const v = this.value(node.argument, scopes);
          return v.t === 'literal' ? { t: 'literal', value: !v.value, pos } : { t: 'typed', kind: 'boolean', pos };
        }
        if (node.operator === 'void') return { t: 'literal', value: undefined, pos };
        if (node.operator === 'typeof') return { t: 'typed', kind: 'string', pos };
        return this.unknown(node);
      case 'BinaryExpression':
        if (['===', '!==', '==', '!=', '<', '>', '<=', '>=', 'in', 'instanceof'].includes(node.operator)) return { t: 'typed', kind: 'boolean', pos };
        if (node.operator === '+') {
          const [a, b] = [this.value(node.left, scopes), this.value(node.right, scopes)];
          if (a.t === 'literal' && b.t === 'literal' && (typeof a.value === 'string' || typeof b.value === 'string')) return { t: 'literal', value: String(a.value) + String(b.value), pos };
          if ((a.t === 'literal' && typeof a.value === 'string') || (b.t === 'literal' && typeof b.value === 'string')) return { t: 'typed', kind: 'string', pos };
        }
        return this.unknown(node);
      case 'ArrayExpression':
        return { t: 'typed', kind: 'array', pos, items: node.elements.filter(Boolean).map((e: Node) => (e.type === 'SpreadElement' ? this.unknown(e) : this.value(e, scopes))) };
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        return { t: 'typed', kind: 'function', pos };
      case 'ObjectExpression':
        return this.object(node, scopes);
      case 'ConditionalExpression': {
        const test = this.value(node.test, scopes);
        if (test.t === 'literal') return this.value(test.value ? node.consequent : node.alternate, scopes);
        return { t: 'branches', options: [this.value(node.consequent, scopes), this.value(node.alternate, scopes)], pos };
      }
      case 'LogicalExpression': {
        const left = this.value(node.left, scopes);
        if (left.t === 'literal') {
          const takeRight = node.operator === '&&' ? Boolean(left.value) : node.operator === '||' ? !left.value : left.value == null;
          return takeRight ? this.value(node.right, scopes) : left;
        }
        // `a && b` gives `b` or a falsy `a`; the falsy side is not a value a config sets on purpose.
        if (node.operator === '&&') return { t: 'branches', options: [this.value(node.right, scopes)], pos };
        return { t: 'branches', options: [left, this.value(node.right, scopes)], pos };
      }
      case 'Identifier': {
        if (node.name === 'undefined') return { t: 'literal', value: undefined, pos };
        if (node.name === '__dirname' || node.name === '__filename') return { t: 'typed', kind: 'string', pos };
        const b = this.lookup(scopes, node.name);
        if (!b) return this.unknown(node);
        if (b.kind === 'import') return this.unknown(node);
        if (!b.node) return this.unknown(node);
        return this.value(b.node, scopes);
      }
      case 'MemberExpression':
        return this.member(node, scopes);
      case 'CallExpression':
        return this.call(node, scopes);
      case 'NewExpression':
        if (node.callee.type === 'Identifier' && node.callee.name === 'RegExp') return { t: 'typed', kind: 'regexp', pos };
        return this.unknown(node);
      default:
        return this.unknown(node);
    }
  }

  object(node: Node, scopes: Scope[]): Value {
    const props: Prop[] = [];
    const partial: Unknown[] = [];
    const set = (prop: Prop) => {
      const i = props.findIndex((p) => p.key === prop.key);
      if (i >= 0) props.splice(i, 1);
      props.push(prop);
    };
    const spread = (v: Value, at: Node) => {
      if (v.t === 'object') {
        v.props.forEach(set);
        partial.push(...v.partial);
      } else if (v.t === 'branches') {
        for (const o of v.options) spread(o, at);
      } else if (v.t === 'literal' && (v.value == null || v.value === false || v.value === '')) {
        // Spreading nothing (`...(flag && { … })` when the flag is off).
      } else partial.push(v.t === 'unknown' ? v : this.unknown(at));
    };
    for (const p of node.properties) {
      if (p.type === 'SpreadElement') {
        spread(this.value(p.argument, scopes), p.argument);
        continue;
      }
      let key: string | undefined;
      if (!p.computed && p.key.type === 'Identifier') key = p.key.name;
      else if (p.key.type === 'Literal' && (typeof p.key.value === 'string' || typeof p.key.value === 'number')) key = String(p.key.value);
      else {
        const k = this.value(p.key, scopes);
        if (k.t === 'literal' && (typeof k.value === 'string' || typeof k.value === 'number')) key = String(k.value);
      }
      if (key === undefined) {
        partial.push(this.unknown(p.key));
        continue;
      }
      // A getter's value is what it returns when Rsbuild reads it, not a function.
      if (p.kind === 'set') continue;
      const value: Value = p.kind === 'get' ? this.unknown(p) : p.method ? { t: 'typed', kind: 'function', pos: posOf(p.value) } : this.value(p.value, scopes);
      set({ key, pos: posOf(p.key), value });
    }
    return { t: 'object', props, pos: posOf(node), partial };
  }

  member(node: Node, scopes: Scope[]): Value {
    const object = node.object;
    if (object.type === 'MemberExpression' && object.object.type === 'Identifier' && object.object.name === 'process' && object.property.name === 'env') return this.unknown(node);
    const key = node.computed ? (node.property.type === 'Literal' ? String(node.property.value) : undefined) : node.property.name;
    const base = this.value(object, scopes);
    if (key !== undefined && base.t === 'object' && base.partial.length === 0) {
      const found = base.props.find((p) => p.key === key);
      return found ? found.value : { t: 'literal', value: undefined, pos: posOf(node) };
    }
    if (key === 'length' && base.t === 'typed' && base.kind === 'array') return { t: 'typed', kind: 'number', pos: posOf(node) };
    return this.unknown(node);
  }

  call(node: Node, scopes: Scope[]): Value {
    const pos = posOf(node);
    const callee = node.callee;
    if (callee.type === 'Identifier') {
      const b = this.lookup(scopes, callee.name);
      if (isDefineConfig(callee.name, b) && node.arguments[0]) return this.value(node.arguments[0], scopes);
      if (b?.kind === 'import' && /^(node:)?path$/.test(b.source!) && PATH_FUNCTIONS.has(b.name!)) return { t: 'typed', kind: 'string', pos };
      // `mergeRsbuildConfig(a, b)`: each argument is a config of its own, checked as one.
      if (b?.kind === 'import' && b.source === '@rsbuild/core' && b.name === 'mergeRsbuildConfig' && node.arguments.length) {
        return { t: 'branches', options: node.arguments.map((a: Node) => (a.type === 'SpreadElement' ? this.unknown(a) : this.value(a, scopes))), pos, merged: true };
      }
      if (b?.kind === 'import') return { t: 'call', source: b.source!, name: b.name!, pos };
      if (b?.node && (b.node.type === 'ArrowFunctionExpression' || b.node.type === 'FunctionExpression' || b.node.type === 'FunctionDeclaration')) {
        return this.returned(b.node, scopes) ?? this.unknown(node);
      }
      if (callee.name === 'String') return { t: 'typed', kind: 'string', pos };
      if (callee.name === 'Number') return { t: 'typed', kind: 'number', pos };
      if (callee.name === 'Boolean') return { t: 'typed', kind: 'boolean', pos };
      return this.unknown(node);
    }
    if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && !callee.computed) {
      const b = this.lookup(scopes, callee.object.name);
      // `path.resolve(__dirname, 'src')` and friends return a string.
      if (b?.kind === 'import' && /^(node:)?path$/.test(b.source!) && PATH_FUNCTIONS.has(callee.property.name)) return { t: 'typed', kind: 'string', pos };
      if (b?.kind === 'import') return { t: 'call', source: b.source!, name: `${b.name === 'default' || b.name === '*' ? callee.object.name : b.name}.${callee.property.name}`, pos };
    }
    return this.unknown(node);
  }

  /**
   * The value a config function returns: its expression body, or what its return
   * statements give (each one a branch). Parameters and its own locals are in scope.
   */
  returned(fn: Node, scopes: Scope[]): Value | undefined {
    const own: Scope = new Map();
    for (const param of fn.params ?? []) for (const name of patternNames(param)) own.set(name, { kind: 'value' });
    const inner = [...scopes, own];
    if (fn.body.type !== 'BlockStatement') return this.value(fn.body, inner);
    // A `var` in a nested block belongs to the whole function: its value is not known.
    for (const name of varNames(fn.body)) own.set(name, { kind: 'value' });
    collectDeclarations(fn.body.body, own);
    const returns: { node: Node; scopes: Scope[] }[] = [];
    for (const statement of fn.body.body) walkReturns(statement, inner, returns);
    const values = returns.filter((r) => r.node.argument).map((r) => this.value(r.node.argument, r.scopes));
    if (values.length === 0) return undefined;
    return values.length === 1 ? values[0] : { t: 'branches', options: values, pos: posOf(fn) };
  }
}

/** `defineConfig`, also when imported under another name. */
const isDefineConfig = (name: string, b: Binding | undefined) => (b?.kind === 'import' ? b.name === 'defineConfig' : name === 'defineConfig');

function patternNames(p: Node): string[] {
  if (!p) return [];
  switch (p.type) {
    case 'Identifier':
      return [p.name];
    case 'ObjectPattern':
      return p.properties.flatMap((q: Node) => patternNames(q.type === 'RestElement' ? q.argument : q.value));
    case 'ArrayPattern':
      return p.elements.flatMap((e: Node) => patternNames(e));
    case 'AssignmentPattern':
      return patternNames(p.left);
    case 'RestElement':
      return patternNames(p.argument);
    case 'TSParameterProperty':
      return patternNames(p.parameter);
    default:
      return [];
  }
}

/** `const`/`let`/`var` and function declarations of one block (a destructured name is a binding without a value). */
function collectDeclarations(statements: Node[], scope: Scope) {
  for (const s0 of statements) {
    const s = s0.type === 'ExportNamedDeclaration' && s0.declaration ? s0.declaration : s0;
    if (s.type === 'VariableDeclaration') {
      for (const d of s.declarations) {
        if (d.id.type === 'Identifier') scope.set(d.id.name, { kind: 'value', node: s.kind === 'const' ? d.init : undefined });
        else for (const name of patternNames(d.id)) scope.set(name, { kind: 'value' });
      }
    } else if (s.type === 'FunctionDeclaration' && s.id) scope.set(s.id.name, { kind: 'value', node: s });
  }
}

const isFunction = (n: Node) => n?.type === 'ArrowFunctionExpression' || n?.type === 'FunctionExpression' || n?.type === 'FunctionDeclaration';

function forEachChild(node: Node, visit: (child: Node) => void) {
  for (const key of Object.keys(node)) {
    if (key === 'loc') continue;
    const child = node[key];
    if (Array.isArray(child)) child.forEach((c) => c && typeof c.type === 'string' && visit(c));
    else if (child && typeof child.type === 'string') visit(child);
  }
}

/** Names declared with `var` anywhere in a function body (not in the functions it holds). */
function varNames(node: Node, out: string[] = []): string[] {
  if (node.type === 'VariableDeclaration' && node.kind === 'var') out.push(...node.declarations.flatMap((d: Node) => patternNames(d.id)));
  if (!isFunction(node)) forEachChild(node, (c) => varNames(c, out));
  return out;
}

/**
 * The return statements of a function body, each with the scopes it sees: a nested block,
 * loop or catch clause adds the names it declares, so that an inner `const` hides an outer one.
 */
function walkReturns(node: Node, scopes: Scope[], out: { node: Node; scopes: Scope[] }[]) {
  if (node.type === 'ReturnStatement') {
    out.push({ node, scopes });
    return;
  }
  // A nested function's returns are its own.
  if (isFunction(node)) return;
  let inner = scopes;
  const block: Scope = new Map();
  if (node.type === 'BlockStatement' || node.type === 'StaticBlock') collectDeclarations(node.body, block);
  else if (node.type === 'SwitchStatement') collectDeclarations(node.cases.flatMap((c: Node) => c.consequent), block);
  else if (node.type === 'ForStatement' || node.type === 'ForInStatement' || node.type === 'ForOfStatement') {
    const declaration = node.type === 'ForStatement' ? node.init : node.left;
    if (declaration?.type === 'VariableDeclaration') for (const d of declaration.declarations) for (const name of patternNames(d.id)) block.set(name, { kind: 'value' });
  } else if (node.type === 'CatchClause') for (const name of patternNames(node.param)) block.set(name, { kind: 'value' });
  if (block.size) inner = [...scopes, block];
  forEachChild(node, (c) => walkReturns(c, inner, out));
}

/** What a name stands for where a statement is: an object the file declares (it may be a config), or something else. */
type Names = Map<string, 'object' | 'other'>;

const OBJECT_INIT = (init: Node) =>
  init?.type === 'ObjectExpression' || (init?.type === 'CallExpression' && init.callee.type === 'Identifier' && /^(defineConfig|mergeRsbuildConfig)$/.test(init.callee.name));

/** The names a function (or the module) declares, anywhere but in the functions it holds; its parameters hide outer names. */
function declaredNames(fn: Node, outer: Names): Names {
  const names: Names = new Map(outer);
  for (const param of fn.params ?? []) for (const name of patternNames(param)) names.set(name, 'other');
  const visit = (node: Node) => {
    if (node.type === 'VariableDeclaration') {
      for (const d of node.declarations) for (const name of patternNames(d.id)) names.set(name, d.id.type === 'Identifier' && OBJECT_INIT(d.init) ? 'object' : 'other');
    }
    if (node.type === 'FunctionDeclaration' && node.id) names.set(node.id.name, 'other');
    if (!isFunction(node) || node === fn) forEachChild(node, visit);
  };
  visit(fn.type === 'Program' ? fn : fn.body);
  return names;
}

/**
 * Statements that change an object the file declares after it is written, in the module or in
 * a function (`config.server.port = 1`, `Object.assign(config, …)`, `config.plugins.push(…)`).
 */
function mutationsOf(program: Node): Node[] {
  const out: Node[] = [];
  const rootOf = (n: Node): Node => (n?.type === 'MemberExpression' ? rootOf(n.object) : n);
  const walk = (node: Node, names: Names) => {
    if (isFunction(node)) {
      const inner = declaredNames(node, names);
      forEachChild(node, (c) => walk(c, inner));
      return;
    }
    const isObject = (n: Node) => {
      const root = rootOf(n);
      return root?.type === 'Identifier' && names.get(root.name) === 'object';
    };
    if (node.type === 'AssignmentExpression' && node.left.type === 'MemberExpression' && isObject(node.left)) out.push(node);
    else if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression') {
      const { object, property } = node.callee;
      if (object.type === 'Identifier' && object.name === 'Object' && property.name === 'assign' && node.arguments[0] && isObject(node.arguments[0])) out.push(node);
      else if (object.type === 'MemberExpression' && isObject(object)) out.push(node);
    }
    forEachChild(node, (c) => walk(c, names));
  };
  walk(program, declaredNames(program, new Map()));
  return out;
}

const isRequire = (n: Node) => n?.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'require' && n.arguments[0]?.type === 'Literal';

/** Evaluates the config a parsed module exports (ESM `export default`, or `module.exports =`). */
export function evaluateProgram(program: Node, text: string): Evaluated {
  const scope: Scope = new Map();
  const imports: Evaluated['imports'] = [];
  let commonjs = false;
  let exported: Node | undefined;
  for (const s of program.body) {
    if (s.type === 'ImportDeclaration' && s.importKind !== 'type') {
      const names: string[] = [];
      for (const sp of s.specifiers) {
        if (sp.importKind === 'type') continue;
        const name = sp.type === 'ImportDefaultSpecifier' ? 'default' : sp.type === 'ImportNamespaceSpecifier' ? '*' : sp.imported.name ?? sp.imported.value;
        scope.set(sp.local.name, { kind: 'import', source: s.source.value, name });
        names.push(name);
      }
      imports.push({ source: s.source.value, names, pos: posOf(s) });
    }
  }
  collectDeclarations(program.body, scope);
  for (const s of program.body) {
    if (s.type === 'VariableDeclaration') {
      for (const d of s.declarations) {
        const init = d.init?.type === 'MemberExpression' && isRequire(d.init.object) ? d.init.object : d.init;
        if (isRequire(init)) {
          commonjs = true;
          const source = init.arguments[0].value;
          imports.push({ source, names: [], pos: posOf(s) });
          if (d.id.type === 'Identifier') scope.set(d.id.name, { kind: 'import', source, name: 'default' });
          else if (d.id.type === 'ObjectPattern') {
            for (const p of d.id.properties) if (p.type === 'Property' && p.value.type === 'Identifier') scope.set(p.value.name, { kind: 'import', source, name: p.key.name ?? p.key.value });
          }
        }
      }
    }
    if (s.type === 'ExportDefaultDeclaration') exported = s.declaration;
    if (s.type === 'ExportNamedDeclaration' && !s.source) {
      const named = s.specifiers.find((sp: Node) => (sp.exported.name ?? sp.exported.value) === 'default');
      if (named) exported = named.local;
    }
    if (s.type === 'TSExportAssignment') exported = s.expression;
    if (s.type === 'ExpressionStatement' && s.expression.type === 'AssignmentExpression') {
      const left = s.expression.left;
      if (left.type === 'MemberExpression' && left.object.type === 'Identifier' && left.object.name === 'module' && left.property.name === 'exports') {
        exported = s.expression.right;
        commonjs = true;
      }
    }
  }
  const evaluator = new Evaluator(text, imports);
  const mutations = mutationsOf(program).map((e) => evaluator.unknown(e));
  if (!exported) return { imports, commonjs, mutations };
  return { config: exportedConfig(evaluator, exported, [scope]), imports, commonjs, mutations };
}

/** A config object, or a function (`defineConfig(({ env }) => ({ … }))`) whose returned object is the config. */
function exportedConfig(evaluator: Evaluator, node: Node, scopes: Scope[]): Value {
  let n = node;
  for (;;) {
    if (['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'ParenthesizedExpression'].includes(n.type)) n = n.expression;
    else if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && isDefineConfig(n.callee.name, evaluator.lookup(scopes, n.callee.name)) && n.arguments[0]) n = n.arguments[0];
    else if (n.type === 'Identifier') {
      const b = evaluator.lookup(scopes, n.name);
      if (!b?.node) break;
      n = b.node;
    } else break;
  }
  if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration') {
    return evaluator.returned(n, scopes) ?? evaluator.unknown(n);
  }
  return evaluator.value(n, scopes);
}

/** Evaluates a JSON text (a config written as a plain object). */
export function evaluateExpression(node: Node, text: string): Evaluated {
  return { config: new Evaluator(text, []).value(node, [new Map()]), imports: [], commonjs: false, mutations: [] };
}
