import type { Browser } from '@playwright/test';

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
export const FORGIVING_THRESHOLD: number;
export function isForgiving(query: RelevanceQuery): boolean;
export const GOAL_THRESHOLD: number;
export function isGoal(query: RelevanceQuery): boolean;
export interface RelevanceScore {
  passed: number;
  total: number;
  score: number;
}
export interface RelevanceSummary extends RelevanceScore {
  exact: RelevanceScore;
  forgiving: RelevanceScore;
  goal: RelevanceScore;
  outcomes: RelevanceOutcome[];
  misses: string[];
}
export function loadQueries(outDir?: string): RelevanceQuery[];
export function normalize(url: string): string;
export function judge(item: RelevanceQuery, found: string[]): RelevanceOutcome;
export function typeQueries(browser: Browser, baseURL: string, queries: RelevanceQuery[]): Promise<RelevanceOutcome[]>;
export function summarize(outcomes: RelevanceOutcome[]): RelevanceSummary;
export function runRelevanceSuite(browser: Browser, baseURL: string, queries?: RelevanceQuery[]): Promise<RelevanceSummary>;
