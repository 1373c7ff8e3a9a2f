// Types for build-command.mjs.
export const BUILD_NODE_FLAGS: string[];
export const BUILD_ARGS: string[];
export function rspressCli(siteDir: string): string;
