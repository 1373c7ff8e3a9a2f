/** Labels kept out of the browser's first-load i18n data (site/plugins/browser-labels.ts). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n.json' with { type: 'json' };
import { listFiles } from '../scripts/lib/files.mjs';
import { LABELS_NOT_IN_BROWSER, browserLabels, pluginBrowserLabels } from '../site/plugins/browser-labels';
import { ROOT } from './lib/docs';

describe('labels not in the browser', () => {
  it('are keys of i18n.json, and no component reads them through useT', () => {
    const problems: string[] = [];
    for (const key of Object.keys(LABELS_NOT_IN_BROWSER)) if (!(key in i18n)) problems.push(`${key} is not a key of i18n.json`);
    for (const dir of ['theme', 'components']) {
      for (const file of listFiles(path.join(ROOT, dir)).filter((f: string) => /\.tsx?$/.test(f))) {
        const text = readFileSync(path.join(ROOT, dir, file), 'utf8');
        for (const key of Object.keys(LABELS_NOT_IN_BROWSER)) {
          if (new RegExp(`\\bt\\(\\s*['"]${key}['"]`).test(text)) problems.push(`${dir}/${file} reads ${key} through useT, but the browser's i18n data leaves it out`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('are left out of the i18n data, after any i18nSource of the config', async () => {
    expect(Object.keys(browserLabels(i18n))).toEqual(Object.keys(i18n).filter((k) => !(k in LABELS_NOT_IN_BROWSER)));
    const plugin = pluginBrowserLabels();
    const config = await plugin.config!({ i18nSource: { extra: { en: 'E', zh: 'E' } } }, { addPlugin() {}, removePlugin() {} }, true);
    const source = config.i18nSource as (value: Record<string, Record<string, string>>) => Promise<Record<string, Record<string, string>>>;
    const result = await source({ codeLineAddedLabel: { en: 'a', zh: 'a' }, menuTitle: { en: 'Menu' } });
    expect(result).toEqual({ menuTitle: { en: 'Menu' }, extra: { en: 'E', zh: 'E' } });
  });
});
