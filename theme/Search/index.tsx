/**
 * The navbar search. Without Algolia configuration it is Rspress's offline
 * full-text search (plus the `/` shortcut); with it, DocSearch loaded on demand.
 */
import { Search as LocalSearch } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { DocSearchBox } from './DocSearchBox';
import { searchShortcut } from './keys';

declare const __DOCSEARCH__: { appId: string; apiKey: string; indexName: string } | null;

function LocalSearchWithSlash() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const panelOpen = Boolean(document.querySelector('.rp-search-panel__modal'));
      if (event.key === '/' && searchShortcut(event, event.target as HTMLElement | null, panelOpen) === 'open') {
        event.preventDefault();
        document.querySelector<HTMLElement>('.rp-search-button')?.click();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return <LocalSearch />;
}

export function Search() {
  return __DOCSEARCH__ ? <DocSearchBox config={__DOCSEARCH__} /> : <LocalSearchWithSlash />;
}
