import { usePage } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useT } from '../hooks/useT';
import { englishRoute } from '../lib/translation';
import './index.css';

/** Chinese route → date of the English change, computed at build time by site/translation-status.ts. */
declare const __TRANSLATION_OUTDATED__: Record<string, string>;

/**
 * Above the content of a Chinese page whose English twin changed after it:
 * says so and links to the English page.
 */
export function TranslationNotice() {
  const { page } = usePage();
  const t = useT();
  const date = __TRANSLATION_OUTDATED__[page.routePath];
  if (!date || page.lang !== 'zh') return null;
  return (
    <aside className="rsb-translation-notice" aria-label={t('translationOutdatedLabel')}>
      <p>
        {t('translationOutdatedText', { date })}{' '}
        <Link href={englishRoute(page.routePath)} hrefLang="en" className="rsb-translation-notice__link">
          {t('translationOutdatedLinkText')}
        </Link>
      </p>
    </aside>
  );
}
