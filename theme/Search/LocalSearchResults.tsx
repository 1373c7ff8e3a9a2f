/**
 * The results part of the offline search dialog, loaded on intent together
 * with the engine. Every query gets a sequence number; only the results of
 * the query that is in the box when they arrive are shown, so a slow index
 * never drops the first query and fast typing never leaves older results.
 */
import { useNavigate, withBase } from '@rspress/core/runtime';
import { loadPageIndex } from '../../site/page-index';
import { type KeyboardEvent, type MouseEvent, type MutableRefObject, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useT } from '../hooks/useT';
import { missingResultsUrl } from './docsearchOptions';
import { type SearchOutcome, getSearchEngine } from './engine';
import { type Segment, type ShownResults, appendPages, highlight, highlightUrl, moveActive, resultLinks, suggestTitles, uniquePages } from './results';
import { useStalled } from './SearchDialog';
import './LocalSearchResults.css';

/** Handles a key pressed in the input; returns true when it used it. */
export type ResultsKeyboard = (event: KeyboardEvent<HTMLInputElement>) => boolean;

export interface LocalSearchResultsProps {
  lang: string;
  query: string;
  listId: string;
  keyboard: MutableRefObject<ResultsKeyboard | null>;
  onActiveChange: (id: string | undefined) => void;
  onExpandedChange: (expanded: boolean) => void;
  onQueryChange: (query: string) => void;
  /** Called when a result is opened (the dialog closes). */
  onNavigate: () => void;
}

const engineFor = (lang: string) =>
  getSearchEngine(lang, withBase(`/pagefind/${lang}/`), typeof window !== 'undefined' && window.matchMedia('(max-width: 768px)').matches);

/** Starts loading the engine and the index of a language (on intent). */
export function preloadSearch(lang: string): void {
  engineFor(lang)
    .load()
    .catch(() => undefined);
}

type Status = 'idle' | 'loading' | 'done' | 'error';

/** A text of `i18n.json` with `{{name}}` replaced by an element. */
function withElement(text: string, name: string, element: React.ReactNode) {
  const [before, after] = text.split(`{{${name}}}`);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}

/** A snippet with its marked words, or nothing when it is empty. */
function Snippet({ segments }: { segments: Segment[] }) {
  return segments.length ? (
    <span className="rsb-search__hit-snippet">
      <Marked segments={segments} />
    </span>
  ) : null;
}

function Marked({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
    </>
  );
}

export function LocalSearchResults({ lang, query, listId, keyboard, onActiveChange, onExpandedChange, onQueryChange, onNavigate }: LocalSearchResultsProps) {
  const t = useT();
  const navigate = useNavigate();
  // Page titles of the language, for the no-results suggestions: loaded when a query finds nothing.
  const [titles, setTitles] = useState<{ lang: string; title: string; routePath: string }[] | null>(null);
  // A query typed before this code arrived is already being searched when it mounts.
  const [status, setStatus] = useState<Status>(() => (query.trim() ? 'loading' : 'idle'));
  // One state for the outcome and its pages, so that pages of one query can never join another's.
  const [shown, setShown] = useState<ShownResults<SearchOutcome>>({ outcome: null, pages: [] });
  const { outcome, pages } = shown;
  const [active, setActive] = useState(-1);
  // The section the results are limited to: kept from query to query while the dialog is open.
  const [scope, setScope] = useState<string | null>(null);
  // The query the reader asked to search exactly as typed (no correction).
  const [exactFor, setExactFor] = useState<string | null>(null);
  const sequence = useRef(0);
  const trimmed = query.trim();
  const exact = exactFor === trimmed;
  const stalled = useStalled(status === 'loading');

  // A new request resets the status while rendering (not in the effect below, which only starts the search).
  const request = `${lang}\n${trimmed}\n${exact}\n${scope}`;
  const [requested, setRequested] = useState(request);
  if (requested !== request) {
    setRequested(request);
    setStatus(trimmed ? 'loading' : 'idle');
    if (!trimmed) setShown({ outcome: null, pages: [] });
  }

  useEffect(() => {
    const mine = ++sequence.current;
    const isCurrent = () => mine === sequence.current;
    if (!trimmed) return;
    const engine = engineFor(lang);
    engine.search(trimmed, { isCurrent, exact, scope }).then(
      (result) => {
        if (!isCurrent()) return;
        setShown({ outcome: result, pages: uniquePages(result.pages) });
        setActive(result.pages.length ? 0 : -1);
        setStatus('done');
      },
      () => {
        if (isCurrent()) setStatus('error');
      },
    );
  }, [trimmed, lang, exact, scope]);

  // The rest of the results (up to 20 pages) load once the first ones are committed to the screen.
  useEffect(() => {
    if (!outcome || outcome.total <= outcome.pages.length) return;
    let cancelled = false;
    void outcome.more().then((more) => {
      if (!cancelled && more.length) setShown((current) => appendPages(current, outcome, more));
    });
    return () => {
      cancelled = true;
    };
  }, [outcome]);

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
  const current = status === 'done' && outcome?.query === trimmed ? outcome : null;
  const nothingFound = current !== null && current.total === 0 && !current.scope;
  const nothingInScope = current !== null && current.total === 0 && current.scope !== null;
  const scopeLabel = (key: string | null) => (key ? t(key) : t('searchScopeAll'));
  // The filter shows the counts of the last results while the next ones load, so that it (and its focus) stays.
  const counts = status !== 'error' && trimmed ? outcome?.scopes : null;
  const allCount = counts ? counts.reduce((n, s) => n + s.count, 0) : 0;
  // A button that goes away with its screen gives the focus back to the search input.
  const focusInput = () => document.querySelector<HTMLElement>(`[aria-controls="${listId}"]`)?.focus();

  useEffect(() => {
    onActiveChange(showing && active >= 0 ? optionId(active) : undefined);
    if (showing && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });
  useEffect(() => onExpandedChange(showing), [showing, onExpandedChange]);

  const open = (url: string) => {
    onNavigate();
    navigate(url);
  };

  // The dialog's key handler (arrow keys, Enter) sees the results of the last render.
  useImperativeHandle(keyboard, () => (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setActive((current) => moveActive(current, links.length, event.key));
      return true;
    }
    if (event.key === 'Enter' && active >= 0 && links[active]) {
      open(links[active]!);
      return true;
    }
    return false;
  });

  const onClick = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    open(url);
  };

  useEffect(() => {
    if (!nothingFound || titles) return;
    let live = true;
    loadPageIndex(lang).then(
      (list) => live && setTitles(list),
      () => undefined, // offline: the screen simply shows no suggestions
    );
    return () => {
      live = false;
    };
  }, [nothingFound, titles, lang]);
  const suggestions = useMemo(
    () => (nothingFound && titles ? suggestTitles(trimmed, titles, lang) : []),
    [nothingFound, trimmed, titles, lang],
  );

  let index = -1;
  const option = (url: string, className: string, children: React.ReactNode) => {
    index += 1;
    const mine = index;
    return (
      <a
        key={url}
        id={optionId(mine)}
        role="option"
        aria-selected={mine === active}
        href={url}
        className={`rsb-search__hit ${className}`}
        onClick={(e) => onClick(e, hrefs.get(url) ?? url)}
        onMouseMove={() => mine !== active && setActive(mine)}
        tabIndex={-1}
      >
        {children}
      </a>
    );
  };

  return (
    <>
      <div className="rsb-search__sr-only" role="status" aria-live="polite">
        {current
          ? [
              current.corrected ? `${t('searchCorrectedText', { query: current.corrected })}.` : '',
              current.total
                ? current.scope
                  ? t('searchResultsInScopeText', { count: String(current.total), scope: scopeLabel(current.scope) })
                  : t('searchResultsCountText', { count: String(current.total) })
                : current.scope
                  ? t('searchNoResultsInScopeText', { scope: scopeLabel(current.scope) })
                  : `${t('searchNoResultsText')} "${trimmed}"`,
            ]
              .filter(Boolean)
              .join(' ')
          : ''}
      </div>
      {counts && allCount > 0 ? (
        <fieldset className="rsb-search__scopes" data-scope={scope ?? 'all'}>
          <legend className="rsb-search__sr-only">{t('searchScopeLabel')}</legend>
          {[null, ...counts.map((s) => s.key)].map((key) => {
            const count = key ? (counts.find((s) => s.key === key)?.count ?? 0) : allCount;
            return (
              <label key={key ?? 'all'} className="rsb-search__scope">
                <input type="radio" name={`${listId}-scope`} value={key ?? ''} checked={scope === key} onChange={() => setScope(key)} />
                <span>
                  {scopeLabel(key)} {count}
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {current?.corrected ? (
        <p className="rsb-search__corrected" data-corrected-to={current.corrected}>
          {withElement(t('searchCorrectedText'), 'query', <strong>{current.corrected}</strong>)}{' '}
          <button
            type="button"
            className="rsb-search__exact"
            onClick={() => {
              setExactFor(trimmed);
              focusInput();
            }}
          >
            {withElement(t('searchExactText'), 'query', <strong>{trimmed}</strong>)}
          </button>
        </p>
      ) : null}
      {nothingInScope ? (
        <div className="rsb-search__screen" data-state="empty-scope">
          <p className="rsb-search__screen-title">{t('searchNoResultsInScopeText', { scope: scopeLabel(current.scope) })}</p>
          <button
            type="button"
            className="rsb-search__exact"
            onClick={() => {
              setScope(null);
              focusInput();
            }}
          >
            {t('searchScopeShowAll')}
          </button>
        </div>
      ) : null}
      {status === 'error' ? (
        <div className="rsb-search__screen" role="alert" data-state="error">
          <p className="rsb-search__screen-title">{t('docsearch.errorTitle')}</p>
          <p>{t('docsearch.errorHelp')}</p>
        </div>
      ) : null}
      {status === 'loading' && stalled && !showing ? (
        <div className="rsb-search__screen rsb-search__screen--loading" data-state="stalled">
          <span className="rsb-search__spinner" aria-hidden="true" />
          {t('searchLoadingText')}
        </div>
      ) : null}
      {nothingFound ? (
        <div className="rsb-search__screen" data-state="empty" data-empty-for={trimmed}>
          <p className="rsb-search__screen-title">
            {t('searchNoResultsText')} "<strong>{trimmed}</strong>"
          </p>
          {suggestions.length ? (
            <>
              <p>{t('searchSuggestedQueryText')}</p>
              <ul className="rsb-search__suggestions">
                {suggestions.map((title) => (
                  <li key={title}>
                    <button type="button" onClick={() => onQueryChange(title)}>
                      {title}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="rsb-search__report">
            {t('docsearch.reportMissing')}{' '}
            <a href={missingResultsUrl(trimmed)} target="_blank" rel="noopener noreferrer">
              {t('docsearch.reportMissingLink')}
            </a>
          </p>
        </div>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t('searchResultsLabel')}
        className="rsb-search__results"
        data-results-for={showing ? outcome.query : undefined}
        aria-busy={status === 'loading'}
        hidden={!showing}
      >
        {showing
          ? pages.map((page) => (
              <div key={page.url} role="group" aria-label={page.title} className="rsb-search__page">
                {option(
                  page.url,
                  'rsb-search__hit--page',
                  <>
                    <span className="rsb-search__hit-title">
                      <Marked segments={highlight(page.title, trimmed)} />
                    </span>
                    {page.section ? <span className="rsb-search__hit-section">{page.section}</span> : null}
                    <Snippet segments={page.snippet} />
                  </>,
                )}
                {page.sections.map((section) =>
                  option(
                    section.url,
                    'rsb-search__hit--section',
                    <>
                      <span className="rsb-search__hit-heading">
                        <span aria-hidden="true">#</span> <Marked segments={highlight(section.heading, trimmed)} />
                      </span>
                      <Snippet segments={section.snippet} />
                    </>,
                  ),
                )}
              </div>
            ))
          : null}
      </div>
    </>
  );
}
