/**
 * The structural comparison behind the Type-line test (`tests/lib/type-terms.ts`),
 * on declarations written here: what counts as the same type and what does not.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type Term, canonicalSymbol, createTermReader, normalize, printTerm, sameType, whyDifferent } from './lib/type-terms';

const DECLARATIONS = `
export type CrossOrigin = 'anonymous' | 'use-credentials';
export type OneOrMany<T> = T | T[];
export type MaybePromise<T> = T | Promise<T>;
export type LiteralUnion<T extends U, U> = T | (U & Record<never, never>);
export type Chained<T> = OneOrMany<T | ((merged: { value: T } & { entryName: string }) => T | void)>;
export interface Base { strategy?: string; override?: boolean }
export interface Split extends Base { strategy?: 'split-by-size'; minSize?: number }
export interface Context { action?: 'dev' | 'build'; root: string }
export interface Options {
  crossorigin?: boolean | CrossOrigin;
  title?: Chained<string>;
  assetPrefix?: LiteralUnion<'auto', string>;
  rspack?: OneOrMany<(config: object) => MaybePromise<object | void>>;
  split?: Split;
  apply?: (context: Pick<Context, 'action'>) => boolean;
  port?: number;
}
`;

function setup() {
  const file = ts.createSourceFile('/decl.ts', DECLARATIONS, ts.ScriptTarget.ES2022, true);
  const host = ts.createCompilerHost({ target: ts.ScriptTarget.ES2022 });
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, ...rest) => (name === '/decl.ts' ? file : getSourceFile(name, ...rest));
  const program = ts.createProgram(['/decl.ts'], { target: ts.ScriptTarget.ES2022, types: [] }, host);
  const checker = program.getTypeChecker();
  const reader = createTermReader(program);
  const options = file.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Options')!;
  const declared = (name: string): Term => {
    const member = options.members.find((m) => m.name?.getText() === name) as ts.PropertySignature;
    return reader.declared(member.type!);
  };
  const scope = new Map(checker.getSymbolsInScope(options, ts.SymbolFlags.Type).map((s) => [s.name, s]));
  const resolve = (name: ts.EntityName) => (ts.isIdentifier(name) ? canonicalSymbol(checker, scope.get(name.text)) : undefined);
  const page = (text: string) => reader.text(text, resolve);
  return { declared, page };
}

const { declared, page } = setup();
const same = (text: string, option: string) => sameType(page(text), declared(option));

describe('same type', () => {
  it('ignores the order of union members and spells out named unions', () => {
    expect(same("'use-credentials' | boolean | 'anonymous'", 'crossorigin')).toBe(true);
    expect(same('CrossOrigin | boolean', 'crossorigin')).toBe(true);
    expect(same("boolean | 'anonymous'", 'crossorigin')).toBe(false);
    expect(same("true | false | 'anonymous' | 'use-credentials'", 'crossorigin')).toBe(true);
  });

  it('expands generic aliases and merges intersected object types; parameter names do not count', () => {
    expect(same('OneOrMany<string | ((context: { value: string; entryName: string }) => string | void)>', 'title')).toBe(true);
    expect(same('string | ((ctx: { entryName: string; value: string }) => string | void) | (string | ((c: { value: string; entryName: string }) => string | void))[]', 'title')).toBe(true);
    // The array form is part of the declared type.
    expect(same('string | ((context: { value: string; entryName: string }) => string | void)', 'title')).toBe(false);
    expect(same('OneOrMany<string | ((context: { value: string }) => string | void)>', 'title')).toBe(false);
    expect(same('OneOrMany<(config: object) => Promise<object | void> | object | void>', 'rspack')).toBe(true);
    expect(same('OneOrMany<(config: object) => object | void>', 'rspack')).toBe(false);
  });

  it('reads `LiteralUnion<L, string>` as string, as TypeScript does', () => {
    expect(same("'auto' | string", 'assetPrefix')).toBe(true);
    expect(same('string', 'assetPrefix')).toBe(true);
    expect(same("'auto'", 'assetPrefix')).toBe(false);
  });

  it('expands interfaces with their bases, and Pick', () => {
    expect(same('Split', 'split')).toBe(true);
    expect(same("{ strategy?: 'split-by-size'; minSize?: number; override?: boolean }", 'split')).toBe(true);
    expect(same("{ strategy?: 'split-by-size'; minSize?: number }", 'split')).toBe(false);
    expect(same("{ strategy: 'split-by-size'; minSize?: number; override?: boolean }", 'split')).toBe(false);
    expect(same("(context: { action?: 'dev' | 'build' }) => boolean", 'apply')).toBe(true);
    expect(same("(context: { action?: 'dev' | 'build'; root: string }) => boolean", 'apply')).toBe(false);
  });

  it('does not take an unknown name for another type', () => {
    expect(same('PortNumber', 'port')).toBe(false);
    expect(same('number', 'port')).toBe(true);
  });

  it('says where two types differ', () => {
    expect(whyDifferent(page("{ strategy: 'split-by-size'; minSize?: number; override?: boolean }"), declared('split'))).toBe(
      'the type: `strategy` is optional in the declaration',
    );
    expect(whyDifferent(page("boolean | 'anonymous'"), declared('crossorigin'))).toBe("the type: `'use-credentials'` declared but not written");
    expect(printTerm(normalize(page("'a' | string | (boolean)")))).toBe('string | boolean');
  });
});
