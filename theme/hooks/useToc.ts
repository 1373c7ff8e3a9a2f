import { usePage } from '@rspress/core/runtime';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { docContentRef } from '../lib/docContent';
import { type TocHeading, sameHeadings } from '../lib/toc';

/*
 * The outline's headings as the page shows them (Rspress's `useDynamicToc` and `useWatchToc`,
 * same signatures): hidden headings are left out, added ones taken in. The page is read after
 * the commit, and the outline renders again only when its headings differ from the page's list.
 */

const NONE: TocHeading[] = [];
let shown: TocHeading[] = NONE;
const listeners = new Set<() => void>();

function setShown(next: TocHeading[]) {
  if (next === shown) return;
  shown = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => shown;
const serverSnapshot = () => NONE;

function isShown(element: Element, root: Element | null): boolean {
  for (let current: Element | null = element; current && current !== root; current = current.parentElement) {
    const style = getComputedStyle(current);
    if (style.display === 'none' || style.opacity === '0' || style.visibility === 'hidden') return false;
  }
  return true;
}

/** A heading's content as HTML, without its anchor, excluded parts, links (their text stays) and comments. */
function headingHtml(heading: Element): string {
  const copy = heading.cloneNode(true) as Element;
  copy.querySelector('.rp-header-anchor')?.remove();
  for (const excluded of copy.querySelectorAll('.rspress-toc-exclude, .rp-toc-exclude')) excluded.remove();
  for (const link of copy.querySelectorAll('a')) link.replaceWith(...link.childNodes);
  for (const node of [...copy.childNodes]) if (node.nodeType === Node.COMMENT_NODE) node.remove();
  return copy.innerHTML;
}

/** The headings of the outline as the page shows them. */
function readHeadings(root: Element): TocHeading[] {
  const found: TocHeading[] = [];
  for (const element of root.querySelectorAll('h2.rp-toc-include, h3.rp-toc-include, h4.rp-toc-include')) {
    if (element.closest('.rspress-toc-exclude,.rp-toc-exclude') || !isShown(element, root)) continue;
    found.push({ id: element.id, text: headingHtml(element), depth: Number(element.tagName[1]), charIndex: 0 });
  }
  return found;
}

const HEADING_TAGS = new Set(['H2', 'H3', 'H4']);

function touchesHeadings(mutations: MutationRecord[]): boolean {
  for (const mutation of mutations) {
    for (const nodes of [mutation.addedNodes, mutation.removedNodes]) {
      for (const node of nodes) {
        if (!(node instanceof Element)) {
          if (node.parentElement?.closest('h2,h3,h4')) return true;
          continue;
        }
        if (HEADING_TAGS.has(node.tagName) || node.parentElement?.closest('h2,h3,h4')) return true;
        for (const child of node.children) if (HEADING_TAGS.has(child.tagName)) return true;
      }
    }
  }
  return false;
}

/** The outline's headings: the page's list, or the headings on the page when they differ from it. */
export function useDynamicToc(): TocHeading[] {
  const { page } = usePage();
  const fromPage = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return fromPage.length > 0 ? fromPage : ((page.toc ?? NONE) as TocHeading[]);
}

/**
 * Watches the headings of the doc layout's page content. The theme's one MutationObserver:
 * page components (tabs, client-only parts) add and remove headings after the page has
 * rendered, and nothing else reports it (e2e: the outline takes in an added heading).
 */
export function useWatchToc(): { rspressDocRef: (element: HTMLDivElement | null) => void } {
  const { page } = usePage();
  const toc = (page.toc ?? NONE) as TocHeading[];
  const doc = useRef<HTMLElement | null>(null);
  const rspressDocRef = useCallback((element: HTMLDivElement | null) => {
    doc.current = element;
    docContentRef(element);
  }, []);
  useEffect(() => {
    const element = doc.current;
    if (!element) return setShown(NONE);
    const update = () => {
      const headings = readHeadings(element);
      setShown(headings.length === 0 || sameHeadings(headings, toc) ? NONE : headings);
    };
    update();
    const observer = new MutationObserver((mutations) => {
      if (touchesHeadings(mutations)) update();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [toc]);
  return { rspressDocRef };
}
