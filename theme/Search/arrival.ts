/**
 * Marks the words of a search result on the page it opened (loaded by
 * SearchArrival only when the URL names them). The marks are CSS custom
 * highlights: the page's markup is never changed, so React keeps owning it.
 * A "Clear search highlights" button removes them. The matched section (the
 * URL's `#anchor`) is scrolled into view once it is rendered.
 */
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

/** The part of the page that is the document (not the navigation, not the search dialog). */
const CONTENT = '.rspress-doc';

export interface ArrivalOptions {
  words: string[];
  /** The URL's `#anchor`, the section the result pointed at. */
  hash: string;
  clearLabel: string;
}

/** Marks the words on the page and scrolls to the section; returns what removes it all. */
export function markArrival({ words, hash, clearLabel }: ArrivalOptions): () => void {
  const supported = typeof CSS_HIGHLIGHTS() !== 'undefined' && typeof Highlight === 'function';
  let button: HTMLButtonElement | null = null;
  let scrolled = !hash;
  let cleared = false;

  const clear = () => {
    cleared = true;
    observer.disconnect();
    CSS_HIGHLIGHTS()?.delete(HIGHLIGHT);
    const hadFocus = button !== null && document.activeElement === button;
    button?.remove();
    button = null;
    if (hadFocus) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  };

  const apply = () => {
    const root = document.querySelector(CONTENT);
    if (!root || cleared) return;
    if (!scrolled) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target && root.contains(target)) {
        scrolled = true;
        const top = target.getBoundingClientRect().top;
        if (top < 0 || top > window.innerHeight / 2) target.scrollIntoView({ block: 'start' });
      }
    }
    if (!supported) return;
    const ranges = findMatches(root, words).map(([node, start, end]) => {
      const range = new Range();
      range.setStart(node, start);
      range.setEnd(node, end);
      return range;
    });
    if (!ranges.length) return;
    CSS_HIGHLIGHTS()!.set(HIGHLIGHT, new Highlight(...ranges));
    if (!button) {
      button = document.createElement('button');
      button.type = 'button';
      button.className = 'rsb-search-marks-clear';
      button.textContent = clearLabel;
      button.addEventListener('click', clear);
      document.body.append(button);
    }
  };

  if (supported && !document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = STYLES;
    document.head.append(style);
  }
  // The content may render after this runs (a page reached without reload): mark it when it changes.
  let frame = 0;
  const observer = new MutationObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(apply);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  apply();
  return () => {
    cancelAnimationFrame(frame);
    clear();
  };
}

/** The registry of custom highlights, where the browser has one. */
function CSS_HIGHLIGHTS(): HighlightRegistry | undefined {
  return typeof CSS !== 'undefined' && 'highlights' in globalThis.CSS ? globalThis.CSS.highlights : undefined;
}
