/**
 * Type-checks code files against one Rsbuild major: `@rsbuild/core` (and the
 * plugins that import it) resolve to `rsbuild-v1` (1.7.6) or `rsbuild-v2` (2.3.2).
 * Each problem names the file's origin and line.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createSharedProgram } from './ts-host';
import { DECLARATION_OPTIONS } from './config-options';
import { ROOT } from './docs';
import type { Major } from './rsbuild-majors';

export interface CodeFile {
  /** Where the code comes from, for messages (`site/rsbuild2/data.ts: server.host (after)`, `docs/en/config/mode.mdx:12`). */
  origin: string;
  /** The line of `origin` that the code's first line is on (0 when it has none). */
  line: number;
  code: string;
}

/** Problems per file (an empty list when it compiles), in the order of `files`. */
export function typeCheck(files: CodeFile[], major: Major, dirName: string): string[][] {
  const dir = path.join(ROOT, '.tmp', dirName);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const names = files.map((file, i) => {
    const name = path.join(dir, `file-${i}.ts`);
    writeFileSync(name, file.code);
    return path.resolve(name);
  });
  const pkg = major === 'v1' ? 'node_modules/rsbuild-v1' : 'node_modules/rsbuild-v2';
  const program = createSharedProgram(names, {
    ...DECLARATION_OPTIONS,
    esModuleInterop: true,
    resolveJsonModule: true,
    types: ['node'],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    baseUrl: ROOT,
    paths: { '@rsbuild/core': [pkg], '@rsbuild/core/*': [`${pkg}/*`] },
  });
  const problems = files.map((): string[] => []);
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const index = d.file ? names.indexOf(path.resolve(d.file.fileName)) : -1;
    const message = `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    if (index === -1 || !d.file || d.start === undefined) {
      problems.forEach((p) => p.push(`(global) ${message}`));
      continue;
    }
    const file = files[index]!;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    problems[index]!.push(`${file.origin}${file.line ? `:${file.line + 1 + line}` : ` (line ${line + 1})`}: ${message}`);
  }
  return problems;
}
