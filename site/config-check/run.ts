/**
 * What the config check page loads on intent (its own chunk, with the parser and the
 * option map): the check of a text and the "Upgrading to Rsbuild 2" view of its options.
 */
import { type CheckResult, checkConfig } from './check';
import optionMap from './option-map.json';
import type { Lang, OptionMap, StatusKind, UpgradeTexts } from './types';

const MAP = optionMap as unknown as OptionMap;

export interface UpgradeItem {
  option: string;
  kind: StatusKind;
  label: string;
  /** Inline Markdown. */
  summary?: string;
  /** English route of the guide's entry. */
  link: string;
  page?: string;
}

export interface UpgradeView {
  /** Options whose 2.x status asks for something, or that have a note. */
  items: UpgradeItem[];
  /** Options that carry over as they are. */
  unchanged: { option: string; page?: string }[];
  /** General steps that apply: heading id, title, step (inline Markdown), English route. */
  steps: { id: string; title: string; step: string; link: string }[];
}

export interface Analysis {
  result: CheckResult;
  upgrade: UpgradeView;
}

export function upgradeView(result: CheckResult, lang: Lang, texts: UpgradeTexts, map: OptionMap = MAP): UpgradeView {
  const items: UpgradeItem[] = [];
  const unchanged: UpgradeView['unchanged'] = [];
  for (const option of result.options) {
    const entry = map.upgrade[option]!;
    const page = map.pages[option];
    const summary = texts.summaries[option];
    if (entry.kind === 'unchanged' && !summary) {
      unchanged.push({ option, ...(page ? { page } : {}) });
      continue;
    }
    items.push({
      option,
      kind: entry.kind,
      label: map.kindLabels[entry.kind][lang],
      ...(summary ? { summary } : {}),
      link: `${map.guide}#${entry.anchor}`,
      ...(page ? { page } : {}),
    });
  }
  const steps = result.topics
    .filter((id) => texts.topics[id])
    .map((id) => ({ id, title: texts.topics[id]!.title, step: texts.topics[id]!.step, link: `${map.guide}#${id}` }));
  return { items, unchanged, steps };
}

/** The upgrade texts of one language: a small chunk of its own, so a page carries one language only. */
export function loadTexts(lang: Lang): Promise<UpgradeTexts> {
  const texts = lang === 'zh' ? import('./upgrade-texts-zh.json') : import('./upgrade-texts-en.json');
  return texts.then((m) => (m.default ?? m) as UpgradeTexts);
}

export function analyse(text: string, lang: Lang, texts: UpgradeTexts): Analysis {
  const result = checkConfig(text, MAP);
  return { result, upgrade: upgradeView(result, lang, texts) };
}

export { MAP as OPTION_MAP };
