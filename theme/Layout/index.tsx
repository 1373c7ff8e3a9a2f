import { PageContext, useLocation, usePages, useSite, warmPageData } from '@rspress/core/runtime';
import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { type ContextType, memo, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Announcement } from '../Announcement';
import { useT } from '../hooks/useT';
import { type A11yLabels, patchAccessibility } from './a11y';
import { useDocMenuKeyboard } from './docMenus';
import { LlmsHint } from './LlmsHint';
import { markHydrated } from './hydrated';
import { SkipLink } from './SkipLink';
import { useBrowserValue } from '../hooks/useBrowserValue';
import { SERVER_PARTS, applyParts, partsFromQuery } from '../lib/layoutParams';
import { shallowEqual } from '../lib/shallow';
import { type PageListEntry, registerPages } from '../lib/site-data';
import { DEFAULT_SCROLL_OPTIONS, type HideNavbarMode, nextScrollState, resolveHideNavbar } from '../lib/navbar';
import { ToolPopover } from '../ToolPopover';
import { TranslationNotice } from '../TranslationNotice';
import './index.css';
// Site-wide fixes of the default theme (after the component stylesheets above).
import '../styles/global.css';
import '../styles/breakpoints.css';
import '../styles/sidebar.css';

const NO_NAVBAR_CLASS = 'rsb-no-navbar';
const HIDDEN_NAVBAR_CLASS = 'rsb-navbar-hidden';

/** Applies `hideNavbar` and the absence of a navbar to the document. */
function useNavbarBehaviour(mode: HideNavbarMode, navbarShown: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(NO_NAVBAR_CLASS, !navbarShown);
    return () => root.classList.remove(NO_NAVBAR_CLASS);
  }, [navbarShown]);

  useEffect(() => {
    if (mode !== 'scroll-based' || !navbarShown) return;
    const root = document.documentElement;
    let state = { lastY: window.scrollY, hidden: false };
    let frame = 0;
    const update = () => {
      frame = 0;
      // Keep the navbar while a menu that lives in it is open.
      const busy = document.querySelector('.rp-nav-screen, .rsb-tools--open') !== null;
      const next = nextScrollState(state, window.scrollY, DEFAULT_SCROLL_OPTIONS);
      state = busy ? { lastY: window.scrollY, hidden: false } : next;
      root.classList.toggle(HIDDEN_NAVBAR_CLASS, state.hidden);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      root.classList.remove(HIDDEN_NAVBAR_CLASS);
    };
  }, [mode, navbarShown]);
}

/**
 * Rspress loads the data of the first page before hydration, and then again
 * right after it (its App looks for the page's data in a cache that the entry
 * does not fill). The second copy is equal but a new object, so it changed the
 * page context, and React then had to hydrate the whole page content (which
 * it does after the rest, in small slices) at once, synchronously: one long
 * task on every page load. Putting the data already on screen in that cache
 * (this layout effect runs before App's) makes App keep it as it is.
 */
function useFirstPageDataKept(pathname: string, data: unknown) {
  const first = useRef(true);
  useLayoutEffect(() => {
    if (!first.current) return;
    first.current = false;
    if (data) warmPageData(pathname, data as Parameters<typeof warmPageData>[1]);
    // Only the page rendered at hydration: later pages go through Rspress's own loading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Keeps the accessibility fixes applied while the page changes (and scrollers while the width changes). */
function useA11yPatches(labels: A11yLabels) {
  const key = JSON.stringify(labels);
  useEffect(() => {
    const current = JSON.parse(key) as A11yLabels;
    let frame = 0;
    const run = () => {
      frame = 0;
      patchAccessibility(document, current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(run);
    };
    run();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
}

/**
 * The default layout, plus: query parameters that hide parts of it
 * (`?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0`; the outline is
 * hidden inside a frame unless `?outline=1`), `themeConfig.hideNavbar`, the
 * announcement bar and the sibling-tools popover next to the navbar title.
 */
export function Layout(props: LayoutProps) {
  const context = useContext(PageContext);
  const { search, pathname } = useLocation();
  const { site } = useSite();
  const page = context.data;
  useFirstPageDataKept(pathname, page);
  // Overview pages carry the entries they list (site/lean-site-data.ts).
  registerPages(usePages().pages, (page as { rsbOverviewPages?: PageListEntry[] } | undefined)?.rsbOverviewPages);

  // Browser-only inputs (the query string, being in a frame) are read after
  // hydration, so the first client render matches the prerendered HTML; the
  // page renders again only when they change something.
  const hideNavbar = site.themeConfig.hideNavbar;
  const { parts, mode } = useBrowserValue(
    { parts: SERVER_PARTS, mode: resolveHideNavbar(hideNavbar, '') },
    () => ({ parts: partsFromQuery(search, window.self !== window.top), mode: resolveHideNavbar(hideNavbar, search) }),
    search,
  );
  // Rspress fetches the data of the first page twice and sets the second,
  // equal copy after hydration; keeping the first one spares a re-render of
  // the whole page.
  const data = useStable(page, shallowEqual);
  const { setData } = context;
  const value = useMemo(() => {
    if (!data) return { data, setData };
    const shown = mode === 'always' ? { ...parts, navbar: false } : parts;
    const frontmatter = applyParts(data.frontmatter ?? {}, shown);
    return { data: frontmatter ? { ...data, frontmatter } : data, setData };
  }, [data, setData, parts, mode]);

  const navbarShown = value.data?.frontmatter?.navbar !== false && value.data?.pageType !== 'blank';
  useNavbarBehaviour(mode, navbarShown);
  const t = useT();
  useDocMenuKeyboard();
  useA11yPatches({
    sidebar: t('sidebarLabel'),
    outline: t('outlineLabel'),
  });
  // The document is marked hydrated by the page's content once it has hydrated
  // (theme/Layout/HydratedPage.tsx); a page without content (the 404 page) is
  // marked here.
  const hasContent = page?.pageType !== '404';
  useEffect(() => {
    if (!hasContent) markHydrated();
  }, [hasContent]);
  // Names the page on screen once it has rendered, also after a client-side
  // navigation (the accessibility sweep navigates that way and waits for it).
  const routePath = page?.routePath;
  useEffect(() => {
    if (routePath) document.documentElement.dataset.route = routePath;
  }, [routePath]);

  if (import.meta.env.SSG_MD) {
    return (
      <>
        <LlmsHint />
        <BaseLayout {...props} />
      </>
    );
  }

  return <LayoutBody value={value} {...props} />;
}

/**
 * The page itself. Memoized: it renders again only when the page data, the
 * layout parts or the layout props change, not whenever something above it
 * does.
 */
const LayoutBody = memo(function LayoutBody({ value, ...props }: LayoutProps & { value: ContextType<typeof PageContext> }) {
  return (
    <PageContext.Provider value={value}>
      <BaseLayout
        {...props}
        top={
          <>
            <SkipLink />
            <Announcement />
            {props.top}
          </>
        }
        afterDocContent={
          <>
            {props.afterDocContent}
            <LlmsHint />
          </>
        }
        afterNavTitle={
          <>
            <ToolPopover />
            {props.afterNavTitle}
          </>
        }
        beforeDocContent={
          <>
            <TranslationNotice />
            {props.beforeDocContent}
          </>
        }
      />
    </PageContext.Provider>
  );
});

/** The previous value while the new one is equal to it. */
function useStable<T>(value: T, same: (a: T, b: T) => boolean): T {
  const kept = useRef(value);
  if (value !== kept.current && !same(kept.current, value)) kept.current = value;
  return kept.current;
}
