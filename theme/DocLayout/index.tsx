import { useFrontmatter } from '@rspress/core/runtime';
import { DocContent, DocFooter, type DocLayoutProps, Outline, Overview, Sidebar } from '@rspress/core/theme';
import { useWatchToc } from '../hooks/useToc';
import { useT } from '../hooks/useT';
import { MAIN_ID } from '../lib/landmarks';
import { SidebarMenu } from './SidebarMenu';
import { useDocMenus } from './useDocMenus';

export type { DocLayoutProps };

/**
 * The layout of doc pages with Rspress's markup and classes: the narrow-screen menu bar, the
 * sidebar, the page and the outline. It owns its menus' state (./useDocMenus.ts), and its
 * landmarks carry their names and the skip link's target in the prerendered HTML.
 */
export function DocLayout(props: DocLayoutProps) {
  const { beforeDocFooter, afterDocFooter, beforeDoc, afterDoc, beforeDocContent, afterDocContent, beforeOutline, afterOutline, beforeSidebar, afterSidebar, components } = props;
  const { frontmatter } = useFrontmatter();
  const t = useT();
  const { drawer, outline, onOutlineClick } = useDocMenus();
  const { rspressDocRef } = useWatchToc();

  const overview = frontmatter.overview ?? false;
  const sidebar = frontmatter.sidebar ?? true;
  const showSidebar = sidebar === true;
  const { outline: showOutline = true, footer: showFooter = true, pageType } = frontmatter;
  const wide = pageType === 'doc-wide';
  const showMenu = showSidebar || (!overview && showOutline);

  if (import.meta.env.SSG_MD) {
    return overview ? <Overview content={<DocContent components={components} isOverviewPage />} /> : <DocContent components={components} />;
  }

  return (
    <>
      {showMenu && (
        <div className="rp-doc-layout__menu">
          <SidebarMenu drawer={drawer} outline={outline} beforeOutline={beforeOutline} afterOutline={afterOutline} />
        </div>
      )}
      {beforeDoc}
      <div className={`rp-doc-layout__container${showMenu ? '' : ' rp-doc-layout__container--no-menu'}`}>
        {showSidebar ? (
          <aside
            className={`rp-doc-layout__sidebar${drawer.open ? ' rp-doc-layout__sidebar--open' : ''} rp-scrollbar`}
            aria-label={t('sidebarLabel')}
            {...drawer.panelProps}
          >
            {beforeSidebar}
            <Sidebar />
            {afterSidebar}
          </aside>
        ) : sidebar === false || sidebar === 'placeholder' ? (
          <aside
            className={`rp-doc-layout__sidebar-placeholder${sidebar === 'placeholder' ? ' rp-doc-layout__sidebar-placeholder--legacy' : ''}`}
            style={wide ? { width: '0' } : {}}
          />
        ) : null}
        {overview ? (
          <main id={MAIN_ID} tabIndex={-1} className="rp-doc-layout__overview">
            {beforeDocContent}
            <Overview content={<DocContent components={components} isOverviewPage />} />
            {afterDocContent}
          </main>
        ) : (
          <div className={`rp-doc-layout__doc${wide ? ' rp-doc-layout__doc--wide' : ''}`}>
            <main id={MAIN_ID} tabIndex={-1} className="rp-doc-layout__doc-container">
              {beforeDocContent}
              <div className="rp-doc rspress-doc" ref={rspressDocRef}>
                <DocContent components={components} />
              </div>
              {afterDocContent}
              {beforeDocFooter}
              {showFooter && <DocFooter />}
              {afterDocFooter}
            </main>
          </div>
        )}
        {overview ? null : showOutline ? (
          <aside
            className={`rp-doc-layout__outline${outline.open ? ' rp-doc-layout__outline--open' : ''} rp-scrollbar`}
            aria-label={t('outlineLabel')}
            onClick={onOutlineClick}
            {...outline.panelProps}
          >
            {beforeOutline}
            <Outline />
            {afterOutline}
          </aside>
        ) : (
          <aside className="rp-doc-layout__outline-placeholder" style={wide ? { width: '0' } : {}} />
        )}
      </div>
      {afterDoc}
    </>
  );
}
