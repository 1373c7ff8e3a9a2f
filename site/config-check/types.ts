/** The shapes shared by the option-map generator (build time) and the checker (browser). */

export type Lang = 'en' | 'zh';
export type StatusKind = 'unchanged' | 'default-changed' | 'renamed' | 'moved' | 'reshaped' | 'removed';

/** What a declared type accepts, as far as a literal value can be checked. */
export interface TypeNode {
  /** `any`, `boolean`, `string`, `number`, `null`, `function`, `array`, `regexp`, `object`. */
  kinds: string[];
  /** The only strings or numbers accepted, when the plain primitive is not. */
  values?: (string | number)[];
  /** The keys of an object that Rsbuild declares itself; absent when the keys are open. */
  props?: Record<string, TypeNode>;
  /** What the items of an accepted array take, when Rsbuild declares their keys or values. */
  items?: TypeNode;
  /** The object accepts keys the map cannot list (index signature, a type of another package). */
  open?: boolean;
  /**
   * A union of objects told apart by one key (`performance.chunkSplit` by `strategy`): the keys
   * each of its values allows, and those allowed when it is not set (when one member makes it optional).
   */
  variants?: { key: string; keys: Record<string, string[]>; unset?: string[] };
  /** The `@deprecated` text of the 1.7.6 declaration. */
  deprecated?: string;
}

export interface UpgradeEntry {
  kind: StatusKind;
  to?: string;
  /** Heading id in the upgrade guide. */
  anchor: string;
}

/** The upgrade view's texts in one language (inline Markdown), loaded with the checker. */
export interface UpgradeTexts {
  /** Option → its 2.x summary (for an unchanged option, its note; none when it has no note). */
  summaries: Record<string, string>;
  /** General topics of the upgrade guide: heading id → title and checklist step. */
  topics: Record<string, { title: string; step: string }>;
}

export interface OptionMap {
  versions: { v1: string; v2: string };
  /** `RsbuildConfig` of 1.7.6. */
  config: TypeNode;
  /** Top-level keys of `EnvironmentConfig` (what `environments.<name>` accepts). */
  environmentKeys: string[];
  /** Groups of which an environment takes fewer keys than the top level (`dev`): the keys it takes. */
  environmentSubsets: Record<string, string[]>;
  /** Dotted paths only 2.3.2 declares, under a parent whose keys 1.7.6 lists. */
  v2Only: string[];
  /** Option path → English route of its page. */
  pages: Record<string, string>;
  /** English route of the upgrade guide. */
  guide: string;
  kindLabels: Record<StatusKind, Record<Lang, string>>;
  upgrade: Record<string, UpgradeEntry>;
}
