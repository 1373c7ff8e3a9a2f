/**
 * Reads the `Type:` lines of the config pages (`- **Type:** \`…\``, Chinese
 * `- **类型：** \`…\``) and checks each against the declared type of its option.
 * The line under the H1 types the option itself; a later line under a heading
 * that names a field (`### path {#path}`) types that field of the option.
 */
import type { DocFile } from './docs';
import type { createOptionTypes } from './option-types';
import ts from 'typescript';
import { type LocalDeclaration, localDeclarations, printTerm, sameType, syntaxErrors, whyDifferent } from './type-terms';

export interface TypeLine {
  file: DocFile;
  /** 1-based line number. */
  line: number;
  /** The option (or field) the line types: `dev.client`, `dev.client.path`. */
  option: string;
  /** The first inline code of the line. */
  type: string;
}

const TYPE_LINE = /^- \*\*(?:Type:|类型：)\*\*\s*`([^`]+)`/;
const FIELD = /^[A-Za-z_$][\w$]*$/;

/** Every Type line of a config page, with the option it types; lines that name no option are problems. */
export function readTypeLines(file: DocFile): { lines: TypeLine[]; problems: string[] } {
  const lines: TypeLine[] = [];
  const problems: string[] = [];
  const h1 = file.page.headings.find((h) => h.depth === 1);
  if (!h1) return { lines, problems: [`${file.display}: no H1`] };
  const inFence = (line: number) =>
    file.page.codeBlocks.some((b) => line >= b.line && line <= b.line + b.source.split('\n').length + 1);
  file.source.split('\n').forEach((text, i) => {
    const line = i + 1;
    const m = TYPE_LINE.exec(text);
    if (!m || inFence(line)) return;
    const heading = [...file.page.headings].reverse().find((h) => h.line < line);
    let option = h1.text;
    if (heading && heading.depth > 1) {
      if (!FIELD.test(heading.text)) {
        problems.push(`${file.display}:${line}: a Type line under "${heading.text}", which does not name a field of ${h1.text}`);
        return;
      }
      option = `${h1.text}.${heading.text}`;
    }
    lines.push({ file, line, option, type: m[1]!.trim() });
  });
  return { lines, problems };
}

export interface PageDefinition {
  decl: LocalDeclaration;
  /** 1-based line of the declaration in the page. */
  line: number;
}

const TS_BLOCK = ['ts', 'typescript'];

/** Syntax errors in the pages' TypeScript code blocks (such as a doc comment closed early by a star and a slash in its text). */
export function blockSyntaxErrors(files: DocFile[]): string[] {
  const blocks = files.flatMap((file) => file.page.codeBlocks.filter((block) => TS_BLOCK.includes(block.lang)).map((block) => ({ file, block })));
  const errors = syntaxErrors(blocks.map((b) => b.block.code));
  return blocks.flatMap(({ file, block }, i) => {
    const error = errors[i];
    return error ? [`${file.display}:${block.line + 1 + error.line}: ${error.message}`] : [];
  });
}

/** The types a page defines in its TypeScript code blocks, by name. */
function pageDefinitions(file: DocFile): Map<string, PageDefinition> {
  const found = new Map<string, PageDefinition>();
  for (const block of file.page.codeBlocks) {
    if (!TS_BLOCK.includes(block.lang)) continue;
    for (const decl of localDeclarations(block.code)) {
      const offset = decl.getSourceFile().getLineAndCharacterOfPosition(decl.getStart()).line;
      if (!found.has(decl.name.text)) found.set(decl.name.text, { decl, line: block.line + 1 + offset });
    }
  }
  return found;
}

export interface TypeExemption {
  /** The option or field path, as the check names it. */
  option: string;
  reason: string;
}

/** Checks Type lines against the declarations; returns one message per wrong line and the exemptions used. */
export function checkTypeLines(
  lines: TypeLine[],
  types: ReturnType<typeof createOptionTypes>,
  exemptions: TypeExemption[],
): { problems: string[]; used: Set<string> } {
  const problems: string[] = [];
  const used = new Set<string>();
  for (const l of lines) {
    const where = `${l.file.display}:${l.line}`;
    if (exemptions.some((e) => e.option === l.option)) {
      used.add(l.option);
      continue;
    }
    const declared = types.option(l.option);
    if (!declared) {
      problems.push(`${where}: ${l.option} is not an option of @rsbuild/core 1.7.6`);
      continue;
    }
    const definitions = pageDefinitions(l.file);
    const local = new Map([...definitions].map(([name, d]) => [name, d.decl]));
    let written;
    try {
      written = declared.readPageType(l.type, local);
    } catch (error) {
      problems.push(`${where}: ${l.option}: ${(error as Error).message}`);
      continue;
    }
    if (!sameType(written, declared.term)) {
      problems.push(
        `${where}: ${l.option} is typed \`${l.type}\`, but @rsbuild/core 1.7.6 declares \`${printTerm(declared.term)}\` (${declared.where}); ${whyDifferent(written, declared.term)}`,
      );
    }
  }
  return { problems, used };
}

/**
 * Checks the types a page defines in its code blocks under a name the package declares too
 * (`type ClientConfig = { … }`): the definition must be the declared type. Names are resolved where
 * the option of a config page is declared, or where `scope` is (for the other pages).
 */
export function checkTypeDefinitions(
  file: DocFile,
  types: ReturnType<typeof createOptionTypes>,
  exemptions: TypeExemption[],
  scope?: string,
): { problems: string[]; used: Set<string> } {
  const problems: string[] = [];
  const used = new Set<string>();
  const h1 = file.page.headings.find((h) => h.depth === 1);
  const option = scope ?? h1?.text;
  const declared = option && types.option(option);
  if (!h1 || !declared) return { problems, used };
  const definitions = pageDefinitions(file);
  const local = new Map([...definitions].map(([name, d]) => [name, d.decl]));
  for (const [name, { decl, line }] of definitions) {
    const own = declared.packageType(name);
    if (!own || (ts.isTypeAliasDeclaration(decl) && decl.typeParameters)) continue;
    const key = `${h1.text}: ${name}`;
    if (exemptions.some((e) => e.option === key)) {
      used.add(key);
      continue;
    }
    const written = declared.readLocal(decl, local);
    if (!sameType(written, own)) {
      problems.push(`${file.display}:${line}: the page defines ${name} as \`${printTerm(written)}\`, but @rsbuild/core 1.7.6 declares \`${printTerm(own)}\`; ${whyDifferent(written, own)}`);
    }
  }
  return { problems, used };
}
