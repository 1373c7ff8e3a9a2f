/**
 * The labels of the config check page. They live in `i18n.json` like every label, but
 * only this page uses them: they are left out of the labels every page loads
 * (`LABELS_NOT_IN_BROWSER` of site/plugins/browser-labels.ts), and the page's own chunk reads them here, one
 * static property at a time so that the bundler keeps only these entries of the file.
 */
import i18n from '../../i18n.json' with { type: 'json' };
import type { Lang } from './types';

export const LABEL_PREFIX = 'configCheck';

export const CONFIG_CHECK_LABELS = {
  configCheckLabel: i18n.configCheckLabel,
  configCheckHint: i18n.configCheckHint,
  configCheckSample: i18n.configCheckSample,
  configCheckShare: i18n.configCheckShare,
  configCheckCopied: i18n.configCheckCopied,
  configCheckCopyFailed: i18n.configCheckCopyFailed,
  configCheckRestored: i18n.configCheckRestored,
  configCheckBadLink: i18n.configCheckBadLink,
  configCheckIdle: i18n.configCheckIdle,
  configCheckLoading: i18n.configCheckLoading,
  configCheckProblems: i18n.configCheckProblems,
  configCheckOne: i18n.configCheckOne,
  configCheckMany: i18n.configCheckMany,
  configCheckNone: i18n.configCheckNone,
  configCheckParseError: i18n.configCheckParseError,
  configCheckNoConfig: i18n.configCheckNoConfig,
  configCheckGoTo: i18n.configCheckGoTo,
  configCheckNotChecked: i18n.configCheckNotChecked,
  configCheckNotCheckedIntro: i18n.configCheckNotCheckedIntro,
  configCheckUnknown: i18n.configCheckUnknown,
  configCheckUnknownSuggest: i18n.configCheckUnknownSuggest,
  configCheckOtherVariant: i18n.configCheckOtherVariant,
  configCheckOtherVariantUnset: i18n.configCheckOtherVariantUnset,
  configCheckNotInEnvironment: i18n.configCheckNotInEnvironment,
  configCheckV2Only: i18n.configCheckV2Only,
  configCheckV2OnlyUse: i18n.configCheckV2OnlyUse,
  configCheckForeign: i18n.configCheckForeign,
  configCheckWrongType: i18n.configCheckWrongType,
  configCheckWrongValue: i18n.configCheckWrongValue,
  configCheckWrongValueSuggest: i18n.configCheckWrongValueSuggest,
  configCheckDeprecated: i18n.configCheckDeprecated,
  configCheckDeprecatedUse: i18n.configCheckDeprecatedUse,
  configCheckNewOptions: i18n.configCheckNewOptions,
  configCheckOverview: i18n.configCheckOverview,
  configCheckUpgrade: i18n.configCheckUpgrade,
  configCheckUpgradeIntro: i18n.configCheckUpgradeIntro,
  configCheckUnchanged: i18n.configCheckUnchanged,
  configCheckNoOptions: i18n.configCheckNoOptions,
  configCheckGuideEntry: i18n.configCheckGuideEntry,
  configCheckSteps: i18n.configCheckSteps,
  configCheckPlugins: i18n.configCheckPlugins,
} satisfies Record<string, Record<Lang, string>>;

export type LabelKey = keyof typeof CONFIG_CHECK_LABELS;

/** The `t` of the page's language: `{{name}}` placeholders filled from `params`. */
export function labelsFor(lang: Lang): (key: string, params?: Record<string, string>) => string {
  return (key, params) => {
    const text = CONFIG_CHECK_LABELS[key as LabelKey]?.[lang];
    if (text === undefined) throw new Error(`i18n.json has no config check label ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params?.[name] ?? whole);
  };
}
