/**
 * Rspress plugin: keeps labels out of the i18n data every page loads first when the browser
 * never reads them there: labels only the build uses, labels of code loaded on intent, which
 * imports them from i18n.json itself, and the label groups of views only some pages show
 * (site/label-groups.ts), which import their group's module. Wraps Rspress's public `i18nSource` option.
 */
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { CONFIG_CHECK_LABELS } from '../config-check/labels';
import { LABEL_GROUPS, type LabelGroupName, labelGroupFile } from '../label-groups';

type I18nSource = Record<string, Record<string, string>>;

/** The labels left out of the browser's i18n data, each with where it is read instead. */
export const LABELS_NOT_IN_BROWSER: Record<string, string> = {
  codeLineAddedLabel: 'site/plugins/code-annotations.ts, at build time',
  codeLineRemovedLabel: 'site/plugins/code-annotations.ts, at build time',
  feedbackIssueBody: 'theme/PageFeedback/issue.ts, loaded on intent',
  slogan: 'scripts/og-image.mjs, when the social images are drawn',
  ...Object.fromEntries(Object.keys(CONFIG_CHECK_LABELS).map((key) => [key, "site/config-check/labels.ts, in the config check page's own chunk"])),
  ...Object.fromEntries(
    (Object.keys(LABEL_GROUPS) as LabelGroupName[]).flatMap((group) =>
      LABEL_GROUPS[group].keys.map((key) => [key, `${labelGroupFile(group)}, read by ${LABEL_GROUPS[group].readBy}`]),
    ),
  ),
};

/** `source` without the labels the browser does not read from it. */
export function browserLabels(source: I18nSource): I18nSource {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !(key in LABELS_NOT_IN_BROWSER)));
}

export function pluginBrowserLabels(): RspressPlugin {
  return {
    name: 'rsbuild-docs:browser-labels',
    config(config) {
      const own = config.i18nSource;
      const apply = async (source: I18nSource): Promise<I18nSource> => {
        if (typeof own === 'function') return own(source);
        const merged = { ...source };
        for (const [key, texts] of Object.entries((own ?? {}) as I18nSource)) merged[key] = { ...merged[key], ...texts };
        return merged;
      };
      const wrapped: UserConfig['i18nSource'] = async (source) => browserLabels(await apply(source));
      return { ...config, i18nSource: wrapped };
    },
  };
}
