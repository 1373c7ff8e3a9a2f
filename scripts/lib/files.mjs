import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir`, as sorted paths relative to it with forward slashes;
 * none when `dir` does not exist.
 * @param {string} dir
 * @returns {string[]}
 */
export function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
