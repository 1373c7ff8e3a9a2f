/**
 * Theme entry. Re-exports Rspress's default theme; overrides are added here
 * as named exports that shadow the original components.
 */
export * from '@rspress/core/theme-original';
