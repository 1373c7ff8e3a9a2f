/**
 * The shape of the Rsbuild 2 facts (`site/rsbuild2/data.ts`): what each 1.x
 * config option becomes in 2.x and the package facts that status rests on,
 * plus the changes that are not about one option. `tests/rsbuild2.test.ts`
 * checks every recorded fact against `@rsbuild/core` 1.7.6 and 2.3.2.
 */
import type { StatusKind } from './labels';

export type { StatusKind };

/** Markdown (inline, or short paragraphs) in both languages. */
export interface Text {
  en: string;
  zh: string;
}

export type Major = 'v1' | 'v2';

/** A code block of an example. `.ts` files are type-checked: `before` against 1.7.6, `after` and `keep` against 2.3.2. */
export interface Fence {
  /** File name shown as the block's title (`rsbuild.config.ts`, `index.html`); the 2.x side adds ` (Rsbuild 2)`. */
  file: string;
  lang: 'ts' | 'html' | 'bash' | 'json';
  code: string;
  /** `false` for a `.ts` file that cannot be compiled on its own (it imports an asset). */
  typecheck?: false;
}

export type Example =
  /** A 1.x config and what it becomes; `beforeFailsInV2`: the 1.x file no longer type-checks against 2.3.2. */
  | { before: Fence; after: Fence; beforeFailsInV2?: boolean }
  /** A 2.x config that keeps the 1.x behaviour (for a changed default). */
  | { keep: Fence };

/** How the declared types of 1.7.6 and 2.3.2 relate (computed by the test, recorded here). */
export interface TypeFacts {
  /**
   * `same`: mutually assignable, no member added or dropped; `wider`: every 1.x value still
   * type-checks and 2.x accepts more; `other`: some 1.x value no longer type-checks;
   * `absent`: 2.3.2 has no such option.
   */
  relation: 'same' | 'wider' | 'other' | 'absent';
  /** Member names that only 2.3.2 declares (`overlay.errors`, `"2023-11"`); each is checked. */
  adds?: string[];
  /** Member names that only 1.7.6 declares. */
  drops?: string[];
  /** 2.3.2 marks the option `@deprecated`. */
  deprecated?: boolean;
  /** Why an `unchanged` option's types are `other`: a fact about the types, not shown to readers. */
  why?: string;
}

/** A config that type-checks against 2.3.2 and not against 1.7.6: proof of something only 2.x accepts. */
export interface OnlyInV2 {
  code: string;
}

/** A normalized value read with both majors, in development and in production (the same value in both modes). */
export interface DefaultChange {
  /** Extra config the defaults are read with. */
  context?: 'node-target';
  /** Extra project files the defaults are read with (name → content). */
  files?: Record<string, string>;
  /** `config`: `getNormalizedConfig()` at `path`; `browserslist`: what the (only) environment is built for. */
  read: { kind: 'config'; path: string } | { kind: 'browserslist' };
  v1: unknown;
  v2: unknown;
}

/** Text found (or not) in a major's published files. */
export type Probe =
  | { major: Major; in: 'types' | 'code'; text: string; present: boolean }
  /** A field of a package.json: `@rsbuild/core` itself or a package resolved from it (`@rspack/core`, `compiled/style-loader`). */
  | { major: Major; in: 'package'; pkg: string; field: string[]; equals: unknown };

export interface OptionStatus {
  /** The 1.x option path (`server.host`). */
  option: string;
  kind: StatusKind;
  /** The English route of the 1.x page that shows this status; `null` for an option without a page. */
  page: string | null;
  /** The 2.x option to use instead (moved, renamed, reshaped, removed with a replacement). */
  to?: string;
  /** One or two sentences; more may follow in `note`. */
  summary: Text;
  note?: Text;
  /** Route on rsbuild.rs of the same option or of the page that replaced it (checked against site/rsbuild-rs-routes.txt). */
  rsbuildRs?: { route: string; title: Text } | null;
  example?: Example;
  types: TypeFacts;
  onlyInV2?: OnlyInV2;
  defaults?: DefaultChange[];
  probes?: Probe[];
  /** Facts read from the npm registry (`registry.ts` line format), with the date of `registry.json`. */
  registry?: { date: string; facts: string[] };
  /**
   * Keys of the effective-config diff (`effective-diff.json`) this entry explains besides its own
   * `rsbuild:<option>`: `layer:path`, `*` within one segment (`rspack*:output.filename`).
   */
  effective?: string[];
}

export type TopicArea = 'runtime' | 'dependencies' | 'javascript-api' | 'plugin-api' | 'webpack' | 'other';

/** A change that is not about one config option. */
export interface UpgradeTopic {
  /** Heading id in the guide. */
  id: string;
  area: TopicArea;
  title: Text;
  body: Text;
  example?: Example;
  probes?: Probe[];
  /** Facts read from the npm registry (`registry.ts` line format), with the date of `registry.json`; checked offline against it. */
  registry?: { date: string; facts: string[] };
  /** The checklist step for this topic. */
  step: Text;
  /** Keys of the effective-config diff this topic explains (see `OptionStatus.effective`). */
  effective?: string[];
}
