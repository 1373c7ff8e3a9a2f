/** Options passed to DocSearch, kept pure so that they can be unit-tested. */
import { LINKS } from '../../site/links';

/** Turns an absolute hit URL into a site path so that navigation stays in the app. */
export function toRelativeUrl(url: string): string {
  try {
    const parsed = new URL(url, 'http://placeholder.invalid');
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return url;
  }
}

export function missingResultsUrl(query: string, repo: string = LINKS.docsRepo): string {
  const title = `[Docs]: no search results for "${query}"`;
  return `${repo}/issues/new?title=${encodeURIComponent(title)}`;
}

type Translate = (key: string) => string;

/** Texts of DocSearch's keyword modal, from `i18n.json`. */
export function docSearchTranslations(t: Translate) {
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

/** Texts of DocSearch's modal with Ask AI: the keyword texts and those of the assistant's screens. */
export function askAiTranslations(t: Translate) {
  const keyword = docSearchTranslations(t);
  return {
    ...keyword,
    searchBox: {
      ...keyword.searchBox,
      placeholderTextAskAi: t('docsearch.askAi.placeholder'),
      placeholderTextAskAiStreaming: t('docsearch.askAi.answering'),
      backToKeywordSearchButtonText: t('docsearch.askAi.back'),
      backToKeywordSearchButtonAriaLabel: t('docsearch.askAi.back'),
      startNewConversationText: t('docsearch.askAi.newConversation'),
    },
    footer: { ...keyword.footer, submitQuestionText: t('docsearch.askAi.submit'), backToSearchText: t('docsearch.askAi.back') },
    // The section that offers to ask the assistant the typed question.
    resultsScreen: { askAiResultsTitle: t('docsearch.askAi.ask') },
    askAiScreen: {
      disclaimerText: t('docsearch.askAi.disclaimer'),
      thinkingText: t('docsearch.askAi.thinking'),
      relatedSourcesText: t('docsearch.askAi.source'),
      relatedSourcesTextPlural: t('docsearch.askAi.sources'),
      copyButtonText: t('docsearch.askAi.copy'),
      copyButtonCopiedText: t('docsearch.askAi.copied'),
      copyButtonTitle: t('docsearch.askAi.copy'),
      likeButtonTitle: t('docsearch.askAi.like'),
      dislikeButtonTitle: t('docsearch.askAi.dislike'),
      thanksForFeedbackText: t('docsearch.askAi.thanks'),
      errorTitleText: t('docsearch.askAi.error'),
      stoppedStreamingText: t('docsearch.askAi.stopped'),
      startNewConversationButtonText: t('docsearch.askAi.newConversation'),
    },
    newConversation: { newConversationTitle: t('docsearch.askAi.newConversation') },
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
