import LANDING_LABELS from '../../theme/labels/landing.json' with { type: 'json' };
import { useLabels } from '../../theme/hooks/useLabels';
import { EditLink, Link } from '@rspress/core/theme-original';
import { FOOTER_COLUMNS, type FooterColumn } from '../../theme/data/footer';
import './index.css';

export interface LandingFooterProps {
  columns?: FooterColumn[];
  localize?: (route: string) => string;
}

/** Footer of the landing page: link columns and the copyright line. */
export function LandingFooter({ columns = FOOTER_COLUMNS, localize = (route) => route }: LandingFooterProps) {
  const t = useLabels(LANDING_LABELS);
  return (
    <footer className="rsb-footer">
      <div className="rsb-footer__inner">
        <nav className="rsb-footer__columns" aria-label={t('footerNavLabel')}>
          {columns.map((column) => (
            <div key={column.title} className="rsb-footer__column">
              <h2 className="rsb-footer__title">{t(column.title)}</h2>
              <ul className="rsb-footer__links">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link className="rsb-footer__link" href={link.href.startsWith('/') ? localize(link.href) : link.href}>
                      {link.brand ? link.label : t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className="rsb-footer__copyright">{t('footerCopyright')}</p>
        {/* Every page with a source file links to it, the landing page included. */}
        <p className="rsb-footer__edit">
          <EditLink />
        </p>
      </div>
    </footer>
  );
}
