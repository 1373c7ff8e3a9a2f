/**
 * A TypeScript compiler host that parses each installed declaration file (under
 * `node_modules`, TypeScript's own libs included) once per worker, for every program the
 * test files create (test files share a worker's modules: vitest.config.ts). Those files
 * do not change during a run; the files a test writes are read anew every time.
 */
import ts from 'typescript';

const parsed = new Map<string, ts.SourceFile | undefined>();

// The options that change how a file is parsed or bound (TypeScript's own list, or every option).
const AFFECTING = (ts as unknown as { sourceFileAffectingCompilerOptions?: { name: string }[] }).sourceFileAffectingCompilerOptions?.map((o) => o.name);

const isInstalledDeclaration = (fileName: string) => /[\\/]node_modules[\\/]/.test(fileName) && /\.d\.[cm]?ts$/.test(fileName);

/** `ts.createCompilerHost(options)`, with the parsed declaration files of `node_modules` shared. */
export function sharedCompilerHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  const optionsKey = JSON.stringify(AFFECTING ? AFFECTING.map((name) => options[name] ?? null) : options);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
    if (!isInstalledDeclaration(fileName)) return read(fileName, languageVersionOrOptions, onError, shouldCreate);
    const key = `${ts.sys.resolvePath(fileName)}\n${JSON.stringify(languageVersionOrOptions)}\n${optionsKey}`;
    if (!parsed.has(key)) parsed.set(key, read(fileName, languageVersionOrOptions, onError, shouldCreate));
    return parsed.get(key);
  };
  return host;
}

/** `ts.createProgram(rootNames, options)` on a {@link sharedCompilerHost}. */
export const createSharedProgram = (rootNames: readonly string[], options: ts.CompilerOptions): ts.Program =>
  ts.createProgram(rootNames, options, sharedCompilerHost(options));
