// Types for build-command.mjs.
export const BUILD_NODE_FLAGS: string[];
export function rspressCli(siteDir: string): string;
