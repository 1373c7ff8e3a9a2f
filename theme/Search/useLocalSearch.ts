/**
 * The state of the offline search's results: the query's status, the pages on screen, the
 * active option, the scope and the "search exactly" choice. Every search carries the request
 * it answers (language, query, exactness, scope); only the answer to the request in the box is
 * taken, so a slow index never drops the first query and fast typing never leaves older results.
 * The status of a new request is derived while rendering: it is loading until its answer comes.
 */
import { withBase } from '@rspress/core/runtime';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { type SearchOutcome, getSearchEngine } from './engine';
import { type SearchPage, type ShownResults, appendPages, moveActive, uniquePages } from './results';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

const engineFor = (lang: string) =>
  getSearchEngine(lang, withBase(`/pagefind/${lang}/`), typeof window !== 'undefined' && window.matchMedia('(max-width: 768px)').matches);

/** Starts loading the engine and the index of a language (on intent). */
export function preloadSearch(lang: string): void {
  engineFor(lang)
    .load()
    .catch(() => undefined);
}

interface State {
  /** The request the status answers (null: none answered yet). */
  answered: string | null;
  status: 'done' | 'error';
  /** One value for the outcome and its pages, so that pages of one query can never join another's. */
  shown: ShownResults<SearchOutcome>;
  active: number;
}

type Action =
  | { type: 'results'; request: string; outcome: SearchOutcome }
  | { type: 'failed'; request: string }
  | { type: 'more'; outcome: SearchOutcome; more: SearchPage[] }
  | { type: 'clear' }
  | { type: 'active'; index: number }
  | { type: 'move'; key: string; count: number };

const NOTHING: ShownResults<SearchOutcome> = { outcome: null, pages: [] };
const INITIAL: State = { answered: null, status: 'done', shown: NOTHING, active: -1 };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'results':
      return {
        answered: action.request,
        status: 'done',
        shown: { outcome: action.outcome, pages: uniquePages(action.outcome.pages) },
        active: action.outcome.pages.length ? 0 : -1,
      };
    case 'failed':
      return { ...state, answered: action.request, status: 'error' };
    case 'more': {
      const shown = appendPages(state.shown, action.outcome, action.more);
      return shown === state.shown ? state : { ...state, shown };
    }
    case 'clear':
      return state.shown === NOTHING ? state : { ...state, shown: NOTHING, active: -1 };
    case 'active':
      return action.index === state.active ? state : { ...state, active: action.index };
    case 'move':
      return reduce(state, { type: 'active', index: moveActive(state.active, action.count, action.key) });
  }
}

export function useLocalSearch(lang: string, query: string) {
  const trimmed = query.trim();
  const [state, dispatch] = useReducer(reduce, INITIAL);
  // The section the results are limited to: kept from query to query while the dialog is open.
  const [scope, setScope] = useState<string | null>(null);
  // The query the reader asked to search exactly as typed (no correction).
  const [exactFor, setExactFor] = useState<string | null>(null);
  const exact = exactFor === trimmed;
  const request = `${lang}\n${trimmed}\n${exact}\n${scope}`;
  const status: SearchStatus = !trimmed ? 'idle' : state.answered === request ? state.status : 'loading';
  // The last results stay on screen while the next ones load; an emptied box shows none.
  const { outcome, pages } = trimmed ? state.shown : NOTHING;

  useEffect(() => {
    if (!trimmed) {
      dispatch({ type: 'clear' });
      return;
    }
    let live = true;
    const searched = `${lang}\n${trimmed}\n${exact}\n${scope}`;
    engineFor(lang)
      .search(trimmed, { isCurrent: () => live, exact, scope })
      .then(
        (result) => live && dispatch({ type: 'results', request: searched, outcome: result }),
        () => live && dispatch({ type: 'failed', request: searched }),
      );
    return () => {
      live = false;
    };
  }, [trimmed, lang, exact, scope]);

  // The rest of the results (up to 20 pages) load once the first ones are committed to the screen.
  useEffect(() => {
    if (!outcome || outcome.total <= outcome.pages.length) return;
    let live = true;
    void outcome.more().then((more) => {
      if (live && more.length) dispatch({ type: 'more', outcome, more });
    });
    return () => {
      live = false;
    };
  }, [outcome]);

  const setActive = useCallback((index: number) => dispatch({ type: 'active', index }), []);
  const moveActiveBy = useCallback((key: string, count: number) => dispatch({ type: 'move', key, count }), []);
  const searchExactly = useCallback(() => setExactFor(trimmed), [trimmed]);

  return {
    trimmed,
    status,
    outcome,
    pages,
    /** The results of the query in the box, once they are there. */
    current: status === 'done' && outcome?.query === trimmed ? outcome : null,
    active: state.active,
    setActive,
    /** Moves the active option with an arrow key among `count` options. */
    moveActive: moveActiveBy,
    scope,
    setScope,
    searchExactly,
  };
}
