/**
 * Labels that only some views read. Each group is written from i18n.json to its own module,
 * `theme/labels/<group>.json` (`npm run labels`), which those views import; the browser's i18n
 * data, loaded by every page, leaves them out (site/plugins/browser-labels.ts).
 */
export interface LabelGroup {
  /** Who imports the group's module, and when it loads. */
  readBy: string;
  keys: readonly string[];
}

export const LABEL_GROUPS = {
  landing: {
    readBy: 'the landing page (components/Landing and its blocks, theme/HomeLayout/LandingMarkdown.tsx), in its own chunk',
    keys: [
      'subtitle',
      'heroDescription',
      'getStarted',
      'learnMore',
      // The cards of theme/data/features.ts (tests/browser-labels.test.ts checks the list).
      ...['Rspack', 'Batteries', 'Framework', 'Plugin', 'Dev', 'Output'].flatMap((key) => [`feature${key}Title`, `feature${key}Desc`]),
      'benchmarkTitle',
      'benchmarkDesc',
      'benchmarkSource',
      'benchmarkDev',
      'benchmarkBuild',
      'benchmarkHmr',
      'toolStackDesc',
      'footerNavLabel',
      'footerReference',
      'quickStart',
      'footerCopyright',
    ],
  },
  search: {
    readBy: 'the offline search results (theme/Search/ResultsNotices.tsx) and DocSearch (theme/Search/docsearchOptions.ts), loaded on intent',
    keys: [
      'searchResultsCountText',
      'searchResultsInScopeText',
      'searchNoResultsText',
      'searchNoResultsInScopeText',
      'searchSuggestedQueryText',
      'searchCorrectedText',
      'searchExactText',
      'searchScopeLabel',
      'searchScopeAll',
      'searchScopeShowAll',
      'docsearch.clear',
      'docsearch.recent',
      'docsearch.noRecent',
      'docsearch.save',
      'docsearch.removeRecent',
      'docsearch.favorites',
      'docsearch.removeFavorite',
      'docsearch.searchBy',
      'docsearch.reportMissing',
      'docsearch.reportMissingLink',
    ],
  },
  overview: {
    readBy: 'the overview pages (theme/Overview/Overview.tsx, AddedFilter.tsx), whose code loads with overview routes',
    keys: [
      'overview.filterNameText',
      'overview.filterPlaceholderText',
      'overview.filterNoResultText',
      'overview.defaultGroupTitle',
      'overview.addedFilterLabel',
      'overview.addedAllText',
      'overview.addedSinceText',
      'overview.addedBeforeText',
      'overview.addedCountText',
    ],
  },
  notFound: {
    readBy: 'the 404 page (theme/NotFoundLayout), whose code loads with 404 pages',
    keys: ['notFoundText', 'takeMeHomeText', 'notFoundSuggestions'],
  },
} satisfies Record<string, LabelGroup>;

export type LabelGroupName = keyof typeof LABEL_GROUPS;

/** The module of a group, relative to the repository. */
export const labelGroupFile = (group: LabelGroupName) => `theme/labels/${group}.json`;

/** The texts of a group's module: each key with its `en` and `zh` text, in the group's order. */
export function labelGroupTexts(i18n: Record<string, Record<string, string>>, group: LabelGroupName): Record<string, Record<string, string>> {
  return Object.fromEntries(
    LABEL_GROUPS[group].keys.map((key) => {
      const texts = i18n[key];
      if (!texts) throw new Error(`site/label-groups.ts: group "${group}" names ${key}, which i18n.json does not have`);
      return [key, texts];
    }),
  );
}
