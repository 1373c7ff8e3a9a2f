#!/usr/bin/env node
// `npm run build`: `rspress build` with the Node.js flags and arguments of scripts/lib/build-command.mjs.
// Arguments are passed on; the exit code (or the signal) is the build's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BUILD_ARGS, BUILD_NODE_FLAGS, rspressCli } from './lib/build-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const child = spawn(process.execPath, [...BUILD_NODE_FLAGS, rspressCli(root), 'build', ...BUILD_ARGS, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
