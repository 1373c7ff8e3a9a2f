import { getCustomMDXComponent as getRspressComponents } from '@rspress/core/theme-original';
import { type ComponentProps, forwardRef, useEffect, useRef, useState } from 'react';

const Base = getRspressComponents();

/** Links in Markdown. A heading's anchor is hidden from screen readers, so it stays out of the Tab order too. */
export function A(props: ComponentProps<'a'>) {
  const anchor = props.className?.split(' ').includes('rp-header-anchor') && props['aria-hidden'] !== undefined;
  return <Base.a {...props} tabIndex={anchor ? -1 : props.tabIndex} />;
}

/** Whether a scroller's content is wider than the scroller. */
const overflows = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 1;

/**
 * Markdown tables, in Rspress's sideways-scrolling container, which takes keyboard focus while
 * the table is wider than it (to scroll with the arrow keys).
 */
export const Table = forwardRef<HTMLTableElement, ComponentProps<'table'>>(function Table(props, ref) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScrolls(overflows(element)));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={scroller} className="rp-table-scroll-container rp-scrollbar" tabIndex={scrolls ? 0 : undefined}>
      <table ref={ref} {...props} />
    </div>
  );
});

/**
 * The components of Markdown content (Rspress's, same signature), with the link and the table
 * above; Rspress's fallback headings take their anchor link from here too.
 */
export function getCustomMDXComponent(): ReturnType<typeof getRspressComponents> {
  return { ...getRspressComponents(), a: A, table: Table };
}
