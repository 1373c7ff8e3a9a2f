// Types for rsbuild2-plugin-fixtures.mjs.
export interface PluginFixture {
  plugin: string;
  text: string;
  files: Record<string, string>;
  plugins: () => Promise<unknown[]>;
  output: RegExp;
  version: () => string;
}
export interface Outcome {
  status: 'works' | 'warnings' | 'fails';
  messages: string[];
}
export const PLUGIN_FIXTURES: PluginFixture[];
export function cleanMessage(text: string, projectRoot: string): string;
export function runPluginFixture(fixture: PluginFixture, major: 'v1' | 'v2'): Promise<Outcome>;
