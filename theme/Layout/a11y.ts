/**
 * Accessibility fixes for markup of the default theme that the theme cannot
 * change through props: applied to the document whenever it changes.
 */
export interface A11yLabels {
  /** Names of the sidebar and outline regions (two `aside`s must not share an empty name). */
  sidebar: string;
  outline: string;
  /** Names of sideways-scrolling code blocks and tables, which become focusable. */
  codeBlock: string;
  table: string;
}

/** Id of the page's main element, the skip link's target. */
export const MAIN_ID = 'main-content';

/** Elements that scroll sideways when their content is wider than they are. */
const SCROLLERS: [string, keyof A11yLabels][] = [
  ['.rp-codeblock__content__scroll-container', 'codeBlock'],
  ['.rp-doc table, .rp-doc .rp-table-scroll', 'table'],
];
const SCROLLER_MARK = 'data-rsb-scroller';

/**
 * A region that scrolls sideways must be reachable by keyboard: it gets
 * `tabindex="0"` and a name while it overflows, and loses them when it no
 * longer does (on a wider screen).
 */
export function patchScrollers(root: ParentNode, labels: A11yLabels): void {
  for (const [selector, key] of SCROLLERS) {
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      const overflows = el.scrollWidth > el.clientWidth + 1;
      if (overflows && !el.hasAttribute('tabindex')) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', labels[key]);
        el.setAttribute(SCROLLER_MARK, '');
      } else if (!overflows && el.hasAttribute(SCROLLER_MARK)) {
        for (const name of ['tabindex', 'role', 'aria-label', SCROLLER_MARK]) el.removeAttribute(name);
      }
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
  patchScrollers(root, labels);
}
