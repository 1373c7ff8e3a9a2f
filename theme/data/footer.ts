import { LINKS } from '../../site/links';

/**
 * Link columns of the landing footer. `label` is an i18n key, or a brand name
 * when `brand` is set. Internal links are English routes; the `/zh` prefix is
 * added on the Chinese page.
 */
export interface FooterLink {
  label: string;
  brand?: boolean;
  href: string;
}
export interface FooterColumn {
  /** i18n key of the column title. */
  title: string;
  links: FooterLink[];
}

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'guide',
    links: [
      { label: 'introduction', href: '/guide/start/' },
      { label: 'quickStart', href: '/guide/start/quick-start' },
      { label: 'features', href: '/guide/start/features' },
      { label: 'cli', href: '/guide/basic/cli' },
    ],
  },
  {
    title: 'footerReference',
    links: [
      { label: 'config', href: '/config/' },
      { label: 'plugin', href: '/plugins/list/' },
      { label: 'api', href: '/api/start/' },
    ],
  },
  {
    title: 'ecosystem',
    links: [
      { label: 'Rspack', brand: true, href: 'https://rspack.rs/' },
      { label: 'Rslib', brand: true, href: 'https://rslib.rs/' },
      { label: 'Rspress', brand: true, href: 'https://rspress.rs/' },
      { label: 'Rsdoctor', brand: true, href: 'https://rsdoctor.rs/' },
    ],
  },
  {
    title: 'community',
    links: [
      { label: 'GitHub', brand: true, href: LINKS.github },
      { label: 'Discord', brand: true, href: LINKS.discord },
      { label: 'X', brand: true, href: LINKS.x },
      { label: 'Bluesky', brand: true, href: LINKS.bluesky },
      { label: 'changelog', href: LINKS.changelog },
    ],
  },
];
