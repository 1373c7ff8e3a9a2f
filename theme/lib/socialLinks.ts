const SOCIAL_NAMES: [RegExp, string][] = [
  [/github\.com/, 'GitHub'],
  [/(^|\.)x\.com|twitter\.com/, 'X'],
  [/discord\.(gg|com)/, 'Discord'],
  [/bsky\.app/, 'Bluesky'],
];

/** Readable name of an icon-only social link, from its address. */
export function socialLinkName(href: string): string | undefined {
  let host = '';
  try {
    host = new URL(href).hostname;
  } catch {
    return undefined;
  }
  return SOCIAL_NAMES.find(([pattern]) => pattern.test(host))?.[1] ?? host.replace(/^www\./, '');
}
