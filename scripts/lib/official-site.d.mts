// Types for official-site.mjs.
export const OFFICIAL_TAG: string;
export const LLMS_COMMIT: string;
export const LLMS_PLUGIN: string;
export function officialPackageJson(text: string, versions: { rspress: string; rsbuild: string }): string;
export function officialConfig(text: string): string;
export function officialTsconfig(text: string, baseText: string): string;
