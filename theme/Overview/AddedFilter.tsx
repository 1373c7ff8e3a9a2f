import { useState } from 'react';
import { useBrowserValue } from '../hooks/useBrowserValue';
import OVERVIEW_LABELS from '../labels/overview.json' with { type: 'json' };
import { useLabels } from '../hooks/useLabels';
import { ADDED_PARAM, ALL_OPTIONS, type AddedFilter as Filter, addedFilterValue, parseAddedFilter, withAddedParam } from '../lib/addedFilter';
import './AddedFilter.css';

/**
 * The filter's state, kept in the address (`?added=since-v1.4`). Every option
 * while the page hydrates, so the first render matches the prerendered HTML;
 * the address is read after that and replaced (no new history entry) on change.
 */
export function useAddedFilter(): [Filter, (filter: Filter) => void] {
  const fromUrl = useBrowserValue(ALL_OPTIONS, () => parseAddedFilter(new URLSearchParams(window.location.search).get(ADDED_PARAM)), '');
  const [chosen, setChosen] = useState<Filter | null>(null);
  const change = (next: Filter) => {
    setChosen(next);
    // The router's own state stays with the entry.
    window.history.replaceState(window.history.state, '', withAddedParam(window.location.href, next));
  };
  return [chosen ?? fromUrl, change];
}

interface AddedFilterProps {
  minors: string[];
  value: Filter;
  onChange: (filter: Filter) => void;
  shown: number;
  total: number;
}

/** One select: every option, only the options new since a 1.x minor, or all but those; and how many are shown. */
export function AddedFilter({ minors, value, onChange, shown, total }: AddedFilterProps) {
  const t = useLabels(OVERVIEW_LABELS);
  const option = (mode: 'since' | 'before', minor: string) => {
    const key = mode === 'since' ? 'overview.addedSinceText' : 'overview.addedBeforeText';
    return (
      <option key={`${mode}-${minor}`} value={addedFilterValue({ mode, minor })}>
        {t(key, { version: `v${minor}` })}
      </option>
    );
  };
  return (
    <div className="rp-overview-search rsb-added-filter">
      <label htmlFor="added-filter" className="rp-overview-search__label">
        {t('overview.addedFilterLabel')}
      </label>
      <select
        id="added-filter"
        className="rp-overview-search__input"
        value={addedFilterValue(value)}
        onChange={(event) => onChange(parseAddedFilter(event.target.value))}
      >
        <option value="all">{t('overview.addedAllText')}</option>
        {minors.map((minor) => option('since', minor))}
        {minors.map((minor) => option('before', minor))}
      </select>
      <span className="rsb-added-filter__count" role="status">
        {value.mode === 'all' ? '' : t('overview.addedCountText', { shown: String(shown), total: String(total) })}
      </span>
    </div>
  );
}
