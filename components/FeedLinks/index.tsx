import { usePageData } from '@rspress/core/runtime';
import { useT } from '../../theme/hooks/useT';
import { type PageFeed, feedFormatName } from '../../theme/lib/feeds';
import './index.css';

/** Feed icon (the usual broadcast mark), decorative. */
function FeedIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <circle cx="3" cy="13" r="2" fill="currentColor" />
      <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M1 1.5A13.5 13.5 0 0 1 14.5 15" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Links to the feeds the page declares (`link-rss` frontmatter, written into
 * the page data by @rspress/plugin-rss): used on the releases index.
 */
export function FeedLinks() {
  const { page } = usePageData();
  const t = useT();
  const feeds = (page as { feeds?: PageFeed[] }).feeds ?? [];
  if (feeds.length === 0) return null;
  return (
    <p className="rsb-feed-links rp-not-doc">
      <span>{t('feedLinksLabel')}</span>
      {feeds.map((feed) => (
        // Site-relative, so that the link also works on a preview of the build.
        <a key={feed.url} className="rsb-feed-links__link" href={new URL(feed.url).pathname} type={feed.mime} hrefLang={feed.language}>
          <FeedIcon />
          {feedFormatName(feed.mime)}
        </a>
      ))}
    </p>
  );
}
