// Types for rsbuild2-matrix.mjs.
export type Major = 'v1' | 'v2';
export type Mode = 'development' | 'production';
export type Layer = 'rsbuild' | 'rspack' | 'rspack-applied';
export interface Setup {
  id: string;
  text: string;
  files?: Record<string, string>;
  config: (root: string) => unknown;
}
/** One difference: a layer, a path, the value of each major (absent when the major has none) and where it was seen. */
export interface Difference {
  layer: Layer;
  path: string;
  v1?: unknown;
  v2?: unknown;
  /** `bare-web production web`: setup, mode, environment. */
  in: string[];
}
export interface EffectiveDiffDocument {
  $comment: string;
  versions: { v1: string; v2: string };
  rspack: { v1: string; v2: string };
  modes: Mode[];
  layers: Layer[];
  setups: { id: string; text: string }[];
  differences: Difference[];
}
export const VERSIONS: { v1: string; v2: string };
export const MODES: Mode[];
export const LAYERS: Layer[];
export const SETUPS: Setup[];
export function normalizeString(value: string, projectRoot?: string): string;
export function normalize(value: unknown, projectRoot?: string): unknown;
export function rspackVersionsOf(): Promise<{ v1: string; v2: string }>;
export function effectiveConfig(setup: Setup, major: Major, mode: Mode): Promise<Record<string, Record<Layer, unknown>>>;
export function diffValues(a: unknown, b: unknown, at?: string): { path: string; v1?: unknown; v2?: unknown }[];
export function occurrence(d: { setup: string; mode: string; env: string }): string;
export function runMatrix(only?: string[]): Promise<Difference[]>;
export function effectiveDiffDocument(differences: Difference[]): Promise<EffectiveDiffDocument>;
