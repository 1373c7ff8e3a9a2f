/**
 * A small static server for a built site, as a CDN serves it: clean URLs
 * (`/a/b` → `a/b.html`, `/a/` → `a/index.html`), the 404 page of the
 * language for unknown paths, gzip for text. Used by `npm run bench` (Lighthouse and
 * the search measurements).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** The file that answers `pathname` in `root`, and its status. */
function resolveFile(root, pathname) {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '/');
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
  for (const rel of candidates) {
    const file = path.join(root, rel);
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return { file, status: 200 };
  }
  const lang = /^\/(zh)\//.exec(clean)?.[1];
  const notFound = lang && existsSync(path.join(root, lang, '404.html')) ? path.join(root, lang, '404.html') : path.join(root, '404.html');
  return { file: notFound, status: 404 };
}

/** Starts serving `root` on `port`; resolves to the server. */
export function serveStatic(root, port) {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const { file, status } = resolveFile(root, pathname);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      'content-type': type,
      'cache-control': /[\\/]static[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
