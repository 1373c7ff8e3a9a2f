/**
 * Small, dependency-free readers for the MDX pages, shared by the content
 * tests, the fact tests and the search-record generator. They work line by
 * line so that every finding can name its file and line.
 */
import GithubSlugger from '@rspress/shared/github-slugger';
import { afterCodeSameLines } from './code-annotations';

export interface Heading {
  depth: number;
  text: string;
  id: string;
  /** Whether the id was written explicitly (`{#id}`). */
  explicit: boolean;
  line: number;
}

export interface CodeBlock {
  lang: string;
  title?: string;
  meta: string;
  /**
   * The code a reader runs (site/code-annotations.ts): notations stripped, lines marked `[!code --]`
   * left empty so that line N of the code is line N of the block, for messages that name a line.
   */
  code: string;
  /** The block as written, notations included. */
  source: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export interface ParsedPage {
  frontmatter: Record<string, string>;
  /** Number of lines taken by the frontmatter block (0 when absent). */
  frontmatterLines: number;
  headings: Heading[];
  codeBlocks: CodeBlock[];
  /** Prose lines with code blocks, imports, JSX-only lines and frontmatter removed. */
  prose: { text: string; line: number }[];
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Parses a flat `key: value` YAML frontmatter (enough for this site's pages). */
function parseFrontmatter(lines: string[]): { data: Record<string, string>; length: number } {
  if (lines[0]?.trim() !== '---') return { data: {}, length: 0 };
  const data: Record<string, string> = {};
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '---') return { data, length: i + 1 };
    const m = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (m) data[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  throw new Error('frontmatter is not closed by ---');
}

export function parsePage(source: string): ParsedPage {
  const lines = source.split(/\r?\n/);
  const { data: frontmatter, length: fmLength } = parseFrontmatter(lines);
  const headings: Heading[] = [];
  const codeBlocks: CodeBlock[] = [];
  const prose: { text: string; line: number }[] = [];
  const slugger = new GithubSlugger();

  let fence: { marker: string; indent: number; lang: string; meta: string; line: number; body: string[] } | null = null;
  let inComment = false;
  for (let i = fmLength; i < lines.length; i++) {
    const line = lines[i]!;
    const lineNo = i + 1;
    // MDX comments (`{/* ... */}` on their own lines, such as version-check probes) are not prose.
    if (!fence && (inComment || line.startsWith('{/*'))) {
      inComment = !/\*\/\}\s*$/.test(line);
      continue;
    }
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[2]!.startsWith(fence.marker[0]!) && fenceMatch[2]!.length >= fence.marker.length && fenceMatch[3]!.trim() === '') {
        const titleMatch = /title=(?:"([^"]*)"|'([^']*)')/.exec(fence.meta);
        const source = fence.body.map((l) => l.slice(Math.min(fence!.indent, l.length - l.trimStart().length))).join('\n');
        let code: string;
        try {
          code = afterCodeSameLines(source, fence.meta);
        } catch (error) {
          throw new Error(`code block at line ${fence.line}: ${(error as Error).message}`, { cause: error });
        }
        codeBlocks.push({
          lang: fence.lang,
          meta: fence.meta,
          title: titleMatch ? (titleMatch[1] ?? titleMatch[2]) : undefined,
          code,
          source,
          line: fence.line,
        });
        fence = null;
      } else {
        fence.body.push(line);
      }
      continue;
    }
    if (fenceMatch) {
      const info = fenceMatch[3]!.trim();
      const [lang = '', ...rest] = info.split(/\s+/);
      fence = { marker: fenceMatch[2]!, indent: fenceMatch[1]!.length, lang, meta: rest.join(' '), line: lineNo, body: [] };
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      let text = heading[2]!;
      const idMatch = /\s*\{#([^}]+)\}\s*$/.exec(text);
      let id: string;
      if (idMatch) {
        id = idMatch[1]!;
        text = text.slice(0, idMatch.index);
        slugger.slug(id);
      } else {
        id = slugger.slug(text.replace(/`/g, ''));
      }
      headings.push({ depth: heading[1]!.length, text, id, explicit: Boolean(idMatch), line: lineNo });
      prose.push({ text, line: lineNo });
      continue;
    }
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (/^(import|export)\s/.test(trimmed)) continue;
    if (/^<\/?[A-Z][\w.]*[^>]*\/?>$/.test(trimmed)) continue;
    if (/^:::/.test(trimmed)) continue;
    prose.push({ text: line, line: lineNo });
  }
  if (fence) throw new Error(`code fence opened at line ${fence.line} is never closed`);
  return { frontmatter, frontmatterLines: fmLength, headings, codeBlocks, prose };
}

/** Removes inline code, link targets, HTML tags and markdown punctuation from prose. */
export function plainText(text: string): string {
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[*_>#|~-]+/g, ' ');
}

/** English words outside code. */
export function countEnglishWords(page: ParsedPage): number {
  let words = 0;
  for (const { text } of page.prose) {
    const matches = plainText(text).match(/[A-Za-z][A-Za-z0-9'’.-]*/g);
    words += matches ? matches.length : 0;
  }
  return words;
}

/** Chinese (CJK) characters outside code. */
export function countCjkChars(page: ParsedPage): number {
  let chars = 0;
  for (const { text } of page.prose) {
    const matches = plainText(text).match(/[\u4e00-\u9fff\u3400-\u4dbf]/g);
    chars += matches ? matches.length : 0;
  }
  return chars;
}
