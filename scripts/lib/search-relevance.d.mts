import type { Browser, Page } from '@playwright/test';

export interface RelevanceQuery {
  lang: string;
  q: string;
  top3: string[];
  from: string;
}
export interface RelevanceOutcome extends RelevanceQuery {
  top: string[];
  pass: boolean;
}
export const RELEVANCE_THRESHOLD: number;
export function loadQueries(): RelevanceQuery[];
export function runQueries(page: Page, baseURL: string, lang: string, queries: RelevanceQuery[]): Promise<RelevanceOutcome[]>;
export function runRelevanceSuite(
  browser: Browser,
  baseURL: string,
  queries?: RelevanceQuery[],
): Promise<{ score: number; passed: number; total: number; outcomes: RelevanceOutcome[]; misses: string[] }>;
