import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n.json' with { type: 'json' };
import { FEATURES, spanClass } from '../../theme/data/features';
import { FOOTER_COLUMNS } from '../../theme/data/footer';
import { TOOL_GROUPS, TOOL_STACK } from '../../theme/data/tools';
import { THEME } from '../../theme/config';
import { pageExists } from '../../site/docs-files';
import { listFiles } from '../../scripts/lib/files.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const labels = i18n as Record<string, { en?: string; zh?: string }>;

describe('landing data', () => {
  it('has at least six features with texts in both languages, linking to pages that exist in both', () => {
    expect(FEATURES.length).toBeGreaterThanOrEqual(6);
    for (const feature of FEATURES) {
      for (const kind of ['Title', 'Desc']) {
        const key = `feature${feature.key}${kind}`;
        expect(labels[key]?.en, key).toBeTruthy();
        expect(labels[key]?.zh, key).toBeTruthy();
      }
      if (feature.link) {
        for (const lang of ['en', 'zh']) {
          expect(pageExists(feature.link, lang), `theme/data/features.ts: feature ${feature.key} links to ${feature.link}, which has no page in docs/${lang}`).toBe(true);
        }
      }
    }
  });
  it('maps spans 2, 3, 4 (or unset) and 6 to widths', () => {
    expect(spanClass(2)).toMatch(/span-2$/);
    expect(spanClass(3)).toMatch(/span-3$/);
    expect(spanClass(4)).toMatch(/span-4$/);
    expect(spanClass(undefined)).toMatch(/span-4$/);
    expect(spanClass(6)).toMatch(/span-6$/);
    expect(spanClass(5)).toBe('');
  });
  it('links the footer and Get Started to pages that exist in both languages', () => {
    const routes = [
      { route: THEME.getStartedRoute, where: 'theme/config.ts: getStartedRoute' },
      ...FOOTER_COLUMNS.flatMap((c) => c.links.filter((l) => l.href.startsWith('/')).map((l) => ({ route: l.href, where: `theme/data/footer.ts: ${l.label}` }))),
    ];
    for (const { route, where } of routes) {
      for (const lang of ['en', 'zh']) expect(pageExists(route, lang), `${where} links to ${route}, which has no page in docs/${lang}`).toBe(true);
    }
    for (const column of FOOTER_COLUMNS) {
      expect(labels[column.title]?.en && labels[column.title]?.zh, column.title).toBeTruthy();
      for (const link of column.links) if (!link.brand) expect(labels[link.label]?.zh, link.label).toBeTruthy();
    }
  });
  it('lists six tools in the stack and ships every logo locally', () => {
    expect(TOOL_STACK).toHaveLength(6);
    const tools = [...TOOL_STACK, ...TOOL_GROUPS.flatMap((g) => g.links)];
    for (const tool of tools) {
      expect(tool.logo).toMatch(/^\/[\w/-]+\.svg$/);
      const svg = readFileSync(path.join(root, 'docs/public', tool.logo), 'utf8');
      expect(svg, tool.logo).toMatch(/^<svg /);
      expect(svg, `${tool.logo} makes no request`).not.toMatch(/(href|src)=["']https?:/);
      expect(tool.url).toMatch(/^https:\/\//);
      expect(tool.desc && tool.descEn).toBeTruthy();
    }
    for (const group of TOOL_GROUPS) expect(group.title && group.titleEn).toBeTruthy();
  });
});

describe('theme labels', () => {
  it('uses only i18n keys that exist in English and Chinese', () => {
    const sources = listFiles(path.join(root, 'theme')).filter((f) => /\.tsx?$/.test(f) && !f.startsWith('Search/'));
    const used = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(path.join(root, 'theme', file), 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/textKey: '(\w+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(10);
    for (const key of used) {
      expect(labels[key]?.en, `${key} (en)`).toBeTruthy();
      expect(labels[key]?.zh, `${key} (zh)`).toBeTruthy();
    }
  });
  it('has both languages for every key of i18n.json', () => {
    for (const [key, value] of Object.entries(labels)) {
      expect(value.en, `${key} (en)`).toBeTruthy();
      expect(value.zh, `${key} (zh)`).toBeTruthy();
    }
  });
});
