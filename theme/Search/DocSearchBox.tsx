/**
 * DocSearch, loaded on demand: the first load only has the search button and
 * the shortcut listener; DocSearch's code and styles are fetched the first
 * time the modal opens.
 */
import type { DocSearchModal as DocSearchModalType, DocSearchHit } from '@docsearch/react';
import { useI18n, useLang, useNavigate } from '@rspress/core/runtime';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { SearchButton } from './SearchButton';
import { useSearchShortcut } from './useSearchShortcut';
import { docSearchTranslations, missingResultsUrl, toRelativeUrl, trackReachability } from './docsearchOptions';
import './DocSearchBox.css';

export interface DocSearchBoxProps {
  config: { appId: string; apiKey: string; indexName: string };
}

type ModalComponent = typeof DocSearchModalType;

let modalPromise: Promise<ModalComponent> | undefined;
function loadModal(): Promise<ModalComponent> {
  modalPromise ??= Promise.all([import('@docsearch/react'), import('@docsearch/css/dist/style.css')]).then(([mod]) => mod.DocSearchModal);
  return modalPromise;
}

export function DocSearchBox({ config }: DocSearchBoxProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  // DocSearch 3.9 sets its "error" status when every Algolia host fails, then
  // resets it to "idle", so its own error screen never shows. Track it here.
  const [unreachable, setUnreachable] = useState(false);
  const lang = useLang();
  const t = useI18n();
  const navigate = useNavigate();

  const open = useCallback(() => {
    void loadModal().then((component) => {
      setModal(() => component);
      setIsOpen(true);
    });
  }, []);
  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
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

  return (
    <>
      <SearchButton onOpen={open} onIntent={() => void loadModal()} expanded={isOpen} />
      {isOpen && Modal
        ? createPortal(
            <Modal
              appId={config.appId}
              apiKey={config.apiKey}
              indexName={config.indexName}
              initialScrollY={window.scrollY}
              initialQuery={initialQuery}
              onClose={close}
              placeholder={t('searchPlaceholderText')}
              maxResultsPerGroup={20}
              searchParameters={{ facetFilters: [`lang:${lang}`], hitsPerPage: 20 }}
              transformItems={(items: DocSearchHit[]) => items.map((item) => ({ ...item, url: toRelativeUrl(item.url) }))}
              hitComponent={Hit}
              navigator={{
                navigate({ itemUrl }) {
                  close();
                  navigate(toRelativeUrl(itemUrl));
                },
              }}
              getMissingResultsUrl={({ query }) => missingResultsUrl(query)}
              transformSearchClient={(client) => trackReachability(client, setUnreachable)}
              translations={docSearchTranslations((key) => t(key as never))}
            />,
            document.body,
          )
        : null}
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
