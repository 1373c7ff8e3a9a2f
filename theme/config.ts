import { LINKS } from '../site/links';

/**
 * Theme settings that are not part of Rspress's `themeConfig`.
 */
export const THEME = {
  /** Repository shown as the hero's secondary (GitHub) link. */
  githubUrl: LINKS.github,
  /** Where the hero's Get Started button goes (English route; `/zh` is prefixed on Chinese pages). */
  getStartedRoute: '/guide/start/quick-start',
  announcement: {
    /** localStorage key that remembers a dismissal. Change it to show a new announcement again. */
    storageKey: 'rsbuild-v1-docs-announcement-dismissed',
    href: 'https://rsbuild.rs/',
    /** i18n key of the text. */
    textKey: 'announcementText',
  },
  /** Scroll distance (px) after which the landing header stops being transparent. */
  landingOpaqueAt: 100,
} as const;

