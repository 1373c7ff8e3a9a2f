import { lazyWithPreload } from 'react-lazy-with-preload';
import type { OverviewProps } from './Overview';

const LazyOverview = lazyWithPreload(() => import('./Overview').then((module) => ({ default: module.Overview })));

/**
 * Loads the overview's code. The route table calls it when an overview page
 * is about to be shown (site/lean-site-data.ts), before the first render and
 * before a client-side navigation completes, so the overview never suspends:
 * its code travels with the few overview pages instead of every page's first
 * load.
 */
export const preloadOverview = (): Promise<unknown> => LazyOverview.preload();

/** Overview pages list each page with its description and headings, and filter them (./Overview.tsx). */
export function Overview(props: OverviewProps) {
  return <LazyOverview {...props} />;
}
