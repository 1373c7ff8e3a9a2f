/** The screens the search dialog shows instead of results: loading for a while, and failed. */
import { useT } from '../hooks/useT';

/** The code or the index could not be loaded (offline). */
export function SearchErrorScreen() {
  const t = useT();
  return (
    <div className="rsb-search__screen" role="alert" data-state="error">
      <p className="rsb-search__screen-title">{t('docsearch.errorTitle')}</p>
      <p>{t('docsearch.errorHelp')}</p>
    </div>
  );
}

/** Shown once loading has lasted the stall delay; `announce` when no other live region reports the loading. */
export function SearchStalledScreen({ announce = false }: { announce?: boolean }) {
  const t = useT();
  return (
    <div className="rsb-search__screen rsb-search__screen--loading" role={announce ? 'status' : undefined} data-state="stalled">
      <span className="rsb-search__spinner" aria-hidden="true" />
      {t('searchLoadingText')}
    </div>
  );
}
