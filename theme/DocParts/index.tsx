import { MDXProvider } from '@mdx-js/react';
import { Content, usePage, useSite } from '@rspress/core/runtime';
import { DocFooter as BaseDocFooter, Callout, FallbackHeading, useScrollAfterNav } from '@rspress/core/theme-original';
import { type ComponentType, type ReactNode, memo, useMemo } from 'react';
import { getCustomMDXComponent } from './MdxComponents';

/*
 * The large parts of the doc layout, memoized: opening or closing a menu of
 * the layout (theme/DocLayout) does not render the page again. The sidebar
 * is theme/Sidebar.
 */

function FallbackTitle() {
  const { site } = useSite();
  const { page } = usePage();
  if (site.themeConfig.fallbackHeadingTitle === false || page.headingTitle) return null;
  return <FallbackHeading level={1} title={page.title} />;
}

interface DocContentProps {
  components?: Record<string, ComponentType<never>>;
  isOverviewPage?: boolean;
  beforeDocContent?: ReactNode;
  afterDocContent?: ReactNode;
}

/**
 * Rspress's DocContent, with its MDX components and the page element kept from one render to
 * the next, so that React hydrates the page (a Suspense boundary) in small slices instead of all
 * at once when the layout renders again.
 */
export const DocContent = memo(function DocContent({ components, isOverviewPage = false, beforeDocContent, afterDocContent }: DocContentProps) {
  useScrollAfterNav();
  const mdxComponents = useMemo(() => ({ ...getCustomMDXComponent(), ...components, $$$callout$$$: Callout }), [components]);
  const content = useMemo(() => <Content />, []);
  return (
    <MDXProvider components={mdxComponents}>
      {beforeDocContent}
      {!isOverviewPage && <FallbackTitle />}
      {content}
      {afterDocContent}
    </MDXProvider>
  );
});

export const DocFooter = memo(BaseDocFooter);
