// Preloaded with `node --import` by `npm run bench`: times each Rspress plugin hook of the build
// (in the site being built, ours or the official one) and writes them to BENCH_STEPS_FILE on exit.
// Hooks run in parallel in Rspress, so the bench reports each hook's own span.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const HOOKS = ['config', 'beforeBuild', 'addPages', 'routeGenerated', 'routeServiceGenerated', 'extendPageData', 'afterBuild'];
const spans = [];

const file = process.env.BENCH_STEPS_FILE;
if (file) {
  // The same module instance as the CLI's: ES modules are cached by URL.
  const core = createRequire(path.join(process.cwd(), 'package.json')).resolve('@rspress/core/package.json');
  const { PluginDriver } = await import(pathToFileURL(path.join(path.dirname(core), 'dist/node/PluginDriver.js')).href);
  const addPlugin = PluginDriver.prototype.addPlugin;
  PluginDriver.prototype.addPlugin = function (plugin) {
    for (const hook of HOOKS) {
      const original = plugin[hook];
      if (typeof original !== 'function' || original.benchTimed) continue;
      const timed = function (...args) {
        const start = performance.now();
        const done = () => spans.push({ plugin: plugin.name, hook, start, end: performance.now() });
        const result = original.apply(this, args);
        if (result && typeof result.then === 'function') return result.finally(done);
        done();
        return result;
      };
      timed.benchTimed = true;
      plugin[hook] = timed;
    }
    return addPlugin.call(this, plugin);
  };
  process.on('exit', () => {
    const usage = process.resourceUsage();
    writeFileSync(file, JSON.stringify({ spans, cpu: (usage.userCPUTime + usage.systemCPUTime) / 1e6, end: performance.now() }));
  });
}
