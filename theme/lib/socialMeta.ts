/**
 * Link-preview tags of a page (Open Graph and Twitter card): absolute URLs on
 * the production origin, one social image per language.
 */

const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** Path of the social image of a language, under docs/public. */
export const socialImagePath = (lang: string) => `/og-image-${lang === 'zh' ? 'zh' : 'en'}.png`;

export interface SocialPage {
  /** Route of the page (`/guide/start/`, `/zh/config/dev/hmr`); `/404` for the not-found page. */
  routePath: string;
  lang: string;
  /** The document title. */
  title: string;
  description: string;
  /** Text describing the social image. */
  imageAlt: string;
}

export type MetaTag = { property: string; content: string } | { name: string; content: string };

export function socialMetaTags(page: SocialPage, origin: string): MetaTag[] {
  const url = new URL(page.routePath, origin).href;
  const image = new URL(socialImagePath(page.lang), origin).href;
  return [
    { property: 'og:url', content: url },
    { property: 'og:title', content: page.title },
    { property: 'og:site_name', content: 'Rsbuild' },
    { property: 'og:locale', content: page.lang === 'zh' ? 'zh_CN' : 'en_US' },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { property: 'og:image:alt', content: page.imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: page.imageAlt },
  ];
}

/** The document title of a page: `<title> - Rsbuild` (Rspress), the site title on home, `404 | Rsbuild` (theme/NotFoundLayout). */
export function documentTitle(pageType: string, pageTitle: string, siteTitle: string, suffix?: string): string {
  const join = (title: string, end?: string) => {
    if (!end) return title;
    const tail = end.trim();
    return /^[-|]/.test(tail) ? `${title.trim()} ${tail}` : `${title.trim()} - ${tail}`;
  };
  if (pageType === 'home') return join(siteTitle, suffix);
  if (pageType === '404') return join('404', `| ${siteTitle}`);
  if (pageTitle && (pageType === 'doc' || pageType === 'doc-wide')) return join(pageTitle, suffix || siteTitle);
  return siteTitle;
}
