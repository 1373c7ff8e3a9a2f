import { usePage } from '@rspress/core/runtime';
import { processTitleElement } from '@rspress/core/dist/theme/hooks/processTitleElement.js';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { type TocHeading, sameHeadings } from '../lib/toc';

/*
 * The outline's headings, read from the page as shown (Rspress's
 * `useWatchToc` and `useDynamicToc`): headings inside hidden parts such as
 * inactive tabs are left out, and headings added later are taken in.
 *
 * Rspress's version kept the page element in state set from a ref callback,
 * a synchronous update in the middle of the hydration commit: React then ran
 * every effect of the page and rendered again in that same task, one long
 * task on every page load. It also switched to the headings read from the
 * page even when they were the page's own list, rendering the outline again.
 * Here the element is watched straight from the ref, the page is read after
 * the commit, and the outline renders again only when the headings on the
 * page differ from the page's list.
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

/** The headings of the outline as the page shows them. */
export function readHeadings(target: Element): TocHeading[] {
  const root = target.closest('.rspress-doc') ?? target;
  const found: TocHeading[] = [];
  for (const element of target.querySelectorAll('h2.rp-toc-include, h3.rp-toc-include, h4.rp-toc-include')) {
    if (element.closest('.rspress-toc-exclude,.rp-toc-exclude') || !isShown(element, root)) continue;
    found.push({ id: element.id, text: processTitleElement(element).innerHTML, depth: Number(element.tagName[1]), charIndex: 0 });
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

/** Watches the headings of the element given to `rspressDocRef`. */
export function useWatchToc(): { rspressDocRef: (element: HTMLElement | null) => () => void } {
  const { page } = usePage();
  const pageToc = useRef<TocHeading[]>(NONE);
  pageToc.current = (page.toc ?? NONE) as TocHeading[];
  const rspressDocRef = useCallback((element: HTMLElement | null) => {
    if (!element) return () => {};
    let timer = 0;
    const update = () => {
      timer = 0;
      const headings = readHeadings(element);
      setShown(headings.length === 0 || sameHeadings(headings, pageToc.current) ? NONE : headings);
    };
    // After the commit and the paint that follows it, not inside them.
    const schedule = () => {
      if (!timer) timer = window.setTimeout(update, 0);
    };
    schedule();
    const observer = new MutationObserver((mutations) => {
      if (touchesHeadings(mutations)) schedule();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      if (timer) window.clearTimeout(timer);
    };
  }, []);
  return { rspressDocRef };
}
