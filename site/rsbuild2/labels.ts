/**
 * Every recurring phrase of the Rsbuild 2 status blocks, the upgrade guide and
 * the llms.txt notes, in both languages. One rendering per phrase: the blocks,
 * the guide and the tests all read them from here.
 */
import type { Lang } from '../links';

export type StatusKind = 'unchanged' | 'default-changed' | 'renamed' | 'moved' | 'reshaped' | 'removed';

export const STATUS_KINDS: readonly StatusKind[] = ['unchanged', 'default-changed', 'renamed', 'moved', 'reshaped', 'removed'];

type Phrase = Record<Lang, string>;

export const RSBUILD2_LABELS = {
  /** The label of a status block, the same phrase on every page. */
  kind: {
    unchanged: { en: 'Carries over to Rsbuild 2', zh: 'Rsbuild 2 中可沿用' },
    'default-changed': { en: 'Default changed in Rsbuild 2', zh: 'Rsbuild 2 中默认值变更' },
    renamed: { en: 'Renamed in Rsbuild 2', zh: 'Rsbuild 2 中已重命名' },
    moved: { en: 'Moved in Rsbuild 2', zh: 'Rsbuild 2 中已迁移' },
    reshaped: { en: 'Reshaped in Rsbuild 2', zh: 'Rsbuild 2 中用法调整' },
    removed: { en: 'Removed in Rsbuild 2', zh: 'Rsbuild 2 中已移除' },
  } satisfies Record<StatusKind, Phrase>,
  /** Short form of each kind, for one-line notes (llms.txt, the guide's tables). */
  short: {
    unchanged: { en: 'carries over', zh: '可沿用' },
    'default-changed': { en: 'default changed', zh: '默认值变更' },
    renamed: { en: 'renamed', zh: '已重命名' },
    moved: { en: 'moved', zh: '已迁移' },
    reshaped: { en: 'reshaped', zh: '用法调整' },
    removed: { en: 'removed', zh: '已移除' },
  } satisfies Record<StatusKind, Phrase>,
  /** Accessible name of the status block. */
  region: { en: 'Rsbuild 2 status', zh: 'Rsbuild 2 状态' },
  /** Captions above a before/after pair. */
  before: { en: 'Rsbuild 1.x', zh: 'Rsbuild 1.x' },
  after: { en: 'Rsbuild 2', zh: 'Rsbuild 2' },
  /** Caption above one block that shows a 1.x config changed into its 2.x version. */
  change: { en: 'From Rsbuild 1.x (removed lines) to Rsbuild 2 (added lines)', zh: '从 Rsbuild 1.x（删除的行）到 Rsbuild 2（新增的行）' },
  /** Caption above a 2.x config that restores a 1.x default. */
  keep: { en: 'To keep the 1.x behaviour in Rsbuild 2', zh: '在 Rsbuild 2 中保留 1.x 的行为' },
  /** Link to the entry of the upgrade guide: the guide's sidebar label. */
  guide: { en: 'Upgrading to Rsbuild 2', zh: '升级到 Rsbuild 2' },
  /** Link to the counterpart page on rsbuild.rs. */
  counterpart: { en: 'On rsbuild.rs', zh: 'rsbuild.rs 上的对应页面' },
  /** Prefix of an llms.txt note. */
  llmsPrefix: { en: 'Rsbuild 2', zh: 'Rsbuild 2' },
} as const;

/** Every phrase above as `[key, en, zh]`, for tests that check one Chinese rendering per phrase. */
export function labelPairs(): [string, string, string][] {
  const pairs: [string, string, string][] = [];
  const walk = (value: unknown, key: string) => {
    const phrase = value as Partial<Phrase>;
    if (typeof phrase.en === 'string' && typeof phrase.zh === 'string') {
      pairs.push([key, phrase.en, phrase.zh]);
      return;
    }
    for (const [k, v] of Object.entries(value as object)) walk(v, key ? `${key}.${k}` : k);
  };
  walk(RSBUILD2_LABELS, '');
  return pairs;
}
