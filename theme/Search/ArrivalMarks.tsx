/**
 * Marks the words of a search result on the page it opened (loaded by
 * SearchArrival only when the URL names them). The marks are CSS custom
 * highlights: the page's markup is never changed, so React keeps owning it.
 * A "Clear search highlights" button removes them. The matched section (the
 * URL's `#anchor`) is scrolled into view once the page's content is rendered.
 */
import { isEqualPath, useLocation } from '@rspress/core/runtime';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { contentRenderedRoute, subscribeContentRendered } from '../Layout/hydrated';
import { docContent } from '../lib/docContent';
import { findMatches } from './marks';

const HIGHLIGHT = 'rsb-search-marks';
const STYLE_ID = 'rsb-search-marks-style';
/** Injected here rather than in a stylesheet, so that pages not opened from search load none of it. */
const STYLES = `
::highlight(${HIGHLIGHT}) { background-color: #fde68a; color: #1c1917; }
html.dark ::highlight(${HIGHLIGHT}) { background-color: #854d0e; color: #fefce8; }
.rsb-search-marks-clear {
  position: fixed; left: 50%; bottom: 24px; z-index: 60; transform: translateX(-50%);
  padding: 6px 14px; border: 1px solid var(--rp-c-divider-light); border-radius: 999px;
  background: var(--rp-c-bg); color: var(--rp-c-text-1); font: inherit; font-size: 14px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 15%); cursor: pointer;
}
.rsb-search-marks-clear:focus-visible { outline: 2px solid var(--rp-c-brand); outline-offset: 2px; }
`;

/** The registry of custom highlights, where the browser has one. */
function highlights(): HighlightRegistry | undefined {
  return typeof CSS !== 'undefined' && 'highlights' in globalThis.CSS && typeof Highlight === 'function' ? globalThis.CSS.highlights : undefined;
}

/** Scrolls the section the result pointed at into view, unless it is already near the top. */
function scrollToSection(root: Element, hash: string): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (!target || !root.contains(target)) return;
  const top = target.getBoundingClientRect().top;
  if (top < 0 || top > window.innerHeight / 2) target.scrollIntoView({ block: 'start' });
}

/** Whether the page's content has marks: they live in the browser's highlight registry, outside React. */
let hasMarks = false;
const markListeners = new Set<() => void>();
function setHasMarks(value: boolean): void {
  if (value === hasMarks) return;
  hasMarks = value;
  for (const listener of markListeners) listener();
}
function subscribeMarks(listener: () => void): () => void {
  markListeners.add(listener);
  return () => markListeners.delete(listener);
}

/** Marks the words in the page's content; returns whether any was found. */
function mark(root: Element, words: string[]): boolean {
  const registry = highlights();
  if (!registry) return false;
  const ranges = findMatches(root, words).map(([node, start, end]) => {
    const range = new Range();
    range.setStart(node, start);
    range.setEnd(node, end);
    return range;
  });
  if (ranges.length === 0) return false;
  registry.set(HIGHLIGHT, new Highlight(...ranges));
  return true;
}

export interface ArrivalMarksProps {
  words: string[];
  clearLabel: string;
}

/** The marks of the page on screen and their "Clear" button; rendered with a key per navigation. */
export function ArrivalMarks({ words, clearLabel }: ArrivalMarksProps) {
  const { pathname, hash } = useLocation();
  const rendered = useSyncExternalStore(subscribeContentRendered, contentRenderedRoute, () => null);
  const ready = rendered !== null && isEqualPath(rendered, pathname);
  const marked = useSyncExternalStore(subscribeMarks, () => hasMarks, () => false);
  const [cleared, setCleared] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const key = words.join(' ');

  useEffect(() => {
    if (!ready || cleared) return;
    // The part of the page that is the document (not the navigation, not the search dialog).
    const root = docContent();
    if (!root) return;
    if (!document.getElementById(STYLE_ID)) {
      const style = document.createElement('style');
      style.id = STYLE_ID;
      style.textContent = STYLES;
      document.head.append(style);
    }
    scrollToSection(root, hash);
    setHasMarks(mark(root, key.split(' ')));
    return () => {
      highlights()?.delete(HIGHLIGHT);
      setHasMarks(false);
    };
  }, [ready, cleared, key, hash]);

  if (!marked || cleared) return null;
  return (
    <button
      ref={button}
      type="button"
      className="rsb-search-marks-clear"
      onClick={() => {
        if (document.activeElement === button.current) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
        setCleared(true);
      }}
    >
      {clearLabel}
    </button>
  );
}
