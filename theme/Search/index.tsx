/**
 * The navbar search. Without Algolia configuration it is the offline search
 * (Pagefind index, loaded on intent); with it, DocSearch loaded on demand.
 */
import { DocSearchBox } from './DocSearchBox';
import { LocalSearchBox } from './LocalSearchBox';

declare const __DOCSEARCH__: { appId: string; apiKey: string; indexName: string; assistantId: string | null } | null;

export function Search() {
  return __DOCSEARCH__ ? <DocSearchBox config={__DOCSEARCH__} /> : <LocalSearchBox />;
}
