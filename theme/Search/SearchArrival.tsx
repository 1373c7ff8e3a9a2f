/**
 * A page opened from a search result carries the words it matched in its URL
 * (`?hl=proxy`): they are marked on the page, which scrolls to the matched
 * section. The marking code (./ArrivalMarks) loads only then, so a visit that does
 * not come from search loads nothing more than this component. The marks go
 * away on the next navigation. A global UI component (rspress.config.ts).
 */
import { useLocation } from '@rspress/core/runtime';
import { type ComponentType, useEffect, useState } from 'react';
import { useT } from '../hooks/useT';
import type { ArrivalMarksProps } from './ArrivalMarks';
import { HIGHLIGHT_PARAM } from './limits';

export default function SearchArrival() {
  const { key, search } = useLocation();
  const t = useT();
  const words = new URLSearchParams(search).get(HIGHLIGHT_PARAM)?.split(/\s+/).filter(Boolean) ?? [];
  const wanted = words.length > 0;
  const [Marks, setMarks] = useState<ComponentType<ArrivalMarksProps> | null>(null);

  useEffect(() => {
    if (!wanted || Marks) return;
    let live = true;
    import('./ArrivalMarks').then(
      (arrival) => live && setMarks(() => arrival.ArrivalMarks),
      () => undefined, // offline: the page simply shows no marks
    );
    return () => {
      live = false;
    };
  }, [wanted, Marks]);

  // Every navigation (its key) starts afresh: the same page opened again from search is marked again.
  return wanted && Marks ? <Marks key={key} words={words} clearLabel={t('searchMarksClearText')} /> : null;
}
