/**
 * Theme entry: Rspress's default theme, with the named exports below shadowing the originals.
 * It has no side effects of its own and is marked side-effect-free by the build, so components
 * that only pages use are bundled with those pages, not with every page's first load.
 */
export * from '@rspress/core/theme-original';

// Search: offline by default, DocSearch when Algolia is configured (see site/search.ts).
export { Search } from './Search';
// Overview pages list each page with its description and headings, and filter them.
export { Overview } from './Overview';
export { OverviewGroup } from './OverviewGroup';
// The doc layout owns its narrow-screen menus (sidebar drawer, outline dropdown) and names its landmarks.
export { DocLayout } from './DocLayout';
export { Outline } from './Outline';
// Icon-only social links named after their site.
export { SocialLinks } from './SocialLinks';
// The sidebar, the page content and its footer render again only when they change.
export { DocContent, DocFooter } from './DocParts';
// Markdown links and tables: heading anchors out of the Tab order, sideways-scrolling tables focusable.
export { getCustomMDXComponent } from './DocParts/MdxComponents';
export { Sidebar } from './Sidebar';
// Reading progress: one scroll listener for every circle, and no re-render after hydration.
export { ReadPercent, useReadPercent } from './ReadPercent';
// The outline's headings, read from the page after hydration instead of during it.
export { useDynamicToc, useWatchToc } from './hooks/useToc';
// Code block buttons: copy and wrap, icons drawn by CSS (lighter pages).
export { CodeButtonGroup, useCodeButtonGroup } from './CodeButtonGroup';
// Package-manager tabs: npm, yarn, pnpm, bun.
export { PackageManagerTabs } from './PackageManagerTabs';

export { HomeLayout } from './HomeLayout';
export { Layout } from './Layout';
export { LlmsViewOptions } from './LlmsViewOptions';
// Copy Markdown: its icons in a <span>, since a <button> may not contain a <div>.
export { LlmsCopyButton } from './LlmsCopyButton';
export { Nav } from './Nav';
// The navbar's title: unique ids, a decorative logo, the link named by the site's name.
export { NavTitle } from './Nav/NavTitle';
export { NotFoundLayout } from './NotFoundLayout/LazyNotFound';
export { Root } from './Root';
export { SwitchAppearance } from './SwitchAppearance';
// The stored light/dark choice is read before the first render, not after hydration.
export { useThemeState } from './hooks/useThemeState';

// The landing blocks (components/) are not exported here: the home page's MDX imports them,
// so they stay in the home page's chunk.
