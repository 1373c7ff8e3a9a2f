/**
 * What the config check page loads on intent (its own chunk, with the parser and the
 * option map): the check of a text and the "Upgrading to Rsbuild 2" view of its options.
 */
import { type CheckResult, checkConfig } from './check';
import optionMap from './option-map.json';
import type { Lang, OptionMap, StatusKind } from './types';

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

export function upgradeView(result: CheckResult, lang: Lang, map: OptionMap = MAP): UpgradeView {
  const items: UpgradeItem[] = [];
  const unchanged: UpgradeView['unchanged'] = [];
  for (const option of result.options) {
    const entry = map.upgrade[option]!;
    const page = map.pages[option];
    if (entry.kind === 'unchanged' && !entry.summary) {
      unchanged.push({ option, ...(page ? { page } : {}) });
      continue;
    }
    items.push({
      option,
      kind: entry.kind,
      label: map.kindLabels[entry.kind][lang],
      ...(entry.summary ? { summary: entry.summary[lang] } : {}),
      link: `${map.guide}#${entry.anchor}`,
      ...(page ? { page } : {}),
    });
  }
  const steps = result.topics
    .filter((id) => map.topics[id])
    .map((id) => ({ id, title: map.topics[id]!.title[lang], step: map.topics[id]!.step[lang], link: `${map.guide}#${id}` }));
  return { items, unchanged, steps };
}

export function analyse(text: string, lang: Lang): Analysis {
  const result = checkConfig(text, MAP);
  return { result, upgrade: upgradeView(result, lang) };
}

export { MAP as OPTION_MAP };
