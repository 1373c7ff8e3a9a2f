import type { SocialLink } from '@rspress/core';
import { useSite } from '@rspress/core/runtime';
import { SocialLinks as OriginalSocialLinks } from '@rspress/core/theme-original';
import { socialLinkName } from '../lib/socialLinks';
import { socialIcons } from '../rspress-internals';

/** Rspress shows at most this many links before a "more" menu. */
const SHOWN = 5;

/**
 * The navbar's social links. Rspress's version renders icon-only links
 * without a name; here each link is named after the site it leads to. Other
 * modes (text, image, GitHub stars) and longer lists keep Rspress's version.
 */
export function SocialLinks({ socialLinks }: { socialLinks?: SocialLink[] }) {
  const { site } = useSite();
  const links = site.themeConfig.socialLinks ?? socialLinks ?? [];
  if (links.length === 0) return null;
  if (links.length > SHOWN || links.some((link) => (link.mode ?? 'link') !== 'link')) return <OriginalSocialLinks socialLinks={socialLinks} />;
  return (
    <div className="rp-social-links">
      {links.map((link) => (
        <a key={link.content} href={link.content} target="_blank" rel="noopener noreferrer" className="rp-social-links__item" aria-label={socialLinkName(link.content)}>
          <div className="rp-social-links__icon">
            <div
              className="rp-social-links__icon"
              dangerouslySetInnerHTML={{ __html: typeof link.icon === 'string' ? (socialIcons[link.icon] ?? '') : link.icon.svg }}
            />
          </div>
        </a>
      ))}
    </div>
  );
}
