/**
 * The guide "Upgrading to Rsbuild 2" in both languages, rendered from the same
 * facts as the config pages' status blocks (`data.ts`). The output is committed
 * as `docs/<lang>/guide/migration/rsbuild-2.mdx`, so that the content, link and
 * example tests read it like any page; `tests/rsbuild2-guide.test.ts` fails when
 * the committed file differs from this rendering (`npm run guide:rsbuild2`
 * rewrites it).
 */
import type { Lang } from '../links';
import { NEW_OPTIONS, OPTION_STATUS, UNCHANGED_ANCHOR, UPGRADE_TOPICS, VERSIONS, optionAnchor } from './data';
import { EFFECTIVE_DIFF } from './effective';
import { RELEASE_HISTORY } from './history';
import { RSBUILD2_LABELS } from './labels';
import { PLUGIN_COMPAT, compatTable } from './plugins';
import { REGISTRY } from './registry';
import { counterpartOf, renderExample, rsbuildRsUrl } from './render';
import type { OptionStatus, TopicArea, UpgradeTopic } from './types';

type T = Record<Lang, string>;

const TEXT = {
  description: {
    en: 'What changes for a Rsbuild 1.x project on @rsbuild/core 2: Node.js, packages, changed defaults, removed and reshaped options, JavaScript and Plugin API, with a checklist.',
    zh: 'Rsbuild 1.x 项目升级到 @rsbuild/core 2 时需要处理的变化：Node.js、依赖、默认值变更、移除和调整的选项、JavaScript API 与插件 API，并附检查清单。',
  },
  title: { en: 'Upgrading to Rsbuild 2', zh: '升级到 Rsbuild 2' },
  intro: {
    en: [
      `This site documents Rsbuild 1.x as \`@rsbuild/core\` ${VERSIONS.v1} behaves. This page lists everything that changes for such a project when it moves to Rsbuild 2, checked against \`@rsbuild/core\` ${VERSIONS.v2}: the Node.js versions and packages it needs, every config option whose default, shape or existence changed, and the JavaScript and Plugin API. Each config page of this site also says near its top what Rsbuild 2 does with its option, and links back to its entry here.`,
      'Every fact on this page was read from the two published packages, from the config the bundler really receives, from small real builds, from the release history and from the npm registry, and the tests of this site re-check it; [How this page was checked](#how-it-was-checked) says what was compared. What it does not cover: the webpack provider (gone in 2.x), the options of Rspack itself beyond what Rsbuild sets, and the 2.x releases of the plugins beyond their compatibility. The documentation of Rsbuild 2 itself is at [rsbuild.rs](https://rsbuild.rs).',
    ],
    zh: [
      `本站介绍的是 \`@rsbuild/core\` ${VERSIONS.v1} 所表现的 Rsbuild 1.x。本页列出这样的项目升级到 Rsbuild 2 时会遇到的全部变化，并以 \`@rsbuild/core\` ${VERSIONS.v2} 为准逐项核对：所需的 Node.js 版本和依赖包，默认值、用法或存在与否发生变化的每一个配置选项，以及 JavaScript API 和插件 API。本站的每个配置页面也会在页面开头说明该选项在 Rsbuild 2 中的情况，并链接回本页对应的条目。`,
      '本页的每一条事实都来自这两个已发布的包、打包工具实际收到的配置、小型的真实构建、版本历史以及 npm registry，并由本站的测试持续复核；[本页的核对方式](#how-it-was-checked)说明了比较的内容。本页不涉及：webpack provider（2.x 中已移除）、Rsbuild 设置范围之外的 Rspack 自身选项，以及插件 2.x 版本除兼容性以外的内容。Rsbuild 2 本身的文档位于 [rsbuild.rs](https://rsbuild.rs)。',
    ],
  },
  checklist: { en: 'Checklist', zh: '检查清单' },
  checklistIntro: {
    en: 'Work through these steps in order; each links to the section that explains it.',
    zh: '按顺序完成以下步骤，每一步都链接到对应的说明。',
  },
  optionsStep: {
    en: 'Go through the options your config sets, and change the ones listed here:',
    zh: '检查配置中用到的选项，按下面的说明修改其中有变化的选项：',
  },
  verifyStep: {
    en: 'Run `rsbuild build` and `rsbuild dev` once and compare the output with the 1.x build: the new browserslist and the Node.js output change it even when the config does not.',
    zh: '分别运行一次 `rsbuild build` 和 `rsbuild dev`，并与 1.x 的构建结果对比：即使配置没有变化，新的 browserslist 和 Node.js 产物也会改变构建结果。',
  },
  runtime: { en: 'Node.js and the package', zh: 'Node.js 与包格式' },
  dependencies: { en: 'Dependencies', zh: '依赖' },
  changedDefaults: { en: 'Changed defaults', zh: '默认值变更' },
  changedDefaultsIntro: {
    en: 'These options keep their names, but Rsbuild 2 picks other values when you leave them unset. Set the old value explicitly where your project relies on it.',
    zh: '这些选项的名称不变，但在未设置时，Rsbuild 2 会采用不同的值。如果项目依赖旧的行为，请显式设置旧值。',
  },
  reshaped: { en: 'Moved and reshaped options', zh: '迁移和调整的选项' },
  reshapedIntro: {
    en: 'These options take another form in Rsbuild 2, or give way to a new option. A config written for 1.x needs the change shown.',
    zh: '这些选项在 Rsbuild 2 中换了写法，或者由新的选项取代。为 1.x 编写的配置需要按示例修改。',
  },
  removed: { en: 'Removed options', zh: '移除的选项' },
  removedIntro: {
    en: 'Rsbuild 2 no longer declares these options; the config type rejects them.',
    zh: 'Rsbuild 2 不再声明这些选项，配置类型会拒绝它们。',
  },
  other: { en: 'Other changes', zh: '其他变化' },
  newOptions: { en: 'Options new in Rsbuild 2', zh: 'Rsbuild 2 新增的选项' },
  newOptionsIntro: {
    en: 'Rsbuild 1.x has none of these options; they are listed because some of them replace a 1.x option.',
    zh: 'Rsbuild 1.x 没有以下选项；列出它们是因为其中一些取代了 1.x 的选项。',
  },
  optionHeader: { en: 'Option', zh: '选项' },
  whatHeader: { en: 'What it does', zh: '作用' },
  unchanged: { en: 'Options that carry over', zh: '可沿用的选项' },
  unchangedIntro: {
    en: 'Every other option documented on this site keeps its type and its default values in Rsbuild 2, so a 1.x setting carries over as it is. Some of them accept more in 2.x, behave differently in a detail listed here, or ask for a package:',
    zh: '本站介绍的其他选项在 Rsbuild 2 中的类型和默认值都不变，1.x 的配置可以原样沿用。其中一些在 2.x 中能接受更多写法、在下面列出的细节上表现不同，或者需要额外安装依赖：',
  },
  unchangedRest: { en: 'The others need nothing at all:', zh: '其余选项无需任何改动：' },
  pageLink: { en: 'Rsbuild 1.x page', zh: 'Rsbuild 1.x 页面' },
  checked: { en: 'How this page was checked', zh: '本页的核对方式' },
  setupHeader: { en: 'Setup', zh: '场景' },
  projectHeader: { en: 'Project', zh: '项目' },
  noPage: {
    en: 'This site has no page for it: it only served the webpack provider, which this documentation does not cover.',
    zh: '本站没有它的页面：它只用于本文档不涉及的 webpack provider。',
  },
} satisfies Record<string, T | Record<Lang, string[]>>;

/** The section that says how the facts were checked, from the recorded data. */
function howChecked(lang: Lang): string[] {
  const diff = EFFECTIVE_DIFF;
  const paths = new Set(diff.differences.map((d) => `${d.layer}:${d.path}`)).size;
  const h = RELEASE_HISTORY;
  const marked = h.commits.filter((c) => c.marked).length;
  const items =
    lang === 'zh'
      ? [
          `**生效配置。** \`npm run rsbuild2:diff\` 通过公开的 \`inspectConfig()\` 读取 ${diff.versions.v1} 和 ${diff.versions.v2} 在下列 ${diff.setups.length} 个场景中、开发和生产两种模式下的配置：每个环境规范化后的 Rsbuild 配置、Rsbuild 交给 Rspack 的配置，以及 Rspack（${diff.rspack.v1} 与 ${diff.rspack.v2}）应用自身默认值之后的配置。去掉路径和版本号后共有 ${paths} 个路径存在差异，每一个都由本页的某个条目说明；标为“可沿用”的选项不拥有任何有差异的路径。`,
          `**真实构建。** 在两个版本下分别构建小项目，核对自定义 loader 的执行顺序、带哈希的文件名长度和按包拆分的 chunk 名称、Node.js 加载 \`node\` 产物的方式以及其中 \`__dirname\` 和对外部依赖调用 \`require()\` 的结果、\`performance.removeConsole\` 保留了什么、\`manifest.json\` 中入口的资源路径、\`?worker\` 和 CSS \`?url\` 导入得到什么，以及开发服务器和预览服务器监听的地址与提供的文件；另外直接调用两个版本的包，核对 \`mergeRsbuildConfig()\`、\`loadEnv()\` 以及 \`loadConfig()\` 选用哪个配置文件。`,
          `**版本历史。** 从官方仓库 ${h.source} 中取出 ${h.from} 到 \`${h.head.describe}\`（${h.head.date}）之间的 ${marked} 个标记为不兼容的提交，以及 ${h.commits.length - marked} 个未标记、但改变了 1.x 项目所得结果（默认值、文件名、查询参数或函数的行为）的提交，每一个都对应本页的条目或说明了与 1.x 用户无关的原因。该快照止于 2.2.0-beta.2 之后；此后直到 ${diff.versions.v2} 的变化，只覆盖配置比较、真实构建和对已发布包的检查所能发现的部分。`,
          `**npm registry。** 关于其他包的说法（插件的 2.x 版本、Rsdoctor）都以 \`npm run rsbuild2:registry\` 在 ${REGISTRY.retrieved} 记录的数据为准。`,
          `**插件。** 官方插件的兼容性表格由 \`npm run rsbuild2:plugins\` 实际构建得出（${PLUGIN_COMPAT.recorded}）。`,
        ]
      : [
          `**Effective config.** \`npm run rsbuild2:diff\` reads, through the public \`inspectConfig()\`, the config of ${diff.versions.v1} and ${diff.versions.v2} in the ${diff.setups.length} setups below, in development and in production: the normalized Rsbuild config of each environment, the config Rsbuild hands Rspack, and that config after Rspack (${diff.rspack.v1} and ${diff.rspack.v2}) applied its own defaults. With paths and versions normalized, ${paths} paths differ; an entry of this page explains each of them, and no option listed as carrying over owns one.`,
          `**Real builds.** Small projects built with both majors check the order of a custom loader, the length of hashed file names and the names of per-package chunks, how Node.js loads \`node\` output and what \`__dirname\` and \`require()\` of an external give in it, what \`performance.removeConsole\` keeps, the entry assets of \`manifest.json\`, what \`?worker\` and CSS \`?url\` imports give, and which addresses and files the dev and preview servers serve; calls of both packages check \`mergeRsbuildConfig()\`, \`loadEnv()\` and which config file \`loadConfig()\` takes.`,
          `**Release history.** From the official repository, ${h.source}, the ${marked} commits marked breaking between ${h.from} and \`${h.head.describe}\` (${h.head.date}), and ${h.commits.length - marked} unmarked ones that change what a 1.x project gets (a default, a file name, what a query or function does), each map to an entry here or say why they do not concern a 1.x project. That snapshot ends after 2.2.0-beta.2; changes between it and ${diff.versions.v2} are covered as far as the config comparison, the real builds and the checks of the published packages show them.`,
          `**npm registry.** Claims about other packages (the plugins' 2.x lines, Rsdoctor) rest on what \`npm run rsbuild2:registry\` recorded on ${REGISTRY.retrieved}.`,
          `**Plugins.** The compatibility table of the official plugins comes from real builds by \`npm run rsbuild2:plugins\` (${PLUGIN_COMPAT.recorded}).`,
        ];
  const rows = diff.setups.map((setup) => `| \`${setup.id}\` | ${SETUP_TEXT[setup.id]?.[lang] ?? setup.text} |`);
  return [`## ${text('checked', lang)} {#how-it-was-checked}`, items.map((i) => `- ${i}`).join('\n'), [`| ${text('setupHeader', lang)} | ${text('projectHeader', lang)} |`, '| --- | --- |', ...rows].join('\n')];
}

/** The setups of the matrix in both languages (the recording holds the English text). */
export const SETUP_TEXT: Record<string, Record<Lang, string>> = {
  'bare-web': { en: 'An empty web project.', zh: '一个空的 Web 项目。' },
  'bare-node': { en: "An empty project with `output.target: 'node'`.", zh: "一个设置了 `output.target: 'node'` 的空项目。" },
  react: { en: 'A web project with `@rsbuild/plugin-react` (the 1.x plugin, in both majors).', zh: '使用 `@rsbuild/plugin-react` 的 Web 项目（两个版本都使用 1.x 插件）。' },
  environments: { en: "Two environments: `web`, and `node` with `output.target: 'node'`.", zh: "两个环境：`web`，以及设置了 `output.target: 'node'` 的 `node`。" },
  'output-module': { en: 'A web project with `output.module: true`.', zh: '设置了 `output.module: true` 的 Web 项目。' },
  'custom-loader': { en: 'A loader added with `tools.bundlerChain` to the rule `CHAIN_ID.RULE.JS`, as 1.x projects write it.', zh: '按 1.x 项目的写法，通过 `tools.bundlerChain` 在 `CHAIN_ID.RULE.JS` 规则上添加一个 loader。' },
  'chunk-split-split-by-module': { en: "`performance.chunkSplit` with `strategy: 'split-by-module'`.", zh: "`performance.chunkSplit` 设为 `strategy: 'split-by-module'`。" },
  'chunk-split-single-vendor': { en: "`performance.chunkSplit` with `strategy: 'single-vendor'`.", zh: "`performance.chunkSplit` 设为 `strategy: 'single-vendor'`。" },
  'chunk-split-all-in-one': { en: "`performance.chunkSplit` with `strategy: 'all-in-one'`.", zh: "`performance.chunkSplit` 设为 `strategy: 'all-in-one'`。" },
  'chunk-split-split-by-size': { en: "`performance.chunkSplit` with `strategy: 'split-by-size'` (`minSize: 20000`, `maxSize: 500000`).", zh: "`performance.chunkSplit` 设为 `strategy: 'split-by-size'`（`minSize: 20000`，`maxSize: 500000`）。" },
  proxy: { en: '`server.proxy` in its object form (`/api` to a local server).', zh: '对象形式的 `server.proxy`（把 `/api` 转发到本地服务）。' },
  'multi-entry': { en: 'Two entries, `index` and `about`.', zh: '两个入口：`index` 和 `about`。' },
};

const AREA_SECTION: Record<TopicArea, keyof typeof TEXT | null> = {
  runtime: 'runtime',
  dependencies: 'dependencies',
  webpack: null,
  'javascript-api': null,
  'plugin-api': null,
  other: 'other',
};

const topicsOf = (area: TopicArea) => UPGRADE_TOPICS.filter((t) => t.area === area);
const changed = (kinds: OptionStatus['kind'][]) => OPTION_STATUS.filter((e) => kinds.includes(e.kind));
const optionLink = (entry: OptionStatus) => (entry.page ? `[\`${entry.option}\`](${entry.page})` : `\`${entry.option}\``);
const text = (key: keyof typeof TEXT, lang: Lang) => (TEXT[key] as T)[lang];

function topicSection(topic: UpgradeTopic, lang: Lang, depth: 2 | 3): string[] {
  const out = [`${'#'.repeat(depth)} ${topic.title[lang]} {#${topic.id}}`, topic.body[lang]];
  if (topic.example) out.push(...renderExample(topic.example, lang));
  // The plugin topic carries the table recorded by `npm run rsbuild2:plugins`.
  if (topic.id === 'plugins') out.push(...compatTable(lang));
  return out;
}

function optionSection(entry: OptionStatus, lang: Lang): string[] {
  const out = [`### \`${entry.option}\` {#${optionAnchor(entry.option)}}`, `**${RSBUILD2_LABELS.kind[entry.kind][lang]}${lang === 'zh' ? '。' : '.'}** ${entry.summary[lang]}`];
  if (entry.note) out.push(entry.note[lang]);
  if (entry.example) out.push(...renderExample(entry.example, lang));
  const links: string[] = [];
  if (entry.page) links.push(`[${text('pageLink', lang)}: \`${entry.option}\`](${entry.page})`);
  else links.push(text('noPage', lang));
  const counterpart = counterpartOf(entry);
  if (counterpart && entry.page) links.push(`[${RSBUILD2_LABELS.counterpart[lang]}: ${counterpart.title[lang]}](${rsbuildRsUrl(counterpart.route, lang)})`);
  out.push(links.join(' · '));
  return out;
}

function checklist(lang: Lang): string[] {
  const step = (topic: UpgradeTopic) => `${topic.step[lang]} ([${topic.title[lang]}](#${topic.id}))`;
  const items = [...topicsOf('runtime'), ...topicsOf('dependencies')].map(step);
  const options = changed(['default-changed', 'renamed', 'moved', 'reshaped', 'removed'])
    .sort((a, b) => a.option.localeCompare(b.option))
    .map(
    (e) => `   - [\`${e.option}\`](#${optionAnchor(e.option)}): ${RSBUILD2_LABELS.short[e.kind][lang]}`,
  );
  items.push(`${text('optionsStep', lang)}\n\n${options.join('\n')}\n`);
  items.push(...[...topicsOf('webpack'), ...topicsOf('javascript-api'), ...topicsOf('plugin-api'), ...topicsOf('other')].map(step));
  items.push(text('verifyStep', lang));
  return [`## ${text('checklist', lang)} {#checklist}`, text('checklistIntro', lang), items.map((item, i) => `${i + 1}. ${item}`).join('\n')];
}

/** The whole guide page as MDX, in one language. */
export function upgradeGuide(lang: Lang): string {
  const blocks: string[] = [`---\ndescription: "${TEXT.description[lang]}"\n---`, `# ${text('title', lang)}`, ...TEXT.intro[lang]];
  blocks.push({ en: 'To see what changes for your own config, paste it into the [config check](/guide/basic/config-check): it lists the status of each option it sets.', zh: '想知道自己的配置会受到哪些影响，可以把它粘贴到[配置检查](/guide/basic/config-check)中，它会列出其中每个选项的状态。' }[lang]);
  blocks.push(...checklist(lang));
  for (const area of ['runtime', 'dependencies'] as const) {
    blocks.push(`## ${text(AREA_SECTION[area]!, lang)} {#${area}}`);
    for (const topic of topicsOf(area)) blocks.push(...topicSection(topic, lang, 3));
  }
  blocks.push(`## ${text('changedDefaults', lang)} {#changed-defaults}`, text('changedDefaultsIntro', lang));
  for (const entry of changed(['default-changed'])) blocks.push(...optionSection(entry, lang));
  blocks.push(`## ${text('reshaped', lang)} {#reshaped-options}`, text('reshapedIntro', lang));
  for (const entry of changed(['renamed', 'moved', 'reshaped'])) blocks.push(...optionSection(entry, lang));
  blocks.push(`## ${text('removed', lang)} {#removed-options}`, text('removedIntro', lang));
  for (const entry of changed(['removed'])) blocks.push(...optionSection(entry, lang));
  for (const area of ['webpack', 'javascript-api', 'plugin-api'] as const) for (const topic of topicsOf(area)) blocks.push(...topicSection(topic, lang, 2));
  blocks.push(`## ${text('other', lang)} {#other-changes}`);
  for (const topic of topicsOf('other')) blocks.push(...topicSection(topic, lang, 3));

  blocks.push(`## ${text('newOptions', lang)} {#new-options}`, text('newOptionsIntro', lang));
  const rows = NEW_OPTIONS.map((o) => `| ${o.rsbuildRs ? `[\`${o.option}\`](${rsbuildRsUrl(o.rsbuildRs, lang)})` : `\`${o.option}\``} | ${o.text[lang]} |`);
  blocks.push([`| ${text('optionHeader', lang)} | ${text('whatHeader', lang)} |`, '| --- | --- |', ...rows].join('\n'));

  const same = OPTION_STATUS.filter((e) => e.kind === 'unchanged');
  blocks.push(`## ${text('unchanged', lang)} {#${UNCHANGED_ANCHOR}}`, text('unchangedIntro', lang));
  blocks.push(same.filter((e) => e.note).map((e) => `- ${optionLink(e)}: ${e.note![lang]}`).join('\n'));
  blocks.push(text('unchangedRest', lang), same.filter((e) => !e.note).map(optionLink).join(lang === 'zh' ? '、' : ', ') + (lang === 'zh' ? '。' : '.'));
  blocks.push(...howChecked(lang));
  return `${blocks.join('\n\n')}\n`;
}
