import { PageContext, useLocation, useSite } from '@rspress/core/runtime';
import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { type ContextType, type ReactNode, memo, useContext } from 'react';
import { Announcement } from '../Announcement';
import { ToolPopover } from '../ToolPopover';
import { TranslationNotice } from '../TranslationNotice';
import { LlmsHint } from './LlmsHint';
import { SkipLink } from './SkipLink';
import { useDocumentMarks } from './useDocumentMarks';
import { useFirstPageDataKept } from './useFirstPageDataKept';
import { useLayoutParts } from './useLayoutParts';
import { useNavbarBehaviour } from './useNavbarBehaviour';
// Rspress's stylesheets come before the theme's own.
import '../rspress-internals';
import './index.css';
// Site-wide fixes of the default theme, after its stylesheets.
import '../styles/global.css';
import '../styles/breakpoints.css';
import '../styles/sidebar.css';

/** The slots this layout fills in Rspress's layout, which also accepts them (tests/contract/rspress-theme.test.ts). */
export interface LayoutProps {
  top?: ReactNode;
  afterNavTitle?: ReactNode;
  beforeDocContent?: ReactNode;
  afterDocContent?: ReactNode;
}

/**
 * The default layout, plus the skip link, the announcement bar, the tools popover after the
 * navbar title, the translation notice and the hint for AI agents around the page, the parts
 * the address hides, and `themeConfig.hideNavbar`.
 */
export function Layout(props: LayoutProps) {
  const context = useContext(PageContext);
  const { search, pathname } = useLocation();
  const { site } = useSite();
  const page = context.data;
  useFirstPageDataKept(pathname, page ?? undefined);
  const { value, mode } = useLayoutParts(context, search, site.themeConfig.hideNavbar);
  const frontmatter = value.data?.frontmatter;
  useNavbarBehaviour(mode, frontmatter?.navbar !== false && value.data?.pageType !== 'blank');
  useDocumentMarks(page?.routePath, page?.pageType !== '404');

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
