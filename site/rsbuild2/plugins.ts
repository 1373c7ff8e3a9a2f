/**
 * The compatibility of each official 1.x plugin with @rsbuild/core 2.3.2, as
 * recorded by `npm run rsbuild2:plugins` (`plugin-compat.json`: one production
 * build of a small fixture per plugin with 1.7.6 and with 2.3.2), rendered for
 * the upgrade guide and for each plugin's page, in both languages.
 */
import type { Lang } from '../links';
import recorded from './plugin-compat.json' with { type: 'json' };
import { UPGRADE_GUIDE_ROUTE } from './data';

export type CompatStatus = 'works' | 'warnings' | 'fails';

interface Outcome {
  status: CompatStatus;
  messages: string[];
}

export interface CompatResult {
  plugin: string;
  version: string;
  fixture: string;
  v1: Outcome;
  v2: Outcome;
}

export const PLUGIN_COMPAT = recorded as unknown as { recorded: string; node: string; results: CompatResult[] };

/** What each fixture compiles, in both languages (the recording holds the English text). */
export const FIXTURE_TEXT: Record<string, Record<Lang, string>> = {
  '@rsbuild/plugin-react': { en: 'A React component in JSX.', zh: '一个用 JSX 编写的 React 组件。' },
  '@rsbuild/plugin-svgr': { en: 'An SVG imported as a React component (`?react`).', zh: '作为 React 组件导入的 SVG（`?react`）。' },
  '@rsbuild/plugin-vue': { en: 'A Vue 3 single-file component with a scoped style.', zh: '一个带 scoped 样式的 Vue 3 单文件组件。' },
  '@rsbuild/plugin-preact': { en: 'A Preact component in JSX.', zh: '一个用 JSX 编写的 Preact 组件。' },
  '@rsbuild/plugin-solid': { en: 'A Solid component in JSX, with `@rsbuild/plugin-babel`.', zh: '一个用 JSX 编写的 Solid 组件，配合 `@rsbuild/plugin-babel`。' },
  '@rsbuild/plugin-svelte': { en: 'A Svelte 5 component.', zh: '一个 Svelte 5 组件。' },
  '@rsbuild/plugin-babel': { en: 'A class property compiled by Babel.', zh: '一个由 Babel 编译的类属性。' },
  '@rsbuild/plugin-sass': { en: 'An SCSS file with a variable and nesting.', zh: '一个使用变量和嵌套的 SCSS 文件。' },
  '@rsbuild/plugin-less': { en: 'A Less file with a variable and nesting.', zh: '一个使用变量和嵌套的 Less 文件。' },
  '@rsbuild/plugin-stylus': { en: 'A Stylus file with a variable and nesting.', zh: '一个使用变量和嵌套的 Stylus 文件。' },
};

const STATUS: Record<CompatStatus, Record<Lang, string>> = {
  works: { en: 'works', zh: '正常构建' },
  warnings: { en: 'works with warnings', zh: '可以构建，但有警告' },
  fails: { en: 'fails', zh: '构建失败' },
};

const TEXT = {
  plugin: { en: 'Plugin', zh: '插件' },
  fixture: { en: 'Fixture', zh: '测试项目' },
  with1: { en: 'With 1.7.6', zh: '配合 1.7.6' },
  with2: { en: 'With 2.3.2', zh: '配合 2.3.2' },
  intro: {
    en: (date: string, node: string) =>
      `Each 1.x plugin below was built in production mode against \`@rsbuild/core\` 1.7.6 and 2.3.2 with a small project that only the plugin can compile, and the output was checked for the compiled result (recorded on ${date} with Node.js ${node}). When Rsbuild printed a warning or an error, the table quotes it.`,
    zh: (date: string, node: string) =>
      `下表中的每个 1.x 插件都用一个只有该插件才能编译的小项目，分别配合 \`@rsbuild/core\` 1.7.6 和 2.3.2 在生产模式下构建，并检查产物中是否有编译结果（${date} 使用 Node.js ${node} 记录）。如果 Rsbuild 打印了警告或错误，表格会原样引用。`,
  },
  heading: { en: 'Rsbuild 2', zh: 'Rsbuild 2' },
  page: {
    en: (plugin: string, version: string, outcome: string, fixture: string) =>
      `This page documents \`${plugin}\` ${version}. A production build of a small project with it (${fixture.replace(/\.$/, '')}) against \`@rsbuild/core\` 2.3.2 **${outcome}**`,
    zh: (plugin: string, version: string, outcome: string, fixture: string) =>
      `本页介绍的是 \`${plugin}\` ${version}。用它配合 \`@rsbuild/core\` 2.3.2 在生产模式下构建一个小项目（${fixture.replace(/。$/, '')}）的结果是：**${outcome}**`,
  },
  guideLink: { en: 'how the plugins were checked', zh: '插件的检查方式' },
};

const cell = (o: Outcome, lang: Lang) => {
  const label = STATUS[o.status][lang];
  return o.messages.length ? `${label}: \`${o.messages[0]!.replace(/`/g, "'").replace(/\|/g, '\\|')}\`` : label;
};

/** The table of the guide, with its introduction. */
export function compatTable(lang: Lang): string[] {
  const rows = PLUGIN_COMPAT.results.map(
    (r) => `| \`${r.plugin}\` ${r.version} | ${FIXTURE_TEXT[r.plugin]?.[lang] ?? r.fixture} | ${cell(r.v1, lang)} | ${cell(r.v2, lang)} |`,
  );
  return [
    TEXT.intro[lang](PLUGIN_COMPAT.recorded, PLUGIN_COMPAT.node),
    [`| ${TEXT.plugin[lang]} | ${TEXT.fixture[lang]} | ${TEXT.with1[lang]} | ${TEXT.with2[lang]} |`, '| --- | --- | --- | --- |', ...rows].join('\n'),
  ];
}

/** The markers around the generated section of a plugin page. */
export const PLUGIN_BLOCK_START = '{/* rsbuild2-plugin-compat:start */}';
export const PLUGIN_BLOCK_END = '{/* rsbuild2-plugin-compat:end */}';

/** The generated section at the end of a plugin page, or undefined for a plugin without a result. */
export function pluginSection(plugin: string, lang: Lang): string | undefined {
  const r = PLUGIN_COMPAT.results.find((x) => x.plugin === plugin);
  if (!r) return undefined;
  // Inside an English sentence the description starts in lower case ("a Vue 3 single-file component").
  const text = FIXTURE_TEXT[plugin]![lang];
  const fixture = lang === 'en' ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
  let sentence = `${TEXT.page[lang](r.plugin, r.version, STATUS[r.v2.status][lang], fixture)}${lang === 'zh' ? '。' : '.'}`;
  if (r.v2.messages.length) sentence += lang === 'zh' ? `消息：\`${r.v2.messages[0]!.replace(/`/g, "'")}\`。` : ` Message: \`${r.v2.messages[0]!.replace(/`/g, "'")}\`.`;
  const link = `[${TEXT.guideLink[lang]}](${UPGRADE_GUIDE_ROUTE}#plugins)`;
  sentence += lang === 'zh' ? `详见升级指南中的${link}及其他插件的结果。` : ` See the upgrade guide for ${link} and the results of the other plugins.`;
  return [PLUGIN_BLOCK_START, `## ${TEXT.heading[lang]} {#rsbuild-2}`, sentence, PLUGIN_BLOCK_END].join('\n\n');
}

/** A plugin page's source with its generated section replaced, or appended when it has none. */
export function withPluginSection(source: string, section: string): string {
  const start = source.indexOf(PLUGIN_BLOCK_START);
  const end = source.indexOf(PLUGIN_BLOCK_END);
  if (start !== -1 && end > start) return `${source.slice(0, start)}${section}${source.slice(end + PLUGIN_BLOCK_END.length)}`;
  return `${source.replace(/\s*$/, '')}\n\n${section}\n`;
}
