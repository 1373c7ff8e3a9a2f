/**
 * One vocabulary in Chinese (site/terminology.ts): no non-preferred variant in
 * Chinese prose, headings, descriptions, sidebar labels or interface labels,
 * and links that name a page use that page's Chinese sidebar label.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainText } from '../site/markdown';
import { SECTIONS, type PageEntry, pageLabel, textFor } from '../site/structure';
import { TERMS, type Term, findVariants, misnamedPage, pageLinks, strayChineseSpaces } from '../site/terminology';
import { ROOT, docFiles } from './lib/docs';

const describeFinding = (where: string, found: string, term: Term) =>
  `${where}: "${found}" → ${term.preferred} (${term.concept})${term.note ? `; ${term.note}` : ''}`;

describe('findVariants', () => {
  it('flags each variant with the preferred term', () => {
    expect(findVariants('启动支持模块热替换的开发服务器，CSS 依然会热替换').map((f) => f.found)).toEqual(['模块热替换', '热替换']);
    expect(findVariants('关闭按需编译').map((f) => f.term.preferred)).toEqual(['懒编译']);
    expect(findVariants('无法通过 Peer Dependency 检查').map((f) => f.found)).toEqual(['Peer Dependency']);
  });

  it('flags version names, bundler, CLI, utils object, option forms, specifier and size or log-level wording written another way', () => {
    const preferred = (text: string) => findVariants(text).map((f) => `${f.found} → ${f.term.preferred}`);
    expect(preferred('0.x 的最后一个 minor 版本，1.x 的 Minor版本')).toEqual(['minor 版本 → 次版本', 'Minor版本 → 次版本']);
    expect(preferred('下一个 major 版本和 patch 版本')).toEqual(['major 版本 → 主版本', 'patch 版本 → 补丁版本']);
    expect(preferred('Rspack 是打包器')).toEqual(['打包器 → 打包工具']);
    expect(preferred('使用 CLI 时，Rsbuild CLI 会读取')).toEqual(['CLI → 命令行工具', 'CLI → 命令行工具']);
    expect(preferred('从 Vue CLI 迁移、Rsdoctor 的 CLI、CLI 快捷键和 runCLI')).toEqual([]);
    expect(preferred('从工具参数中读取')).toEqual(['工具参数 → 工具对象']);
    expect(preferred('对象写法会合并，函数写法会替换')).toEqual(['对象写法 → 对象形式', '函数写法 → 函数形式']);
    expect(preferred('以减轻核心包的体积，在 CI 中调低日志级别')).toEqual(['减轻核心包的体积 → 减小', '调低日志级别 → 调高日志级别']);
    expect(preferred('以 # 开头的说明符和模块说明符')).toEqual(['说明符 → 导入路径', '模块说明符 → 导入路径']);
    expect(preferred('打包工具的工具对象、addPlugins 工具函数、次版本、导入路径、对象形式和函数形式')).toEqual([]);
  });

  it('accepts the preferred terms, short forms and a gloss after the preferred term', () => {
    expect(findVariants('模块热更新（HMR）、热更新、懒编译、对等依赖（peer dependency）、主版本和次版本')).toEqual([]);
    expect(findVariants('模块热更新 (Hot Module Replacement)')).toEqual([]);
  });

  it('checks interface-only terms only in interface labels', () => {
    expect(findVariants('用 include 过滤文件')).toEqual([]);
    expect(findVariants('过滤', TERMS, 'ui').map((f) => f.term.preferred)).toEqual(['筛选']);
  });

  it('never sees code once plainText has removed it', () => {
    expect(findVariants(plainText('读取 `peerDependencies` 与 `hotReload`（热替换）')).map((f) => f.found)).toEqual(['热替换']);
    expect(findVariants(plainText('见 [文档](/guide/按需编译)'))).toEqual([]);
  });
});

describe('page links', () => {
  it('finds site links with their label, without anchors, images or external links', () => {
    expect(pageLinks('见 [CLI](/guide/basic/cli#env-files)、![图](/a.png) 和 [外部](https://x.dev/a)')).toEqual([
      { label: 'CLI', route: '/guide/basic/cli' },
    ]);
  });

  it('flags a label that names the page other than by its Chinese sidebar label', () => {
    expect(misnamedPage('CLI', '/guide/basic/cli', '命令行工具', 'CLI')).toBe(true);
    expect(misnamedPage('产物文件', '/guide/basic/output-files', '构建产物', 'Output files')).toBe(true);
    expect(misnamedPage('output files', '/guide/basic/output-files', '构建产物', 'Output files')).toBe(true);
    expect(misnamedPage('CLI 页面', '/guide/basic/cli', '命令行工具', 'CLI')).toBe(true);
    expect(misnamedPage('CLI文档', '/guide/basic/cli', '命令行工具', 'CLI')).toBe(true);
    expect(misnamedPage('HMR 指南', '/guide/advanced/hmr', '模块热更新', 'HMR')).toBe(true);
    expect(misnamedPage('命令行工具', '/guide/basic/cli', '命令行工具', 'CLI')).toBe(false);
    expect(misnamedPage('命令行工具页面', '/guide/basic/cli', '命令行工具', 'CLI')).toBe(false);
    expect(misnamedPage('rsbuild inspect', '/guide/basic/cli', '命令行工具', 'CLI')).toBe(false);
    expect(misnamedPage('`dev.hmr`', '/config/dev/hmr', 'dev.hmr', 'dev.hmr')).toBe(false);
  });
});

describe('strayChineseSpaces', () => {
  it('finds a space between Chinese words, also before or after a Chinese link label', () => {
    expect(strayChineseSpaces('参见 [路径别名](/guide/basic/typescript#paths)。')).toEqual(['见 路']);
    expect(strayChineseSpaces('[命令行工具](/guide/basic/cli) 的行为不同')).toEqual(['具 的']);
    expect(strayChineseSpaces('配置 合并')).toEqual(['置 合']);
  });

  it('keeps the space between Chinese and Latin text, inline code and table borders', () => {
    expect(strayChineseSpaces('详见 [Sass 插件](/plugins/list/plugin-sass)和 [GitHub Releases 页面](https://x.dev)上')).toEqual([]);
    expect(strayChineseSpaces('设置 `output.target` 后')).toEqual([]);
    expect(strayChineseSpaces('| 版本 | 变更内容 |')).toEqual([]);
  });
});

const zhPages = docFiles().filter((f) => f.lang === 'zh');

describe('the Chinese pages', () => {
  it('use the preferred term in prose, headings and descriptions', () => {
    const findings: string[] = [];
    for (const file of zhPages) {
      const lines = file.source.split(/\r?\n/);
      for (const key of ['title', 'description']) {
        const line = lines.findIndex((l) => l.startsWith(`${key}:`));
        if (line === -1 || line >= file.page.frontmatterLines) continue;
        for (const f of findVariants(plainText(file.page.frontmatter[key]!))) {
          findings.push(describeFinding(`${file.display}:${line + 1}`, f.found, f.term));
        }
      }
      for (const { text, line } of file.page.prose) {
        for (const f of findVariants(plainText(text))) findings.push(describeFinding(`${file.display}:${line}`, f.found, f.term));
      }
    }
    expect(findings).toEqual([]);
  });

  it('have no space between two Chinese words, link labels included', () => {
    const findings: string[] = [];
    for (const file of zhPages) {
      for (const { text, line } of file.page.prose) {
        for (const found of strayChineseSpaces(text)) findings.push(`${file.display}:${line}: "${found}"`);
      }
    }
    expect(findings).toEqual([]);
  });

  it('name a linked page by its sidebar label', () => {
    const entries = new Map<string, PageEntry>();
    for (const section of SECTIONS) {
      for (const entry of [...(section.items ?? []), ...section.groups.flatMap((g) => g.items)]) entries.set(entry.route, entry);
    }
    const findings: string[] = [];
    let checked = 0;
    for (const file of zhPages) {
      for (const { text, line } of file.page.prose) {
        for (const link of pageLinks(text)) {
          const entry = entries.get(link.route);
          if (!entry) continue;
          checked++;
          const zh = pageLabel(entry, 'zh');
          if (misnamedPage(link.label, link.route, zh, pageLabel(entry, 'en'))) {
            findings.push(`${file.display}:${line}: [${link.label}](${link.route}) → [${zh}](${link.route})`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(findings).toEqual([]);
  });
});

describe('the interface', () => {
  it('uses the preferred terms in sidebar labels and i18n.json', () => {
    const findings: string[] = [];
    for (const section of SECTIONS) {
      const entries = [...(section.items ?? []), ...section.groups.flatMap((g) => g.items)];
      const texts = [...section.groups.map((g) => textFor(g.title, 'zh')), ...entries.map((e) => pageLabel(e, 'zh'))];
      for (const text of texts) {
        for (const f of findVariants(text, TERMS, 'ui')) findings.push(describeFinding(`site/structure.ts "${text}"`, f.found, f.term));
      }
    }
    // UI labels, and the texts of DocSearch's Ask AI screens (loaded with them, on intent).
    for (const file of ['i18n.json', 'theme/Search/askAiTexts.json']) {
      const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        const m = /^\s*"zh":\s*"(.*)",?\s*$/.exec(line);
        if (!m) return;
        for (const f of findVariants(m[1]!, TERMS, 'ui')) findings.push(describeFinding(`${file}:${index + 1}`, f.found, f.term));
      });
    }
    expect(findings).toEqual([]);
  });
});
