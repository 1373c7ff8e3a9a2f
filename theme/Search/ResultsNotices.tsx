/**
 * What the results part says around the list: the announcement for screen readers, the scope
 * filter, the "Showing results for" notice, and the screens of an empty scope and of a query
 * that finds nothing (with suggested titles and a link to report it).
 */
import { useMemo } from 'react';
import SEARCH_LABELS from '../labels/search.json' with { type: 'json' };
import { useLabels } from '../hooks/useLabels';
import { usePageList } from '../hooks/usePageList';
import { missingResultsUrl } from './docsearchOptions';
import type { SearchOutcome } from './engine';
import { suggestTitles } from './results';

type Translate = ReturnType<typeof useLabels>;

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

const scopeLabel = (t: Translate, key: string | null) => (key ? t(key) : t('searchScopeAll'));

/** The polite live region: the correction, the count, or that nothing was found. */
export function ResultsAnnouncement({ current, query }: { current: SearchOutcome | null; query: string }) {
  const t = useLabels(SEARCH_LABELS);
  let text = '';
  if (current) {
    const count = current.total
      ? current.scope
        ? t('searchResultsInScopeText', { count: String(current.total), scope: scopeLabel(t, current.scope) })
        : t('searchResultsCountText', { count: String(current.total) })
      : current.scope
        ? t('searchNoResultsInScopeText', { scope: scopeLabel(t, current.scope) })
        : `${t('searchNoResultsText')} "${query}"`;
    text = [current.corrected ? `${t('searchCorrectedText', { query: current.corrected })}.` : '', count].filter(Boolean).join(' ');
  }
  return (
    <div className="rsb-search__sr-only" role="status" aria-live="polite">
      {text}
    </div>
  );
}

export interface ScopeFilterProps {
  name: string;
  counts: { key: string; count: number }[];
  scope: string | null;
  onScopeChange: (scope: string | null) => void;
}

/** All and each section with its count, as a radio group. */
export function ScopeFilter({ name, counts, scope, onScopeChange }: ScopeFilterProps) {
  const t = useLabels(SEARCH_LABELS);
  const allCount = counts.reduce((n, s) => n + s.count, 0);
  if (allCount === 0) return null;
  return (
    <fieldset className="rsb-search__scopes" data-scope={scope ?? 'all'}>
      <legend className="rsb-search__sr-only">{t('searchScopeLabel')}</legend>
      {[null, ...counts.map((s) => s.key)].map((key) => {
        const count = key ? (counts.find((s) => s.key === key)?.count ?? 0) : allCount;
        return (
          <label key={key ?? 'all'} className="rsb-search__scope">
            <input type="radio" name={name} value={key ?? ''} checked={scope === key} onChange={() => onScopeChange(key)} />
            <span>
              {scopeLabel(t, key)} {count}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** "Showing results for …", with a button to search the query as typed. */
export function CorrectedNotice({ corrected, query, onExact }: { corrected: string; query: string; onExact: () => void }) {
  const t = useLabels(SEARCH_LABELS);
  return (
    <p className="rsb-search__corrected" data-corrected-to={corrected}>
      {withElement(t('searchCorrectedText'), 'query', <strong>{corrected}</strong>)}{' '}
      <button type="button" className="rsb-search__exact" onClick={onExact}>
        {withElement(t('searchExactText'), 'query', <strong>{query}</strong>)}
      </button>
    </p>
  );
}

/** Nothing in the chosen section, with a button to search every section. */
export function EmptyScopeScreen({ scope, onShowAll }: { scope: string | null; onShowAll: () => void }) {
  const t = useLabels(SEARCH_LABELS);
  return (
    <div className="rsb-search__screen" data-state="empty-scope">
      <p className="rsb-search__screen-title">{t('searchNoResultsInScopeText', { scope: scopeLabel(t, scope) })}</p>
      <button type="button" className="rsb-search__exact" onClick={onShowAll}>
        {t('searchScopeShowAll')}
      </button>
    </div>
  );
}

/** Page titles close to a query, from the language's page list (loaded when a query finds nothing). */
function useSuggestions(query: string, lang: string): string[] {
  const titles = usePageList(lang);
  return useMemo(() => (titles ? suggestTitles(query, titles, lang) : []), [query, titles, lang]);
}

/** Nothing found: titles to try instead, and a link to report the missing result. */
export function NothingFoundScreen({ query, lang, onQueryChange }: { query: string; lang: string; onQueryChange: (query: string) => void }) {
  const t = useLabels(SEARCH_LABELS);
  const suggestions = useSuggestions(query, lang);
  return (
    <div className="rsb-search__screen" data-state="empty" data-empty-for={query}>
      <p className="rsb-search__screen-title">
        {t('searchNoResultsText')} "<strong>{query}</strong>"
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
        <a href={missingResultsUrl(query)} target="_blank" rel="noopener noreferrer">
          {t('docsearch.reportMissingLink')}
        </a>
      </p>
    </div>
  );
}
