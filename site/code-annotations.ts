/**
 * Code annotations: Shiki's notation comments (`// [!code ++]`, `[!code --]`,
 * `[!code highlight]`, `[!code focus]`, in `//`, `#`, `--`, `/* *\/`, `{/* *\/}`
 * and `<!-- -->` comments at the end of a line) and line ranges in the fence
 * meta (`{1,3-5}`). One reader for every consumer: the highlighted HTML, the
 * Markdown twins (a `+`/`-` diff), the copy button and the type-checked examples
 * (the "after" version).
 */

export type LineMark = 'add' | 'remove' | 'highlight' | 'focus';

export interface AnnotatedLine {
  /** The line without its notation comment. */
  text: string;
  marks: LineMark[];
}

export interface AnnotatedCode {
  lines: AnnotatedLine[];
  /** Whether any line is added or removed. */
  diff: boolean;
  /** Whether any line carries a mark (or the meta a range). */
  annotated: boolean;
}

const NOTATIONS: Record<string, LineMark> = { '++': 'add', '--': 'remove', highlight: 'highlight', hl: 'highlight', focus: 'focus' };

/** A notation comment closing a line: its opener, the notation, and the closer its opener needs. */
const TRAILING = /\s*(\/\/|#|--|\{\/\*|\/\*|<!--)\s*\[!code\s+([^\]]*)\]\s*(\*\/\}|\*\/|-->)?\s*$/;
const CLOSERS: Record<string, string | undefined> = { '//': undefined, '#': undefined, '--': undefined, '{/*': '*/}', '/*': '*/', '<!--': '-->' };

/** The line ranges of a fence meta (`title="a.ts" {1,3-5}` → 1, 3, 4, 5), or none. */
export function metaLines(meta: string | undefined): number[] {
  const m = /(?:^|\s)\{([\d\s,-]+)\}(?=\s|$)/.exec(meta ?? '');
  if (!m) return [];
  return m[1]!
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const range = /^(\d+)(?:-(\d+))?$/.exec(part);
      if (!range) throw new Error(`the line range "{${m[1]}}" has an unreadable part "${part}"`);
      const from = Number(range[1]);
      const to = Number(range[2] ?? range[1]);
      if (from < 1 || to < from) throw new Error(`the line range "{${m[1]}}" has an empty or reversed part "${part}"`);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
}

/**
 * Reads the notations of a code block. Throws, naming the line of the block, on an
 * unknown notation, a comment closed the wrong way, or a meta range past the last line.
 */
export function annotateCode(code: string, meta?: string): AnnotatedCode {
  const lines: AnnotatedLine[] = code.split('\n').map((raw, i) => {
    const marks: LineMark[] = [];
    let text = raw;
    for (let m = TRAILING.exec(text); m; m = TRAILING.exec(text)) {
      const [, opener, notation, closer] = m;
      const mark = NOTATIONS[notation!.trim()];
      if (!mark) throw new Error(`line ${i + 1}: unknown code notation "[!code ${notation}]" (known: ${Object.keys(NOTATIONS).join(', ')})`);
      if (CLOSERS[opener!] !== closer) throw new Error(`line ${i + 1}: the notation comment "${m[0].trim()}" is not closed as its opener "${opener}" needs`);
      marks.push(mark);
      text = text.slice(0, m.index);
    }
    if (text.includes('[!code')) throw new Error(`line ${i + 1}: a code notation must be the last thing on its line: "${raw.trim()}"`);
    if (marks.includes('add') && marks.includes('remove')) throw new Error(`line ${i + 1}: a line cannot be both added and removed`);
    return { text, marks: marks.reverse() };
  });
  for (const n of metaLines(meta)) {
    const line = lines[n - 1];
    if (!line) throw new Error(`the fence meta highlights line ${n}, but the block has ${lines.length} lines`);
    if (!line.marks.includes('highlight')) line.marks.push('highlight');
  }
  const diff = lines.some((l) => l.marks.includes('add') || l.marks.includes('remove'));
  return { lines, diff, annotated: lines.some((l) => l.marks.length > 0) };
}

/** Whether a code block or its meta could carry annotations (a cheap test before reading it). */
export function mayBeAnnotated(code: string, meta?: string): boolean {
  return code.includes('[!code') || metaLines(meta).length > 0;
}

/** The "after" version: removed lines left out, notations stripped. */
export function afterCode(code: string, meta?: string): string {
  if (!mayBeAnnotated(code, meta)) return code;
  return annotateCode(code, meta)
    .lines.filter((l) => !l.marks.includes('remove'))
    .map((l) => l.text)
    .join('\n');
}

/**
 * The "after" version with each removed line left empty, so that a line of it is the
 * same line of the block (for messages that name the line).
 */
export function afterCodeSameLines(code: string, meta?: string): string {
  if (!mayBeAnnotated(code, meta)) return code;
  return annotateCode(code, meta)
    .lines.map((l) => (l.marks.includes('remove') ? '' : l.text))
    .join('\n');
}

/** A diff for readers of plain text: `+ ` added, `- ` removed, two spaces otherwise. Without a diff, the code without notations. */
export function diffText(code: string, meta?: string): { lang: 'diff' | undefined; text: string } {
  if (!mayBeAnnotated(code, meta)) return { lang: undefined, text: code };
  const { lines, diff } = annotateCode(code, meta);
  if (!diff) return { lang: undefined, text: lines.map((l) => l.text).join('\n') };
  const sign = (l: AnnotatedLine) => (l.marks.includes('add') ? '+' : l.marks.includes('remove') ? '-' : ' ');
  return { lang: 'diff', text: lines.map((l) => `${sign(l)} ${l.text}`.trimEnd()).join('\n') };
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/**
 * A page's Markdown with each annotated fence rewritten for plain-text readers: a block
 * with added or removed lines becomes a `diff` fence, other notations and meta ranges are
 * dropped. Throws on a bad notation, naming `file` and the line of the page.
 */
export function withPlainAnnotations(source: string, file: string): string {
  const lines = source.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!);
    if (!open) {
      out.push(lines[i]!);
      continue;
    }
    const [, indent = '', marker = '', info = ''] = open;
    let end = i + 1;
    while (end < lines.length) {
      const close = FENCE.exec(lines[end]!);
      if (close && close[2]!.startsWith(marker[0]!) && close[2]!.length >= marker.length && close[3]!.trim() === '') break;
      end++;
    }
    if (end >= lines.length) {
      // An unclosed fence is the MDX compiler's to report.
      out.push(...lines.slice(i));
      break;
    }
    const [lang = '', ...rest] = info.trim().split(/\s+/);
    const meta = rest.join(' ');
    const body = lines.slice(i + 1, end).map((l) => l.slice(Math.min(indent.length, l.length - l.trimStart().length)));
    const code = body.join('\n');
    if (!mayBeAnnotated(code, meta)) {
      out.push(...lines.slice(i, end + 1));
    } else {
      let plain: ReturnType<typeof diffText>;
      try {
        plain = diffText(code, meta);
      } catch (error) {
        throw new Error(`${file}:${i + 1}: ${(error as Error).message} (in the code block opened here)`, { cause: error });
      }
      const plainMeta = meta.replace(/(?:^|\s)\{[\d\s,-]+\}(?=\s|$)/, '').trim();
      out.push(`${indent}${marker}${[plain.lang ?? lang, plainMeta].filter(Boolean).join(' ')}`);
      out.push(...plain.text.split('\n').map((l) => (l ? indent + l : l)));
      out.push(lines[end]!);
    }
    i = end;
  }
  return out.join('\n');
}
