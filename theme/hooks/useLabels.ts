import { useLang } from '@rspress/core/runtime';
import { useCallback } from 'react';
import { type LabelTexts, groupLabel } from '../lib/labels';
import { useT } from './useT';

/**
 * `useT` for a view with its own label group (site/label-groups.ts): the group's keys are read
 * from its module, any other key from the i18n data every page loads.
 */
export function useLabels(texts: LabelTexts): ReturnType<typeof useT> {
  const t = useT();
  const lang = useLang();
  return useCallback((key, params) => groupLabel(texts, key, lang, params) ?? t(key, params), [texts, lang, t]);
}
