/**
 * Structure checks: the site structure (site/structure.ts), the page files and
 * the route manifest (site/routes.txt) agree, in both languages.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  I18N,
  LANGS,
  MOVED_PAGES,
  type Lang,
  buildNav,
  buildRedirects,
  buildSidebar,
  configOptionPath,
  declaredRoutes,
  localizeRoute,
  pageLabel,
  resolveRedirect,
  SECTIONS,
  validRedirects,
} from '../site/structure';
import { pageExists } from '../site/docs-files';
import { docFiles, readRoutesManifest } from './lib/docs';

const manifest = readRoutesManifest();
const files = docFiles();

/** Turns a localized link back into its English route. */
const unlocalize = (link: string, lang: Lang) => (lang === 'en' ? link : link.slice(lang.length + 1) || '/');

function sidebarLinks(lang: Lang): string[] {
  const links: string[] = [];
  const visit = (items: unknown[]) => {
    for (const item of items as { link?: string; items?: unknown[] }[]) {
      if (item.link) links.push(item.link);
      if (item.items) visit(item.items);
    }
  };
  for (const items of Object.values(buildSidebar(lang, pageExists))) visit(items);
  return links;
}

function navLinks(lang: Lang): string[] {
  const links: string[] = [];
  for (const item of buildNav(lang)) {
    if ('link' in item) links.push(item.link);
    if ('items' in item) for (const sub of item.items) links.push(sub.link);
  }
  return links;
}

describe('route manifest', () => {
  it('has the 187 original routes plus the added pages, all unique', () => {
    // Pages added after the site's first 187 routes; the original routes stay.
    const added = [
      '/config/dev/browser-logs',
      '/config/html/implementation',
      '/config/output/module',
      '/config/resolve/condition-names',
      '/config/resolve/main-fields',
      '/guide/start/ai',
      '/guide/basic/testing',
      '/guide/migration/rsbuild-2',
      '/guide/basic/config-check',
    ];
    for (const route of added) expect(manifest, `site/routes.txt lacks ${route}`).toContain(route);
    expect(manifest.length).toBe(187 + added.length);
    expect(new Set(manifest).size).toBe(manifest.length);
  });

  it('the structure declares exactly the routes of site/routes.txt', () => {
    const declared = declaredRoutes();
    const dupes = declared.filter((r, i) => declared.indexOf(r) !== i);
    expect(dupes, 'routes declared twice in site/structure.ts').toEqual([]);
    expect([...declared].sort()).toEqual([...manifest].sort());
  });

  it('every page file is a route of the manifest', () => {
    const unknown = files.filter((f) => !manifest.includes(f.route)).map((f) => `${f.display} → ${f.route}`);
    expect(unknown, 'page files whose route is not in site/routes.txt').toEqual([]);
  });
});

describe.each(LANGS)('links in %s', (lang) => {
  it('every sidebar link resolves to a page file', () => {
    const missing = sidebarLinks(lang).filter((link) => !pageExists(unlocalize(link, lang), lang));
    expect(missing).toEqual([]);
  });

  it('every internal nav link resolves to a page file', () => {
    const internal = navLinks(lang).filter((l) => l.startsWith('/'));
    expect(internal.length).toBeGreaterThanOrEqual(5);
    expect(internal.filter((link) => !pageExists(unlocalize(link, lang), lang))).toEqual([]);
  });

  it('every page file is reachable from the sidebar or the nav', () => {
    const reachable = new Set([...sidebarLinks(lang), ...navLinks(lang), localizeRoute('/', lang)]);
    const orphans = files.filter((f) => f.lang === lang && !reachable.has(localizeRoute(f.route, lang))).map((f) => f.display);
    expect(orphans).toEqual([]);
  });

  it('the nav has Guide, Config, Plugin, API, Community and a Version menu', () => {
    const nav = buildNav(lang);
    expect(nav.map((i) => ('link' in i ? i.link : 'menu'))).toEqual([
      localizeRoute('/guide/start/', lang),
      localizeRoute('/config/', lang),
      localizeRoute('/plugins/list/', lang),
      localizeRoute('/api/start/', lang),
      localizeRoute('/community/', lang),
      'menu',
    ]);
    const menu = nav[5]!;
    expect('items' in menu && menu.items.map((i) => i.link)).toEqual([
      'https://github.com/web-infra-dev/rsbuild/releases',
      'https://v0.rsbuild.rs/',
    ]);
  });

  it('sidebar groups start expanded', () => {
    for (const items of Object.values(buildSidebar(lang, () => true))) {
      for (const item of items) if ('items' in item) expect(item.collapsed).toBe(false);
    }
  });
});

describe('twins', () => {
  it('every English page has a Chinese twin and vice versa', () => {
    const keys = new Set(files.map((f) => `${f.lang}:${f.rel}`));
    const missing = files.filter((f) => !keys.has(`${f.lang === 'en' ? 'zh' : 'en'}:${f.rel}`)).map((f) => `${f.display} has no twin`);
    expect(missing).toEqual([]);
  });
});

describe('labels', () => {
  it('every i18n.json key has non-empty en and zh text', () => {
    const bad = Object.entries(I18N).filter(([, v]) => !v.en?.trim() || !v.zh?.trim()).map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('holds the labels of the navigation, the outline, the 404 page and the edit link', () => {
    for (const key of ['introduction', 'quickStart', 'subtitle', 'slogan', 'features', 'guide', 'migration', 'ecosystem', 'cli', 'pluginApi', 'community', 'configuration']) {
      expect(I18N[key], `i18n.json lacks "${key}"`).toBeDefined();
    }
    expect(I18N.outlineTitle).toEqual({ en: 'ON THIS PAGE', zh: '目录' });
    expect(I18N.notFoundText!.en).toBe('PAGE NOT FOUND');
    expect(I18N.editLinkText!.en).toBe('Edit this page on GitHub');
  });

  it('every declared page has a label in both languages', () => {
    for (const section of SECTIONS) {
      for (const entry of [...(section.items ?? []), ...section.groups.flatMap((g) => g.items)]) {
        for (const lang of LANGS) expect(pageLabel(entry, lang).length).toBeGreaterThan(0);
      }
    }
  });

  it('config labels are option paths', () => {
    expect(configOptionPath('/config/dev/asset-prefix')).toBe('dev.assetPrefix');
    expect(configOptionPath('/config/module-federation/options')).toBe('moduleFederation.options');
    expect(configOptionPath('/config/log-level')).toBe('logLevel');
  });
});

describe('redirects', () => {
  const rules = validRedirects(buildRedirects());
  const cases: [string, string][] = [
    ['/config/source/alias', '/config/resolve/alias'],
    ['/config/source/alias-strategy', '/config/resolve/alias-strategy'],
    ['/guide/basic/css-usage', '/guide/styling/css-usage'],
    ['/guide/basic/css-modules', '/guide/styling/css-modules'],
    ['/guide/basic/tailwindcss', '/guide/styling/tailwindcss'],
    ['/guide/basic/tailwindcss-v3', '/guide/styling/tailwindcss-v3'],
    ['/guide/basic/unocss', '/guide/styling/unocss'],
    ['/guide/basic/configure-rspack', '/guide/configuration/rspack'],
    ['/guide/basic/configure-rsbuild', '/guide/configuration/rsbuild'],
    ['/guide/basic/configure-swc', '/guide/configuration/swc'],
  ];

  it.each(cases)('%s → %s in both languages', (from, to) => {
    expect(resolveRedirect(from, rules)).toBe(to);
    expect(resolveRedirect(`/zh${from}`, rules)).toBe(`/zh${to}`);
    expect(resolveRedirect(`${from}.html`, rules)).toBe(to);
  });

  it('does not redirect the new paths or look-alikes', () => {
    expect(resolveRedirect('/config/resolve/alias', rules)).toBeUndefined();
    expect(resolveRedirect('/config/source/alias-strategy-x', rules)).toBeUndefined();
    expect(resolveRedirect('/guide/basic/cli', rules)).toBeUndefined();
  });

  it('sends the assets-retry plugin page to its repository', () => {
    expect(resolveRedirect('/plugins/list/plugin-assets-retry', rules)).toMatch(/^https:\/\/github\.com\//);
    expect(resolveRedirect('/zh/plugins/list/plugin-assets-retry', rules)).toMatch(/^https:\/\/github\.com\//);
  });

  it('collapses a duplicated language prefix', () => {
    expect(resolveRedirect('/zh/zh/guide/start/', rules)).toBe('/zh/guide/start/');
    expect(resolveRedirect('/zh/zh/zh/config/', rules)).toBe('/zh/config/');
    expect(resolveRedirect('/zh/zh', rules)).toBe('/zh');
    expect(resolveRedirect('/zh/zhx/', rules)).toBeUndefined();
  });

  it('covers every moved page', () => {
    expect(MOVED_PAGES.length).toBe(cases.length + 1);
  });

  it('an invalid pattern only logs a warning and is skipped', () => {
    const warn = vi.fn();
    const kept = validRedirects([{ from: '^/ok$', to: '/fine' }, { from: '(', to: '/broken' }], warn);
    expect(kept).toEqual([{ from: '^/ok$', to: '/fine' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Invalid redirect pattern: ('));
    expect(resolveRedirect('/ok', [{ from: '(', to: '/broken' }, { from: '^/ok$', to: '/fine' }])).toBe('/fine');
  });
});

describe('overview pages', () => {
  it('list their pages with headings (site/plugins/lean-site-data.ts puts them in the overview page only)', () => {
    const overviews = files.filter((f) => f.page.frontmatter.overview === 'true');
    expect(overviews.length).toBeGreaterThan(0);
    for (const f of overviews) expect(f.page.frontmatter.overviewHeaders, `${f.display}: do not set overviewHeaders: []`).not.toBe('[]');
  });
});
