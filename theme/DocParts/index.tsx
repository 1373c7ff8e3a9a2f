import { DocContent as BaseDocContent, DocFooter as BaseDocFooter } from '@rspress/core/theme-original';
import { memo } from 'react';

/*
 * The large parts of Rspress's doc layout, memoized. The layout keeps some
 * state of its own (it stores the element of the page's content as state, to
 * watch its headings), and each change of it re-rendered the sidebar and the
 * whole page with it, once more right after hydration. Memoized, they render
 * again only when their props or the contexts they read change. The sidebar
 * is theme/Sidebar.
 */
export const DocContent = memo(BaseDocContent);
export const DocFooter = memo(BaseDocFooter);
