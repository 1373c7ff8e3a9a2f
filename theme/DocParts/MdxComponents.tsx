import { getCustomMDXComponent as getRspressComponents } from '@rspress/core/theme-original';
import { Children, type ComponentProps, type ComponentType, forwardRef, isValidElement, useEffect, useRef, useState } from 'react';

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

const ANCHOR_CLASS = 'rp-header-anchor';

const hasAnchor = (children: unknown) =>
  Children.toArray(children as never).some((child) => isValidElement<{ className?: string }>(child) && String(child.props.className ?? '').split(' ').includes(ANCHOR_CLASS));

type HeadingProps = ComponentProps<'h2'>;

/**
 * A Markdown heading with its anchor link first, as Rspress compiles it: the build leaves the link
 * out of the page's code (site/plugins/heading-anchors.ts) and the heading draws it here. A heading
 * that brings its own link (Rspress's fallback title) and the Markdown twins get none.
 */
function anchored(Heading: ComponentType<HeadingProps>) {
  return function AnchoredHeading({ children, ...props }: HeadingProps) {
    if (import.meta.env.SSG_MD || !props.id || hasAnchor(children)) return <Heading {...props}>{children}</Heading>;
    return (
      <Heading {...props}>
        <A className={ANCHOR_CLASS} aria-hidden="true" href={`#${props.id}`}>
          #
        </A>
        {children}
      </Heading>
    );
  };
}

const HEADINGS = {
  h1: anchored(Base.h1 as ComponentType<HeadingProps>),
  h2: anchored(Base.h2 as ComponentType<HeadingProps>),
  h3: anchored(Base.h3 as ComponentType<HeadingProps>),
  h4: anchored(Base.h4 as ComponentType<HeadingProps>),
  h5: anchored(Base.h5 as ComponentType<HeadingProps>),
  h6: anchored(Base.h6 as ComponentType<HeadingProps>),
};

/**
 * The components of Markdown content (Rspress's, same signature), with the link, the table and
 * the headings above; Rspress's fallback headings take their anchor link from here too.
 */
export function getCustomMDXComponent(): ReturnType<typeof getRspressComponents> {
  return { ...getRspressComponents(), a: A, table: Table, ...HEADINGS };
}
