import { useHead, usePageData } from '@rspress/core/runtime';
import { Suspense, lazy } from 'react';

const NotFound = lazy(() => import('./index').then((module) => ({ default: module.NotFoundLayout })));

/**
 * The 404 page, loaded only by the pages that need it. Prerendering waits for it, so the 404
 * pages hold the whole page, and hydration keeps that HTML until the code has arrived.
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
