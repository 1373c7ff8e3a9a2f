import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './docs';

export interface TrackedFile {
  /** Path relative to the repository root, with forward slashes. */
  rel: string;
  text: string;
}

let paths: string[] | undefined;
let texts: TrackedFile[] | undefined;

/** Every file git tracks in the repository, relative to its root. */
export function trackedPaths(): string[] {
  paths ??= execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
  return paths;
}

/** Every tracked file except binary ones (a NUL byte in the first 8 KiB), with its text. */
export function trackedTextFiles(): TrackedFile[] {
  texts ??= trackedPaths().flatMap((rel) => {
    const bytes = readFileSync(path.join(ROOT, rel));
    if (bytes.subarray(0, 8192).includes(0)) return [];
    return [{ rel, text: bytes.toString('utf8') }];
  });
  return texts;
}

/** `file:line: text` of every line of `files` that `pattern` (without the `g` flag) matches. */
export function matchingLines(files: TrackedFile[], pattern: RegExp): string[] {
  const found: string[] = [];
  for (const { rel, text } of files) {
    text.split('\n').forEach((line, i) => {
      if (pattern.test(line)) found.push(`${rel}:${i + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}
