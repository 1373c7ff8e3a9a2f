import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LLMS_PLUGIN, officialConfig, officialPackageJson, officialTsconfig } from '../scripts/lib/official-site.mjs';

const root = path.resolve(import.meta.dirname, '..');

// Shaped like the upstream files at v1.7.6 (website/package.json, rspress.config.ts, tsconfig.json).
const PACKAGE = JSON.stringify({
  name: 'rsbuild-website',
  devDependencies: { '@rsbuild/core': 'workspace:*', '@rspress/core': '2.0.0-rc.4', '@rspress/plugin-llms': '2.0.0-rc.4', '@rspress/plugin-rss': '2.0.0-rc.4', react: '^19.2.3' },
});
const CONFIG = `import { defineConfig } from '@rspress/core';
import { pluginLlms } from '@rspress/plugin-llms';

export default defineConfig({
  plugins: [
    pluginLlms(),
  ],
});
`;
const TSCONFIG = JSON.stringify({ extends: '@rsbuild/config/tsconfig', compilerOptions: { jsx: 'react-jsx' }, include: ['docs'] });
const BASE = `{
  "compilerOptions": {
    "jsx": "preserve",
    /* modules */
    "module": "ES2022",
    "strict": true
  },
  "$schema": "https://json.schemastore.org/tsconfig"
}`;

describe('the official site as the bench builds it (scripts/prepare-official-site.mjs)', () => {
  it("sets every @rspress package to this project's Rspress and @rsbuild/core to the documented release, without the llms plugin", () => {
    const rspress = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies['@rspress/core'] as string;
    const deps = JSON.parse(officialPackageJson(PACKAGE, { rspress, rsbuild: '1.7.6' })).devDependencies;
    expect(deps).toEqual({ '@rsbuild/core': '1.7.6', '@rspress/core': rspress, '@rspress/plugin-rss': rspress, react: '^19.2.3' });
  });

  it("turns Rspress's own llms output on in place of the plugin", () => {
    const config = officialConfig(CONFIG);
    expect(config).not.toContain(LLMS_PLUGIN);
    expect(config).not.toContain('pluginLlms');
    expect(config).toContain('export default defineConfig({\n  llms: true,\n');
  });

  it("writes the monorepo's base tsconfig in, the site's own options winning", () => {
    const tsconfig = JSON.parse(officialTsconfig(TSCONFIG, BASE));
    expect(tsconfig.extends).toBeUndefined();
    expect(tsconfig.compilerOptions).toEqual({ jsx: 'react-jsx', module: 'ES2022', strict: true });
    expect(tsconfig.include).toEqual(['docs']);
  });

  it('names the file and what it expected when an upstream file no longer matches', () => {
    expect(() => officialConfig(CONFIG.replace('    pluginLlms(),\n', ''))).toThrow('website/rspress.config.ts: expected to find "    pluginLlms(),\\n"');
    expect(() => officialTsconfig(JSON.stringify({ compilerOptions: {} }), BASE)).toThrow('website/tsconfig.json: expected "extends"');
    expect(() => officialPackageJson(JSON.stringify({ devDependencies: {} }), { rspress: '2', rsbuild: '1' })).toThrow('website/package.json');
  });
});
