// Types for translations.mjs.
export interface FileCommit {
  commit: string;
  /** Committer date, ISO 8601. */
  date: string;
}
export interface OutdatedPage {
  /** Relative to docs/zh (and docs/en). */
  file: string;
  en: FileCommit;
  zh?: FileCommit;
  /** Listed through `force`, not found stale in git. */
  forced?: boolean;
}
export function translationStatus(options: { root: string; docsDir?: string; force?: string[] }): {
  warning?: string;
  outdated: OutdatedPage[];
};
