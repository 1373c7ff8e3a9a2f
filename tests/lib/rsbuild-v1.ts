/**
 * Reads facts from the real Rsbuild 1.7.6 package (installed as `rsbuild-v1`),
 * never from a copied JSON: the normalized default config per mode.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Mode = 'development' | 'production';

export interface NormalizedDefaults {
  mode: Mode;
  root: string;
  config: Record<string, unknown>;
}

export async function loadNormalizedDefaults(mode: Mode): Promise<NormalizedDefaults> {
  const root = mkdtempSync(path.join(os.tmpdir(), `rsbuild-v1-${mode}-`));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src/index.js'), 'console.log("hello");\n');
  const previous = process.env.NODE_ENV;
  // Vitest sets NODE_ENV=test; Rsbuild reads it, so set it to the mode under test.
  process.env.NODE_ENV = mode;
  try {
    const { createRsbuild, version } = await import('rsbuild-v1');
    if (version !== '1.7.6') throw new Error(`rsbuild-v1 is ${version}, expected 1.7.6`);
    const rsbuild = await createRsbuild({ cwd: root, rsbuildConfig: { mode } });
    await rsbuild.initConfigs({ action: mode === 'development' ? 'dev' : 'build' });
    const config = rsbuild.getNormalizedConfig() as unknown as Record<string, unknown>;
    return { mode, root, config };
  } finally {
    process.env.NODE_ENV = previous;
    // Only its path is kept (to compare paths in the config): the folder goes.
    rmSync(root, { recursive: true, force: true });
  }
}
