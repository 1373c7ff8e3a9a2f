import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_DIR, listPageFiles } from '../site/docs-files';
import { FEED_TEXT, feedChannels, feedHtml, feedId, feedUrl, isReleasePage, newestRelease, publishedAt } from '../site/feeds';

describe('release feeds', () => {
  const channels = feedChannels('https://example.org');

  it('are RSS and Atom in English and Chinese', () => {
    expect(channels.map((c) => [c.id, c.output?.type, c.language, c.output?.filename])).toEqual([
      ['releases-rss', 'rss', 'en', 'releases.rss'],
      ['releases-atom', 'atom', 'en', 'releases.atom'],
      ['releases-zh-rss', 'rss', 'zh-CN', 'releases-zh.rss'],
      ['releases-zh-atom', 'atom', 'zh-CN', 'releases-zh.atom'],
    ]);
    expect(feedUrl('zh', 'atom', 'https://example.org')).toBe('https://example.org/rss/releases-zh.atom');
  });

  it('have a Chinese title and subtitle on the Chinese feeds', () => {
    const zh = channels.filter((c) => c.language === 'zh-CN');
    for (const channel of zh) {
      expect(channel.title).toBe(FEED_TEXT.zh.title);
      expect(channel.description).toBe(FEED_TEXT.zh.subtitle);
      expect(channel.title).toMatch(/[\u4e00-\u9fff]/);
      expect(channel.description).toMatch(/[\u4e00-\u9fff]/);
      expect(channel.link).toBe('https://example.org/zh/community/releases/');
    }
  });

  it('list the release pages of their language only', () => {
    const test = channels[2]?.test as (page: { lang: string; routePath: string }) => boolean;
    expect(test({ lang: 'zh', routePath: '/zh/community/releases/v1-0' })).toBe(true);
    expect(test({ lang: 'zh', routePath: '/zh/community/releases/' })).toBe(false);
    expect(test({ lang: 'en', routePath: '/community/releases/v1-0' })).toBe(false);
    expect(isReleasePage('/community/releases/v0-1')).toBe(true);
  });

  it('date a feed by its newest release', () => {
    expect(newestRelease('en').toISOString().slice(0, 10)).toBe('2024-09-10');
    expect(newestRelease('zh').toISOString().slice(0, 10)).toBe('2024-09-10');
    expect(publishedAt('---\npublished_at: 2023-11-22\n---\n# x')?.toISOString().slice(0, 10)).toBe('2023-11-22');
    expect(publishedAt('---\ntitle: x\n---\n')).toBeUndefined();
  });

  it('name the release page that has no date', () => {
    const file = listPageFiles().find((f) => f.lang === 'en' && f.route === '/community/releases/v1-0')!;
    const undated = { ...file, abs: path.join(DOCS_DIR, 'en/community/releases/index.mdx') };
    expect(() => newestRelease('en', [undated])).toThrow(/docs\/en\/community\/releases\/v1-0\.mdx.*published_at/);
  });

  it('are listed on the releases index of each language (link-rss)', () => {
    for (const [lang, file] of [
      ['en', 'en/community/releases/index.mdx'],
      ['zh', 'zh/community/releases/index.mdx'],
    ] as const) {
      const source = readFileSync(path.join(DOCS_DIR, file), 'utf8');
      const listed = /link-rss:\n((?:\s+- .+\n)+)/.exec(source)?.[1]?.match(/- (.+)/g)?.map((l) => l.slice(2).trim());
      expect(listed, file).toEqual([feedId(lang, 'rss'), feedId(lang, 'atom')]);
    }
  });
});

describe('feed entry HTML', () => {
  it('drops page controls and the title, and makes links absolute', () => {
    const html =
      '<!--$--><h1 id="a"><a href="#a" class="rp-header-anchor rp-link" aria-hidden="true">#</a>Title<!-- --> </h1>' +
      '<div class="rp-not-doc rp-llms-container"><button class="rp-llms-button"><svg></svg>Copy</button></div>' +
      '<h2 id="b"><a href="#b" class="rp-header-anchor" aria-hidden="true">#</a>Part</h2>' +
      '<p>See <a href="/guide/start/">the guide</a> and <a href="https://x.dev/">x</a>.</p><img src="/a.png">';
    expect(feedHtml(html, 'https://example.org')).toBe(
      '<h2 id="b">Part</h2><p>See <a href="https://example.org/guide/start/">the guide</a> and <a href="https://x.dev/">x</a>.</p>' +
        '<img src="https://example.org/a.png">',
    );
  });
});
