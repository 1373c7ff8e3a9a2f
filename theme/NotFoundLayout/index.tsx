import { useLocation, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useMemo } from 'react';
import NOT_FOUND_LABELS from '../labels/notFound.json' with { type: 'json' };
import { useLabels } from '../hooks/useLabels';
import { usePageList } from '../hooks/usePageList';
import { suggestPages } from '../lib/suggest';
import { MAIN_ID } from '../lib/landmarks';
// Rspress's stylesheets come before the theme's own.
import '../rspress-internals';
import './index.css';

/** Home of the current language and version (`/`, `/zh/`). */
function notFoundHome(lang: string, defaultLang: string, version: string, defaultVersion: string): string {
  let root = '/';
  if (defaultVersion && version !== defaultVersion) root += `${version}/`;
  if (defaultLang && lang && lang !== defaultLang) root += `${lang}/`;
  return root;
}

/**
 * 404 page: the code, PAGE NOT FOUND, a link home (language- and
 * version-aware), and up to five existing pages whose path is closest to the
 * missing one, in the same language.
 */
export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const { pathname } = useLocation();
  const t = useLabels(NOT_FOUND_LABELS);
  const defaultLang = siteData.lang || 'en';
  const lang = page.lang || defaultLang;

  // The list of pages loads on demand (it is not in the first-load site data),
  // after hydration: the prerendered page and its hydration show no suggestions.
  const pages = usePageList(lang);
  const suggestions = useMemo(() => suggestPages(pathname, pages ?? [], { lang, defaultLang, limit: 5 }), [pathname, pages, lang, defaultLang]);

  // `/en/...` (the default language written out) is served without the prefix.
  if (typeof window !== 'undefined' && defaultLang) {
    const prefix = new RegExp(`^/${defaultLang}(/|$)`);
    if (prefix.test(window.location.pathname)) {
      window.location.replace(window.location.pathname.replace(prefix, '/'));
      return null;
    }
  }

  const home = notFoundHome(lang, defaultLang, page.version ?? '', siteData.multiVersion?.default ?? '');
  return (
    <main id={MAIN_ID} tabIndex={-1} className="rp-not-found rsb-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href={home}>
          {t('takeMeHomeText')}
        </Link>
      </div>
      {suggestions.length > 0 ? (
        <nav className="rsb-not-found__suggestions" aria-labelledby="rsb-not-found-suggestions">
          <h2 id="rsb-not-found-suggestions" className="rsb-not-found__suggestions-title">
            {t('notFoundSuggestions')}
          </h2>
          <ul className="rsb-not-found__list" data-testid="not-found-suggestions">
            {suggestions.map((entry) => (
              <li key={entry.routePath}>
                <Link className="rsb-not-found__link" href={entry.routePath}>
                  <span className="rsb-not-found__link-title">{entry.title || entry.routePath}</span>
                  <span className="rsb-not-found__link-path">{entry.routePath}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}
