#!/usr/bin/env node
// Makes sure Debian's Chromium (and CJK fonts for the Chinese pages) is present
// for the browser tests. Playwright's own browser download cannot work on
// machines without general network access, so the tests use /usr/bin/chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasCjkFont = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

if (existsSync(CHROMIUM) && hasCjkFont()) {
  console.log(`ensure-chromium: using ${CHROMIUM}`);
  process.exit(0);
}

if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
  console.error(`ensure-chromium: ${CHROMIUM} is missing and apt-get is not available. Install Chromium and set CHROMIUM_PATH.`);
  process.exit(1);
}

const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
console.log('ensure-chromium: installing Debian chromium and fonts-noto-cjk ...');
try {
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
  execSync(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk`, { stdio: 'inherit' });
} catch (error) {
  console.error(`ensure-chromium: apt-get failed (${error.message}).`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: ${CHROMIUM} still missing after installation.`);
  process.exit(1);
}
console.log(`ensure-chromium: installed ${CHROMIUM}`);
