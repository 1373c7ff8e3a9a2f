/**
 * Marks the document once React has hydrated the page, content included:
 * keyboard shortcuts and every listener are live from then on (the browser
 * tests wait for `html[data-hydrated="true"]`).
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}

/** The route whose content was last committed to the page, for code that reads the content (search marks). */
let renderedRoute: string | null = null;
const listeners = new Set<() => void>();

/** Called by each page's content once it is on the page (hydrated or rendered after a navigation). */
export function markContentRendered(route: string): void {
  markHydrated();
  renderedRoute = route;
  for (const listener of listeners) listener();
}

export function subscribeContentRendered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const contentRenderedRoute = (): string | null => renderedRoute;
