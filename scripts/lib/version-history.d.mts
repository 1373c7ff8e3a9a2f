// Types for version-history.mjs (plain JavaScript so that `npm run check:versions` runs on Node without a build step).
export interface Probe {
  place: 'types' | 'code' | 'files';
  negate: boolean;
  text?: string;
  regex?: RegExp;
  source: string;
}
export interface Evidence {
  /** The first release tag that contains the change, without the `v`: `1.4.0`. */
  tag: string;
  commit: string;
}
export interface ProbeLine {
  pkg: string;
  probes: Probe[];
  skip?: string;
  evidence?: Evidence;
}
export interface Haystacks {
  readonly types: string;
  readonly code: string;
  readonly files: string;
}
export interface HistoryRow {
  version: string;
  change: string;
  line: number;
  probe?: ProbeLine & { line: number; raw: string };
}
export interface VersionHistory {
  line: number;
  rows: HistoryRow[];
  problems: { line: number; message: string }[];
}
export interface Verdict {
  status: 'confirmed' | 'wrong' | 'undecidable';
  first?: string;
  reason: string;
  /** Where the change arrived when missing releases leave it open: after `after`, by `through`. */
  window?: { after: string; through: string };
  /** Confirmed by the recorded tag. */
  byEvidence?: boolean;
  /** The recorded tag contradicts the registry. */
  contradiction?: boolean;
}

export function compareVersions(a: string, b: string): number;
export function releasesOfMajor(all: string[], major: number): string[];
export function missingBetween(prev: string, next: string): string[];
export function squash(s: string): string;
export function parseProbes(input: string): ProbeLine;
export function probeHolds(probe: Probe, haystacks: Haystacks): boolean;
export function haystacksOf(files: Map<string, Buffer>): Haystacks;
export function readVersionHistory(source: string): VersionHistory | null;
export function dateProbe(stated: string, releases: string[], holds: (version: string) => boolean): Verdict;
export function applyEvidence(verdict: Verdict, stated: string, evidence: Evidence | undefined): Verdict;
export function combineVerdicts(verdicts: Verdict[]): Verdict;
export function firstReleaseTag(tags: string[], major: number): string | undefined;
