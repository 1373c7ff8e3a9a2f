import { usePage, useSite } from '@rspress/core/runtime';
import { IconScrollToTop, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { useT } from '../hooks/useT';
import { prefersReducedMotion } from '../lib/motion';
import './index.css';

/** Scroll distance (px) from which the button shows, as Rspress's own "Back to top" in the outline. */
const SHOW_FROM = 100;

/**
 * "Back to top" for doc pages where the outline is not a side column (at
 * 1280px or less it is a dropdown; overview pages have none): a floating
 * button, shown once the page is scrolled (a global UI component).
 */
export default function BackToTop() {
  const { page } = usePage();
  const { site } = useSite();
  const t = useT();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY >= SHOW_FROM);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const pageType = page.frontmatter?.pageType ?? page.pageType ?? 'doc';
  const docPage = pageType === 'doc' || pageType === 'doc-wide';
  if (site.themeConfig.enableScrollToTop === false || !docPage || !scrolled) return null;
  return (
    <button
      type="button"
      className="rsb-back-to-top"
      aria-label={t('scrollToTopText')}
      title={t('scrollToTopText')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <SvgWrapper icon={IconScrollToTop} width="18" height="18" aria-hidden="true" />
    </button>
  );
}
