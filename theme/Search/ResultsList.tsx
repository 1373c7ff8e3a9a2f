/** The listbox of results: one group per page, its page option and its section options. */
import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../hooks/useT';
import { type Segment, type SearchPage, highlight } from './results';

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

export interface ResultsListProps {
  listId: string;
  /** The pages to show, or null when the list is hidden. */
  pages: SearchPage[] | null;
  /** The query whose results are shown (`data-results-for`). */
  resultsFor: string | undefined;
  /** The query in the box, whose words are marked in titles and headings. */
  query: string;
  busy: boolean;
  active: number;
  /** The address each result opens (with the words to mark on the page). */
  hrefs: ReadonlyMap<string, string>;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onOpen: (url: string) => void;
}

export function ResultsList({ listId, pages, resultsFor, query, busy, active, hrefs, optionId, onHover, onOpen }: ResultsListProps) {
  const t = useT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(url);
  };

  // Options are numbered in reading order: a page, then its sections.
  let index = -1;
  const option = (url: string, className: string, children: ReactNode) => {
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
        onMouseMove={() => mine !== active && onHover(mine)}
        tabIndex={-1}
      >
        {children}
      </a>
    );
  };

  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t('searchResultsLabel')}
      className="rsb-search__results"
      data-results-for={pages ? resultsFor : undefined}
      aria-busy={busy}
      hidden={!pages}
    >
      {pages?.map((page) => (
        <div key={page.url} role="group" aria-label={page.title} className="rsb-search__page">
          {option(
            page.url,
            'rsb-search__hit--page',
            <>
              <span className="rsb-search__hit-title">
                <Marked segments={highlight(page.title, query)} />
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
                  <span aria-hidden="true">#</span> <Marked segments={highlight(section.heading, query)} />
                </span>
                <Snippet segments={section.snippet} />
              </>,
            ),
          )}
        </div>
      ))}
    </div>
  );
}
