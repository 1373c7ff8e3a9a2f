/** Feed links of a page (`page.feeds`, written by @rspress/plugin-rss from site/feeds.ts). */
export interface PageFeed {
  url: string;
  mime: string;
  language?: string;
}

const FORMAT_NAMES: Record<string, string> = {
  'application/rss+xml': 'RSS',
  'application/atom+xml': 'Atom',
};

/** `RSS`, `Atom`, or the MIME type of another format. */
export const feedFormatName = (mime: string) => FORMAT_NAMES[mime] ?? mime;

/**
 * `<link rel="alternate">` tags announcing the feeds. Without `hreflang`: the head manager keeps
 * one alternate link per `hreflang`, so the RSS and Atom links would replace each other.
 */
export function feedLinkTags(feeds: PageFeed[]): { rel: 'alternate'; type: string; href: string; title: string }[] {
  return feeds.map((feed) => ({ rel: 'alternate', type: feed.mime, href: feed.url, title: feedFormatName(feed.mime) }));
}
