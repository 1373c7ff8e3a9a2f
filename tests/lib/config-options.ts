/**
 * Reads the option paths of the installed `@rsbuild/core@1.7.6` (`rsbuild-v1`)
 * from its published type declarations with the TypeScript compiler API:
 * every top-level key of `RsbuildConfig`, and for each key whose type is an
 * object of options (`dev`, `output`, `moduleFederation`, …) each of its
 * direct keys. That is the depth at which the config pages are organized.
 */
import path from 'node:path';
import ts from 'typescript';
import { createSharedProgram } from './ts-host';
import { ROOT } from './docs';

export const RSBUILD_TYPES_ENTRY = path.join(ROOT, 'node_modules/rsbuild-v1/dist-types/index.d.ts');

/** How the tests compile against Rsbuild's published declarations (each adds its `types` and paths). */
export const DECLARATION_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
};

export interface ConfigOption {
  /** `output.distPath`, `mode`. */
  path: string;
  /** The top-level key the option belongs to (itself for a top-level option). */
  group: string;
  /** Whether the option groups sub-options that have their own paths. */
  isGroup: boolean;
  deprecated: boolean;
}

/** A type that holds named options: an object type with properties, not a function, an array or a union. */
function isOptionGroup(type: ts.Type, checker: ts.TypeChecker): boolean {
  if (!(type.flags & ts.TypeFlags.Object)) return false;
  if (type.getCallSignatures().length > 0 || checker.isArrayType(type) || checker.isTupleType(type)) return false;
  return type.getProperties().length > 0;
}

function isDeprecated(symbol: ts.Symbol): boolean {
  return symbol.getJsDocTags().some((tag) => tag.name === 'deprecated');
}

/** Every option path of `RsbuildConfig`, top-level keys and the direct keys of option groups, in declaration order. */
export function readConfigOptions(entry = RSBUILD_TYPES_ENTRY, typeName = 'RsbuildConfig'): ConfigOption[] {
  const program = createSharedProgram([entry], { ...DECLARATION_OPTIONS, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entry}: cannot read the module's exports`);
  const exported = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === typeName);
  if (!exported) throw new Error(`${entry}: no exported type ${typeName}`);
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const config = checker.getDeclaredTypeOfSymbol(symbol);

  const options: ConfigOption[] = [];
  for (const top of config.getProperties()) {
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(top));
    const isGroup = isOptionGroup(type, checker);
    options.push({ path: top.name, group: top.name, isGroup, deprecated: isDeprecated(top) });
    if (!isGroup) continue;
    for (const child of type.getProperties()) {
      options.push({ path: `${top.name}.${child.name}`, group: top.name, isGroup: false, deprecated: isDeprecated(child) });
    }
  }
  return options;
}
