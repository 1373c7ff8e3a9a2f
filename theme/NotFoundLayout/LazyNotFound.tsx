import { useHead, usePageData } from '@rspress/core/runtime';
import { Suspense, lazy } from 'react';

const NotFound = lazy(() => import('./index').then((module) => ({ default: module.NotFoundLayout })));

/**
 * The 404 page, loaded with the page that needs it: only 404 pages (and a
 * client-side visit to a missing route) download its code and suggestions.
 * Prerendering waits for it, so `404.html` and `zh/404.html` hold the whole
 * page, and hydration keeps that HTML until the code has arrived.
 */
export function NotFoundLayout() {
  // The title is set here, with the first load, so that it is right from hydration on.
  const { siteData } = usePageData();
  useHead({ title: `404 | ${siteData.title || 'Rsbuild'}` });
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}
