import type { Page } from '@playwright/test';

/**
 * Containers whose content may legitimately be wider than they are: they scroll
 * sideways on their own (code blocks, tables). Everything else must fit.
 */
const CONTENT_SCROLLERS = ['pre', '.rp-codeblock', '.rp-codeblock__content__scroll-container', '.rp-table-scroll-container'];

/** What a reader can click, type into or focus. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';

/**
 * Finds what makes a page unusable at the current width, as readable messages:
 * - the page scrolls sideways (the document is wider than the viewport);
 * - a layout container scrolls sideways (e.g. the doc column), which a reader
 *   sees as a page that pans; code blocks and tables are allowed to scroll;
 * - a visible control sticks out of the viewport or is cut by a container that
 *   hides its overflow (a hamburger cut off at the right edge, a menu running
 *   past it).
 * Controls that are hidden on purpose (closed drawers and dropdowns: `display:
 * none`, `visibility: hidden`, `opacity: 0`, no size) are not checked.
 */
export function findLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ scrollerSelector, controlSelector }) => {
      const problems: string[] = [];
      const width = document.documentElement.clientWidth;
      const describe = (el: Element) => {
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        const label = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().split('\n')[0]!.slice(0, 40);
        return `<${el.tagName.toLowerCase()}${cls}>${label ? ` "${label}"` : ''}`;
      };
      const inScroller = (el: Element) => el.closest(scrollerSelector) !== null;

      const root = document.scrollingElement ?? document.documentElement;
      if (root.scrollWidth > width + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth}px of content in ${width}px`);

      for (const el of document.body.querySelectorAll('*')) {
        const style = getComputedStyle(el);
        if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
        if (el.matches(scrollerSelector) || inScroller(el)) continue;
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (el.scrollWidth > el.clientWidth + 1) {
          problems.push(`${describe(el)} scrolls sideways: ${el.scrollWidth}px of content in ${el.clientWidth}px`);
        }
      }

      for (const el of document.body.querySelectorAll(controlSelector)) {
        if (inScroller(el)) continue;
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const rect = el.getBoundingClientRect();
        if (rect.width < 1 || rect.height < 1) continue;
        if (rect.left < -1 || rect.right > width + 1) {
          problems.push(`${describe(el)} is outside the viewport: ${Math.round(rect.left)}..${Math.round(rect.right)} of 0..${width}`);
          continue;
        }
        // Cut by an ancestor that hides or scrolls its overflow (partly visible only).
        for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const overflowX = getComputedStyle(parent).overflowX;
          if (overflowX === 'visible') continue;
          const box = parent.getBoundingClientRect();
          const visible = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
          if (visible > 0 && visible < rect.width - 1) {
            problems.push(`${describe(el)} is cut off by ${describe(parent)}: ${Math.round(visible)} of ${Math.round(rect.width)}px visible`);
            break;
          }
        }
      }
      return problems;
    },
    { scrollerSelector: CONTENT_SCROLLERS.join(', '), controlSelector: CONTROLS },
  );
}
