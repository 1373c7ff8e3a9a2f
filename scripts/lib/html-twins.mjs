// Which built pages of one output folder differ from their twin in another: the W3C check of a
// second build (the DocSearch variant) needs to read only those, since the rest are the same
// documents apart from the content hashes in their asset file names.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A page's HTML with the content hashes of its asset file names (`index.65eee06bbd.js`) blanked out. */
export const withoutAssetHashes = (html) => html.replace(/\.[0-9a-f]{8,}\.(js|css|mjs)\b/g, '.#.$1');

/**
 * The HTML files (relative paths) of `dir` that are not in `twinDir`, or whose text differs from
 * their twin's apart from asset hashes.
 * @param {string} dir
 * @param {string} twinDir
 * @param {string[]} files relative paths of the HTML files of `dir`
 */
export function pagesDifferingFrom(dir, twinDir, files) {
  return files.filter((rel) => {
    const twin = path.join(twinDir, rel);
    if (!existsSync(twin)) return true;
    return withoutAssetHashes(readFileSync(path.join(dir, rel), 'utf8')) !== withoutAssetHashes(readFileSync(twin, 'utf8'));
  });
}
