/**
 * A stand-in for `scroll-into-view-if-needed` (the build aliases the package here): it skips
 * elements that are not rendered, scrolls only the item's own scrollers, never the page, and
 * measures each scroller once, so that no layout is forced for a closed drawer.
 */

export interface ScrollOptions {
  behavior?: ScrollBehavior;
  block?: ScrollLogicalPosition;
  inline?: ScrollLogicalPosition;
  scrollMode?: 'always' | 'if-needed';
  /** `false` for the last element that may be scrolled, as in the package. */
  boundary?: Element | ((element: Element) => boolean) | null;
}

/** Where a box should go along one axis, or `null` to leave it. */
export function scrollDelta(
  item: { start: number; end: number },
  view: { start: number; end: number },
  position: ScrollLogicalPosition,
  ifNeeded: boolean,
): number | null {
  const fits = item.start >= view.start && item.end <= view.end;
  if (ifNeeded && fits) return null;
  const size = view.end - view.start;
  switch (position) {
    case 'start':
      return item.start - view.start;
    case 'end':
      return item.end - view.end;
    case 'nearest':
      if (fits) return null;
      // Too big to fit: show its start.
      if (item.end - item.start > size || item.start < view.start) return item.start - view.start;
      return item.end - view.end;
    case 'center':
    default:
      return (item.start + item.end) / 2 - (view.start + view.end) / 2;
  }
}

const SCROLLABLE = /^(auto|scroll|overlay)$/;

function isScrollable(element: Element): { x: boolean; y: boolean } {
  const style = getComputedStyle(element);
  return {
    y: SCROLLABLE.test(style.overflowY) && element.scrollHeight > element.clientHeight,
    x: SCROLLABLE.test(style.overflowX) && element.scrollWidth > element.clientWidth,
  };
}

/** The scrollable ancestors of `target` up to the boundary, innermost first; never the page. */
function scrollers(target: Element, boundary: ScrollOptions['boundary']): Element[] {
  const withinBoundary =
    typeof boundary === 'function' ? boundary : (element: Element) => boundary == null || element !== boundary;
  const page = document.scrollingElement ?? document.documentElement;
  const found: Element[] = [];
  let cursor: Element | null = target;
  while (cursor && withinBoundary(cursor)) {
    cursor = cursor.parentElement;
    if (!cursor || cursor === page || cursor === document.body) break;
    const { x, y } = isScrollable(cursor);
    if (x || y) found.push(cursor);
  }
  return found;
}

export default function scrollIntoView(target: Element, options: ScrollOptions = {}): void {
  if (!target.isConnected) return;
  // Not rendered: `checkVisibility` answers from styles alone, without a layout.
  if (typeof target.checkVisibility === 'function' && !target.checkVisibility({ visibilityProperty: true })) return;
  const { behavior = 'auto', block = 'center', inline = 'nearest', scrollMode = 'always' } = options;
  const ifNeeded = scrollMode === 'if-needed';
  let rect = target.getBoundingClientRect();
  for (const frame of scrollers(target, options.boundary)) {
    const box = frame.getBoundingClientRect();
    const top = box.top + frame.clientTop;
    const left = box.left + frame.clientLeft;
    const dy = scrollDelta({ start: rect.top, end: rect.bottom }, { start: top, end: top + frame.clientHeight }, block, ifNeeded);
    const dx = scrollDelta({ start: rect.left, end: rect.right }, { start: left, end: left + frame.clientWidth }, inline, ifNeeded);
    if (dy === null && dx === null) continue;
    const before = { top: frame.scrollTop, left: frame.scrollLeft };
    frame.scrollTo({ top: before.top + (dy ?? 0), left: before.left + (dx ?? 0), behavior });
    // Outer scrollers see the item where this one will have put it.
    const maxTop = frame.scrollHeight - frame.clientHeight;
    const maxLeft = frame.scrollWidth - frame.clientWidth;
    const movedY = Math.min(Math.max(before.top + (dy ?? 0), 0), maxTop) - before.top;
    const movedX = Math.min(Math.max(before.left + (dx ?? 0), 0), maxLeft) - before.left;
    rect = new DOMRect(rect.x - movedX, rect.y - movedY, rect.width, rect.height);
  }
}
