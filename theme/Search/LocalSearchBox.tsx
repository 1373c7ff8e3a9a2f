/**
 * The offline search as it is on the first load: the button, the keyboard
 * shortcuts and the dialog with its input. The code that searches and shows
 * results (LocalSearchResults, with the engine) and the Pagefind index of the
 * page's language load on the first sign of intent: pointer over or focus on
 * the button, Ctrl/Cmd+K or `/`. The dialog opens at once, so nothing typed
 * while they load is lost.
 */
import { useLang } from '@rspress/core/runtime';
import { type ComponentType, useCallback, useRef, useState } from 'react';
import { SearchButton } from './SearchButton';
import { SearchDialog } from './SearchDialog';
import type { LocalSearchResultsProps } from './types';
import { useSearchShortcut } from './useSearchShortcut';

type ResultsModule = typeof import('./LocalSearchResults');

let resultsModule: Promise<ResultsModule> | undefined;
function loadResults(): Promise<ResultsModule> {
  resultsModule ??= import('./LocalSearchResults');
  // A failed download (offline) is tried again on the next intent.
  resultsModule.catch(() => {
    resultsModule = undefined;
  });
  return resultsModule;
}

export function LocalSearchBox() {
  const lang = useLang() || 'en';
  const [open, setOpen] = useState(false);
  const [Results, setResults] = useState<ComponentType<LocalSearchResultsProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // The query survives closing the dialog; a second Escape clears it.
  const [query, setQuery] = useState('');
  const closedWithQuery = useRef(false);

  const intent = useCallback(() => {
    void loadResults().then(
      (mod) => {
        setLoadFailed(false);
        setResults(() => mod.LocalSearchResults);
        mod.preloadSearch(lang);
      },
      () => setLoadFailed(true),
    );
  }, [lang]);

  const show = useCallback(() => {
    intent();
    closedWithQuery.current = false;
    setOpen(true);
  }, [intent]);

  const close = useCallback(() => {
    setOpen(false);
    closedWithQuery.current = true;
    // Focus goes back to the search button that is visible at this width.
    const buttons = document.querySelectorAll<HTMLElement>('.rp-search-button, .rsb-search-button--mobile');
    [...buttons].find((b) => b.offsetParent !== null)?.focus({ preventScroll: true });
  }, []);

  useSearchShortcut(open, {
    open: show,
    close,
    onClosedKey: (event) => {
      if (event.key !== 'Escape' || !closedWithQuery.current) return;
      // The Escape after the one that closed the dialog clears the query.
      closedWithQuery.current = false;
      setQuery('');
    },
  });

  return (
    <>
      <SearchButton onOpen={show} onIntent={intent} expanded={open} />
      {open ? (
        <SearchDialog query={query} onQueryChange={setQuery} onClose={close} onRetry={intent} Results={Results} loadFailed={loadFailed} lang={lang} />
      ) : null}
    </>
  );
}
