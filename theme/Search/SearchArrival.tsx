/**
 * A page opened from a search result carries the words it matched in its URL
 * (`?hl=proxy`): they are marked on the page, which scrolls to the matched
 * section. The marking code (./arrival) loads only then, so a visit that does
 * not come from search loads nothing more than this component. The marks go
 * away on the next navigation. A global UI component (rspress.config.ts).
 */
import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { useT } from '../hooks/useT';
import { HIGHLIGHT_PARAM } from './limits';

export default function SearchArrival() {
  // Every navigation (its key) starts afresh: the same page opened again from search is marked again.
  const { key, search } = useLocation();
  const t = useT();
  const words = new URLSearchParams(search).get(HIGHLIGHT_PARAM);
  const clearLabel = t('searchMarksClearText');

  useEffect(() => {
    if (!words?.trim()) return;
    let live = true;
    let stop: (() => void) | undefined;
    import('./arrival').then(
      (arrival) => {
        if (live) stop = arrival.markArrival({ words: words.split(/\s+/).filter(Boolean), hash: window.location.hash, clearLabel });
      },
      () => undefined, // offline: the page simply shows no marks
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [key, words, clearLabel]);

  return null;
}
