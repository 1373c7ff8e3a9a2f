import { Content } from '@rspress/core/runtime';
import type { HomeLayoutProps } from '@rspress/core/theme-original';
import { LandingMarkdown } from './LandingMarkdown';

/**
 * Replaces Rspress's home layout (`pageType: home`). The landing page itself
 * is rendered by the home page's MDX (`docs/<lang>/index.mdx` renders
 * `<Landing />`), so its code lives in the home page's chunk: documentation
 * pages never download it, and Rspress loads that chunk before hydrating the
 * home page (a lazily loaded component there would be swapped for its
 * fallback if anything above it re-rendered during hydration).
 */
export function HomeLayout(_props: HomeLayoutProps) {
  if (import.meta.env.SSG_MD) return <LandingMarkdown />;
  return <Content />;
}
