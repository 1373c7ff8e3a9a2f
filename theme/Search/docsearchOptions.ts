/** Options passed to DocSearch, kept pure so that they can be unit-tested. */
import { SITE } from '../../site/meta';
import { repositoryOf } from '../lib/feedback';
import { groupLabel } from '../lib/labels';
import SEARCH_LABELS from '../labels/search.json' with { type: 'json' };

/** Turns an absolute hit URL into a site path so that navigation stays in the app. */
export function toRelativeUrl(url: string): string {
  try {
    const parsed = new URL(url, 'http://placeholder.invalid');
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return url;
  }
}

/** The new-issue form for a query without results, in the repository of the edit links (as page feedback). */
export function missingResultsUrl(query: string, repo: string = repositoryOf(SITE.editBaseUrl)): string {
  const title = `[Docs]: no search results for "${query}"`;
  return `${repo}/issues/new?title=${encodeURIComponent(title)}`;
}

export type Translate = (key: string) => string;

/** Texts of DocSearch's keyword modal in `lang`: the search's own labels (site/label-groups.ts), the others through `translate`. */
export function docSearchTranslations(translate: Translate, lang: string) {
  const t = (key: string) => groupLabel(SEARCH_LABELS, key, lang) ?? translate(key);
  return {
    searchBox: {
      placeholderText: t('searchPlaceholderText'),
      searchInputLabel: t('searchInputLabel'),
      clearButtonTitle: t('docsearch.clear'),
      clearButtonAriaLabel: t('docsearch.clear'),
      closeButtonText: t('searchPanelCancelText'),
      closeButtonAriaLabel: t('searchPanelCancelText'),
    },
    startScreen: {
      recentSearchesTitle: t('docsearch.recent'),
      noRecentSearchesText: t('docsearch.noRecent'),
      saveRecentSearchButtonTitle: t('docsearch.save'),
      removeRecentSearchButtonTitle: t('docsearch.removeRecent'),
      favoriteSearchesTitle: t('docsearch.favorites'),
      removeFavoriteSearchButtonTitle: t('docsearch.removeFavorite'),
    },
    errorScreen: {
      titleText: t('docsearch.errorTitle'),
      helpText: t('docsearch.errorHelp'),
    },
    footer: {
      selectText: t('docsearch.select'),
      navigateText: t('docsearch.navigate'),
      closeText: t('docsearch.close'),
      poweredByText: t('docsearch.searchBy'),
    },
    noResultsScreen: {
      noResultsText: t('searchNoResultsText'),
      suggestedQueryText: t('searchSuggestedQueryText'),
      reportMissingResultsText: t('docsearch.reportMissing'),
      reportMissingResultsLinkText: t('docsearch.reportMissingLink'),
    },
  };
}

/** The part of the Algolia client that DocSearch calls. */
interface SearchingClient {
  search: (...args: never[]) => Promise<unknown>;
}

/**
 * Wraps the search client so that a failure to reach every Algolia host
 * (`RetryError`) and the next success are reported to `onChange`.
 */
export function trackReachability<T extends SearchingClient>(client: T, onChange: (unreachable: boolean) => void): T {
  const search = client.search.bind(client);
  return Object.assign(Object.create(Object.getPrototypeOf(client) as object) as T, client, {
    search: async (...args: never[]) => {
      try {
        const result = await search(...args);
        onChange(false);
        return result;
      } catch (error) {
        if ((error as { name?: string } | null)?.name === 'RetryError') onChange(true);
        throw error;
      }
    },
  });
}
