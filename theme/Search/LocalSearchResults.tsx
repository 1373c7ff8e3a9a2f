/**
 * The results part of the offline search dialog, loaded on intent together
 * with the engine. Every query gets a sequence number; only the results of
 * the query that is in the box when they arrive are shown, so a slow index
 * never drops the first query and fast typing never leaves older results.
 */
import { useNavigate, withBase } from '@rspress/core/runtime';
import { loadPageIndex } from 'virtual-page-data';
import { type KeyboardEvent, type MouseEvent, type MutableRefObject, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useT } from '../hooks/useT';
import { missingResultsUrl } from './docsearchOptions';
import { type SearchOutcome, getSearchEngine } from './engine';
import { type Segment, type ShownResults, appendPages, highlight, moveActive, resultLinks, suggestTitles, uniquePages } from './results';
import { useStalled } from './SearchDialog';

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
  const [status, setStatus] = useState<Status>('idle');
  // One state for the outcome and its pages, so that pages of one query can never join another's.
  const [shown, setShown] = useState<ShownResults<SearchOutcome>>({ outcome: null, pages: [] });
  const { outcome, pages } = shown;
  const [active, setActive] = useState(-1);
  const sequence = useRef(0);
  const trimmed = query.trim();
  const stalled = useStalled(status === 'loading');

  useEffect(() => {
    const mine = ++sequence.current;
    const isCurrent = () => mine === sequence.current;
    if (!trimmed) {
      setStatus('idle');
      setShown({ outcome: null, pages: [] });
      return;
    }
    setStatus('loading');
    const engine = engineFor(lang);
    engine.search(trimmed, isCurrent).then(
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
  }, [trimmed, lang]);

  // The rest of the results (up to 20 pages) load once the first ones are on screen.
  useEffect(() => {
    if (!outcome || outcome.total <= outcome.pages.length) return;
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      window.setTimeout(() => {
        void outcome.more().then((more) => {
          if (!cancelled && more.length) setShown((current) => appendPages(current, outcome, more));
        });
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [outcome]);

  const links = useMemo(() => resultLinks(pages), [pages]);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const showing = status !== 'error' && outcome !== null && pages.length > 0;
  const nothingFound = status === 'done' && outcome?.query === trimmed && outcome.total === 0;

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
        onClick={(e) => onClick(e, url)}
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
        {status === 'done' && outcome ? (outcome.total ? t('searchResultsCountText', { count: String(outcome.total) }) : `${t('searchNoResultsText')} "${trimmed}"`) : ''}
      </div>
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
