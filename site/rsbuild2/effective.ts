/**
 * Who explains each difference of the effective config
 * (`site/rsbuild2/effective-diff.json`, written by `npm run rsbuild2:diff`):
 * every entry of `data.ts` claims its own Rsbuild option (`rsbuild:<option>`)
 * and the paths listed in its `effective`; an option new in 2.x claims its own
 * path. A difference in what Rsbuild hands Rspack that Rspack's own defaults
 * undo (no difference left in `rspack-applied`) is "absorbed". Pure functions
 * of the data; the tests and the guide read them.
 */
import { NEW_OPTIONS, OPTION_STATUS, UPGRADE_TOPICS } from './data';
import diffDocument from './effective-diff.json' with { type: 'json' };
import type { OptionStatus, UpgradeTopic } from './types';

// One definition of a difference, shared with the script that writes the JSON.
export type { Difference, Layer } from '../../scripts/lib/rsbuild2-matrix.mjs';
import type { Difference, Layer } from '../../scripts/lib/rsbuild2-matrix.mjs';

export interface EffectiveDiff {
  versions: { v1: string; v2: string };
  rspack: { v1: string; v2: string };
  modes: string[];
  layers: Layer[];
  setups: { id: string; text: string }[];
  differences: Difference[];
}

export const EFFECTIVE_DIFF = diffDocument as unknown as EffectiveDiff;

/** `rspack:output.filename`: the key a claim names. */
export const keyOf = (d: Pick<Difference, 'layer' | 'path'>) => `${d.layer}:${d.path}`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a claim covers a difference: the same key or one below it; `*` stands
 * for any run of characters within one segment (`rspack*:module.rules[*].test`
 * covers both Rspack layers and every rule).
 */
export function claimCovers(pattern: string, key: string): boolean {
  const source = pattern.split('*').map(escape).join('[^.\\[\\]:]*');
  return new RegExp(`^${source}(?:$|[.[])`).test(key);
}

export type Owner =
  | { kind: 'option'; id: string; entry: OptionStatus; claims: string[] }
  | { kind: 'topic'; id: string; entry: UpgradeTopic; claims: string[] }
  | { kind: 'new-option'; id: string; claims: string[] };

/** Every entry with the keys it claims. */
export function owners(entries: OptionStatus[] = OPTION_STATUS, topics: UpgradeTopic[] = UPGRADE_TOPICS): Owner[] {
  return [
    ...entries.map((entry): Owner => ({ kind: 'option', id: entry.option, entry, claims: [`rsbuild:${entry.option}`, ...(entry.effective ?? [])] })),
    ...topics.map((entry): Owner => ({ kind: 'topic', id: entry.id, entry, claims: entry.effective ?? [] })),
    ...NEW_OPTIONS.map((o): Owner => ({ kind: 'new-option', id: o.option, claims: [`rsbuild:${o.option}`] })),
  ];
}

/** The entries whose claims cover a difference. */
export const ownersOf = (d: Difference, all: Owner[] = owners()) => all.filter((o) => o.claims.some((c) => claimCovers(c, keyOf(d))));

const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`) || b.startsWith(`${a}.`) || b.startsWith(`${a}[`);

/**
 * A difference in the config Rsbuild hands Rspack that leaves no difference at
 * the same path (or above or below it) once Rspack applied its defaults, in
 * every setup it occurs in: Rspack fills in the same value by itself.
 */
export function isAbsorbed(d: Difference, differences: Difference[] = EFFECTIVE_DIFF.differences): boolean {
  if (d.layer !== 'rspack') return false;
  const applied = differences.filter((x) => x.layer === 'rspack-applied' && related(x.path, d.path));
  return d.in.every((where) => !applied.some((x) => x.in.includes(where)));
}

/** A value without the object keys named in `adds` (recursively, also inside arrays). */
function withoutKeys(value: unknown, adds: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutKeys(v, adds));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !adds.has(k)).map(([k, v]) => [k, withoutKeys(v, adds)]));
}

/**
 * Whether a difference of an option's own path is only a member that 2.x adds
 * (recorded in `types.adds`) with its default: `server.publicDir` gains `ignore: []`.
 */
export function onlyAddsMembers(d: Difference, entry: OptionStatus): boolean {
  const adds = new Set((entry.types.adds ?? []).filter((m) => !m.includes('.') && !m.includes('"')));
  if (adds.size === 0 || d.layer !== 'rsbuild') return false;
  const last = d.path.slice(entry.option.length + 1).split('.')[0];
  if (!('v1' in d)) return last !== undefined && adds.has(last);
  return JSON.stringify(withoutKeys(d.v2, adds)) === JSON.stringify(d.v1);
}

/** A value in one line, cut to `max` characters: for messages and tables. */
export function shortValue(value: unknown, max = 80): string {
  if (value === undefined) return '(not set)';
  const text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
