// Types for npm-tarballs.mjs.
export function tarballName(pkg: string, version: string): string;
export function readTarball(gz: Buffer): Map<string, Buffer>;
export class TarballCache {
  constructor(options: { dir: string; offline?: boolean; log?: (message: string) => void });
  dir: string;
  offline: boolean;
  downloads: number;
  exists(): boolean;
  versions(pkg: string): string[];
  has(pkg: string, version: string): boolean;
  fetch(pkg: string, versions: string[]): void;
  files(pkg: string, version: string): Map<string, Buffer>;
}
