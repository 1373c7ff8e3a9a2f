/**
 * The static host's own runtime (`scripts/host.mjs`: `wrangler pages dev`) for the
 * specs that test it, started by them instead of for the whole run: its bundler
 * watches wrangler's files by polling, about 5 % of a core for as long as it runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { HOST_PORT, HOST_URL } from './ports';

const ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT = 120_000;

/** Whether something answers at the host's address (a runtime left by a local run, say). */
async function answers(): Promise<boolean> {
  try {
    const response = await fetch(`${HOST_URL}/`, { redirect: 'manual' });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** Stops the runtime: SIGTERM (host.mjs passes it to wrangler), and waits for the exit. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Serves doc_build at HOST_URL until the returned function is called. Outside CI, a server
 * already answering there is used as it is (and left running), as Playwright's
 * `reuseExistingServer` does. Fails with the runtime's output when it does not answer in time.
 */
export async function startHost(): Promise<() => Promise<void>> {
  if (!process.env.CI && (await answers())) return async () => undefined;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/host.mjs'), '--port', String(HOST_PORT)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + START_TIMEOUT;
  while (!(await answers())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop(child);
      throw new Error(`scripts/host.mjs did not serve ${HOST_URL} (${child.exitCode !== null ? `exit ${child.exitCode}` : `not within ${START_TIMEOUT / 1000} s`}):\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return () => stop(child);
}
