#!/usr/bin/env node
// `npm run check:html`: the W3C Nu HTML Checker (vnu.jar) over every built page,
// both languages and the 404 pages, in one JVM run: `doc_build/` and, when it has
// been built, the DocSearch variant `doc_build_docsearch/`. Any error fails, named
// by file, line and message. Installs Debian's Java runtime when `java` is missing.
// `--same-as DIR` checks only the pages that differ from their twin in DIR (apart from the
// hashes in asset names): `npm test` uses it for the DocSearch variant once doc_build passed.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listFiles } from './lib/files.mjs';
import { readHtmlReport } from './lib/html-report.mjs';
import { pagesDifferingFrom } from './lib/html-twins.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const vnu = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

function ensureJava() {
  if (hasJava()) return;
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    console.error('check-html: `java` is missing and apt-get is not available. Install a Java runtime (11 or later).');
    process.exit(1);
  }
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  console.log('check-html: installing Debian default-jre-headless ...');
  try {
    execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
    execSync(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless`, { stdio: 'inherit' });
  } catch (error) {
    console.error(`check-html: apt-get failed (${error.message}).`);
    process.exit(1);
  }
  if (!hasJava()) {
    console.error('check-html: `java` is still missing after installation.');
    process.exit(1);
  }
}

const countHtml = (dir) => listFiles(dir).filter((f) => f.endsWith('.html')).length;

const args = process.argv.slice(2);
const sameAsAt = args.indexOf('--same-as');
const sameAs = sameAsAt >= 0 ? args.splice(sameAsAt, 2)[1] : undefined;
if (sameAsAt >= 0 && !sameAs) {
  console.error('check-html: --same-as needs the folder that was checked already (e.g. --same-as doc_build).');
  process.exit(1);
}
const folders = (args.length ? args : ['doc_build', 'doc_build_docsearch'].filter((d, i) => i === 0 || existsSync(path.join(root, d)))).map((d) =>
  path.resolve(root, d),
);
for (const dir of [...folders, ...(sameAs ? [path.resolve(root, sameAs)] : [])]) {
  if (!existsSync(dir)) {
    console.error(`check-html: ${path.relative(root, dir)} does not exist; build the site first (npm run build).`);
    process.exit(1);
  }
}

// What the checker reads: whole folders, or with --same-as only the pages that differ from their twin.
const targets = sameAs
  ? folders.flatMap((dir) => {
      const html = listFiles(dir).filter((f) => f.endsWith('.html'));
      const differing = pagesDifferingFrom(dir, path.resolve(root, sameAs), html);
      console.log(`check-html: ${html.length - differing.length} pages of ${path.relative(root, dir)} are the same as in ${sameAs} (apart from asset hashes) and were checked there; ${differing.length} differ.`);
      return differing.map((rel) => path.join(dir, rel));
    })
  : folders;
if (!targets.length) {
  console.log('check-html: nothing left to check.');
  process.exit(0);
}

ensureJava();
const pages = sameAs ? targets.length : folders.reduce((n, dir) => n + countHtml(dir), 0);
const started = process.hrtime.bigint();
// The JVM's quick compiler only and one GC thread: a run of seconds gained nothing from the
// optimizing compiler and parallel GC, which took half its CPU time beside the other checks.
const JVM = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
const result = spawnSync('java', [...JVM, '-jar', vnu, '--format', 'json', '--skip-non-html', ...targets], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
let report;
try {
  report = readHtmlReport(result.stderr, root);
} catch {
  console.error(`check-html: could not read the checker's report (exit ${result.status}):\n${result.stderr}\n${result.stdout}`);
  process.exit(1);
}
const { errors, warnings } = report;
for (const line of errors) console.error(line);
const summary = `${pages} pages in ${folders.map((d) => path.relative(root, d)).join(' and ')} checked in ${seconds.toFixed(1)} s: ${errors.length} errors, ${warnings} warnings`;
// The checker exits non-zero on errors; an exit without any error reported means it failed to run.
if (errors.length || result.status !== 0) {
  console.error(`check-html: ${summary}`);
  process.exit(1);
}
console.log(`check-html: ${summary}`);
