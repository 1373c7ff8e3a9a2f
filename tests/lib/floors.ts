/** Minimum size of a page outside code, by kind of page. */
export const FLOORS = {
  config: { en: 120, zh: 160 },
  guide: { en: 250, zh: 350 },
  other: { en: 80, zh: 120 },
  /** Chinese characters per English word of the twin page. */
  zhParity: 0.9,
} as const;

export function floorFor(route: string): { en: number; zh: number } {
  if (route.startsWith('/config/') && route !== '/config/') return FLOORS.config;
  if (route.startsWith('/guide/')) return FLOORS.guide;
  return FLOORS.other;
}
