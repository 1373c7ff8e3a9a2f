// Types for files.mjs.
export function listFiles(dir: string): string[];
