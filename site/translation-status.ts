/**
 * Build-time translation status: the Chinese pages whose English twin changed
 * in git after them (scripts/lib/translations.mjs), as a map from the Chinese
 * route to the date of the English change (YYYY-MM-DD). rspress.config.ts
 * defines it for theme code as `__TRANSLATION_OUTDATED__`, and
 * theme/TranslationNotice shows the notice on those pages. (A define, unlike
 * page data, is part of what Rspress's persistent build cache compares, so a
 * rebuild never shows an earlier build's status.) Without git history
 * (shallow clone, no .git) the map is empty and a warning is printed.
 * RSBUILD_DOCS_OUTDATED (comma-separated files under docs/zh) marks pages
 * anyway, to preview the notice; the e2e test variant build uses it.
 */
import path from 'node:path';
import { translationStatus } from '../scripts/lib/translations.mjs';
import { fileToRoute, localizeRoute } from './structure';

export function forcedFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean);
}

export function outdatedTranslations(
  options: { root: string; docsDir: string; force?: string[] },
  warn: (message: string) => void = console.warn,
): Record<string, string> {
  const status = translationStatus({ root: options.root, docsDir: path.relative(options.root, options.docsDir), force: options.force });
  if (status.warning) warn(`[translation-status] ${status.warning}`);
  return Object.fromEntries(status.outdated.map((page) => [localizeRoute(fileToRoute(page.file), 'zh'), page.en.date.slice(0, 10)]));
}
