import { describe, expect, it } from 'vitest';
import { documentTitle, socialImagePath, socialMetaTags } from '../../theme/lib/socialMeta';

const ORIGIN = 'https://v1.rsbuild.rs';
const content = (tags: ReturnType<typeof socialMetaTags>, key: string) =>
  tags.find((tag) => ('property' in tag ? tag.property : tag.name) === key)?.content;

describe('link-preview tags', () => {
  const tags = socialMetaTags(
    { routePath: '/zh/config/dev/hmr', lang: 'zh', title: 'dev.hmr - Rsbuild', description: '热更新', imageAlt: 'alt' },
    ORIGIN,
  );
  it('use absolute URLs on the production origin', () => {
    expect(content(tags, 'og:url')).toBe('https://v1.rsbuild.rs/zh/config/dev/hmr');
    expect(content(tags, 'og:image')).toBe('https://v1.rsbuild.rs/og-image-zh.png');
    expect(content(tags, 'twitter:image')).toBe('https://v1.rsbuild.rs/og-image-zh.png');
  });
  it('carry a large-image Twitter card with title and description', () => {
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:title')).toBe('dev.hmr - Rsbuild');
    expect(content(tags, 'og:title')).toBe('dev.hmr - Rsbuild');
    expect(content(tags, 'twitter:description')).toBe('热更新');
    expect(content(tags, 'og:image:width')).toBe('1200');
    expect(content(tags, 'og:image:height')).toBe('630');
    expect(content(tags, 'og:locale')).toBe('zh_CN');
  });
  it('pick one image per language', () => {
    expect(socialImagePath('en')).toBe('/og-image-en.png');
    expect(socialImagePath('zh')).toBe('/og-image-zh.png');
    expect(socialImagePath('')).toBe('/og-image-en.png');
  });
});

describe('document title', () => {
  it('matches the titles of Rspress and of the theme', () => {
    expect(documentTitle('doc', 'Quick start', 'Rsbuild')).toBe('Quick start - Rsbuild');
    expect(documentTitle('doc', 'Quick start', 'Rsbuild', '| Docs')).toBe('Quick start | Docs');
    expect(documentTitle('home', 'Rsbuild', 'Rsbuild', 'The Rspack-based build tool')).toBe('Rsbuild - The Rspack-based build tool');
    expect(documentTitle('404', '', 'Rsbuild')).toBe('404 | Rsbuild');
    expect(documentTitle('custom', 'X', 'Rsbuild')).toBe('Rsbuild');
  });
});
