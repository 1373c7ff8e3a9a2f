/**
 * The release feeds (RSS and Atom per language): valid XML listing the
 * release pages, announced in the head of release pages and linked from the
 * releases index. Their content types on the host are in host.spec.ts.
 */
import { type Page } from '@playwright/test';
import { FEED_TEXT, feedUrl, isReleasePage } from '../site/feeds';
import { SITE } from '../site/meta';
import { expect, test } from './fixtures';
import { builtRoutes, open } from './helpers';

test.describe('release feeds', () => {
  const xmlOf = async (page: Page, url: string) => {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    return response.text();
  };
  /** Parses a feed with the browser's XML parser; fails on malformed XML. */
  const parse = (page: Page, xml: string) =>
    page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const error = doc.querySelector('parsererror')?.textContent ?? null;
      const root = doc.documentElement;
      const text = (selector: string) => root.querySelector(selector)?.textContent ?? null;
      const isAtom = root.localName === 'feed';
      const links = isAtom
        ? [...root.querySelectorAll(':scope > entry > link')].map((l) => l.getAttribute('href'))
        : [...root.querySelectorAll('channel > item > link')].map((l) => l.textContent);
      return {
        error,
        root: root.localName,
        namespace: root.namespaceURI,
        title: text(isAtom ? ':scope > title' : 'channel > title'),
        subtitle: text(isAtom ? ':scope > subtitle' : 'channel > description'),
        language: isAtom ? null : text('channel > language'),
        id: isAtom ? text(':scope > id') : null,
        links,
      };
    }, xml);

  for (const [lang, prefix, language] of [
    ['en', '', 'en'],
    ['zh', '/zh', 'zh-CN'],
  ] as const) {
    const releases = builtRoutes().filter((r) => r.lang === lang && isReleasePage(r.route));

    test(`RSS and Atom files are valid and list the ${lang} releases`, async ({ page }) => {
      await open(page, `${prefix}/community/releases/`);
      expect(releases.length).toBeGreaterThan(5);
      for (const [format, root, namespace] of [
        ['rss', 'rss', null],
        ['atom', 'feed', 'http://www.w3.org/2005/Atom'],
      ] as const) {
        const url = feedUrl(lang, format);
        const feed = await parse(page, await xmlOf(page, new URL(url).pathname));
        expect(feed.error, url).toBeNull();
        expect(feed.root).toBe(root);
        expect(feed.namespace).toBe(namespace);
        expect(feed.title).toBe(FEED_TEXT[lang].title);
        expect(feed.subtitle).toBe(FEED_TEXT[lang].subtitle);
        if (format === 'rss') expect(feed.language).toBe(language);
        else expect(feed.id).toBe(url);
        expect([...feed.links].sort()).toEqual(releases.map((r) => `${SITE.origin}${r.url}`).sort());
      }
    });

    test(`release pages announce the ${lang} feeds in the head`, async ({ page }) => {
      for (const url of [releases[0]!.url, `${prefix}/community/releases/`]) {
        await open(page, url);
        const alternates = page.locator('head link[rel="alternate"][type$="+xml"]');
        await expect(alternates, url).toHaveCount(2);
        await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', feedUrl(lang, 'rss'));
        await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', feedUrl(lang, 'atom'));
        expect(await alternates.evaluateAll((links) => links.map((l) => l.getAttribute('title')))).toEqual(['RSS', 'Atom']);
        // The page's language alternates are still there.
        await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(2);
      }
    });

    test(`the releases index shows links to the ${lang} feeds`, async ({ page }) => {
      await open(page, `${prefix}/community/releases/`);
      const links = page.locator('.rsb-feed-links');
      await expect(links).toBeVisible();
      await expect(links).toContainText(lang === 'en' ? 'Follow the release announcements' : '订阅发布公告');
      for (const [name, format] of [
        ['RSS', 'rss'],
        ['Atom', 'atom'],
      ] as const) {
        const link = links.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        const href = (await link.getAttribute('href'))!;
        expect(href).toBe(new URL(feedUrl(lang, format)).pathname);
        const response = await page.request.get(href);
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain(FEED_TEXT[lang].title);
      }
    });
  }
});
