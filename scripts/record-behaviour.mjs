// Records how Rsbuild 1.7.6 calls plugin hooks and answers its JavaScript API, scenario by scenario,
// into tests/behaviour/recordings.json. Usage: npm run record:behaviour [scenario ...]
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { API_SCENARIOS, CLI_SCENARIOS, RECORDINGS, runApiScenario, runCliScenario } from './lib/behaviour.mjs';

const version = JSON.parse(readFileSync(path.join(path.dirname(RECORDINGS), '../../node_modules/rsbuild-v1/package.json'), 'utf8')).version;
const only = process.argv.slice(2);
const previous = existsSync(RECORDINGS) ? JSON.parse(readFileSync(RECORDINGS, 'utf8')) : { scenarios: {} };
const scenarios = only.length ? { ...previous.scenarios } : {};

for (const name of Object.keys(CLI_SCENARIOS)) {
  if (only.length && !only.includes(name)) continue;
  process.stdout.write(`cli ${name} ... `);
  scenarios[name] = await runCliScenario(name);
  console.log(`exit ${scenarios[name].exitCode ?? scenarios[name].signal}`);
}
for (const name of API_SCENARIOS) {
  if (only.length && !only.includes(`api:${name}`)) continue;
  process.stdout.write(`api ${name} ... `);
  scenarios[`api:${name}`] = await runApiScenario(name);
  console.log('done');
}

writeFileSync(RECORDINGS, `${JSON.stringify({ rsbuild: version, node: process.versions.node.split('.')[0], scenarios }, null, 1)}\n`);
console.log(`wrote ${path.relative(process.cwd(), RECORDINGS)}`);
