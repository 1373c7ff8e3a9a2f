/**
 * The results part of the offline search dialog, loaded on intent together with the engine:
 * the state comes from useLocalSearch, the parts from ResultsList and ResultsNotices. It
 * reports the active option and whether the list shows to the dialog's input (a combobox),
 * and answers the arrow keys and Enter pressed in it.
 */
import { useNavigate } from '@rspress/core/runtime';
import { useCallback, useEffect, useImperativeHandle, useMemo } from 'react';
import { ResultsList } from './ResultsList';
import { CorrectedNotice, EmptyScopeScreen, NothingFoundScreen, ResultsAnnouncement, ScopeFilter } from './ResultsNotices';
import { highlightUrl, resultLinks } from './results';
import { SearchErrorScreen, SearchStalledScreen } from './SearchScreens';
import type { LocalSearchResultsProps } from './types';
import { useLocalSearch } from './useLocalSearch';
import { useStalled } from './useStalled';
import './LocalSearchResults.css';

export { preloadSearch } from './useLocalSearch';

export function LocalSearchResults({ lang, query, listId, keyboard, onActiveChange, onExpandedChange, onQueryChange, onNavigate }: LocalSearchResultsProps) {
  const navigate = useNavigate();
  const search = useLocalSearch(lang, query);
  const { trimmed, status, outcome, pages, current, active, moveActive } = search;
  const stalled = useStalled(status === 'loading');

  // A result opened from the dialog marks the words it matched on its page (theme/Search/SearchArrival.tsx);
  // the links themselves stay plain, as a reader copies or shares them.
  const hrefs = useMemo(() => {
    const map = new Map<string, string>();
    for (const page of pages) {
      map.set(page.url, highlightUrl(page.url, page.marked.length ? page.marked : (outcome?.words ?? [])));
      for (const section of page.sections) map.set(section.url, highlightUrl(section.url, section.marked.length ? section.marked : page.marked));
    }
    return map;
  }, [pages, outcome]);
  const links = useMemo(() => resultLinks(pages).map((url) => hrefs.get(url) ?? url), [pages, hrefs]);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const showing = status !== 'error' && outcome !== null && pages.length > 0;
  const nothingFound = current !== null && current.total === 0 && !current.scope;
  const nothingInScope = current !== null && current.total === 0 && current.scope !== null;
  // The filter shows the counts of the last results while the next ones load, so that it (and its focus) stays.
  const counts = status !== 'error' && trimmed ? outcome?.scopes : null;
  // A button that goes away with its screen gives the focus back to the search input.
  const focusInput = () => document.querySelector<HTMLElement>(`[aria-controls="${listId}"]`)?.focus();

  const activeId = showing && active >= 0 ? optionId(active) : undefined;
  useEffect(() => {
    onActiveChange(activeId);
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, pages, onActiveChange]);
  useEffect(() => onExpandedChange(showing), [showing, onExpandedChange]);

  const open = useCallback(
    (url: string) => {
      onNavigate();
      navigate(url);
    },
    [onNavigate, navigate],
  );

  // The dialog's key handler (arrow keys, Enter) sees the results on screen.
  useImperativeHandle(
    keyboard,
    () => (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        moveActive(event.key, links.length);
        return true;
      }
      if (event.key === 'Enter' && active >= 0 && links[active]) {
        open(links[active]!);
        return true;
      }
      return false;
    },
    [links, active, moveActive, open],
  );

  return (
    <>
      <ResultsAnnouncement current={current} query={trimmed} />
      {counts ? <ScopeFilter name={`${listId}-scope`} counts={counts} scope={search.scope} onScopeChange={search.setScope} /> : null}
      {current?.corrected ? (
        <CorrectedNotice
          corrected={current.corrected}
          query={trimmed}
          onExact={() => {
            search.searchExactly();
            focusInput();
          }}
        />
      ) : null}
      {nothingInScope ? (
        <EmptyScopeScreen
          scope={current.scope}
          onShowAll={() => {
            search.setScope(null);
            focusInput();
          }}
        />
      ) : null}
      {status === 'error' ? <SearchErrorScreen /> : null}
      {status === 'loading' && stalled && !showing ? <SearchStalledScreen /> : null}
      {nothingFound ? <NothingFoundScreen query={trimmed} lang={lang} onQueryChange={onQueryChange} /> : null}
      <ResultsList
        listId={listId}
        pages={showing ? pages : null}
        resultsFor={outcome?.query}
        query={trimmed}
        busy={status === 'loading'}
        active={active}
        hrefs={hrefs}
        optionId={optionId}
        onHover={search.setActive}
        onOpen={open}
      />
    </>
  );
}
