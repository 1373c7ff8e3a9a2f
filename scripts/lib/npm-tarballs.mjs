/**
 * Published npm packages, read from tarballs that the ordinary `npm` client
 * downloads (`npm view` for the release list, `npm pack` for the tarballs),
 * so a maintainer's registry, proxy and auth settings apply. Everything is
 * cached in one folder: the tarballs themselves and `<package>.versions.json`.
 * With `offline: true` only the cache is read and nothing is downloaded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** File name of a cached tarball: `@rsbuild/core@1.2.3` → `rsbuild-core-1.2.3.tgz` (what `npm pack` writes). */
export function tarballName(pkg, version) {
  return `${pkg.replace(/^@/, '').replace(/\//g, '-')}-${version}.tgz`;
}

/** Reads a gzipped tar archive (ustar, with pax long names) into path → Buffer, without the leading `package/`. */
export function readTarball(gz) {
  const tar = gunzipSync(gz);
  const files = new Map();
  let offset = 0;
  let paxPath = null;
  const text = (start, length) => {
    const raw = tar.subarray(start, start + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
  };
  while (offset + 512 <= tar.length) {
    if (tar[offset] === 0) break; // end-of-archive block
    const name = text(offset, 100);
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(tar[offset + 156] || 48);
    const prefix = text(offset + 345, 155);
    const body = tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === 'x') {
      const m = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'));
      paxPath = m ? m[1] : null;
      continue;
    }
    if (type === 'g') continue;
    const full = paxPath ?? (prefix ? `${prefix}/${name}` : name);
    paxPath = null;
    if (type !== '0' && type !== '\0') continue; // regular files only
    files.set(full.replace(/^[^/]+\//, ''), body);
  }
  return files;
}

export class TarballCache {
  /**
   * @param {{ dir: string, offline?: boolean, log?: (message: string) => void }} options
   */
  constructor({ dir, offline = false, log = () => {} }) {
    this.dir = dir;
    this.offline = offline;
    this.log = log;
    this.downloads = 0;
  }

  exists() {
    return existsSync(this.dir);
  }

  /** Every version of `pkg` on the registry: asked once per run online, read from the cache offline. */
  versions(pkg) {
    const file = path.join(this.dir, `${pkg.replace(/^@/, '').replace(/\//g, '-')}.versions.json`);
    this.lists ??= new Map();
    if (this.lists.has(pkg)) return this.lists.get(pkg);
    let list;
    if (this.offline) {
      if (!existsSync(file)) throw new Error(`${pkg}: the release list is not in the cache (${file})`);
      list = JSON.parse(readFileSync(file, 'utf8'));
    } else {
      const result = spawnSync(NPM, ['view', pkg, 'versions', '--json'], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`npm view ${pkg} versions failed:\n${result.stderr}`);
      list = JSON.parse(result.stdout);
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(file, `${JSON.stringify(list, null, 1)}\n`);
    }
    this.lists.set(pkg, list);
    return list;
  }

  has(pkg, version) {
    return existsSync(path.join(this.dir, tarballName(pkg, version)));
  }

  /** Downloads the tarballs that are not cached yet, several per `npm pack` call. */
  fetch(pkg, versions) {
    const missing = [...new Set(versions)].filter((v) => !this.has(pkg, v));
    if (missing.length === 0) return;
    if (this.offline) throw new Error(`not in the cache: ${missing.map((v) => `${pkg}@${v}`).join(', ')}`);
    mkdirSync(this.dir, { recursive: true });
    const tmp = path.join(this.dir, `.download-${process.pid}`);
    mkdirSync(tmp, { recursive: true });
    for (let i = 0; i < missing.length; i += 12) {
      const batch = missing.slice(i, i + 12);
      this.log(`downloading ${batch.map((v) => `${pkg}@${v}`).join(', ')}`);
      const result = spawnSync(NPM, ['pack', ...batch.map((v) => `${pkg}@${v}`), '--pack-destination', tmp, '--silent'], {
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`npm pack failed:\n${result.stderr}`);
      for (const v of batch) {
        const name = tarballName(pkg, v);
        renameSync(path.join(tmp, name), path.join(this.dir, name));
        this.downloads++;
      }
    }
    for (const left of readdirSync(tmp)) this.log(`unexpected file from npm pack: ${left}`);
  }

  /** The files of one release (downloaded first unless offline). */
  files(pkg, version) {
    this.fetch(pkg, [version]);
    return readTarball(readFileSync(path.join(this.dir, tarballName(pkg, version))));
  }
}
