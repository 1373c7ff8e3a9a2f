/** Labels kept out of the browser's first-load i18n data (site/plugins/browser-labels.ts, site/label-groups.ts). */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n.json' with { type: 'json' };
import { listFiles } from '../scripts/lib/files.mjs';
import { LABELS_NOT_IN_BROWSER, browserLabels, pluginBrowserLabels } from '../site/plugins/browser-labels';
import { CONFIG_CHECK_LABELS } from '../site/config-check/labels';
import { LABEL_GROUPS, type LabelGroupName, labelGroupFile, labelGroupTexts } from '../site/label-groups';
import { fillLabel, groupLabel } from '../theme/lib/labels';
import { FEATURES } from '../theme/data/features';
import { ROOT } from './lib/docs';

const GROUPS = Object.keys(LABEL_GROUPS) as LabelGroupName[];
const groupOf = (key: string) => GROUPS.find((group) => (LABEL_GROUPS[group].keys as readonly string[]).includes(key));
const serialize = (group: LabelGroupName) => `${JSON.stringify(labelGroupTexts(i18n, group), null, 2)}\n`;

describe('labels not in the browser', () => {
  it('are keys of i18n.json, and a component reads one through useT only from its group module', () => {
    const problems: string[] = [];
    for (const key of Object.keys(LABELS_NOT_IN_BROWSER)) if (!(key in i18n)) problems.push(`${key} is not a key of i18n.json`);
    for (const dir of ['theme', 'components']) {
      for (const file of listFiles(path.join(ROOT, dir)).filter((f: string) => /\.tsx?$/.test(f))) {
        const text = readFileSync(path.join(ROOT, dir, file), 'utf8');
        for (const key of Object.keys(LABELS_NOT_IN_BROWSER)) {
          if (!new RegExp(`\\bt\\(\\s*['"]${key.replace('.', '\\.')}['"]`).test(text)) continue;
          // The config check reads its labels from its own module (labelsFor), not from Rspress's.
          if (key in CONFIG_CHECK_LABELS && text.includes("config-check/labels'")) continue;
          const group = groupOf(key);
          const module = group && path.basename(labelGroupFile(group));
          if (!module || !text.includes(`labels/${module}'`)) {
            problems.push(`${dir}/${file} reads ${key} through t(), but the browser's i18n data leaves it out${module ? `: import ${labelGroupFile(group!)} and read it with useLabels` : ''}`);
          }
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

  it('of each group are in its module, as i18n.json has them (npm run labels writes the modules)', () => {
    const stale: string[] = [];
    for (const group of GROUPS) {
      const file = path.join(ROOT, labelGroupFile(group));
      if (process.env.LABELS_WRITE === '1') writeFileSync(file, serialize(group));
      if (!existsSync(file) || readFileSync(file, 'utf8') !== serialize(group)) stale.push(labelGroupFile(group));
    }
    expect(stale, `${stale.join(', ')} differ from i18n.json and site/label-groups.ts: run npm run labels`).toEqual([]);
    expect(GROUPS.flatMap((group) => LABEL_GROUPS[group].keys.filter((key) => !(key in LABELS_NOT_IN_BROWSER)))).toEqual([]);
    const cards = FEATURES.flatMap((f) => [`feature${f.key}Title`, `feature${f.key}Desc`]);
    expect(cards.filter((key) => !(LABEL_GROUPS.landing.keys as readonly string[]).includes(key)), 'feature cards of theme/data/features.ts missing from the landing group of site/label-groups.ts').toEqual([]);
  });

  it("fill placeholders as Rspress's useI18n does, and read only the group's own keys", () => {
    expect(fillLabel('{{count}} results for {{query}}', { count: '3' })).toBe('3 results for query');
    const texts = { a: { en: 'A {{n}}', zh: '甲 {{n}}' } };
    expect(groupLabel(texts, 'a', 'zh', { n: '1' })).toBe('甲 1');
    expect(groupLabel(texts, 'b', 'en')).toBeUndefined();
  });
});
