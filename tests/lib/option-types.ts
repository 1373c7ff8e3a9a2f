/**
 * The declared type of each config option of the installed `@rsbuild/core@1.7.6`
 * (`rsbuild-v1`), read with the TypeScript compiler API, and a resolver for the
 * names a page writes: a name means what it means where the option is declared,
 * or what `@rsbuild/core` exports under it.
 */
import ts from 'typescript';
import { createSharedProgram } from './ts-host';
import { DECLARATION_OPTIONS, RSBUILD_TYPES_ENTRY } from './config-options';
import { type LocalDeclaration, type Term, canonicalSymbol, createTermReader, entityText } from './type-terms';

export interface DeclaredOption {
  /** `server.port`, `dev.client.path`. */
  path: string;
  /** The type node as declared, e.g. `number` in `port?: number;`. */
  node: ts.TypeNode;
  term: Term;
  /** Where the declaration is, for messages: `dist-types/types/config.d.ts:380`. */
  where: string;
  /** Reads a type written on a page, its names resolved where the option is declared, then among the page's own definitions. */
  readPageType: (text: string, local?: Map<string, LocalDeclaration>) => Term;
  /** The package's own type of a name, as the page's names resolve (undefined when the package has none). */
  packageType: (name: string) => Term | undefined;
  /** Reads a type the page defines in a code block. */
  readLocal: (decl: LocalDeclaration, local: Map<string, LocalDeclaration>) => Term;
}

export function createOptionTypes(entry = RSBUILD_TYPES_ENTRY, typeName = 'RsbuildConfig') {
  const program = createSharedProgram([entry], { ...DECLARATION_OPTIONS, types: ['node'] });
  const checker = program.getTypeChecker();
  const reader = createTermReader(program);
  const unalias = (s: ts.Symbol | undefined) => canonicalSymbol(checker, s);

  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entry}: cannot read the module's exports`);
  const exports = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s]));
  const root = unalias(exports.get(typeName));
  if (!root) throw new Error(`${entry}: no exported type ${typeName}`);
  const rootType = checker.getDeclaredTypeOfSymbol(root);

  const membersOf = (symbol: ts.Symbol): ts.Symbol[] => {
    if (symbol.flags & (ts.SymbolFlags.Module | ts.SymbolFlags.Namespace)) return checker.getExportsOfModule(symbol);
    const list: ts.Symbol[] = [];
    symbol.exports?.forEach((s) => list.push(s));
    return list;
  };

  // The names in scope at the top level of a declaration file, by file (options are declared at that level).
  const scopes = new Map<ts.SourceFile, Map<string, ts.Symbol>>();
  function resolverAt(location: ts.Node) {
    const meaning = ts.SymbolFlags.Type | ts.SymbolFlags.Namespace | ts.SymbolFlags.Alias | ts.SymbolFlags.Value;
    const file = location.getSourceFile();
    let inScope = scopes.get(file);
    if (!inScope) {
      inScope = new Map(checker.getSymbolsInScope(location, meaning).map((s) => [s.name, s]));
      scopes.set(file, inScope);
    }
    const names = inScope;
    const resolve = (name: ts.EntityName): ts.Symbol | undefined => {
      if (ts.isIdentifier(name)) return unalias(names.get(name.text) ?? exports.get(name.text));
      // A qualified type name (`A.B`), or the same written as an expression in an `extends` clause.
      const [leftName, right] = ts.isQualifiedName(name)
        ? [name.left, name.right.text]
        : [(name as unknown as ts.PropertyAccessExpression).expression as ts.EntityName, (name as unknown as ts.PropertyAccessExpression).name.text];
      const left = resolve(leftName);
      return left && unalias(membersOf(left).find((s) => s.name === right));
    };
    return resolve;
  }

  const options = new Map<string, DeclaredOption | undefined>();
  /** The declaration of an option path (`server.port`), or undefined when the path is not an option. */
  function option(path: string): DeclaredOption | undefined {
    if (!options.has(path)) options.set(path, readOption(path));
    return options.get(path);
  }

  function readOption(path: string): DeclaredOption | undefined {
    let type: ts.Type = rootType;
    let decl: ts.Declaration | undefined;
    for (const part of path.split('.')) {
      const prop = checker.getNonNullableType(type).getProperty(part);
      decl = prop?.declarations?.[0];
      if (!prop || !decl) return undefined;
      type = checker.getNonNullableType(checker.getTypeOfSymbol(prop));
    }
    if (!decl || !(ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) || !decl.type) return undefined;
    const node = decl.type;
    const file = decl.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(decl.getStart()).line + 1;
    const resolve = resolverAt(decl);
    return {
      path,
      node,
      term: reader.declared(node),
      where: `${file.fileName.replace(/^.*node_modules\/rsbuild-v1\//, '')}:${line}`,
      readPageType: (text, local) => reader.text(text, resolve, local),
      packageType: (name) => {
        const symbol = resolve(ts.factory.createIdentifier(name));
        return symbol && (symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) ? reader.text(name, resolve) : undefined;
      },
      readLocal: (decl, local) => reader.local(decl, resolve, local),
    };
  }

  return { option, program, entityText };
}
