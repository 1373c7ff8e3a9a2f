/**
 * Marks the document once React has hydrated the page, content included:
 * keyboard shortcuts and every listener are live from then on (the browser
 * tests wait for `html[data-hydrated="true"]`).
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}
