/**
 * The element of the page's document content (`.rspress-doc`), which the doc layout and the
 * overview render: they hand it over with `docContentRef`, and what measures or marks the
 * content (the reading progress, search marks) reads it here instead of querying the page.
 */
let current: HTMLElement | null = null;

/** Ref callback of the element that holds the page's document content. */
export function docContentRef(element: HTMLElement | null): void {
  current = element;
}

/** The page's document content, or null while no doc page is rendered. */
export function docContent(): HTMLElement | null {
  return current?.isConnected ? current : null;
}
