import type { BenchmarkGroup } from '../lib/benchmark';

/**
 * Published figures, copied as they are (no rounding, no selection within a
 * row) from the Rspack team's public benchmark:
 *
 * - Repository: https://github.com/rspack-contrib/build-tools-performance
 *   README at commit 004480414775e8621fd3eeca67ef1ceeea7a8f4a, section
 *   "Results" → "react-10k".
 * - Run: GitHub Actions run 20457026995 of that repository, dated 2025-12-23
 *   ("Data from GitHub Actions: .../actions/runs/20457026995 (2025-12-23)").
 * - Project measured: "react-10k", a React app with 10,000 components and
 *   10,000 modules from node_modules, using dynamic imports to simulate an SPA.
 *   Build target es2022 for all tools, minification on in production, source
 *   maps on in development and off in production.
 * - Machine: a GitHub Actions hosted runner. The README names no hardware and
 *   warns that the runners' hardware varies, which may make results
 *   inconsistent between runs.
 * - Columns used: "Startup (no cache)" (dev server start until the page has
 *   loaded), "Build (no cache)" and "HMR". Cached figures are not shown.
 * - Tool versions are those of the run: Rsbuild and Rspack CLI 1.7.0-beta.1,
 *   Vite 7.2.7 (Rollup), Vite 7.2.10 (Rolldown), webpack 5.103.0 with SWC.
 */
export const BENCHMARK_SOURCE = {
  url: 'https://github.com/rspack-contrib/build-tools-performance',
  run: 'https://github.com/rspack-contrib/build-tools-performance/actions/runs/20457026995',
  date: '2025-12-23',
  project: 'react-10k',
} as const;

export const BENCHMARK_GROUPS: BenchmarkGroup[] = [
  {
    id: 'dev',
    label: 'benchmarkDev',
    metrics: [
      { desc: 'Rsbuild 1.7.0-beta.1', time: 986, highlight: true },
      { desc: 'Rspack CLI 1.7.0-beta.1', time: 1362 },
      { desc: 'Vite (Rolldown) 7.2.10', time: 5555 },
      { desc: 'Vite (Rollup) 7.2.7', time: 7208 },
      { desc: 'webpack (SWC) 5.103.0', time: 18459 },
    ],
  },
  {
    id: 'build',
    label: 'benchmarkBuild',
    metrics: [
      { desc: 'Rsbuild 1.7.0-beta.1', time: 3888, highlight: true },
      { desc: 'Rspack CLI 1.7.0-beta.1', time: 2947 },
      { desc: 'Vite (Rolldown) 7.2.10', time: 1824 },
      { desc: 'Vite (Rollup) 7.2.7', time: 9947 },
      { desc: 'webpack (SWC) 5.103.0', time: 28242 },
    ],
  },
  {
    id: 'hmr',
    label: 'benchmarkHmr',
    metrics: [
      { desc: 'Rsbuild 1.7.0-beta.1', time: 99, highlight: true },
      { desc: 'Rspack CLI 1.7.0-beta.1', time: 108 },
      { desc: 'Vite (Rolldown) 7.2.10', time: 580 },
      { desc: 'Vite (Rollup) 7.2.7', time: 1350 },
      { desc: 'webpack (SWC) 5.103.0', time: 3099 },
    ],
  },
];
