/**
 * The config checker's option map (`site/config-check/option-map.json`) is what the
 * generator reads from the 1.7.6 and 2.3.2 declarations and `site/rsbuild2/data.ts`.
 * `npm run config-check:map` rewrites it; this test fails when it is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateOptionMap, generateUpgradeTexts, pathsOf } from '../site/config-check/generate-map';
import { LANGS } from '../site/links';
import { optionRoutes } from '../site/plugins/option-links';
import { readConfigOptions } from './lib/config-options';
import { ROOT } from './lib/docs';

const FILE = path.join(ROOT, 'site/config-check/option-map.json');
const serialize = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

describe('config checker option map', () => {
  const generated = generateOptionMap(optionRoutes());

  it('site/config-check/option-map.json is what the declarations give (run `npm run config-check:map` after a change)', () => {
    if (process.env.CONFIG_MAP_WRITE) writeFileSync(FILE, serialize(generated));
    const committed = readFileSync(FILE, 'utf8');
    expect(committed, 'site/config-check/option-map.json is out of date: run `npm run config-check:map`').toBe(serialize(generated));
  });

  for (const lang of LANGS) {
    it(`site/config-check/upgrade-texts-${lang}.json is what site/rsbuild2/data.ts gives`, () => {
      const file = path.join(ROOT, `site/config-check/upgrade-texts-${lang}.json`);
      const texts = generateUpgradeTexts(lang);
      if (process.env.CONFIG_MAP_WRITE) writeFileSync(file, serialize(texts));
      expect(readFileSync(file, 'utf8'), `${path.relative(ROOT, file)} is out of date: run \`npm run config-check:map\``).toBe(serialize(texts));
      for (const option of Object.keys(texts.summaries)) expect(generated.upgrade, `${option} has a text but no status`).toHaveProperty([option]);
    });
  }

  it('holds every option path the coverage test reads from 1.7.6, with its deprecation', () => {
    const paths = new Set(pathsOf(generated.config));
    for (const option of readConfigOptions()) {
      expect(paths.has(option.path), `${option.path} is missing from the option map`).toBe(true);
      let node = generated.config;
      for (const key of option.path.split('.')) node = node.props![key]!;
      expect(Boolean(node.deprecated), `${option.path}: deprecation`).toBe(option.deprecated);
    }
  });

  it('lists as 2.x-only the options the Rsbuild 2 data names as new', () => {
    expect(generated.v2Only).toEqual(expect.arrayContaining(['splitChunks', 'server.setup', 'customLogger', 'output.autoExternal', 'server.allowedHosts']));
    for (const option of generated.v2Only) expect(pathsOf(generated.config), option).not.toContain(option);
  });
});
