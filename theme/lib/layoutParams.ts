/**
 * Query parameters that hide parts of the layout: `?navbar=0`, `?sidebar=0`,
 * `?outline=0`, `?footer=0`. The outline is shown by default only when the
 * page is not inside a frame; in a frame it needs `?outline=1`.
 */
export interface LayoutParts {
  navbar: boolean;
  sidebar: boolean;
  outline: boolean;
  footer: boolean;
}

const LAYOUT_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;

/** The parts of a prerendered page: all of them (no query string, not in a frame). */
export const SERVER_PARTS: Readonly<LayoutParts> = Object.freeze({ navbar: true, sidebar: true, outline: true, footer: true });

/** Which parts the address (and the frame situation) allows. */
export function partsFromQuery(search: string, inFrame: boolean): LayoutParts {
  const query = new URLSearchParams(search);
  const flag = (name: string, fallback: boolean) => {
    const value = query.get(name);
    if (value === '0' || value === 'false') return false;
    if (value === '1' || value === 'true') return true;
    return fallback;
  };
  return {
    navbar: flag('navbar', true),
    sidebar: flag('sidebar', true),
    outline: flag('outline', !inFrame),
    footer: flag('footer', true),
  };
}

/**
 * Frontmatter values after the query is applied. A part hidden by the page's
 * frontmatter stays hidden; the query only hides more. Returns `undefined`
 * when nothing changes, so callers can keep the original object.
 */
export function applyParts<T extends Record<string, unknown>>(frontmatter: T, parts: LayoutParts): T | undefined {
  let changed = false;
  const next: Record<string, unknown> = { ...frontmatter };
  for (const part of LAYOUT_PARTS) {
    if (!parts[part] && frontmatter[part] !== false) {
      next[part] = false;
      changed = true;
    }
  }
  return changed ? (next as T) : undefined;
}
