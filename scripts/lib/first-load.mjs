import path from 'node:path';
import { existsSync } from 'node:fs';

/**
 * The JS and CSS files a built HTML page loads before it is interactive:
 * its <script src>, stylesheet links and preload/modulepreload links.
 */
export function firstLoadAssets(html, outDir) {
  const found = new Set();
  const attr = /<(script|link)\b([^>]*)>/gi;
  for (const [, tag, attrs] of html.matchAll(attr)) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(attrs)?.[1];
    if (!src || /^(https?:)?\/\//.test(src)) continue;
    if (tag.toLowerCase() === 'link' && !/rel="(stylesheet|preload|modulepreload)"/.test(attrs)) continue;
    if (!/\.(js|css)(\?|$)/.test(src)) continue;
    const file = path.join(outDir, src.replace(/^\//, '').replace(/\?.*$/, ''));
    if (existsSync(file)) found.add(file);
  }
  return [...found];
}
