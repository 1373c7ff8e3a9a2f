/**
 * Feature cards of the landing page. Texts are the `feature<Key>Title` and
 * `feature<Key>Desc` keys of `i18n.json`; links are English routes (the
 * Chinese page gets the `/zh` prefix) of pages that exist in both languages.
 */
export type FeatureSpan = 2 | 3 | 4 | 6;

export interface FeatureCard {
  /** Suffix of the i18n keys (`feature${key}Title`, `feature${key}Desc`). */
  key: string;
  icon: 'bolt' | 'box' | 'layers' | 'plug' | 'server' | 'sparkle';
  link?: string;
  /** Columns out of 12 on wide screens; unset means 4. */
  span?: FeatureSpan;
}

export const FEATURES: FeatureCard[] = [
  { key: 'Rspack', icon: 'bolt', link: '/guide/configuration/rspack' },
  { key: 'Batteries', icon: 'box', link: '/guide/start/features' },
  { key: 'Framework', icon: 'layers', link: '/guide/framework/react' },
  { key: 'Plugin', icon: 'plug', link: '/plugins/list/' },
  { key: 'Dev', icon: 'server', link: '/guide/basic/server' },
  { key: 'Output', icon: 'sparkle', link: '/guide/basic/output-files' },
];

/** CSS modifier of a card for its span (unset behaves as 4). */
export function spanClass(span: FeatureSpan | number | undefined): string {
  switch (span) {
    case 2:
    case 3:
    case 6:
      return `rsb-features__item--span-${span}`;
    case 4:
    case undefined:
      return 'rsb-features__item--span-4';
    default:
      return '';
  }
}
