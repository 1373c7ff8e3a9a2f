/** What the search dialog's frame and its results (loaded on intent) pass each other. */
import type { KeyboardEvent, MutableRefObject } from 'react';

/** Handles a key pressed in the input; returns true when it used it. */
export type ResultsKeyboard = (event: KeyboardEvent<HTMLInputElement>) => boolean;

export interface LocalSearchResultsProps {
  lang: string;
  query: string;
  listId: string;
  keyboard: MutableRefObject<ResultsKeyboard | null>;
  onActiveChange: (id: string | undefined) => void;
  onExpandedChange: (expanded: boolean) => void;
  onQueryChange: (query: string) => void;
  /** Called when a result is opened (the dialog closes). */
  onNavigate: () => void;
}
