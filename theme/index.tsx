/**
 * Theme entry. Re-exports Rspress's default theme; overrides are added here
 * as named exports that shadow the original components.
 */
export * from '@rspress/core/theme-original';

// Search: offline by default, DocSearch when Algolia is configured (see site/search.ts).
export { Search } from './Search';
