// Types for version-check.mjs.
import type { Evidence, VersionHistory, Verdict } from './version-history.mjs';

export const EXCLUDED_RELEASES: Record<string, Record<string, string>>;

export interface HistoryPage {
  rel: string;
  file: string;
  en?: VersionHistory;
  zh?: VersionHistory;
  problems: string[];
}
export interface ReleaseSource {
  offline?: boolean;
  versions(pkg: string): string[];
  has(pkg: string, version: string): boolean;
  fetch(pkg: string, versions: string[]): void;
  files(pkg: string, version: string): Map<string, Buffer>;
}
export interface RowResult extends Verdict {
  page: string;
  version: string;
  change: string;
  where: string[];
  probe?: string;
  package?: string;
  evidence?: Evidence;
}

export function collectPages(docsDir: string): HistoryPage[];
export function twinProblems(rel: string, en?: VersionHistory, zh?: VersionHistory): string[];
export function checkRows(
  pages: HistoryPage[],
  cache: ReleaseSource,
  excluded?: Record<string, Record<string, string>>,
): { results: RowResult[]; problems: string[] };
export function verifyEvidence(pages: HistoryPage[], tagsContaining: (commit: string) => string[], pkg?: string): string[];
export function formatReport(results: RowResult[], problems: string[], options?: { brief?: boolean }): string;
