/**
 * The search dialog's frame: overlay, input, focus trap. It is part of the
 * first load (a few hundred bytes) so that it opens at once; the results come
 * from LocalSearchResults, loaded on intent. Until they are there, a query
 * shows the loading state, which turns into "stalled" after 300 ms.
 */
import { type ComponentType, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '../hooks/useBodyScrollLock';
import { useT } from '../hooks/useT';
import { tabbableIn, trapTab } from '../lib/focus';
import { SEARCH_QUERY_MAX } from './limits';
import { SearchErrorScreen, SearchStalledScreen } from './SearchScreens';
import type { LocalSearchResultsProps, ResultsKeyboard } from './types';
import { useStalled } from './useStalled';
import './LocalSearch.css';

export interface SearchDialogProps {
  lang: string;
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  onRetry: () => void;
  Results: ComponentType<LocalSearchResultsProps> | null;
  loadFailed: boolean;
}

export function SearchDialog({ lang, query, onQueryChange, onClose, onRetry, Results, loadFailed }: SearchDialogProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const keyboard = useRef<ResultsKeyboard | null>(null);
  const [activeId, setActiveId] = useState<string | undefined>();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const stalled = useStalled(!Results && !loadFailed && query.trim() !== '');

  useBodyScrollLock(true);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  // Keep the focus inside the dialog while it is open.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (dialogRef.current) trapTab(event, tabbableIn(dialogRef.current));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (keyboard.current?.(event)) event.preventDefault();
  };

  let body: React.ReactNode = null;
  if (Results) {
    body = (
      <Results
        lang={lang}
        query={query}
        listId={listId}
        keyboard={keyboard}
        onActiveChange={setActiveId}
        onExpandedChange={setExpanded}
        onQueryChange={onQueryChange}
        onNavigate={onClose}
      />
    );
  } else if (loadFailed && query.trim()) {
    body = <SearchErrorScreen />;
  } else if (stalled) {
    body = <SearchStalledScreen announce />;
  }

  return createPortal(
    <div className="rsb-search" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className="rsb-search__dialog" role="dialog" aria-modal="true" aria-label={t('searchDialogLabel')} onKeyDown={onKeyDown}>
        <form className="rsb-search__form" role="search" onSubmit={(e) => e.preventDefault()}>
          <svg className="rsb-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="currentColor" d="m19.6 21-6.3-6.3q-.75.6-1.725.95T9.5 16q-2.725 0-4.612-1.888T3 9.5t1.888-4.612T9.5 3t4.613 1.888T16 9.5q0 1.1-.35 2.075T14.7 13.3l6.3 6.3zM9.5 14q1.875 0 3.188-1.312T14 9.5t-1.312-3.187T9.5 5T6.313 6.313T5 9.5t1.313 3.188T9.5 14" />
          </svg>
          <input
            ref={inputRef}
            className="rsb-search__input"
            type="search"
            role="combobox"
            aria-label={t('searchInputLabel')}
            aria-autocomplete="list"
            aria-controls={listId}
            aria-expanded={expanded}
            aria-activedescendant={activeId}
            placeholder={t('searchPlaceholderText')}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={SEARCH_QUERY_MAX}
            value={query}
            onChange={(e) => {
              onQueryChange(e.target.value.slice(0, SEARCH_QUERY_MAX));
              if (loadFailed) onRetry();
            }}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className="rsb-search__cancel" onClick={onClose}>
            {t('searchPanelCancelText')}
          </button>
        </form>
        {/* Focusable so that the results can be scrolled with the keyboard too. */}
        <div className="rsb-search__body" tabIndex={0} role="region" aria-label={t('searchResultsLabel')}>
          {body}
        </div>
        <div className="rsb-search__footer" aria-hidden="true">
          <span>
            <kbd>↵</kbd> {t('docsearch.select')}
          </span>
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {t('docsearch.navigate')}
          </span>
          <span>
            <kbd>esc</kbd> {t('docsearch.close')}
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
