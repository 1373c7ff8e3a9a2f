import { useHead, useLocaleSiteData, usePage, useSite } from '@rspress/core/runtime';
import { SITE } from '../../site/meta';
import { useT } from '../hooks/useT';
import { type PageFeed, feedLinkTags } from '../lib/feeds';
import { documentTitle, socialMetaTags } from '../lib/socialMeta';

/**
 * Head tags of every page, home and 404 included (a global UI component): Open Graph and
 * Twitter card tags with absolute URLs and the language's social image, and the page's feeds.
 */
export default function HeadTags() {
  const { page } = usePage();
  const { site } = useSite();
  const locale = useLocaleSiteData();
  const t = useT();
  const frontmatter = page.frontmatter ?? {};
  const pageType = String(frontmatter.pageType ?? page.pageType ?? 'doc');
  const title = documentTitle(
    pageType,
    String(frontmatter.title ?? page.title ?? ''),
    site.title || locale.title || SITE.title,
    typeof frontmatter.titleSuffix === 'string' ? frontmatter.titleSuffix : undefined,
  );
  const description = page.description || site.description || locale.description || '';
  const feeds = (page as { feeds?: PageFeed[] }).feeds ?? [];
  useHead({
    meta: socialMetaTags(
      { routePath: page.routePath, lang: page.lang || 'en', title, description, imageAlt: t('socialImageAlt') },
      SITE.origin,
    ),
    link: feedLinkTags(feeds),
  });
  return null;
}
