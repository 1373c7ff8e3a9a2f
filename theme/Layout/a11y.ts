/**
 * Accessibility fixes for markup of the default theme that the theme cannot
 * change through props: applied to the document whenever it changes.
 */
export interface A11yLabels {
  /** Name of the "Open in" menu button of the page-actions row. */
  openIn: string;
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
  // Icon-only "Open in" trigger.
  for (const button of root.querySelectorAll<HTMLButtonElement>('button.rp-llms-view-options__trigger:not([aria-label])')) {
    button.setAttribute('aria-label', labels.openIn);
    button.setAttribute('aria-haspopup', 'menu');
  }
}
