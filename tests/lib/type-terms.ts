/**
 * Structural comparison of two TypeScript type expressions: the one a page
 * writes on its `Type:` line and the one the package declares. Both are read
 * into small terms; unions compare as sets, named types are expanded to their
 * declaration when the other side spells them out, parameter names are ignored.
 */
import ts from 'typescript';

export type Term =
  | { kind: 'kw'; name: string }
  | { kind: 'lit'; text: string }
  | { kind: 'union'; members: Term[] }
  | { kind: 'inter'; members: Term[] }
  | { kind: 'array'; elem: Term }
  | { kind: 'tuple'; elems: Term[] }
  | { kind: 'ref'; name: string; args: Term[]; symbol?: ts.Symbol; local?: boolean; expand: () => Term | undefined }
  | { kind: 'obj'; props: Prop[]; index: { key: Term; type: Term }[]; calls: Fn[] }
  | Fn
  | { kind: 'indexed'; object: Term; index: Term }
  | { kind: 'other'; text: string };

export interface Fn {
  kind: 'fn';
  params: { type: Term; optional: boolean; rest: boolean }[];
  ret: Term;
}

export interface Prop {
  name: string;
  optional: boolean;
  type: Term;
}

/** Where the names of a type expression are looked up. */
export interface Scope {
  /** The symbol a (possibly qualified) name stands for, aliases resolved; undefined when unknown. */
  resolve: (name: ts.EntityName) => ts.Symbol | undefined;
  /** Type parameters of the alias being expanded, bound to their arguments. */
  params: Map<string, Term>;
  /** Types a page defines in its own code blocks, for names the package does not know. */
  local?: Map<string, LocalDeclaration>;
}

export type LocalDeclaration = ts.TypeAliasDeclaration | ts.InterfaceDeclaration;

export interface TermReader {
  /** Reads a type node of a file of the program (names resolved where they are written). */
  declared: (node: ts.TypeNode, params?: Map<string, Term>) => Term;
  /** Reads a type written as text, its names resolved with `resolve`, then among `local`. */
  text: (source: string, resolve: Scope['resolve'], local?: Scope['local']) => Term;
  /** Reads a type a page defines in a code block (see `localDeclarations`). */
  local: (decl: LocalDeclaration, resolve: Scope['resolve'], local: NonNullable<Scope['local']>) => Term;
}

/** The first syntax error of each TypeScript snippet, with its 0-based line; undefined for one that parses. */
export function syntaxErrors(snippets: string[]): ({ line: number; message: string } | undefined)[] {
  const files = snippets.map((code, i) => ts.createSourceFile(`/snippet-${i}.ts`, code, ts.ScriptTarget.ES2022, true));
  const byName = new Map(files.map((f) => [f.fileName, f]));
  const host = ts.createCompilerHost({});
  host.getSourceFile = (name) => byName.get(name);
  host.fileExists = (name) => byName.has(name);
  const program = ts.createProgram([...byName.keys()], { noLib: true, noResolve: true, types: [] }, host);
  return files.map((file) => {
    const diagnostic = program.getSyntacticDiagnostics(file)[0];
    if (!diagnostic) return undefined;
    return { line: file.getLineAndCharacterOfPosition(diagnostic.start).line, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ') };
  });
}

/** The type aliases and interfaces declared at the top level of a TypeScript code block. */
export function localDeclarations(code: string): LocalDeclaration[] {
  const file = ts.createSourceFile(PAGE_FILE, code, ts.ScriptTarget.ES2022, true);
  return file.statements.filter((s): s is LocalDeclaration => ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s));
}

const KEYWORDS: Partial<Record<ts.SyntaxKind, string>> = {
  [ts.SyntaxKind.StringKeyword]: 'string',
  [ts.SyntaxKind.NumberKeyword]: 'number',
  [ts.SyntaxKind.BooleanKeyword]: 'boolean',
  [ts.SyntaxKind.AnyKeyword]: 'any',
  [ts.SyntaxKind.UnknownKeyword]: 'unknown',
  [ts.SyntaxKind.VoidKeyword]: 'void',
  [ts.SyntaxKind.UndefinedKeyword]: 'undefined',
  [ts.SyntaxKind.NeverKeyword]: 'never',
  [ts.SyntaxKind.ObjectKeyword]: 'object',
  [ts.SyntaxKind.SymbolKeyword]: 'symbol',
  [ts.SyntaxKind.BigIntKeyword]: 'bigint',
};

const printer = ts.createPrinter({ removeComments: true });
/** The file name of a type read from a page's text (its names are not the checker's). */
const PAGE_FILE = 'page-type.ts';

export function entityText(name: ts.EntityName): string {
  if (ts.isIdentifier(name)) return name.text;
  if (ts.isQualifiedName(name)) return `${entityText(name.left)}.${name.right.text}`;
  // A dotted name in an `extends` clause is an expression.
  const access = name as unknown as ts.PropertyAccessExpression;
  return `${entityText(access.expression as ts.EntityName)}.${access.name.text}`;
}

/** The symbol a name finally stands for: imports followed, an exported declaration's export symbol. */
export function canonicalSymbol(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): ts.Symbol | undefined {
  if (!symbol) return undefined;
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return checker.getExportSymbolOfSymbol(target);
}

/** Builds the readers for a program: declared nodes resolve their names with the checker. */
export function createTermReader(program: ts.Program): TermReader {
  const checker = program.getTypeChecker();
  const unalias = (symbol: ts.Symbol | undefined) => canonicalSymbol(checker, symbol);
  const declaredScope = (params: Map<string, Term>): Scope => ({
    resolve: (name) => unalias(checker.getSymbolAtLocation(name)),
    params,
  });

  /** The declaration of a named type, read with its type arguments; undefined for library and opaque types. */
  function expandSymbol(symbol: ts.Symbol, args: Term[]): Term | undefined {
    const decls = symbol.declarations ?? [];
    const decl = decls[0];
    if (!decl || decls.length !== 1) return undefined;
    if (program.isSourceFileDefaultLibrary(decl.getSourceFile())) return expandUtility(symbol.name, args);
    if (ts.isTypeAliasDeclaration(decl) || ts.isInterfaceDeclaration(decl)) return expandDeclaration(decl, args, declaredScope(new Map()));
    return undefined;
  }

  /** A type alias with its parameters bound, or a plain interface as the object type of its members. */
  function expandDeclaration(decl: LocalDeclaration, args: Term[], scope: Scope): Term | undefined {
    if (ts.isTypeAliasDeclaration(decl)) {
      const params = new Map<string, Term>();
      const inner = { ...scope, params };
      decl.typeParameters?.forEach((p, i) => {
        params.set(p.name.text, args[i] ?? (p.default ? read(p.default, inner) : { kind: 'kw', name: 'unknown' }));
      });
      return read(decl.type, inner);
    }
    if (decl.typeParameters) return undefined;
    const inner = { ...scope, params: new Map<string, Term>() };
    const own = readMembers(decl.members, inner) as Obj;
    // `interface A extends B { … }`: B's members, overridden by A's own.
    const bases: Term[] = [];
    for (const base of (decl.heritageClauses ?? []).flatMap((h) => h.types)) {
      const name = entityFromExpression(base.expression);
      if (!name) return undefined;
      bases.push(refTo(name, (base.typeArguments ?? []).map((t) => read(t, inner)), inner));
    }
    // An interface that only renames its one base is that base.
    if (bases.length === 1 && !decl.members.length) return bases[0];
    const merged: Obj = { ...own, props: [...own.props] };
    for (const base of bases) {
      const obj = toObject(base);
      if (!obj) return undefined;
      for (const p of obj.props) if (!merged.props.some((q) => q.name === p.name)) merged.props.push(p);
      merged.index.push(...obj.index);
      merged.calls.push(...obj.calls);
    }
    return merged;
  }

  /** A named type, expanded on demand to its declaration (or to the page's own definition of the name). */
  function refTo(typeName: ts.EntityName, args: Term[], scope: Scope): Term {
    const name = entityText(typeName);
    const symbol = scope.resolve(typeName);
    const local = !symbol && ts.isIdentifier(typeName) ? scope.local?.get(name) : undefined;
    let expanded: Term | undefined | null = null;
    return {
      kind: 'ref',
      name,
      args,
      symbol,
      local: !!local,
      expand: () => {
        if (expanded === null) {
          expanded = symbol ? expandSymbol(symbol, args) : local ? expandDeclaration(local, args, scope) : undefined;
        }
        return expanded;
      },
    };
  }

  /** A type the checker computed, as a term; undefined when a part of it has no name to compare by. */
  function typeToTerm(type: ts.Type, depth = 0): Term | undefined {
    if (depth > 4) return undefined;
    const named = (symbol: ts.Symbol, args: readonly ts.Type[] = []): Term | undefined => {
      const argTerms = args.map((a) => typeToTerm(a, depth + 1));
      if (argTerms.some((a) => !a)) return undefined;
      const target = canonicalSymbol(checker, symbol)!;
      let expanded: Term | undefined | null = null;
      return {
        kind: 'ref',
        name: target.name,
        args: argTerms as Term[],
        symbol: target,
        expand: () => (expanded === null ? (expanded = expandSymbol(target, argTerms as Term[])) : expanded),
      };
    };
    if (type.aliasSymbol) return named(type.aliasSymbol, type.aliasTypeArguments);
    if (type.isUnion()) {
      const members = type.types.map((t) => typeToTerm(t, depth + 1));
      return members.every(Boolean) ? normalize({ kind: 'union', members: members as Term[] }) : undefined;
    }
    if (type.isStringLiteral()) return { kind: 'lit', text: `'${type.value}'` };
    if (type.isNumberLiteral()) return { kind: 'lit', text: String(type.value) };
    if (type.flags & ts.TypeFlags.BooleanLiteral) return { kind: 'lit', text: checker.typeToString(type) };
    const intrinsic = checker.typeToString(type);
    if (type.flags & (ts.TypeFlags.String | ts.TypeFlags.Number | ts.TypeFlags.Boolean | ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void | ts.TypeFlags.Never)) {
      return { kind: 'kw', name: intrinsic };
    }
    const symbol = type.getSymbol();
    if (symbol && !symbol.name.startsWith('__')) return named(symbol, (type as ts.TypeReference).typeArguments);
    return undefined;
  }

  /** `a.b.C` in an `extends` clause as the entity name the resolver takes. */
  function entityFromExpression(e: ts.Expression): ts.EntityName | undefined {
    if (ts.isIdentifier(e)) return e;
    if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.name)) {
      const left = entityFromExpression(e.expression);
      // The checker resolves the original node; a synthesized name is only used for page text.
      return left && (e as unknown as ts.EntityName);
    }
    return undefined;
  }

  function readFn(node: ts.SignatureDeclarationBase, scope: Scope): Fn {
    return {
      kind: 'fn',
      params: node.parameters
        .filter((p) => !(ts.isIdentifier(p.name) && p.name.text === 'this'))
        .map((p) => ({
          type: p.type ? read(p.type, scope) : { kind: 'kw', name: 'any' },
          optional: !!p.questionToken || !!p.initializer,
          rest: !!p.dotDotDotToken,
        })),
      ret: node.type ? read(node.type, scope) : { kind: 'kw', name: 'any' },
    };
  }

  function readMembers(members: ts.NodeArray<ts.TypeElement>, scope: Scope): Term {
    const props: Prop[] = [];
    const index: { key: Term; type: Term }[] = [];
    const calls: Fn[] = [];
    for (const m of members) {
      const name = m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name) || ts.isNumericLiteral(m.name)) ? m.name.text : undefined;
      if (ts.isPropertySignature(m) && name !== undefined) {
        props.push({ name, optional: !!m.questionToken, type: m.type ? read(m.type, scope) : { kind: 'kw', name: 'any' } });
      } else if (ts.isMethodSignature(m) && name !== undefined) {
        props.push({ name, optional: !!m.questionToken, type: readFn(m, scope) });
      } else if (ts.isIndexSignatureDeclaration(m)) {
        index.push({ key: read(m.parameters[0]!.type!, scope), type: read(m.type, scope) });
      } else if (ts.isCallSignatureDeclaration(m)) {
        calls.push(readFn(m, scope));
      } else {
        props.push({ name: name ?? printer.printNode(ts.EmitHint.Unspecified, m, m.getSourceFile()), optional: false, type: { kind: 'other', text: '?' } });
      }
    }
    return { kind: 'obj', props, index, calls };
  }

  function read(node: ts.TypeNode, scope: Scope): Term {
    const keyword = KEYWORDS[node.kind];
    if (keyword) return { kind: 'kw', name: keyword };
    if (ts.isParenthesizedTypeNode(node)) return read(node.type, scope);
    if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.ReadonlyKeyword) return read(node.type, scope);
    if (ts.isLiteralTypeNode(node)) {
      const lit = node.literal;
      if (lit.kind === ts.SyntaxKind.NullKeyword) return { kind: 'kw', name: 'null' };
      if (lit.kind === ts.SyntaxKind.TrueKeyword) return { kind: 'lit', text: 'true' };
      if (lit.kind === ts.SyntaxKind.FalseKeyword) return { kind: 'lit', text: 'false' };
      if (ts.isStringLiteral(lit) || ts.isNoSubstitutionTemplateLiteral(lit)) return { kind: 'lit', text: `'${lit.text}'` };
      if (ts.isNumericLiteral(lit)) return { kind: 'lit', text: String(Number(lit.text)) };
      if (ts.isPrefixUnaryExpression(lit) && ts.isNumericLiteral(lit.operand)) return { kind: 'lit', text: String(-Number(lit.operand.text)) };
    }
    if (ts.isUnionTypeNode(node)) return { kind: 'union', members: node.types.map((t) => read(t, scope)) };
    if (ts.isIntersectionTypeNode(node)) return { kind: 'inter', members: node.types.map((t) => read(t, scope)) };
    if (ts.isArrayTypeNode(node)) return { kind: 'array', elem: read(node.elementType, scope) };
    if (ts.isTupleTypeNode(node)) return { kind: 'tuple', elems: node.elements.map((t) => read(t, scope)) };
    if (ts.isTypeLiteralNode(node)) return readMembers(node.members, scope);
    if (ts.isFunctionTypeNode(node)) return readFn(node, scope);
    if (ts.isIndexedAccessTypeNode(node)) return { kind: 'indexed', object: read(node.objectType, scope), index: read(node.indexType, scope) };
    if (ts.isTypeReferenceNode(node)) {
      const name = entityText(node.typeName);
      const args = (node.typeArguments ?? []).map((t) => read(t, scope));
      const param = ts.isIdentifier(node.typeName) ? scope.params.get(name) : undefined;
      if (param && !args.length) return param;
      if ((name === 'Array' || name === 'ReadonlyArray') && args.length === 1) return { kind: 'array', elem: args[0]! };
      return refTo(node.typeName, args, scope);
    }
    if (ts.isRestTypeNode(node)) return read(node.type, scope);
    // `B extends 'rspack' ? X : Y` with B bound to a literal (an alias's default, say) picks its branch.
    if (ts.isConditionalTypeNode(node)) {
      const check = normalize(read(node.checkType, scope));
      const extendsType = normalize(read(node.extendsType, scope));
      if (check.kind === 'lit' && extendsType.kind === 'lit') return read(check.text === extendsType.text ? node.trueType : node.falseType, scope);
    }
    // A conditional type the package declares is read as the type the checker resolves it to.
    if (ts.isConditionalTypeNode(node) && !scope.params.size && node.getSourceFile().fileName !== PAGE_FILE) {
      const resolved = typeToTerm(checker.getTypeFromTypeNode(node));
      if (resolved) return resolved;
    }
    const file = node.getSourceFile();
    return { kind: 'other', text: printer.printNode(ts.EmitHint.Unspecified, node, file).replace(/\s+/g, ' ') };
  }

  return {
    declared: (node, params = new Map()) => read(node, declaredScope(params)),
    local: (decl, resolve, local) => expandDeclaration(decl, [], { resolve, params: new Map(), local }) ?? { kind: 'other', text: decl.name.text },
    text: (source, resolve, local) => {
      const file = ts.createSourceFile(PAGE_FILE, `type __PageType = ${source};`, ts.ScriptTarget.ES2022, true);
      const statement = file.statements[0];
      if (file.statements.length !== 1 || !statement || !ts.isTypeAliasDeclaration(statement) || syntaxErrors([file.text])[0]) {
        throw new Error(`not a TypeScript type: ${source}`);
      }
      return read(statement.type, { resolve, params: new Map(), local });
    },
  };
}

/** A readable rendering of a term, for messages. */
export function printTerm(t: Term): string {
  switch (t.kind) {
    case 'kw':
      return t.name;
    case 'lit':
      return t.text;
    case 'union':
      return t.members.map((m) => (m.kind === 'fn' ? `(${printTerm(m)})` : printTerm(m))).join(' | ');
    case 'inter':
      return t.members.map((m) => (m.kind === 'union' || m.kind === 'fn' ? `(${printTerm(m)})` : printTerm(m))).join(' & ');
    case 'array': {
      const inner = printTerm(t.elem);
      return ['union', 'inter', 'fn'].includes(t.elem.kind) ? `(${inner})[]` : `${inner}[]`;
    }
    case 'tuple':
      return `[${t.elems.map(printTerm).join(', ')}]`;
    case 'ref':
      return t.args.length ? `${t.name}<${t.args.map(printTerm).join(', ')}>` : t.name;
    case 'obj': {
      const parts = [
        ...t.props.map((p) => `${p.name}${p.optional ? '?' : ''}: ${printTerm(p.type)}`),
        ...t.index.map((i) => `[key: ${printTerm(i.key)}]: ${printTerm(i.type)}`),
        ...t.calls.map((c) => printTerm(c)),
      ];
      return parts.length ? `{ ${parts.join('; ')} }` : '{}';
    }
    case 'fn':
      return `(${t.params.map((p, i) => `${p.rest ? '...' : ''}arg${i}${p.optional ? '?' : ''}: ${printTerm(p.type)}`).join(', ')}) => ${printTerm(t.ret)}`;
    case 'indexed':
      return `${printTerm(t.object)}[${printTerm(t.index)}]`;
    case 'other':
      return t.text;
  }
}

type Obj = Term & { kind: 'obj' };
const EMPTY: Obj = { kind: 'obj', props: [], index: [], calls: [] };

/** The keys a type of property names lists: `'a' | 'b'` gives a and b; undefined when it is not a list of literals. */
function literalKeys(t: Term): string[] | undefined {
  const members = membersOf(normalize(t));
  if (!members.every((m) => m.kind === 'lit' && m.text.startsWith("'"))) return undefined;
  return members.map((m) => (m as { text: string }).text.slice(1, -1));
}

/** The standard library's utility types, read as object types where their arguments allow it. */
function expandUtility(name: string, args: Term[]): Term | undefined {
  const [first, second] = args;
  if (!first) return undefined;
  if (name === 'NonNullable') {
    return normalize({ kind: 'union', members: membersOf(normalize(first)).filter((m) => !(m.kind === 'kw' && (m.name === 'null' || m.name === 'undefined'))) });
  }
  if (name === 'Record' && second) {
    const keys = literalKeys(first);
    if (keys) return { ...EMPTY, props: keys.map((key) => ({ name: key, optional: false, type: second })) };
    return { ...EMPTY, index: [{ key: first, type: second }] };
  }
  const obj = toObject(first);
  if (!obj) return undefined;
  if (name === 'Partial') return { ...obj, props: obj.props.map((p) => ({ ...p, optional: true })) };
  if (name === 'Required') return { ...obj, props: obj.props.map((p) => ({ ...p, optional: false })) };
  if (name === 'Readonly') return obj;
  const keys = second && literalKeys(second);
  if (!keys) return undefined;
  if (name === 'Pick') return { ...obj, props: obj.props.filter((p) => keys.includes(p.name)) };
  if (name === 'Omit') return { ...obj, props: obj.props.filter((p) => !keys.includes(p.name)) };
  return undefined;
}

/** One step of expansion: a named type's declaration, an indexed access's property, an intersection's members. */
function expandTerm(t: Term): Term | undefined {
  if (t.kind === 'ref') return t.expand();
  if (t.kind === 'inter') return expandMembersOf(t);
  if (t.kind === 'indexed') {
    const keys = literalKeys(t.index);
    const obj = keys?.length === 1 ? toObject(t.object) : undefined;
    return obj?.props.find((p) => p.name === keys![0])?.type;
  }
  return undefined;
}

/** A type as an object type, expanding names as far as needed; undefined when it is not one. */
function toObject(t: Term): Obj | undefined {
  let current: Term | undefined = normalize(t);
  for (let i = 0; i < 12 && current; i++) {
    if (current.kind === 'obj') return current;
    const next = expandTerm(current);
    current = next && normalize(next);
  }
  return undefined;
}

const isEmptyObject = (t: Term) =>
  (t.kind === 'obj' && !t.props.length && !t.index.length && !t.calls.length) ||
  // `Record<never, never>`, the brand of `LiteralUnion`, adds nothing to the type it is intersected with.
  (t.kind === 'ref' && t.name === 'Record' && t.args.length === 2 && t.args.every((a) => a.kind === 'kw' && a.name === 'never'));

/** Flattens nested unions and intersections and applies the reductions TypeScript itself applies. */
export function normalize(t: Term): Term {
  if (t.kind === 'inter') {
    const members = t.members.flatMap((m) => {
      const n = normalize(m);
      return n.kind === 'inter' ? n.members : [n];
    }).filter((m) => !isEmptyObject(m));
    if (members.length === 0) return { kind: 'obj', props: [], index: [], calls: [] };
    if (members.length === 1) return members[0]!;
    // Object types intersected with each other read as one object type.
    if (members.every((m) => m.kind === 'obj')) {
      const merged: Term & { kind: 'obj' } = { kind: 'obj', props: [], index: [], calls: [] };
      for (const m of members as (Term & { kind: 'obj' })[]) {
        for (const p of m.props) if (!merged.props.some((q) => q.name === p.name)) merged.props.push(p);
        merged.index.push(...m.index);
        merged.calls.push(...m.calls);
      }
      return merged;
    }
    return { kind: 'inter', members };
  }
  if (t.kind === 'obj' && !t.props.length && !t.index.length && t.calls.length === 1) return t.calls[0]!;
  if (t.kind !== 'union') return t;
  let members = t.members.flatMap((m) => {
    const n = normalize(m);
    return n.kind === 'union' ? n.members : [n];
  });
  const has = (name: string) => members.some((m) => m.kind === 'kw' && m.name === name);
  const hasLit = (text: string) => members.some((m) => m.kind === 'lit' && m.text === text);
  if (hasLit('true') && hasLit('false')) {
    members = members.filter((m) => !(m.kind === 'lit' && (m.text === 'true' || m.text === 'false')));
    if (!has('boolean')) members.push({ kind: 'kw', name: 'boolean' });
  }
  // A literal next to its own primitive adds nothing: `'auto' | string` is `string`.
  members = members.filter((m) => {
    if (m.kind !== 'lit') return true;
    if (m.text.startsWith("'")) return !has('string');
    if (m.text === 'true' || m.text === 'false') return !has('boolean');
    return !has('number');
  });
  const seen = new Set<string>();
  members = members.filter((m) => {
    const key = m.kind === 'kw' || m.kind === 'lit' ? printTerm(m) : undefined;
    if (key === undefined) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return members.length === 1 ? members[0]! : { kind: 'union', members };
}

const membersOf = (t: Term) => (t.kind === 'union' ? t.members : [t]);

/** The same named type: the same symbol, or (for a name the page cannot resolve) the declared name or its last segment. */
function sameName(page: Term & { kind: 'ref' }, declared: Term & { kind: 'ref' }): boolean {
  if (page.symbol && declared.symbol) return page.symbol === declared.symbol;
  // A type the page defines itself is compared through its definition.
  if (page.local) return false;
  return page.name === declared.name || declared.name.endsWith(`.${page.name}`);
}

const MAX_DEPTH = 40;

/**
 * Whether the type a page writes (`page`) is the declared type (`declared`):
 * the same structure once named types are expanded where the other side spells
 * them out. Union members may come in any order; parameter names do not count.
 */
export function sameType(page: Term, declared: Term, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  const a = normalize(page);
  const b = normalize(declared);
  if (a.kind === 'union' || b.kind === 'union') return sameUnion(membersOf(a), membersOf(b), depth + 1);
  if (a.kind === b.kind && sameShape(a, b, depth + 1)) return true;
  const eb = expandTerm(b);
  if (eb && sameType(a, eb, depth + 1)) return true;
  const ea = expandTerm(a);
  if (ea && sameType(ea, b, depth + 1)) return true;
  return false;
}

function expandMembersOf(t: Term & { kind: 'inter' }): Term | undefined {
  let changed = false;
  const members = t.members.map((m) => {
    const e = m.kind === 'ref' ? m.expand() : undefined;
    if (e) changed = true;
    return e ?? m;
  });
  return changed ? normalize({ kind: 'inter', members }) : undefined;
}

function sameShape(a: Term, b: Term, depth: number): boolean {
  switch (a.kind) {
    case 'kw':
      return a.name === (b as typeof a).name;
    case 'lit':
      return a.text === (b as typeof a).text;
    case 'other':
      return a.text === (b as typeof a).text;
    case 'array':
      return sameType(a.elem, (b as typeof a).elem, depth);
    case 'tuple': {
      const bt = b as typeof a;
      return a.elems.length === bt.elems.length && a.elems.every((e, i) => sameType(e, bt.elems[i]!, depth));
    }
    case 'indexed': {
      const bt = b as typeof a;
      return sameType(a.object, bt.object, depth) && sameType(a.index, bt.index, depth);
    }
    case 'ref': {
      const bt = b as typeof a;
      return sameName(a, bt) && a.args.length === bt.args.length && a.args.every((x, i) => sameType(x, bt.args[i]!, depth));
    }
    case 'fn':
      return sameFn(a, b as Fn, depth);
    case 'obj': {
      const bt = b as typeof a;
      if (a.props.length !== bt.props.length || a.index.length !== bt.index.length || a.calls.length !== bt.calls.length) return false;
      return (
        a.props.every((p) => {
          const q = bt.props.find((x) => x.name === p.name);
          return !!q && q.optional === p.optional && sameType(p.type, q.type, depth);
        }) &&
        a.index.every((ix, i) => sameType(ix.key, bt.index[i]!.key, depth) && sameType(ix.type, bt.index[i]!.type, depth)) &&
        a.calls.every((c, i) => sameFn(c, bt.calls[i]!, depth))
      );
    }
    case 'union':
      return sameUnion(a.members, (b as typeof a).members, depth);
    case 'inter':
      return sameUnion(a.members, (b as typeof a).members, depth, false);
  }
}

function sameFn(a: Fn, b: Fn, depth: number): boolean {
  return (
    a.params.length === b.params.length &&
    a.params.every((p, i) => {
      const q = b.params[i]!;
      return p.optional === q.optional && p.rest === q.rest && sameType(p.type, q.type, depth);
    }) &&
    sameType(a.ret, b.ret, depth)
  );
}

/**
 * Two lists of members (of a union or an intersection) hold the same types in any order. Members left
 * unpaired that are named types are replaced by their expansion, and the pairing is tried again.
 */
function sameUnion(pageMembers: Term[], declaredMembers: Term[], depth: number, expandMembers = true): boolean {
  const { left, right } = pairMembers(pageMembers, declaredMembers, depth, expandMembers);
  return !left.length && !right.length;
}

/** The members of each list left without a partner in the other. */
function pairMembers(pageMembers: Term[], declaredMembers: Term[], depth: number, expandMembers = true) {
  let left = pageMembers;
  let right = declaredMembers;
  for (let round = 0; ; round++) {
    const used = new Set<number>();
    const restLeft: Term[] = [];
    for (const a of left) {
      const j = right.findIndex((b, i) => !used.has(i) && sameType(a, b, depth));
      if (j >= 0) used.add(j);
      else restLeft.push(a);
    }
    const restRight = right.filter((_, i) => !used.has(i));
    if ((!restLeft.length && !restRight.length) || !expandMembers || round === 8) return { left: restLeft, right: restRight };
    let changed = false;
    const expand = (list: Term[], rest: Term[]) =>
      membersOf(
        normalize({
          kind: 'union',
          members: list.map((m) => {
            if ((m.kind !== 'ref' && m.kind !== 'indexed') || !rest.includes(m)) return m;
            const e = expandTerm(m);
            if (!e) return m;
            changed = true;
            return e;
          }),
        }),
      );
    left = expand(left, restLeft);
    right = expand(right, restRight);
    if (!changed) return { left: restLeft, right: restRight };
  }
}

/** Where two types that are not the same first differ, for messages: `.filename: string written, … declared`. */
export function whyDifferent(page: Term, declared: Term, at = '', depth = 0): string {
  const here = (text: string) => `${at || 'the type'}: ${text}`;
  const a = normalize(page);
  const b = normalize(declared);
  if (depth < 12) {
    if (a.kind === 'union' || b.kind === 'union') {
      const { left, right } = pairMembers(membersOf(a), membersOf(b), 0);
      const list = (terms: Term[]) => terms.map((t) => `\`${printTerm(t)}\``).join(', ');
      if (left.length === 1 && right.length === 1) return whyDifferent(left[0]!, right[0]!, at, depth + 1);
      if (left.length || right.length) {
        return here([left.length && `${list(left)} written but not declared`, right.length && `${list(right)} declared but not written`].filter(Boolean).join('; '));
      }
    }
    const oa = a.kind === 'obj' || b.kind === 'obj' ? toObject(a) : undefined;
    const ob = oa ? toObject(b) : undefined;
    if (oa && ob) {
      for (const p of oa.props) {
        const q = ob.props.find((x) => x.name === p.name);
        if (!q) return here(`\`${p.name}\` is not declared`);
        if (p.optional !== q.optional) return here(`\`${p.name}\` is ${q.optional ? 'optional' : 'required'} in the declaration`);
        if (!sameType(p.type, q.type)) return whyDifferent(p.type, q.type, `${at}.${p.name}`, depth + 1);
      }
      const missing = ob.props.filter((q) => !oa.props.some((p) => p.name === q.name)).map((q) => q.name);
      if (missing.length) return here(`${missing.map((m) => `\`${m}\``).join(', ')} missing`);
    }
    if (a.kind === 'fn' && b.kind === 'fn') {
      if (a.params.length !== b.params.length) return here(`${a.params.length} parameters written, ${b.params.length} declared`);
      const i = a.params.findIndex((p, j) => !sameType(p.type, b.params[j]!.type));
      if (i >= 0) return whyDifferent(a.params[i]!.type, b.params[i]!.type, `${at}(parameter ${i + 1})`, depth + 1);
      if (!sameType(a.ret, b.ret)) return whyDifferent(a.ret, b.ret, `${at}(return)`, depth + 1);
    }
    if (a.kind === 'array' && b.kind === 'array') return whyDifferent(a.elem, b.elem, `${at}[]`, depth + 1);
    if (a.kind !== b.kind || a.kind === 'ref') {
      const eb = expandTerm(b);
      if (eb) return whyDifferent(a, eb, at, depth + 1);
      const ea = expandTerm(a);
      if (ea) return whyDifferent(ea, b, at, depth + 1);
    }
  }
  return here(`\`${printTerm(a)}\` written, \`${printTerm(b)}\` declared`);
}
