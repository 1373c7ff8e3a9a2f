export interface Chunk {
  file: string;
  label: string;
  gzip: number;
}
export interface PageWeight {
  rel: string;
  kind: 'home' | 'doc';
  chunks: Chunk[];
  js: number;
  css: number;
}
export const KIB: number;
export const PAGE_JS_BUDGET: Record<'home' | 'doc', number>;
export const PAGE_CSS_BUDGET: number;
export const CHUNK_BUDGETS: Record<string, number>;
export const LONG_PAGES: Record<string, number>;
export function chunkLabel(file: string, isHome: boolean): string;
export function pageKind(rel: string): 'home' | 'doc';
export function htmlPages(outDir: string): string[];
export function pageWeight(outDir: string, rel: string): PageWeight;
export function budgetFailures(weight: PageWeight): string[];
export const CONFIG_CHECK_INTENT_BUDGET: number;
export function configCheckLeaks(outDir: string): string[];
