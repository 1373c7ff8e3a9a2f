import { describe, expect, it } from 'vitest';
import { revealClipPath, shouldReveal } from '../../theme/lib/appearance';
import { SERVER_PARTS, applyParts, partsFromQuery } from '../../theme/lib/layoutParams';
import { sameJson } from '../../theme/hooks/useBrowserValue';
import { groupTitle, toolDesc, toolLangFromPath, toolUrl } from '../../theme/lib/tools';
import { localizeRoute } from '../../site/links';

describe('layout query parameters', () => {
  it('shows everything by default outside a frame', () => {
    expect(partsFromQuery('', false)).toEqual({ navbar: true, sidebar: true, outline: true, footer: true });
    // What the prerendered page shows is what a plain visit computes: no re-render after hydration.
    expect(sameJson(partsFromQuery('', false), SERVER_PARTS)).toBe(true);
    expect(sameJson(partsFromQuery('', true), SERVER_PARTS)).toBe(false);
  });
  it('hides a part set to 0', () => {
    for (const part of ['navbar', 'sidebar', 'outline', 'footer'] as const) {
      expect(partsFromQuery(`?${part}=0`, false)[part]).toBe(false);
    }
    expect(partsFromQuery('?navbar=0&footer=0', false)).toEqual({ navbar: false, sidebar: true, outline: true, footer: false });
  });
  it('hides the outline in a frame unless ?outline=1', () => {
    expect(partsFromQuery('', true).outline).toBe(false);
    expect(partsFromQuery('?outline=1', true).outline).toBe(true);
    expect(partsFromQuery('?outline=0', false).outline).toBe(false);
  });
  it('only ever hides more than the frontmatter', () => {
    const all = { navbar: true, sidebar: true, outline: true, footer: true };
    expect(applyParts({ title: 'x' }, all)).toBeUndefined();
    expect(applyParts({ title: 'x' }, { ...all, outline: false })).toEqual({ title: 'x', outline: false });
    expect(applyParts({ outline: false }, all)).toBeUndefined();
    expect(applyParts({ outline: false }, { ...all, outline: false })).toBeUndefined();
  });
});

describe('sibling tools', () => {
  const link = { name: 'Rspack', desc: '中文', descEn: 'English', logo: '/x.svg', url: 'https://rspack.rs/zh/', urlEn: 'https://rspack.rs/' };
  it('is Chinese when the path has a zh segment', () => {
    expect(toolLangFromPath('/zh/')).toBe('zh');
    expect(toolLangFromPath('/zh')).toBe('zh');
    expect(toolLangFromPath('/zh/guide/start/')).toBe('zh');
    expect(toolLangFromPath('/')).toBe('en');
    expect(toolLangFromPath('/guide/zhuzh')).toBe('en');
  });
  it('picks description, address and group title by language', () => {
    expect(toolDesc(link, 'zh')).toBe('中文');
    expect(toolDesc(link, 'en')).toBe('English');
    expect(toolUrl(link, 'zh')).toBe('https://rspack.rs/zh/');
    expect(toolUrl(link, 'en')).toBe('https://rspack.rs/');
    expect(toolUrl({ ...link, urlEn: undefined }, 'en')).toBe('https://rspack.rs/zh/');
    expect(groupTitle({ title: '构建', titleEn: 'Build', links: [] }, 'en')).toBe('Build');
  });
});

describe('appearance switch', () => {
  it('reveals only with view transitions, without reduced motion, when enabled', () => {
    expect(shouldReveal({ viewTransition: true, reducedMotion: false, enabled: true })).toBe(true);
    expect(shouldReveal({ viewTransition: false, reducedMotion: false, enabled: true })).toBe(false);
    expect(shouldReveal({ viewTransition: true, reducedMotion: true, enabled: true })).toBe(false);
    expect(shouldReveal({ viewTransition: true, reducedMotion: false, enabled: false })).toBe(false);
  });
  it('grows a circle from the click to the farthest corner', () => {
    const [from, to] = revealClipPath(0, 0, 300, 400);
    expect(from).toBe('circle(0px at 0px 0px)');
    expect(to).toBe('circle(500px at 0px 0px)');
    expect(revealClipPath(150, 200, 300, 400)[1]).toBe('circle(250px at 150px 200px)');
  });
});

describe('localizeRoute', () => {
  it('prefixes routes of non-default languages only', () => {
    expect(localizeRoute('/guide/start/quick-start', 'en')).toBe('/guide/start/quick-start');
    expect(localizeRoute('/guide/start/quick-start', 'zh')).toBe('/zh/guide/start/quick-start');
    expect(localizeRoute('/', 'zh')).toBe('/zh/');
    expect(localizeRoute('https://github.com/x', 'zh')).toBe('https://github.com/x');
  });
});

describe('social links', () => {
  it('names icon-only social links after their site', async () => {
    const { socialLinkName } = await import('../../theme/lib/socialLinks');
    expect(socialLinkName('https://github.com/web-infra-dev/rsbuild')).toBe('GitHub');
    expect(socialLinkName('https://x.com/rspack_dev')).toBe('X');
    expect(socialLinkName('https://discord.gg/XsaKEEk4mW')).toBe('Discord');
    expect(socialLinkName('https://bsky.app/profile/rspack.dev')).toBe('Bluesky');
    expect(socialLinkName('https://www.example.com/a')).toBe('example.com');
    expect(socialLinkName('not a url')).toBeUndefined();
  });
});
