/**
 * Renders the Rsbuild 2 facts (`data.ts`) as text: the status block injected
 * into a config page's MDX after its Type/Default list, the note appended to
 * the page's llms.txt entry, and the pieces the upgrade guide shares with them.
 * Pure functions of the data; the build plugin and the guide generator call them.
 */
import type { Lang } from '../links';
import { OPTION_STATUS, UNCHANGED_ANCHOR, UPGRADE_GUIDE_ROUTE, optionAnchor, routeOfOption } from './data';
import { RSBUILD2_LABELS } from './labels';
import type { Example, Fence, OptionStatus } from './types';

const RSBUILD_RS_ORIGIN = 'https://rsbuild.rs';

/** The address of an rsbuild.rs route in a language (`/config/server/host` → `https://rsbuild.rs/zh/config/server/host`). */
export const rsbuildRsUrl = (route: string, lang: Lang) => `${RSBUILD_RS_ORIGIN}${lang === 'zh' ? '/zh' : ''}${route}`;

/** The rsbuild.rs counterpart of an entry: its own recorded route, or the route of the option's 1.x page (none for an option without a page). */
export function counterpartOf(entry: OptionStatus): { route: string; title: { en: string; zh: string } } | undefined {
  if (entry.rsbuildRs === null) return undefined;
  if (entry.rsbuildRs) return entry.rsbuildRs;
  if (entry.page === null) return undefined;
  const route = routeOfOption(entry.option);
  return { route, title: { en: `\`${entry.option}\``, zh: `\`${entry.option}\`` } };
}

/** The entries a page shows: its own option first, then the 1.x names it also documents. */
export function entriesForPage(route: string, entries: OptionStatus[] = OPTION_STATUS): OptionStatus[] {
  return entries
    .filter((e) => e.page === route)
    .sort((a, b) => Number(routeOfOption(b.option) === route) - Number(routeOfOption(a.option) === route));
}

/** The guide's `#anchor` for an entry: its own heading, or the list of unchanged options. */
const guideAnchor = (entry: OptionStatus) => (entry.kind === 'unchanged' ? UNCHANGED_ANCHOR : optionAnchor(entry.option));

const fenceTitle = (fence: Fence, side: 'before' | 'after') => (side === 'after' ? `${fence.file} (Rsbuild 2)` : fence.file);

/** A fenced code block; the 2.x side is titled `<file> (Rsbuild 2)`. */
function renderFence(fence: Fence, side: 'before' | 'after'): string {
  const title = fence.file === 'Terminal' ? '' : ` title="${fenceTitle(fence, side)}"`;
  return `\`\`\`${fence.lang}${title}\n${fence.code.replace(/\n$/, '')}\n\`\`\``;
}

/** How a line of each language closes with a notation comment (`site/code-annotations.ts`). */
const NOTATION: Record<string, (mark: '++' | '--') => string> = {
  ts: (mark) => ` // [!code ${mark}]`,
  js: (mark) => ` // [!code ${mark}]`,
  json: (mark) => ` // [!code ${mark}]`,
  html: (mark) => ` <!-- [!code ${mark}] -->`,
};

/** The lines of `before` and `after` in one list, each kept, removed or added (longest common subsequence). */
export function lineDiff(before: string[], after: string[]): Array<{ line: string; change: '' | '--' | '++' }> {
  const common = before.map(() => new Array<number>(after.length + 1).fill(0));
  common.push(new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      common[i]![j] = before[i] === after[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const out: Array<{ line: string; change: '' | '--' | '++' }> = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      out.push({ line: before[i++]!, change: '' });
      j++;
    } else if (i < before.length && (j >= after.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      out.push({ line: before[i++]!, change: '--' });
    } else {
      out.push({ line: after[j++]!, change: '++' });
    }
  }
  return out;
}

/** A 1.x config and its 2.x version as one block: removed lines are the 1.x config, added lines the 2.x one. */
function renderChange(before: Fence, after: Fence): string | undefined {
  const notation = NOTATION[after.lang];
  if (!notation || before.file !== after.file || before.lang !== after.lang || after.file === 'Terminal') return undefined;
  const lines = (code: string) => code.replace(/\n$/, '').split('\n');
  const body = lineDiff(lines(before.code), lines(after.code))
    .map(({ line, change }) => (change ? `${line}${notation(change)}` : line))
    .join('\n');
  return `\`\`\`${after.lang} title="${fenceTitle(after, 'after')}"\n${body}\n\`\`\``;
}

/** Before/after (or "keep") code blocks with their captions, as Markdown paragraphs. */
export function renderExample(example: Example, lang: Lang): string[] {
  const caption = (text: string) => `**${text}**`;
  if ('keep' in example) return [caption(RSBUILD2_LABELS.keep[lang]), renderFence(example.keep, 'after')];
  const change = renderChange(example.before, example.after);
  if (change) return [caption(RSBUILD2_LABELS.change[lang]), change];
  return [
    caption(RSBUILD2_LABELS.before[lang]),
    renderFence(example.before, 'before'),
    caption(RSBUILD2_LABELS.after[lang]),
    renderFence(example.after, 'after'),
  ];
}

const label = (entry: OptionStatus, lang: Lang) => RSBUILD2_LABELS.kind[entry.kind][lang];

/** The guide entry a page's block links to: the first change it shows, or the list of unchanged options. */
export const blockAnchor = (shown: OptionStatus[]) => guideAnchor(shown.find((e) => e.kind !== 'unchanged') ?? shown[0]!);

/** The comments that open and close a status block in the page source; the HTML build wraps what lies between them. */
export const BLOCK_START = 'rsbuild2-status:start';
export const BLOCK_END = 'rsbuild2-status:end';

/**
 * The status block of a config page as MDX: the label of the kind of change,
 * one or two sentences, the example and the links to the guide entry and to
 * rsbuild.rs. Plain Markdown between two MDX comments (`BLOCK_START` with the
 * kind, `BLOCK_END`), so that the page's Markdown twin reads like the page;
 * the HTML build wraps the block. `undefined` for a page without an entry.
 */
export function statusBlock(route: string, lang: Lang, entries: OptionStatus[] = OPTION_STATUS): string | undefined {
  const shown = entriesForPage(route, entries);
  const own = shown[0];
  if (!own) return undefined;
  const parts: string[] = [];
  for (const entry of shown) {
    const subject = entry === own && routeOfOption(entry.option) === route ? '' : `\`${entry.option}\`${lang === 'zh' ? '：' : ': '}`;
    parts.push(`**${subject}${label(entry, lang)}**`, entry.summary[lang]);
    if (entry.note) parts.push(entry.note[lang]);
    if (entry.example) parts.push(...renderExample(entry.example, lang));
  }
  const links = [`[${RSBUILD2_LABELS.guide[lang]}](${UPGRADE_GUIDE_ROUTE}#${blockAnchor(shown)})`];
  const counterpart = counterpartOf(own);
  if (counterpart) links.push(`[${RSBUILD2_LABELS.counterpart[lang]}: ${counterpart.title[lang]}](${rsbuildRsUrl(counterpart.route, lang)})`);
  parts.push(links.join(' · '));
  return [`{/* ${BLOCK_START} ${own.kind} */}`, ...parts, `{/* ${BLOCK_END} */}`].join('\n\n');
}

/** The Rsbuild 2 note of a config page's llms.txt entry (plain text with Markdown code spans). */
export function llmsNote(route: string, lang: Lang, entries: OptionStatus[] = OPTION_STATUS): string | undefined {
  const shown = entriesForPage(route, entries);
  if (shown.length === 0) return undefined;
  const colon = lang === 'zh' ? '：' : ': ';
  const notes = shown.map((entry) => {
    const subject = routeOfOption(entry.option) === route ? '' : `\`${entry.option}\` `;
    const short = RSBUILD2_LABELS.short[entry.kind][lang];
    const detail = entry.kind === 'unchanged' ? entry.note?.[lang] : entry.summary[lang];
    return detail ? `${subject}${short}${lang === 'zh' ? '，' : ' — '}${detail}` : `${subject}${short}`;
  });
  return `${RSBUILD2_LABELS.llmsPrefix[lang]}${colon}${notes.join(lang === 'zh' ? '；' : '; ')}`;
}

const TYPE_LINE = /^- \*\*(?:Type:|类型：)\*\*/;

/**
 * Inserts a block after the list that holds a config page's `- **Type:**` line
 * (`- **类型：**` in Chinese); throws, naming the file, when there is none.
 */
export function insertAfterTypeList(source: string, block: string, file = '(page)'): string {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => TYPE_LINE.test(line));
  if (start === -1) throw new Error(`${file}: no "- **Type:**" line to put the Rsbuild 2 status after`);
  let end = start;
  while (end + 1 < lines.length && lines[end + 1]!.trim() !== '') end++;
  return [...lines.slice(0, end + 1), '', block, ...lines.slice(end + 1)].join('\n');
}
