import { addLeadingSlash, addTrailingSlash, normalizeImagePath, useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';

/**
 * The site's name and logo at the start of the navbar, linking home. The logo is decoration
 * (empty text alternative, no shared id between its light and dark images): the link is named
 * by the site's name alone.
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const defaultLang = site.lang ?? '';
  const locale = site.themeConfig?.locales?.find((item) => item.lang === lang);
  const title = (locale?.title ?? site.title) || 'Home';
  const home = addLeadingSlash(lang === defaultLang ? '/' : addTrailingSlash(lang));
  const { logo, logoText, logoHref } = site;
  const images =
    typeof logo === 'string'
      ? [{ src: logo, variant: '' }]
      : logo
        ? [
            { src: logo.light, variant: 'rp-nav__title__logo-image--light' },
            { src: logo.dark, variant: 'rp-nav__title__logo-image--dark' },
          ]
        : [];
  return (
    <div className="rp-nav__title">
      <Link href={logoHref || home} className="rp-nav__title__link">
        {images.length > 0 && (
          <div className="rp-nav__title__logo">
            {images.map(({ src, variant }) => (
              <img key={variant || 'logo'} src={normalizeImagePath(src)} alt="" className={`rspress-logo rp-nav__title__logo-image ${variant}`.trim()} />
            ))}
          </div>
        )}
        {logoText ? <span>{logoText}</span> : images.length === 0 && <span>{title}</span>}
      </Link>
    </div>
  );
}
