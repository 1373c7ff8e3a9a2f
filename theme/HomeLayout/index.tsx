import { Content } from '@rspress/core/runtime';
import type { HomeLayoutProps } from '@rspress/core/theme-original';
import { LandingMarkdown } from './LandingMarkdown';

/**
 * The home layout (`pageType: home`) renders the home page's MDX, which renders `<Landing />`:
 * the landing code lives in the home page's chunk, which Rspress loads before hydrating it, so
 * documentation pages never download it.
 */
export function HomeLayout(_props: HomeLayoutProps) {
  if (import.meta.env.SSG_MD) return <LandingMarkdown />;
  return <Content />;
}
