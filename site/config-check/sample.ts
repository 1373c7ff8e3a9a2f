/** The config the page loads on request: a realistic 1.x config with three mistakes to show what the check finds. */
export const SAMPLE_CONFIG = `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig(({ envMode }) => ({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/index.tsx' },
  },
  server: {
    prot: 3000,
  },
  build: {
    outDir: 'build',
  },
  output: {
    target: 'web',
    minify: envMode === 'production',
    autoExternal: true,
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
}));
`;
