import { useSite } from '@rspress/core/runtime';
import { EditLink, IconScrollToTop, LlmsCopyRow, LlmsOpenRow, SvgWrapper, Toc } from '@rspress/core/theme-original';
import { memo } from 'react';
import { useT } from '../hooks/useT';
import { ReadPercent, useReadPercent } from '../ReadPercent';

/** Scroll distance (px) from which "Back to top" shows. */
const SHOW_BACK_TO_TOP = 100;

function BackToTop() {
  const t = useT();
  const [, scrollTop] = useReadPercent();
  if (scrollTop < SHOW_BACK_TO_TOP) return null;
  return (
    <button type="button" className="rp-outline__action-row rp-scroll-to-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <SvgWrapper icon={IconScrollToTop} width="16" height="16" />
      <span>{t('scrollToTopText')}</span>
    </button>
  );
}

/**
 * The outline with Rspress's markup and classes, its headings in a named navigation region;
 * the doc layout places it in the side column or in the narrow-screen dropdown.
 */
export const Outline = memo(function Outline() {
  const t = useT();
  const { site } = useSite();
  const { enableScrollToTop = true, llmsUI } = site.themeConfig;
  const placement = typeof llmsUI === 'object' ? (llmsUI.placement ?? 'title') : 'title';
  return (
    <div className="rp-outline">
      <div className="rp-outline__title">
        {t('outlineTitle')}
        <ReadPercent size={14} strokeWidth={2} />
      </div>
      <nav className="rp-outline__toc rp-scrollbar" aria-label={t('outlineLabel')}>
        <Toc />
      </nav>
      <div className="rp-outline__divider" />
      <div className="rp-outline__bottom">
        <EditLink isOutline />
        {import.meta.env.ENABLE_LLMS_UI && placement === 'outline' && (
          <>
            <LlmsCopyRow />
            <LlmsOpenRow />
          </>
        )}
        {enableScrollToTop && <BackToTop />}
      </div>
    </div>
  );
});
