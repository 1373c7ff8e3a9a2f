// Runs Rsbuild 1.7.6 (`rsbuild-v1`) on a tiny project in a temporary folder, through its CLI binary or
// its JavaScript API, and returns what the recording plugin (tests/fixtures/behaviour/recorder.mjs)
// logged: every hook call in order, with a summary of its arguments, and how the process ended.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/behaviour');
const BIN = path.join(ROOT, 'node_modules/rsbuild-v1/bin/rsbuild.js');
export const RECORDINGS = path.join(ROOT, 'tests/behaviour/recordings.json');

const CHANGED_SOURCE = "console.log('changed');\n";
const BROKEN_SOURCE = "import './missing.js';\n";

/**
 * Each CLI scenario: the command line, and the steps that drive it (ports 5290-5299 are this harness's).
 * A dev step waits for onDevCompileDone, the last hook of a compilation, so that no hook of it is still running.
 */
export const CLI_SCENARIOS = {
  build: { args: ['build'], steps: [] },
  'build-failed': { args: ['build'], setup: { 'src/index.js': BROKEN_SOURCE }, steps: [] },
  'build-hook-throws': { args: ['build'], env: { BEHAVIOUR_THROW_IN: 'onBeforeBuild' }, steps: [] },
  'build-watch-rebuild-sigint': {
    args: ['build', '--watch'],
    steps: [{ until: ['onAfterBuild', 1] }, { write: ['src/index.js', CHANGED_SOURCE] }, { until: ['onAfterBuild', 2] }, { signal: 'SIGINT' }],
  },
  // SIGTERM does not end a watch build: the proof is a rebuild after it; SIGKILL ends the process.
  'build-watch-sigterm': {
    args: ['build', '--watch'],
    steps: [
      { until: ['onAfterBuild', 1] },
      { signal: 'SIGTERM' },
      { until: ['onExit', 1] },
      { write: ['src/index.js', CHANGED_SOURCE] },
      { until: ['onAfterBuild', 2] },
      { signal: 'SIGINT' },
      { write: ['src/index.js', BROKEN_SOURCE] },
      { until: ['onAfterBuild', 3] },
      { signal: 'SIGKILL' },
    ],
  },
  'build-watch-failed-sigint': {
    args: ['build', '--watch'],
    setup: { 'src/index.js': BROKEN_SOURCE },
    steps: [{ until: ['onAfterBuild', 1] }, { signal: 'SIGINT' }],
  },
  'build-watch-config-restart': {
    args: ['build', '--watch'],
    steps: [{ until: ['onAfterBuild', 1] }, { touchConfig: true }, { until: ['onAfterBuild', 2] }, { signal: 'SIGINT' }],
  },
  'dev-rebuild-sigint': {
    args: ['dev', '--port', '5290'],
    steps: [
      { until: ['onDevCompileDone', 1] },
      { until: ['onAfterStartDevServer', 1] },
      { write: ['src/index.js', CHANGED_SOURCE] },
      { until: ['onDevCompileDone', 2] },
      { signal: 'SIGINT' },
    ],
  },
  'dev-sigterm': {
    args: ['dev', '--port', '5291'],
    steps: [{ until: ['onDevCompileDone', 1] }, { until: ['onAfterStartDevServer', 1] }, { signal: 'SIGTERM' }],
  },
  'dev-config-restart': {
    args: ['dev', '--port', '5292'],
    steps: [
      { until: ['onDevCompileDone', 1] },
      { until: ['onAfterStartDevServer', 1] },
      { touchConfig: true },
      { until: ['onDevCompileDone', 2] },
      { until: ['onAfterStartDevServer', 2] },
      { signal: 'SIGINT' },
    ],
  },
  'dev-process-exit': {
    args: ['dev', '--port', '5293'],
    env: { BEHAVIOUR_EXIT_AFTER: 'onAfterDevCompile' },
    steps: [],
  },
  'preview-sigint': {
    args: ['preview', '--port', '5294'],
    prebuild: true,
    steps: [{ until: ['onAfterStartProdServer', 1] }, { signal: 'SIGINT' }],
  },
  'preview-sigterm': {
    args: ['preview', '--port', '5295'],
    prebuild: true,
    steps: [{ until: ['onAfterStartProdServer', 1] }, { signal: 'SIGTERM' }],
  },
};

/** JavaScript API scenarios, run by tests/fixtures/behaviour/api.mjs in a child process. */
export const API_SCENARIOS = [
  'createCompiler',
  'createCompiler-development',
  'build',
  'build-failed',
  'build-watch',
  'startDevServer',
  'createDevServer',
  'createDevServer-runCompile-false',
  'loadBundle',
  'loadBundle-forced-split',
  'chunkSplit-node',
  'getRsbuildConfig',
  'loadEnv',
  'instance-hooks',
  'modifyRsbuildConfig-defaults',
  'dev-alias-order',
  'dev-hook-throws',
  'startDevServer-sigterm',
];

/** API scenarios that end the process themselves, with the exit code they end with. */
const API_EXIT_CODES = { 'startDevServer-sigterm': 143 };

function makeProject(files = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rsbuild-behaviour-'));
  cpSync(path.join(FIXTURES, 'project'), dir, { recursive: true });
  cpSync(path.join(FIXTURES, 'recorder.mjs'), path.join(dir, 'recorder.mjs'));
  cpSync(path.join(FIXTURES, 'api.mjs'), path.join(dir, 'api.mjs'));
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  const log = path.join(dir, 'behaviour.log');
  writeFileSync(log, '');
  return { dir, log };
}

const readLog = (log) =>
  readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

function childEnv(log, extra = {}) {
  // The CLI decides NODE_ENV itself, as it does for a user; CI would change how stdin is watched.
  const env = { ...process.env, BEHAVIOUR_LOG: log, FORCE_COLOR: '0', NO_COLOR: '1', ...extra };
  delete env.NODE_ENV;
  delete env.CI;
  delete env.VITEST;
  delete env.VITEST_WORKER_ID;
  delete env.VITEST_POOL_ID;
  return env;
}

function run(command, args, { cwd, env, steps = [], log, timeout = 60_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let exited = null;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} in ${cwd}: no progress after ${timeout} ms at ${current < steps.length ? `step ${JSON.stringify(steps[current])}` : 'the end (the process did not exit)'}\n${output}`));
    }, timeout);
    let current = 0;
    const count = (hook) => readLog(log).filter((entry) => entry.hook === hook).length;
    const advance = () => {
      while (current < steps.length && !exited) {
        const item = steps[current];
        if (item.until) {
          if (count(item.until[0]) < item.until[1]) return;
        } else if (item.write) {
          writeFileSync(path.join(cwd, item.write[0]), item.write[1]);
          appendFileSync(log, `${JSON.stringify({ step: `edit ${item.write[0]}` })}\n`);
        } else if (item.touchConfig) {
          appendFileSync(path.join(cwd, 'rsbuild.config.mjs'), '// changed\n');
          appendFileSync(log, `${JSON.stringify({ step: 'edit rsbuild.config.mjs' })}\n`);
        } else if (item.signal) {
          appendFileSync(log, `${JSON.stringify({ step: `send ${item.signal}` })}\n`);
          child.kill(item.signal);
        }
        current += 1;
      }
    };
    // Each change of the log may satisfy the step being waited for.
    const poll = setInterval(advance, 25);
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      clearInterval(poll);
      clearTimeout(timer);
      if (current < steps.length) {
        reject(new Error(`${args.join(' ')} exited (${code ?? signal}) before step ${JSON.stringify(steps[current])}\n${output}`));
        return;
      }
      resolve({ exitCode: code, signal, output });
    });
  });
}

function summarize(entries) {
  const counts = {};
  for (const entry of entries) if (entry.hook) counts[entry.hook] = (counts[entry.hook] ?? 0) + 1;
  return counts;
}

export async function runCliScenario(name) {
  const scenario = CLI_SCENARIOS[name];
  if (!scenario) throw new Error(`scripts/lib/behaviour.mjs: no CLI scenario "${name}"`);
  const { dir, log } = makeProject(scenario.setup);
  try {
    if (scenario.prebuild) {
      await run(process.execPath, [BIN, 'build'], { cwd: dir, env: childEnv(log), log });
      writeFileSync(log, '');
    }
    const result = await run(process.execPath, [BIN, ...scenario.args], {
      cwd: dir,
      env: childEnv(log, scenario.env),
      steps: scenario.steps,
      log,
    });
    const entries = readLog(log);
    return { kind: 'cli', command: `rsbuild ${scenario.args.join(' ')}`, exitCode: result.exitCode, signal: result.signal, counts: summarize(entries), log: entries };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runApiScenario(name) {
  if (!API_SCENARIOS.includes(name)) throw new Error(`scripts/lib/behaviour.mjs: no API scenario "${name}"`);
  const { dir, log } = makeProject();
  try {
    const core = path.join(ROOT, 'node_modules/rsbuild-v1/dist/index.js');
    const result = await run(process.execPath, [path.join(dir, 'api.mjs'), name], { cwd: dir, env: childEnv(log, { BEHAVIOUR_CORE: core }), log });
    const entries = readLog(log);
    const expected = API_EXIT_CODES[name] ?? 0;
    if (result.exitCode !== expected || (expected === 0 && !entries.some((entry) => entry.step === 'script end'))) {
      throw new Error(`API scenario "${name}" failed (exit ${result.exitCode}, expected ${expected}):\n${result.output}`);
    }
    return { kind: 'api', exitCode: result.exitCode, counts: summarize(entries), log: entries };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function readRecordings() {
  if (!existsSync(RECORDINGS)) throw new Error(`${path.relative(ROOT, RECORDINGS)} is missing: run npm run record:behaviour`);
  return JSON.parse(readFileSync(RECORDINGS, 'utf8'));
}
