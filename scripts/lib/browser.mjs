// The one browser setting: which Chromium the browser tests, the bench and the screenshot
// scripts launch, with which flags, and which Debian package provides it. Read by
// playwright.config.ts, scripts/ensure-chromium.mjs and every script that starts Chromium.
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium builds, in order of preference. The headless shell comes first: it is
 * the build Playwright itself runs for headless tests, lighter to start than the full browser.
 */
export const CHROMIUM_BUILDS = [
  { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', debianPackage: 'chromium' },
];

/** The fonts the Chinese pages need (checked with `fc-list :lang=zh`). */
export const CJK_FONT_PACKAGE = 'fonts-noto-cjk';

/** Flags for a root user on a machine without GPU or general network access. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

/**
 * The browser tests' flags: V8 without its optimizing compilers (Sparkplug at most). A test
 * page lives seconds, so Maglev and TurboFan mostly compile code that never runs again; this
 * takes about a fifth off the suite's CPU time. Speed measurements (`npm run bench`, Lighthouse)
 * keep CHROMIUM_ARGS: readers' browsers optimize.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'];

/**
 * The Chromium binary to launch: `CHROMIUM_PATH` when set, else the first Debian build
 * present, else the preferred one (which the ensure step then installs).
 * @param {Record<string, string | undefined>} [env]
 * @param {(path: string) => boolean} [exists]
 * @returns {string}
 */
export function chromiumPath(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const present = CHROMIUM_BUILDS.find((build) => exists(build.path));
  return (present ?? CHROMIUM_BUILDS[0]).path;
}

/**
 * Makes the browser that `chromiumPath()` resolves to present and working, with the CJK
 * fonts: the builds are tried in order of preference, each installed when it does not
 * run yet, until one runs (so a machine with only the full browser gets the headless shell). Returns the path to launch; throws with the reason.
 * @param {{
 *   env?: Record<string, string | undefined>,
 *   exists?: (path: string) => boolean,
 *   runs: (path: string) => boolean,
 *   aptInstall: (packages: string[]) => boolean,
 *   hasCjkFont: () => boolean,
 * }} machine
 * @returns {string}
 */
export function ensureBrowser({ env = process.env, exists = existsSync, runs, aptInstall, hasCjkFont }) {
  if (env.CHROMIUM_PATH) {
    // A browser of the user's own: used as it is, never installed.
    if (!runs(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which does not run. Unset it to use Debian's Chromium.`);
  } else {
    // The headless shell halves the browser tests' time, so it is installed even beside a
    // full browser that runs; that browser is the fallback when apt-get cannot.
    const usable = CHROMIUM_BUILDS.find((build) => runs(build.path) || (aptInstall([build.debianPackage]) && runs(build.path)));
    if (!usable) {
      throw new Error(`none of ${CHROMIUM_BUILDS.map((build) => build.path).join(', ')} could be installed with apt-get. Install Chromium and set CHROMIUM_PATH to its binary.`);
    }
  }
  if (!hasCjkFont() && !(aptInstall([CJK_FONT_PACKAGE, 'fontconfig']) && hasCjkFont())) {
    throw new Error(`no Chinese font (fc-list :lang=zh), and ${CJK_FONT_PACKAGE} could not be installed.`);
  }
  const launched = chromiumPath(env, exists);
  if (!runs(launched)) throw new Error(`${launched}, the browser the tests launch, does not run.`);
  return launched;
}
