/**
 * Image zoom on doc pages (Rspress's medium-zoom, same selector and options),
 * loaded only on pages that have images: the library is not in the code
 * every page loads first. Rspress's own `mediumZoom` is turned off in
 * rspress.config.ts.
 */
import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

const SELECTOR = '.rspress-doc img';

export function useImageZoom(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    // After the page's content has rendered, as Rspress's component does.
    const timer = setTimeout(() => {
      const images = document.querySelectorAll<HTMLImageElement>(SELECTOR);
      if (images.length === 0) return;
      import('medium-zoom').then(({ default: mediumZoom }) => {
        if (cancelled) return;
        const zoom = mediumZoom(images, { background: 'var(--rp-c-bg)' });
        detach = () => {
          zoom.detach();
          zoom.close();
        };
      });
    }, 100);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      detach?.();
    };
  }, [pathname]);
}
