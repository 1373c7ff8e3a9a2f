// Types for browser.mjs.
export const CHROMIUM_BUILDS: ReadonlyArray<{ path: string; debianPackage: string }>;
export const CJK_FONT_PACKAGE: string;
export const CHROMIUM_ARGS: string[];
export const TEST_CHROMIUM_ARGS: string[];
export function chromiumPath(env?: Record<string, string | undefined>, exists?: (path: string) => boolean): string;
export function ensureBrowser(machine: {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  runs: (path: string) => boolean;
  aptInstall: (packages: string[]) => boolean;
  hasCjkFont: () => boolean;
}): string;
