#!/usr/bin/env node
// `npm run preview`: serves a built site with Cloudflare Pages' own local runtime
// (`wrangler pages dev`, workerd), so `_redirects`, `_headers`, the per-language
// 404 pages and the content types behave as in production.
//
//   node scripts/host.mjs [--port 4173] [--dir doc_build]
//
// Offline and local only: listens on 127.0.0.1 (the inspector on port + 1), sends
// no telemetry or error reports, skips the update check and the `Request.cf`
// download. Its state and logs go to .wrangler/ (ignored by git).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    dir: { type: 'string', default: 'doc_build' },
  },
});
const port = Number(values.port);
const dir = path.resolve(root, values.dir);
if (!Number.isInteger(port) || port <= 0 || port > 65534) {
  console.error(`host: --port must be a port number, got "${values.port}".`);
  process.exit(1);
}
for (const file of ['index.html', '404.html', '_redirects', '_headers']) {
  if (!existsSync(path.join(dir, file))) {
    console.error(`host: ${path.relative(root, path.join(dir, file))} is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** Variables that keep wrangler off the network and its files inside the project. */
const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  // The banner is where wrangler checks npm for a newer version.
  WRANGLER_HIDE_BANNER: 'true',
  // Otherwise miniflare downloads the `Request.cf` sample from Cloudflare at start.
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_LOG_PATH: path.join(root, '.wrangler', 'logs'),
};

const wrangler = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
const args = [
  wrangler,
  'pages',
  'dev',
  dir,
  '--ip=127.0.0.1',
  `--port=${port}`,
  `--inspector-port=${port + 1}`,
  // Static files only (no Functions): any date the bundled workerd supports.
  '--compatibility-date=2026-04-01',
  `--persist-to=${path.join(root, '.wrangler', 'state')}`,
  '--live-reload=false',
  '--show-interactive-dev-session=false',
  '--log-level=warn',
];
const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...OFFLINE_ENV } });
console.log(`host: serving ${path.relative(root, dir)} with wrangler pages dev at http://127.0.0.1:${port}/`);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
