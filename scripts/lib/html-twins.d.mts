export function withoutAssetHashes(html: string): string;
export function pagesDifferingFrom(dir: string, twinDir: string, files: string[]): string[];
