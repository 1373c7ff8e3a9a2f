/**
 * Feeds of the release announcements: RSS 2.0 and Atom 1.0, in English
 * (`en`) and Chinese (`zh-CN`), written by @rspress/plugin-rss into
 * `doc_build/rss/`. Release pages link to their language's feeds in the head
 * (theme/HeadTags); the releases index lists them (`link-rss` frontmatter,
 * `components/FeedLinks`).
 */
import { readFileSync } from 'node:fs';
import type { FeedChannel, FeedItem } from '@rspress/plugin-rss';
import { type PageFile, listPageFiles } from './docs-files';
import { SITE } from './meta';
import { LANGS, type Lang, label, localizeRoute } from './structure';

const RELEASES_ROUTE = '/community/releases/';
const FEED_DIR = 'rss';

const FEED_FORMATS = {
  rss: { extension: 'rss', mime: 'application/rss+xml' },
  atom: { extension: 'atom', mime: 'application/atom+xml' },
} as const;
export type FeedFormat = keyof typeof FEED_FORMATS;

const FEED_LANGUAGE: Record<Lang, string> = { en: 'en', zh: 'zh-CN' };

export const FEED_TEXT: Record<Lang, { title: string; subtitle: string }> = {
  en: {
    title: 'Rsbuild release announcements',
    subtitle: 'What each Rsbuild release introduced, which defaults changed and how to upgrade.',
  },
  zh: {
    title: 'Rsbuild 发布公告',
    subtitle: 'Rsbuild 各版本的发布公告：新增的功能、变化的默认值以及升级方法。',
  },
};

/** Channel id; also the `link-rss` value that lists the feed on a page. */
export const feedId = (lang: Lang, format: FeedFormat) => `releases${lang === 'en' ? '' : `-${lang}`}-${format}`;
const feedFileName = (lang: Lang, format: FeedFormat) =>
  `releases${lang === 'en' ? '' : `-${lang}`}.${FEED_FORMATS[format].extension}`;
export const feedUrl = (lang: Lang, format: FeedFormat, origin: string = SITE.origin) =>
  `${origin}/${FEED_DIR}/${feedFileName(lang, format)}`;

const FORMATS = Object.keys(FEED_FORMATS) as FeedFormat[];

/** The feed files the build writes (site paths), with the content type the host serves them with. */
export function feedFiles(): { path: string; type: string }[] {
  return LANGS.flatMap((lang) =>
    FORMATS.map((format) => ({ path: `/${FEED_DIR}/${feedFileName(lang, format)}`, type: `${FEED_FORMATS[format].mime}; charset=utf-8` })),
  );
}

/** A release announcement: a page below the releases index, not the index itself. */
export const isReleasePage = (route: string) => route.startsWith(RELEASES_ROUTE) && route !== RELEASES_ROUTE;

/** `published_at` of a page's frontmatter, or undefined. */
export function publishedAt(source: string): Date | undefined {
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const value = /^published_at:\s*['"]?([^'"\n]+)['"]?\s*$/m.exec(frontmatter)?.[1];
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** Date of the newest release page of a language; a release page without `published_at` is an error. */
export function newestRelease(lang: Lang, files: PageFile[] = listPageFiles()): Date {
  let newest = 0;
  for (const file of files) {
    if (file.lang !== lang || !isReleasePage(file.route)) continue;
    const date = publishedAt(readFileSync(file.abs, 'utf8'));
    if (!date) throw new Error(`docs/${lang}/${file.rel}: release pages need a \`published_at: YYYY-MM-DD\` frontmatter date (feeds).`);
    newest = Math.max(newest, date.getTime());
  }
  return new Date(newest);
}

/**
 * The HTML of a page as a feed entry: without the page's controls (buttons,
 * heading anchors `#`, empty placeholders, the title that the entry already
 * has) and with site-absolute links made absolute.
 */
export function feedHtml(html: string, origin: string = SITE.origin): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<button\b[\s\S]*?<\/button>/g, '')
    .replace(/<div\b[^>]*>\s*<\/div>/g, '')
    .replace(/<a\b[^>]*>#<\/a>/g, '')
    .replace(/^\s*<h1\b[\s\S]*?<\/h1>/, '')
    .replace(/\s(href|src)="\/(?!\/)/g, ` $1="${origin}/`)
    .trim();
}

/** Atom wants an IRI as the feed id; the plugin writes the channel id there. */
function absoluteAtomId(id: string, url: string) {
  return (content: string, { type }: { type: string }) =>
    type === 'atom' ? content.replace(`<id>${id}</id>`, `<id>${url}</id>`) : content;
}

/** The four feed channels of @rspress/plugin-rss. */
export function feedChannels(origin: string = SITE.origin, files: PageFile[] = listPageFiles()): FeedChannel[] {
  return LANGS.flatMap((lang) =>
    FORMATS.map((format): FeedChannel => {
      const id = feedId(lang, format);
      const url = feedUrl(lang, format, origin);
      return {
        id,
        test: (page) => page.lang === lang && isReleasePage(page.routePath.replace(/^\/zh\//, '/')),
        title: FEED_TEXT[lang].title,
        description: FEED_TEXT[lang].subtitle,
        language: FEED_LANGUAGE[lang],
        link: `${origin}${localizeRoute(RELEASES_ROUTE, lang)}`,
        updated: newestRelease(lang, files),
        feedLinks: { [format]: url },
        copyright: label('footerCopyright', lang),
        item: (item: FeedItem): FeedItem => ({
          ...item,
          id: item.link,
          content: item.content ? feedHtml(item.content, origin) : item.content,
        }),
        output: {
          type: format,
          dir: FEED_DIR,
          filename: feedFileName(lang, format),
          transform: absoluteAtomId(id, url),
        },
      };
    }),
  );
}
