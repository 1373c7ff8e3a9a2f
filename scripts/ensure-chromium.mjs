#!/usr/bin/env node
// Makes sure the Chromium that the browser tests launch (scripts/lib/browser.mjs) and the
// CJK fonts of the Chinese pages are present. Playwright's own browser download cannot work
// on machines without general network access, so Debian's builds are installed with apt-get:
// the headless shell first, the full browser when the headless shell cannot be installed.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBrowser } from './lib/browser.mjs';

const hasCjkFont = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

/** What the binary prints for `--version` (empty when it is missing or lacks a library). */
const version = (path) => {
  try {
    return execSync(`"${path}" --version`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch {
    return '';
  }
};

const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
let updated = false;
/** Installs Debian packages; false when apt-get is missing or fails. */
const aptInstall = (packages) => {
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) return false;
  try {
    if (!updated) execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
    updated = true;
    console.log(`ensure-chromium: apt-get install ${packages.join(' ')} ...`);
    execSync(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
    return true;
  } catch (error) {
    console.error(`ensure-chromium: apt-get could not install ${packages.join(' ')} (${error.message}).`);
    return false;
  }
};
try {
  const launched = ensureBrowser({ runs: (path) => Boolean(version(path)), aptInstall, hasCjkFont });
  console.log(`ensure-chromium: using ${launched} (${version(launched)})`);
} catch (error) {
  console.error(`ensure-chromium: ${error.message}`);
  process.exit(1);
}
