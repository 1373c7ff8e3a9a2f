/**
 * The texts of DocSearch's Ask AI screens, in both languages, and its set-up. They are kept out of
 * i18n.json, whose labels every page loads, because only the DocSearch variant with an
 * assistant shows them: this module loads with the Ask AI modal, on intent.
 */
import texts from './askAiTexts.json' with { type: 'json' };
import { type Translate, docSearchTranslations } from './docsearchOptions';

type Key = keyof typeof texts;

/** Texts of DocSearch's modal with Ask AI: the keyword texts and those of the assistant's screens. */
export function askAiTranslations(t: Translate, lang: string) {
  const say = (key: Key) => (lang === 'zh' ? texts[key].zh : texts[key].en);
  const keyword = docSearchTranslations(t, lang);
  return {
    ...keyword,
    searchBox: {
      ...keyword.searchBox,
      placeholderTextAskAi: say('placeholder'),
      placeholderTextAskAiStreaming: say('answering'),
      backToKeywordSearchButtonText: say('back'),
      backToKeywordSearchButtonAriaLabel: say('back'),
      startNewConversationText: say('newConversation'),
    },
    footer: { ...keyword.footer, submitQuestionText: say('submit'), backToSearchText: say('back') },
    // The section that offers to ask the assistant the typed question.
    resultsScreen: { askAiResultsTitle: say('ask') },
    askAiScreen: {
      disclaimerText: say('disclaimer'),
      thinkingText: say('thinking'),
      relatedSourcesText: say('source'),
      relatedSourcesTextPlural: say('sources'),
      copyButtonText: say('copy'),
      copyButtonCopiedText: say('copied'),
      copyButtonTitle: say('copy'),
      likeButtonTitle: say('like'),
      dislikeButtonTitle: say('dislike'),
      thanksForFeedbackText: say('thanks'),
      errorTitleText: say('error'),
      stoppedStreamingText: say('stopped'),
      startNewConversationButtonText: say('newConversation'),
    },
    newConversation: { newConversationTitle: say('newConversation') },
  };
}
