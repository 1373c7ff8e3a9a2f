/** The English route of a page: `/zh/guide/start/` → `/guide/start/`, `/zh` → `/`. */
export function englishRoute(routePath: string): string {
  return routePath.replace(/^\/zh(?=\/|$)/, '') || '/';
}
