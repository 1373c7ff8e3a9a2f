import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import playwrightConfig from '../playwright.config';
import { CHROMIUM_ARGS, CHROMIUM_BUILDS, TEST_CHROMIUM_ARGS, CJK_FONT_PACKAGE, chromiumPath, ensureBrowser } from '../scripts/lib/browser.mjs';
import { listFiles } from '../scripts/lib/files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [HEADLESS_SHELL, FULL_BROWSER] = CHROMIUM_BUILDS.map((build) => build.path) as [string, string];

/** A Debian machine in a test: the binaries present, the packages apt-get can install, the fonts. */
function machine({ present = [] as string[], installable = CHROMIUM_BUILDS.map((b) => b.debianPackage), fonts = true } = {}) {
  const files = new Set(present);
  const installs: string[][] = [];
  let hasFont = fonts;
  const env: Record<string, string | undefined> = {};
  return {
    installs,
    env,
    exists: (file: string) => files.has(file),
    runs: (file: string) => files.has(file),
    aptInstall: (packages: string[]) => {
      installs.push(packages);
      if (!packages.every((name) => installable.includes(name) || name === CJK_FONT_PACKAGE || name === 'fontconfig')) return false;
      for (const name of packages) {
        const build = CHROMIUM_BUILDS.find((b) => b.debianPackage === name);
        if (build) files.add(build.path);
        if (name === CJK_FONT_PACKAGE) hasFont = true;
      }
      return true;
    },
    hasCjkFont: () => hasFont,
  };
}

describe('one browser setting (scripts/lib/browser.mjs)', () => {
  it('playwright.config.ts launches the browser the setting resolves to, with its flags', () => {
    const launch = playwrightConfig.use?.launchOptions;
    expect(launch?.executablePath, 'playwright.config.ts: launchOptions.executablePath must be chromiumPath()').toBe(chromiumPath());
    expect(launch?.args, 'playwright.config.ts: launchOptions.args must be TEST_CHROMIUM_ARGS').toEqual(TEST_CHROMIUM_ARGS);
    // The test flags add to the shared ones; they take none away.
    expect(TEST_CHROMIUM_ARGS.slice(0, CHROMIUM_ARGS.length)).toEqual(CHROMIUM_ARGS);
  });

  it('no other file names a Chromium binary, and every script that starts Chromium reads the setting', () => {
    const sources = [...['scripts', 'e2e'].flatMap((dir) => listFiles(path.join(root, dir)).map((file) => path.join(root, dir, file))), path.join(root, 'playwright.config.ts')]
      .filter((file) => /\.(m?js|ts)$/.test(file) && !file.endsWith(path.join('scripts', 'lib', 'browser.mjs')));
    const offenders: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      const relative = path.relative(root, file);
      text.split('\n').forEach((line, index) => {
        if (/\/usr\/bin\/chromium|chromium-headless-shell/.test(line)) offenders.push(`${relative}:${index + 1} names a Chromium binary: ${line.trim()}`);
      });
      if (/\bchromium\.launch\(|chromeLauncher\.launch\(|launchOptions/.test(text) && !/chromiumPath\(/.test(text)) {
        offenders.push(`${relative} starts Chromium without chromiumPath() from scripts/lib/browser.mjs`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('resolves CHROMIUM_PATH first, then the first Debian build present, then the preferred build', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome' }, () => true)).toBe('/opt/chrome');
    expect(chromiumPath({}, (file) => file === FULL_BROWSER)).toBe(FULL_BROWSER);
    expect(chromiumPath({}, () => true)).toBe(HEADLESS_SHELL);
    expect(chromiumPath({}, () => false)).toBe(HEADLESS_SHELL);
  });

  it('the ensure step installs the preferred build on a machine without any, and that is what is launched', () => {
    const m = machine({ fonts: false });
    const launched = ensureBrowser(m);
    expect(m.installs[0]).toEqual(['chromium-headless-shell']);
    expect(launched).toBe(HEADLESS_SHELL);
    expect(chromiumPath(m.env, m.exists)).toBe(launched);
    expect(m.installs.flat()).toContain(CJK_FONT_PACKAGE);
  });

  it('falls back to the full browser when the headless shell cannot be installed', () => {
    const m = machine({ installable: ['chromium'] });
    expect(ensureBrowser(m)).toBe(FULL_BROWSER);
    expect(m.installs).toEqual([['chromium-headless-shell'], ['chromium']]);
    expect(chromiumPath(m.env, m.exists)).toBe(FULL_BROWSER);
  });

  it('installs nothing when the headless shell already runs', () => {
    const m = machine({ present: [HEADLESS_SHELL, FULL_BROWSER] });
    expect(ensureBrowser(m)).toBe(HEADLESS_SHELL);
    expect(m.installs).toEqual([]);
  });

  it('installs the headless shell beside a full browser, and keeps launching the full browser when it cannot', () => {
    const beside = machine({ present: [FULL_BROWSER] });
    expect(ensureBrowser(beside)).toBe(HEADLESS_SHELL);
    expect(beside.installs).toEqual([['chromium-headless-shell']]);
    const fallback = machine({ present: [FULL_BROWSER], installable: [] });
    expect(ensureBrowser(fallback)).toBe(FULL_BROWSER);
    expect(fallback.installs).toEqual([['chromium-headless-shell']]);
  });

  it('fails with the reason when nothing can be installed, or CHROMIUM_PATH does not run', () => {
    expect(() => ensureBrowser(machine({ installable: [] }))).toThrow(/could be installed with apt-get/);
    const m = machine();
    m.env.CHROMIUM_PATH = '/opt/missing';
    expect(() => ensureBrowser(m)).toThrow(/CHROMIUM_PATH is \/opt\/missing/);
    expect(m.installs).toEqual([]);
  });
});
