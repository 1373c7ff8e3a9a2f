// The measured build of `npm run bench`: wall time, CPU time and peak memory of a cold
// `rspress build` (of this site or another folder, such as the official Rsbuild site for
// `--against`), with a breakdown per step read from the build's log and from
// scripts/lib/build-steps.mjs (the span of each plugin hook).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_ARGS, BUILD_NODE_FLAGS, rspressCli } from './build-command.mjs';

const PRELOADS = [path.join(import.meta.dirname, '../rss-reporter.mjs'), path.join(import.meta.dirname, 'build-steps.mjs')];
const TICK = 100; // clock ticks per second of /proc (USER_HZ)

/** CPU seconds of this process's waited-for children (the build and everything it spawned). */
function childrenCpu() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICK;
}

/** Resident memory (bytes) of a process and all its descendants, from /proc. */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      const ppid = Number(stat[1]);
      rss.set(Number(entry), Number(stat[21]) * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The output folder a site's build writes (our DOCS_OUT_DIR / `doc_build`). */
const outputDir = (siteDir, env) => path.resolve(siteDir, env.DOCS_OUT_DIR ?? 'doc_build');

/**
 * Builds `siteDir` (cold: without the persistent cache) into an emptied output folder and measures it.
 * `lock`: a file to hold with flock(1) for the build only (the shared machine's heavy lock).
 * `nodeFlags` and `args`: the Node.js flags and `rspress build` arguments of the site's own build command
 * (ours: BUILD_NODE_FLAGS and BUILD_ARGS).
 */
export async function measuredBuild(siteDir, { env = {}, lock, cold = true, nodeFlags = [], args = [] } = {}) {
  // Removed once the lock is held: another build of the same folder may be running until then.
  const remove = [outputDir(siteDir, env), ...(cold ? [path.join(siteDir, 'node_modules/.cache')] : [])];
  const tag = `${process.pid}-${Date.now()}`;
  const rssFile = path.join(os.tmpdir(), `bench-rss-${tag}`);
  const stepsFile = path.join(os.tmpdir(), `bench-steps-${tag}`);
  const node = [process.execPath, ...nodeFlags, ...PRELOADS.flatMap((p) => ['--import', p]), rspressCli(siteDir), 'build', ...args];
  // With a lock, flock starts the build once the lock is held; the clock starts at the "LOCKED" line.
  const script = 'rm -rf "$1" "$2" && echo LOCKED && shift 2 && exec "$@"';
  const clean = ['sh', '-c', script, 'sh', remove[0], remove[1] ?? remove[0], ...node];
  const command = lock ? ['flock', lock, ...clean] : clean;
  const child = spawn(command[0], command.slice(1), {
    cwd: siteDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0', BENCH_RSS_FILE: rssFile, BENCH_STEPS_FILE: stepsFile },
  });
  let t0;
  let cpu0 = childrenCpu();
  const lines = [];
  let peakTree = 0;
  let log = '';
  const onData = (chunk) => {
    const now = performance.now();
    log += chunk;
    const parts = log.split('\n');
    log = parts.pop();
    for (const text of parts) {
      if (t0 === undefined && text === 'LOCKED') {
        t0 = now;
        cpu0 = childrenCpu();
        continue;
      }
      lines.push({ at: t0 === undefined ? 0 : (now - t0) / 1000, text });
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const sampler = setInterval(() => {
    if (t0 !== undefined) peakTree = Math.max(peakTree, treeRss(child.pid));
  }, 200);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const wall = (performance.now() - t0) / 1000;
  const cpu = childrenCpu() - cpu0;
  if (code !== 0) {
    console.error(lines.slice(-40).map((l) => l.text).join('\n'));
    throw new Error(`bench: the build of ${siteDir} failed (exit code ${code})`);
  }
  const peakRss = existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8')) : NaN;
  const hooks = existsSync(stepsFile) ? JSON.parse(readFileSync(stepsFile, 'utf8')) : { spans: [], end: NaN, cpu: NaN };
  rmSync(rssFile, { force: true });
  rmSync(stepsFile, { force: true });
  return { siteDir, wall, cpu, peakRss, peakTree, steps: buildSteps(lines, hooks, wall) };
}

/**
 * The steps of a build, in seconds, from its timestamped log lines and hook spans:
 * `start → compile` (config, routes, plugin set-up), each environment's compile (as Rsbuild
 * reports it, prerendering included), the two prerenders, and each plugin's afterBuild.
 */
export function buildSteps(lines, hooks, wall) {
  const steps = [];
  const find = (re) => lines.find((l) => re.test(l.text));
  const started = find(/build started/);
  if (started) steps.push({ step: 'start → compile starts (config, routes, plugins)', seconds: started.at });
  for (const line of lines) {
    const m = /built in (?:(\d+)m )?([\d.]+) ?(m?s) \(([\w-]+)\)/.exec(line.text);
    if (!m) continue;
    const seconds = Number(m[1] ?? 0) * 60 + Number(m[2]) / (m[3] === 'ms' ? 1000 : 1);
    steps.push({ step: `compile ${m[4]} (as Rsbuild reports it)`, seconds });
  }
  const rendered = (re, name) => {
    const m = lines.map((l) => re.exec(l.text)).find(Boolean);
    if (m) steps.push({ step: name, seconds: Number(m[1]) / 1000 });
  };
  rendered(/Pages rendered in ([\d.]+) ?ms/, 'prerender HTML');
  rendered(/Markdown rendered in ([\d.]+) ?ms/, 'prerender Markdown (llms)');
  const lastBuilt = [...lines].reverse().find((l) => /built in/.test(l.text));
  if (lastBuilt) steps.push({ step: 'compile end → exit (post-build steps)', seconds: wall - lastBuilt.at });
  // A hook called for every page runs the calls side by side: its step is the span from the first call to the last end.
  const byHook = new Map();
  for (const span of hooks.spans) {
    const key = `${span.hook} ${span.plugin}`;
    const entry = byHook.get(key) ?? { start: Infinity, end: -Infinity, calls: 0 };
    entry.start = Math.min(entry.start, span.start);
    entry.end = Math.max(entry.end, span.end);
    entry.calls += 1;
    byHook.set(key, entry);
  }
  for (const [key, { start, end, calls }] of byHook) {
    const seconds = (end - start) / 1000;
    if (seconds < 0.05) continue;
    steps.push({ step: `  ${key}${calls > 1 ? ` (${calls} calls, first to last)` : ''}`, seconds });
  }
  return steps;
}

const mib = (bytes) => (Number.isNaN(bytes) ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`);

export function printBuild(result, label = path.basename(result.siteDir)) {
  console.log(
    `\nbuild of ${label}: ${result.wall.toFixed(1)} s wall, ${result.cpu.toFixed(1)} s CPU, ` +
      `peak RSS ${mib(result.peakRss)} (build process), ${mib(result.peakTree)} (all its processes together)`,
  );
  console.table(result.steps.map((s) => ({ step: s.step, seconds: Number(s.seconds.toFixed(1)) })));
}

const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * `npm run bench -- --against DIR [--rounds N] [--lock FILE]`: builds this site and the site in
 * DIR alternately, cold, N rounds (default 2; the order swaps each round), and prints each
 * build, then the medians and their ratio (ours / theirs) for time and memory.
 */
export async function compareBuilds(ours, theirs, { rounds = 2, lock, env = {} } = {}) {
  const results = { ours: [], theirs: [] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['ours', 'theirs'] : ['theirs', 'ours'];
    for (const who of order) {
      const dir = who === 'ours' ? ours : theirs;
      const result = await measuredBuild(dir, who === 'ours' ? { lock, env, nodeFlags: BUILD_NODE_FLAGS, args: BUILD_ARGS } : { lock });
      results[who].push(result);
      printBuild(result, `${who} (${dir}), round ${round + 1}`);
    }
  }
  const row = (name, pick, unit) => {
    const a = median(results.ours.map(pick));
    const b = median(results.theirs.map(pick));
    const ratios = results.ours.map((r, i) => pick(r) / pick(results.theirs[i]));
    return { measure: name, ours: `${a.toFixed(unit === 's' ? 1 : 0)} ${unit}`, theirs: `${b.toFixed(unit === 's' ? 1 : 0)} ${unit}`, 'ratio of medians': (a / b).toFixed(2), 'ratio per round': ratios.map((r) => r.toFixed(2)).join(' ') };
  };
  const toMiB = (bytes) => bytes / 1024 / 1024;
  console.log(`\nours (${ours}) against ${theirs}: medians of ${rounds} alternated cold builds`);
  console.table([
    row('wall time', (r) => r.wall, 's'),
    row('CPU time', (r) => r.cpu, 's'),
    row('peak RSS, build process', (r) => toMiB(r.peakRss), 'MiB'),
    row('peak RSS, all processes', (r) => toMiB(r.peakTree), 'MiB'),
  ]);
  // Steps both builds have, side by side (medians).
  const stepNames = [...new Set(results.ours.flatMap((r) => r.steps.map((s) => s.step)))];
  const stepOf = (r, name) => r.steps.find((s) => s.step === name)?.seconds ?? NaN;
  console.table(
    [...stepNames, ...new Set(results.theirs.flatMap((r) => r.steps.map((s) => s.step)).filter((n) => !stepNames.includes(n)))].map((name) => ({
      step: name,
      'ours (s)': Number(median(results.ours.map((r) => stepOf(r, name))).toFixed(1)),
      'theirs (s)': Number(median(results.theirs.map((r) => stepOf(r, name))).toFixed(1)),
    })),
  );
  return results;
}
