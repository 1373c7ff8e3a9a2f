/**
 * Accessibility fixes for markup of the default theme that the theme cannot
 * change through props: applied to the document whenever it changes.
 */
export interface A11yLabels {
  /** Names of the sidebar and outline regions (two `aside`s must not share an empty name). */
  sidebar: string;
  outline: string;
}

/** Id of the page's main element, the skip link's target. */
export const MAIN_ID = 'main-content';

/** Elements that scroll sideways when their content is wider than they are. */
const SCROLLERS = '.rp-codeblock__content__scroll-container, .rp-table-scroll-container, .rp-doc table';
const SCROLLER_MARK = 'data-rsb-scroller';

/**
 * A region that scrolls sideways must be reachable by keyboard (to scroll it
 * with the arrow keys): it gets `tabindex="0"` while it overflows (as Shiki
 * gives its `pre`), and loses it when it no longer does (on a wider screen).
 */
export function patchScrollers(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const overflows = el.scrollWidth > el.clientWidth + 1;
    if (overflows && !el.hasAttribute('tabindex')) {
      el.tabIndex = 0;
      el.setAttribute(SCROLLER_MARK, '');
    } else if (!overflows && el.hasAttribute(SCROLLER_MARK)) {
      el.removeAttribute('tabindex');
      el.removeAttribute(SCROLLER_MARK);
    }
  }
}

const SOCIAL_NAMES: [RegExp, string][] = [
  [/github\.com/, 'GitHub'],
  [/(^|\.)x\.com|twitter\.com/, 'X'],
  [/discord\.(gg|com)/, 'Discord'],
  [/bsky\.app/, 'Bluesky'],
];

/** Readable name of a social link, from its address. */
export function socialLinkName(href: string): string | undefined {
  let host = '';
  try {
    host = new URL(href).hostname;
  } catch {
    return undefined;
  }
  return SOCIAL_NAMES.find(([pattern]) => pattern.test(host))?.[1] ?? host.replace(/^www\./, '');
}

export function patchAccessibility(root: ParentNode, labels: A11yLabels): void {
  // Heading anchors are aria-hidden, so they must not take keyboard focus either.
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a.rp-header-anchor[aria-hidden="true"]:not([tabindex])')) {
    anchor.tabIndex = -1;
  }
  // Icon-only social links get a name.
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a.rp-social-links__item:not([aria-label])')) {
    const name = socialLinkName(link.href);
    if (name) link.setAttribute('aria-label', name);
  }
  // Landmarks: one named main (the skip link's target), distinct names for the two asides.
  const main = root.querySelector<HTMLElement>('main');
  if (main && !main.id && !root.querySelector(`#${MAIN_ID}`)) main.id = MAIN_ID;
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  for (const [selector, label] of [
    ['aside.rp-doc-layout__sidebar', labels.sidebar],
    ['aside.rp-doc-layout__outline', labels.outline],
    ['nav.rp-outline__toc', labels.outline],
  ] as const) {
    for (const el of root.querySelectorAll<HTMLElement>(`${selector}:not([aria-label])`)) el.setAttribute('aria-label', label);
  }
  patchScrollers(root);
}
