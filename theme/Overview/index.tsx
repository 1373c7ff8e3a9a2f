import { lazyWithPreload } from 'react-lazy-with-preload';
import type { OverviewProps } from './Overview';

const LazyOverview = lazyWithPreload(() => import('./Overview').then((module) => ({ default: module.Overview })));

/**
 * Loads the overview's code. The route table calls it before an overview page is shown, so the
 * overview never suspends and its code stays out of every other page's first load.
 */
export const preloadOverview = (): Promise<unknown> => LazyOverview.preload();

/** Overview pages list each page with its description and headings, and filter them (./Overview.tsx). */
export function Overview(props: OverviewProps) {
  return <LazyOverview {...props} />;
}
