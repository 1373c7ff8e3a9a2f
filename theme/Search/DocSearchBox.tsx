/**
 * DocSearch, loaded on demand: the first load only has the search button and
 * the shortcut listener; DocSearch's code and styles are fetched on the first
 * sign of intent (pointer over or focus on the button, a shortcut). With an
 * assistant id (`ALGOLIA_ASSISTANT_ID` at build time) the modal is the one with
 * Ask AI; without it, the keyword-only modal, which loads none of the AI code.
 */
import type { DocSearchHit, DocSearchModal as DocSearchModalType, DocSearchAskAiModal as DocSearchAskAiModalType } from '@docsearch/react';
import { useI18n, useLang, useNavigate } from '@rspress/core/runtime';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { SearchButton } from './SearchButton';
import { useSearchShortcut } from './useSearchShortcut';
import type { askAiTranslations } from './askAiTexts';
import { docSearchTranslations, missingResultsUrl, toRelativeUrl, trackReachability } from './docsearchOptions';
import './DocSearchBox.css';

export interface DocSearchBoxProps {
  config: { appId: string; apiKey: string; indexName: string; assistantId?: string | null };
}

type KeywordModal = typeof DocSearchModalType;
type AskAiModal = typeof DocSearchAskAiModalType;
type Loaded = { kind: 'keyword'; Modal: KeywordModal } | { kind: 'ask-ai'; Modal: AskAiModal; translations: typeof askAiTranslations };

let modalPromise: Promise<Loaded> | undefined;
function loadModal(askAi: boolean): Promise<Loaded> {
  modalPromise ??= (
    askAi
      ? Promise.all([
          import('./askAiModal'),
          import('@docsearch/css/dist/_variables.css'),
          import('@docsearch/css/dist/modal.css'),
          import('@docsearch/css/dist/_askai.css'),
          import('./askAiTexts'),
        ]).then(([mod, , , , texts]): Loaded => ({ kind: 'ask-ai', Modal: mod.DocSearchAskAiModal, translations: texts.askAiTranslations }))
      : Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/_variables.css'), import('@docsearch/css/dist/modal.css')]).then(
          ([mod]): Loaded => ({ kind: 'keyword', Modal: mod.DocSearchModal }),
        )
  ).catch((error: unknown) => {
    // A failed download (offline) is tried again on the next intent.
    modalPromise = undefined;
    throw error;
  });
  return modalPromise;
}

export function DocSearchBox({ config }: DocSearchBoxProps) {
  const askAi = Boolean(config.assistantId);
  const [isOpen, setIsOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [askAiActive, setAskAiActive] = useState(false);
  // DocSearch sets its "error" status when every Algolia host fails, then
  // resets it to "idle", so its own error screen never shows. Track it here.
  const [unreachable, setUnreachable] = useState(false);
  const lang = useLang();
  const t = useI18n();
  const navigate = useNavigate();

  const open = useCallback(() => {
    void loadModal(askAi).then((modal) => {
      setLoaded(modal);
      setIsOpen(true);
    }, () => undefined);
  }, [askAi]);
  const close = useCallback(() => {
    setIsOpen(false);
    setAskAiActive(false);
    setUnreachable(false);
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle('docsearch-unreachable', unreachable);
  }, [unreachable]);

  useSearchShortcut(isOpen, { open, close });

  const Hit = ({ hit, children }: { hit: { url: string }; children: ReactNode }): React.JSX.Element => (
    <a
      href={toRelativeUrl(hit.url)}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        close();
        navigate(toRelativeUrl(hit.url));
      }}
    >
      {children}
    </a>
  );

  // The error screen goes into DocSearch's results area, which its open modal
  // always has (a search can only fail while the modal is open).
  const dropdown = isOpen && unreachable ? document.querySelector('.DocSearch-Dropdown') : null;
  const translate = (key: string) => t(key as never);
  const searchParameters = { facetFilters: [`lang:${lang}`], hitsPerPage: 20 };
  // Built only for an open modal: it reads the window, which prerendering has not.
  const props = () => ({
    appId: config.appId,
    apiKey: config.apiKey,
    indices: [{ name: config.indexName, searchParameters }],
    initialScrollY: window.scrollY,
    onClose: close,
    placeholder: t('searchPlaceholderText'),
    maxResultsPerGroup: 20,
    transformItems: (items: DocSearchHit[]) => items.map((item) => ({ ...item, url: toRelativeUrl(item.url) })),
    hitComponent: Hit,
    navigator: {
      navigate({ itemUrl }: { itemUrl: string }) {
        close();
        navigate(toRelativeUrl(itemUrl));
      },
    },
    getMissingResultsUrl: ({ query }: { query: string }) => missingResultsUrl(query),
    transformSearchClient: <C extends { search: (...args: never[]) => Promise<unknown> }>(client: C) => trackReachability(client, setUnreachable),
  });

  let modal: ReactNode = null;
  if (isOpen && loaded?.kind === 'keyword') {
    modal = <loaded.Modal {...props()} translations={docSearchTranslations(translate, lang)} />;
  } else if (isOpen && loaded?.kind === 'ask-ai') {
    modal = (
      <loaded.Modal
        {...props()}
        // The assistant searches the same index, in the page's language.
        askAi={{ agentId: config.assistantId!, searchParameters: { [config.indexName]: { facetFilters: [`lang:${lang}`] } } }}
        isAskAiActive={askAiActive}
        onAskAiToggle={setAskAiActive}
        translations={loaded.translations(translate, lang)}
      />
    );
  }

  return (
    <>
      <SearchButton onOpen={open} onIntent={() => void loadModal(askAi).catch(() => undefined)} expanded={isOpen} />
      {modal ? createPortal(modal, document.body) : null}
      {dropdown
        ? createPortal(
            <div className="DocSearch-ErrorScreen docsearch-unreachable-screen">
              <p className="DocSearch-Title">{t('docsearch.errorTitle' as never)}</p>
              <p className="DocSearch-Help">{t('docsearch.errorHelp' as never)}</p>
            </div>,
            dropdown,
          )
        : null}
    </>
  );
}
