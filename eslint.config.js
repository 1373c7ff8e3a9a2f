// ESLint (`npm run lint`): TypeScript's recommended rules everywhere, and React's
// hook rules (every rule of the plugin's recommended set, as errors) in the theme.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const hookRules = Object.fromEntries(Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error']));

export default defineConfig(
  {
    ignores: ['node_modules/', 'doc_build/', 'doc_build_docsearch/', '.rspress/', '.cache/', '.tmp/', '.wrangler/', 'test-results/', 'playwright-report/', 'search-records/', 'e2e/screenshots/', 'vendor/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused arguments and caught errors keep their names when they document a signature.
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['theme/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: hookRules,
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.{js,mjs}'],
    // Code run inside the page by Playwright or Lighthouse sees the browser's globals.
    languageOptions: { globals: { ...globals.browser } },
  },
);
