/**
 * Structure checks: the site structure (site/structure.ts), the page files and
 * the route manifest (site/routes.txt) agree, in both languages (the same check
 * as the build's, site/structure-check.ts), and the redirects of moved pages.
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
  localizeRoute,
  pageLabel,
  resolveRedirect,
  routeToFileCandidates,
  SECTIONS,
  validRedirects,
} from '../site/structure';
import { pageExists } from '../site/docs-files';
import { type StructureInput, parseRoutes, siteStructureProblems, structureProblems } from '../site/structure-check';
import { docFiles, readRoutesManifest, routesEverListed } from './lib/docs';

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
  it('site/structure.ts, site/routes.txt and the page files of both languages agree (the check the build runs)', () => {
    const problems = siteStructureProblems();
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('every route site/routes.txt ever listed is still listed, or moved with a MOVED_PAGES entry', () => {
    const current = new Set(manifest);
    const moved = new Set(MOVED_PAGES.map((m) => m.from));
    const dropped = routesEverListed().filter((route) => !current.has(route) && !moved.has(route));
    expect(dropped.map((route) => `site/routes.txt no longer lists ${route}: list it again, or add { from: '${route}', to: … } to MOVED_PAGES in site/structure.ts`)).toEqual([]);
  });
});

describe('the structure check names the file and the entry to change', () => {
  const lang = (l: string) => l as Lang;
  const fixture = (over: Partial<StructureInput> = {}): StructureInput => {
    const pages = new Set(['en:/', 'zh:/', 'en:/guide/a', 'zh:/guide/a']);
    return {
      routes: parseRoutes('/\n/guide/a\n'),
      declared: ['/', '/guide/a'],
      moved: [],
      files: [...pages].map((key) => {
        const [l, route] = key.split(':') as [string, string];
        return { lang: lang(l), rel: routeToFileCandidates(route)[0]!, route };
      }),
      fileOf: (route, l) => (pages.has(`${l}:${route}`) ? routeToFileCandidates(route)[0] : undefined),
      ...over,
    };
  };

  it('accepts a consistent site', () => {
    expect(structureProblems(fixture())).toEqual([]);
  });

  it('a page file whose route site/routes.txt lacks', () => {
    const base = fixture();
    const problems = structureProblems({ ...base, files: [...base.files, { lang: 'en', rel: 'guide/b.mdx', route: '/guide/b' }] });
    expect(problems).toEqual([expect.stringMatching(/^docs\/en\/guide\/b\.mdx is a page \(route \/guide\/b\), but site\/routes\.txt does not list \/guide\/b/)]);
  });

  it('a route without its sidebar entry, and an entry without its route', () => {
    expect(structureProblems(fixture({ declared: ['/'] }))).toEqual([
      "site/routes.txt:2 lists /guide/a, but site/structure.ts has no entry for it: add page('/guide/a', …) to a sidebar group",
    ]);
    expect(structureProblems(fixture({ declared: ['/', '/guide/a', '/guide/a'] }))).toEqual([
      "site/structure.ts declares /guide/a twice: remove one page('/guide/a') entry",
    ]);
    expect(structureProblems(fixture({ routes: parseRoutes('/\n') }))).toEqual([
      'site/structure.ts declares /guide/a, but site/routes.txt does not list it: add the line /guide/a',
      expect.stringMatching(/^docs\/en\/guide\/a\.mdx is a page/),
      expect.stringMatching(/^docs\/zh\/guide\/a\.mdx is a page/),
    ]);
  });

  it('a missing twin, with the path of the file it expects', () => {
    const base = fixture();
    const problems = structureProblems({ ...base, fileOf: (route, l) => (l === 'zh' && route === '/guide/a' ? undefined : base.fileOf(route, l)) });
    expect(problems).toEqual(['docs/zh/guide/a.mdx does not exist: docs/en/guide/a.mdx needs its twin in docs/zh (a page exists in every language or in none)']);
  });

  it('a listed route without any file, a duplicate or malformed line', () => {
    expect(structureProblems(fixture({ routes: parseRoutes('/\n/guide/a\n/guide/a\n'), fileOf: (route) => (route === '/' ? 'index.mdx' : undefined), files: [] }))).toEqual([
      'site/routes.txt:3 lists /guide/a again (first at line 2): remove one',
      'site/routes.txt:2 lists /guide/a, but docs/en/guide/a.mdx and docs/zh/guide/a.mdx do not exist',
    ]);
    expect(structureProblems(fixture({ routes: parseRoutes('/\n/guide/a\nguide/b.mdx\n'), declared: ['/', '/guide/a', 'guide/b.mdx'] }))[0]).toMatch(/^site\/routes\.txt:3: "guide\/b\.mdx" is not a route/);
  });

  it('a moved page whose old route is still listed, or whose target is not', () => {
    expect(structureProblems(fixture({ moved: [{ from: '/guide/a', to: '/guide/b' }] }))).toEqual([
      'site/structure.ts: MOVED_PAGES moves /guide/a to /guide/b, but site/routes.txt:2 still lists /guide/a: remove that line and its page files',
      'site/structure.ts: MOVED_PAGES sends /guide/a to /guide/b, which site/routes.txt does not list',
    ]);
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
    const orphans = files.filter((f) => f.lang === lang && !reachable.has(localizeRoute(f.route, lang))).map((f) => `${f.display}: neither the sidebar nor the nav links to it (its page() entry in site/structure.ts)`);
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
  const isExternal = (to: string) => /^https?:/.test(to);
  const internal = MOVED_PAGES.filter((m) => !isExternal(m.to)).map((m): [string, string] => [m.from, m.to]);
  const external = MOVED_PAGES.filter((m) => isExternal(m.to)).map((m): [string, string] => [m.from, m.to]);

  it.each(internal)('%s → %s in both languages', (from, to) => {
    expect(resolveRedirect(from, rules)).toBe(to);
    expect(resolveRedirect(`/zh${from}`, rules)).toBe(`/zh${to}`);
    expect(resolveRedirect(`${from}.html`, rules)).toBe(to);
  });

  it.each(external)('%s → %s from both languages', (from, to) => {
    expect(resolveRedirect(from, rules)).toBe(to);
    expect(resolveRedirect(`/zh${from}`, rules)).toBe(to);
  });

  it('redirects no route of site/routes.txt, in either language, and no look-alike of a moved page', () => {
    const redirected = LANGS.flatMap((lang) => manifest.map((route) => localizeRoute(route, lang))).filter((url) => resolveRedirect(url, rules) !== undefined);
    expect(redirected, 'routes of site/routes.txt that a MOVED_PAGES rule (site/structure.ts) redirects').toEqual([]);
    const lookAlikes = MOVED_PAGES.map((m) => `${m.from}-x`).filter((url) => resolveRedirect(url, rules) !== undefined);
    expect(lookAlikes).toEqual([]);
  });

  it('collapses a duplicated language prefix', () => {
    expect(resolveRedirect('/zh/zh/guide/start/', rules)).toBe('/zh/guide/start/');
    expect(resolveRedirect('/zh/zh/zh/config/', rules)).toBe('/zh/config/');
    expect(resolveRedirect('/zh/zh', rules)).toBe('/zh');
    expect(resolveRedirect('/zh/zhx/', rules)).toBeUndefined();
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
