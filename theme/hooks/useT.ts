import { useI18n } from '@rspress/core/runtime';

/**
 * Labels of `i18n.json` in the page's language. Accepts any key (feature
 * keys are built at run time); `tests/theme/landing-data.test.ts` checks that every
 * key the theme uses exists in both languages.
 */
export function useT(): (key: string, params?: Record<string, string>) => string {
  return useI18n() as unknown as (key: string, params?: Record<string, string>) => string;
}
