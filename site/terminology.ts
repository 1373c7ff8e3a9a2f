/**
 * One vocabulary for the Chinese pages: the preferred term for each concept
 * and the variants that `tests/terminology.test.ts` flags in Chinese prose
 * (page text, headings, descriptions, sidebar labels and `i18n.json`; never
 * code, inline code or link targets). Add a row when you find two words for
 * one thing; fix the pages in the same change.
 *
 * Links that name a page use that page's sidebar label from
 * `site/structure.ts` (checked by the same test), so a page is called the same
 * everywhere: a link labelled with the page's English label or with one of
 * `PAGE_NAME_VARIANTS` must use the Chinese sidebar label instead.
 */
import { escapeRegExp } from './regexp';
import i18n from '../i18n.json' with { type: 'json' };
import { labelPairs } from './rsbuild2/labels';

const I18N_TEXTS = i18n as Record<string, { en: string; zh: string }>;

export interface Term {
  /** The concept, in English. */
  concept: string;
  /** The preferred Chinese term. */
  preferred: string;
  /** Non-preferred variants (string: literal; RegExp: pattern without the `g` flag). */
  variants: (string | RegExp)[];
  /** When a variant is right after all (shown in the failure message). */
  note?: string;
  /** `ui`: only checked in interface labels (`i18n.json`), not in page prose. */
  scope?: 'ui';
}

export const TERMS: Term[] = [
  {
    concept: 'hot module replacement (HMR)',
    preferred: '模块热更新',
    variants: [/(模块)?热替换/, '热模块替换', '热模块更新'],
    note: '热更新 is the short form; "HMR" may stay as is.',
  },
  {
    concept: 'lazy compilation (dev.lazyCompilation)',
    preferred: '懒编译',
    variants: ['按需编译', '延迟编译', '惰性编译'],
  },
  {
    concept: 'output files (what a build writes)',
    preferred: '构建产物',
    variants: ['打包产物', '编译产物', '输出产物'],
    note: '产物 is the short form; the page /guide/basic/output-files is 构建产物.',
  },
  {
    concept: 'command-line arguments',
    preferred: '命令行参数',
    variants: ['CLI 参数', '命令行选项', 'CLI 选项'],
  },
  {
    concept: 'the Rsbuild CLI',
    preferred: '命令行工具',
    variants: ['命令行接口', '命令行界面', /(?<!(Vue|Rsdoctor 的|Rsdoctor) )\bCLI\b(?!\s*快捷键)/],
    note: 'the page /guide/basic/cli is 命令行工具; "CLI" stays in CLI 快捷键 and in other tools\' names (Vue CLI, Rsdoctor 的 CLI).',
  },
  {
    concept: 'peer dependency',
    preferred: '对等依赖',
    variants: [/peer\s*(依赖|dependenc(y|ies)|范围|版本范围)/i, '同级依赖', '同伴依赖'],
    note: 'the field name `peerDependencies` is code and stays in inline code.',
  },
  {
    concept: 'major version',
    preferred: '主版本',
    variants: ['大版本', '主要版本', /major\s*版本/i],
  },
  {
    concept: 'minor version',
    preferred: '次版本',
    variants: ['小版本', '次要版本', /minor\s*版本/i],
  },
  {
    concept: 'patch version',
    preferred: '补丁版本',
    variants: ['修订版本', '修订号', /patch\s*版本/i],
  },
  {
    concept: "core-js 'usage' mode (output.polyfill)",
    preferred: '按需',
    variants: ['按用量'],
  },
  {
    concept: 'chunk splitting (performance.chunkSplit)',
    preferred: '拆包',
    variants: ['分包'],
  },
  {
    concept: 'multi-page application',
    preferred: '多页面应用',
    variants: ['多页应用'],
  },
  {
    concept: 'filter (a list in the interface)',
    preferred: '筛选',
    variants: ['过滤'],
    scope: 'ui',
    note: 'in page prose 过滤 is right for include/exclude filters.',
  },
  {
    concept: 'AI agent',
    preferred: '智能体',
    variants: [/AI\s*代理/, '代理程序', '智能代理'],
    note: '代理 alone means a proxy (server.proxy).',
  },
  {
    concept: 'coding assistant',
    preferred: '编程助手',
    variants: [/AI\s*助手/, '编码助手', '代码助手'],
  },
  {
    concept: 'test runner (Rstest, Vitest, Jest)',
    preferred: '测试运行器',
    variants: ['测试执行器', '测试运行程序'],
  },
  {
    concept: 'stub (a test double for a file)',
    preferred: '桩文件',
    variants: ['存根文件', /(?<!桩)存根/],
  },
  {
    concept: 'bundler (Rspack, webpack)',
    preferred: '打包工具',
    variants: ['打包器'],
  },
  {
    concept: 'the `utils` argument of tools.* functions and plugin hooks',
    preferred: '工具对象',
    variants: ['工具参数'],
    note: '工具函数 is one helper function (`addPlugins`, `defineConfig`), not the object that holds them.',
  },
  {
    concept: 'the object form of an option',
    preferred: '对象形式',
    variants: ['对象写法'],
  },
  {
    concept: 'the function form of an option',
    preferred: '函数形式',
    variants: ['函数写法'],
  },
  {
    concept: 'module specifier (the string an import names)',
    preferred: '导入路径',
    variants: [/(模块)?说明符/],
  },
  {
    concept: 'make a size smaller',
    preferred: '减小',
    variants: [/减轻[^，。；]{0,10}体积/],
    note: '体积 goes with 减小 or 缩小; 减轻 is for a load or a burden.',
  },
  {
    concept: 'log less (logLevel towards error or silent)',
    preferred: '调高日志级别',
    variants: ['调低日志级别'],
    note: 'Chinese developers raise the level to log less; to log more, name the level (改为 \'info\').',
  },
  {
    concept: 'native plugin (Rust-side Rspack plugin)',
    preferred: '原生插件',
    variants: [/[Nn]ative\s*插件/, '原生 Rust 插件'],
    note: '本地插件 means a plugin written inside the project, not a native one.',
  },
];
/** Other names that readers might give a page in a link label, per route. */
const PAGE_NAME_VARIANTS: Record<string, string[]> = {
  '/guide/basic/cli': ['CLI', 'Rsbuild CLI', '命令行'],
  '/guide/basic/output-files': ['产物文件', '输出文件', '产物', '构建输出'],
  '/guide/advanced/hmr': ['HMR', '热更新'],
};

export interface TermFinding {
  /** The text that matched. */
  found: string;
  term: Term;
}

/**
 * The non-preferred variants in one line of Chinese text that has already
 * lost its code (see `plainText` in site/markdown.ts). A variant written as a
 * gloss right after the preferred term — 对等依赖（peer dependency） — is allowed.
 */
export function findVariants(text: string, terms: Term[] = TERMS, scope: 'prose' | 'ui' = 'prose'): TermFinding[] {
  const findings: TermFinding[] = [];
  for (const term of terms) {
    if (term.scope === 'ui' && scope !== 'ui') continue;
    const line = text.replace(new RegExp(`${escapeRegExp(term.preferred)}\\s*(（[^）]*）|\\([^)]*\\))`, 'g'), term.preferred);
    for (const variant of term.variants) {
      const pattern =
        typeof variant === 'string'
          ? new RegExp(escapeRegExp(variant), 'g')
          : new RegExp(variant.source, `${variant.flags.replace('g', '')}g`);
      for (const m of line.matchAll(pattern)) findings.push({ found: m[0], term });
    }
  }
  return findings;
}

const CJK = '[\\u3400-\\u9fff\\uff08\\uff09\\uff0c\\uff1a\\uff1b\\u3001\\u3002]';
const STRAY_SPACE = new RegExp(`${CJK} +${CJK}`, 'g');

/**
 * Spaces between two Chinese characters (or full-width punctuation) in one
 * line of Chinese prose, also across the brackets of a link: 「参见 [路径别名](…)」
 * has one. Inline code and table cell borders are left out.
 */
export function strayChineseSpaces(line: string): string[] {
  const bare = line
    .replace(/`[^`]*`/g, 'x')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\|/g, '¦');
  return [...bare.matchAll(STRAY_SPACE)].map((m) => m[0]);
}

export interface LinkLabel {
  label: string;
  /** Route without the anchor. */
  route: string;
}

/** Markdown links to site pages in one line (images and external links left out). */
export function pageLinks(line: string): LinkLabel[] {
  const out: LinkLabel[] = [];
  for (const m of line.matchAll(/(!?)\[([^\]]+)\]\((\/[^)#\s]*)(?:#[^)\s]*)?\)/g)) {
    if (m[1] === '!') continue;
    out.push({ label: m[2]!.trim(), route: m[3]! });
  }
  return out;
}

/** What a link label may add after a page's name: 「CLI 页面」, 「HMR 文档」. */
const PAGE_WORD = /\s*(页面|页|文档|指南|章节|一节)$/;

/**
 * Whether a Chinese link label names its target page in a way other than the
 * page's Chinese sidebar label (`zhLabel`), alone or followed by a word such
 * as 页面 or 文档; `enLabel` is the English one.
 */
export function misnamedPage(label: string, route: string, zhLabel: string, enLabel: string): boolean {
  if (label === zhLabel || label.startsWith('`')) return false;
  const names = [enLabel, ...(PAGE_NAME_VARIANTS[route] ?? [])].map((n) => n.toLowerCase());
  const bare = label.replace(PAGE_WORD, '').toLowerCase();
  return names.includes(label.toLowerCase()) || (bare !== label.toLowerCase() && bare !== zhLabel.toLowerCase() && names.includes(bare));
}

/** A phrase that many pages repeat, with the one Chinese rendering they all use. */
export interface RecurringPhrase {
  en: string;
  zh: string;
  /**
   * Where pages write it: as a run-in label (`- **Type:**`) or a table header
   * cell, checked exactly; `injected`: a label the build adds to pages, checked
   * against every heading and label with the same English text.
   */
  slot: 'label' | 'table-header' | 'injected';
}

/**
 * The recurring phrases of config pages (`tests/renderings.test.ts`). Labels
 * that the build injects join this list from the module that defines them.
 */
export const RECURRING_PHRASES: RecurringPhrase[] = [
  { en: 'Type:', zh: '类型：', slot: 'label' },
  { en: 'Default:', zh: '默认值：', slot: 'label' },
  { en: 'Version', zh: '版本', slot: 'table-header' },
  { en: 'Change', zh: '变更内容', slot: 'table-header' },
  // The "Added in" badge and the Rsbuild 2 status blocks that the build adds to pages.
  { en: I18N_TEXTS.addedInText!.en, zh: I18N_TEXTS.addedInText!.zh, slot: 'injected' },
  ...labelPairs().map(([, en, zh]) => ({ en, zh, slot: 'injected' as const })),
];
