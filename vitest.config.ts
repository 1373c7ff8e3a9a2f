import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Test files share a worker's loaded modules (TypeScript, Rsbuild): no test changes
    // global state it does not restore, and loading them once per file cost a third of the run.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
