import { gzipSync } from 'node:zlib';
import { type Page, expect, test } from '@playwright/test';
import { open } from './helpers';
import { findLayoutProblems } from './layout-check';
import { builtRoutes } from './routes';
import { SITE } from '../site/meta';
import { FEED_TEXT, feedUrl, isReleasePage } from '../site/feeds';
import I18N from '../i18n.json' with { type: 'json' };

/**
 * Spec fidelity (issue 12): one test (or one group of tests) per item, named
 * by its number. The responsive sweep is e2e/responsive.spec.ts.
 */

const DOC = '/guide/start/quick-start';
const LANGS = [
  ['en', ''],
  ['zh', '/zh'],
] as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

const openInMenu = async (page: Page) => {
  await page.locator('button.rp-llms-view-options__trigger').click();
  const menu = page.locator('.rp-llms-view-options__menu');
  await expect(menu).toBeVisible();
  return menu;
};

test.describe('1. "Open in" names the service', () => {
  for (const [lang, prefix, names] of [
    ['en', '', ['Open in ChatGPT', 'Open in Claude']],
    ['zh', '/zh', ['在 ChatGPT 中打开', '在 Claude 中打开']],
  ] as const) {
    test(`menu items read ${names.join(' / ')} (${lang})`, async ({ page }) => {
      await open(page, `${prefix}${DOC}`);
      const menu = await openInMenu(page);
      await expect(menu.locator('.rp-llms-view-options__menu-item')).toHaveText([...names]);
      await expect(menu).not.toContainText('{');
    });
  }
});

test.describe('2. no sideways scrolling between 769 and 807 px', () => {
  for (const [lang, prefix] of LANGS) {
    test(`the navbar and its hamburger fit (${lang})`, async ({ page }) => {
      for (const width of [769, 775, 790, 800, 807, 808]) {
        await page.setViewportSize({ width, height: 800 });
        await open(page, `${prefix}${DOC}`);
        const hamburger = page.locator('.rp-nav-hamburger__md');
        await expect(hamburger).toBeVisible();
        const box = (await hamburger.boundingBox())!;
        expect(box.x + box.width, `hamburger right edge at ${width}px`).toBeLessThanOrEqual(width);
        expect(await findLayoutProblems(page), `${width}px`).toEqual([]);
      }
    });
  }
});

test.describe('3. the mobile "ON THIS PAGE" dropdown closes', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const toggle = (page: Page) => page.locator('.rp-sidebar-menu__right');
  const dropdown = (page: Page) => page.locator('.rp-doc-layout__outline');
  const openDropdown = async (page: Page) => {
    await toggle(page).click();
    await expect(dropdown(page)).toHaveClass(/rp-doc-layout__outline--open/);
    await expect(dropdown(page)).toBeVisible();
  };
  const expectClosed = async (page: Page) => {
    await expect(dropdown(page)).not.toHaveClass(/rp-doc-layout__outline--open/);
    await expect(dropdown(page)).toBeHidden();
  };

  test('on item choice, also of the entry already in the address', async ({ page }) => {
    await open(page, DOC);
    await openDropdown(page);
    await dropdown(page).locator('.rp-outline__toc a').nth(1).click();
    await expectClosed(page);
    await openDropdown(page);
    await dropdown(page).locator('.rp-outline__toc a').nth(1).click();
    await expectClosed(page);
  });

  test('on an outside click', async ({ page }) => {
    await open(page, DOC);
    await openDropdown(page);
    await page.mouse.click(20, 700);
    await expectClosed(page);
  });

  test('on a route change: Back and Forward', async ({ page }) => {
    await open(page, DOC);
    await page.locator('.rp-doc-footer').getByRole('link', { name: /Features/ }).click();
    await expect(page).toHaveURL(/\/guide\/start\/features$/);
    await openDropdown(page);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
    await expect(page.locator('h1').first()).toHaveText(/Quick start/);
    await expectClosed(page);
    await openDropdown(page);
    await page.goForward();
    await expect(page).toHaveURL(/\/guide\/start\/features$/);
    await expectClosed(page);
  });

  test('on a route change through a page without an outline (overview)', async ({ page }) => {
    await open(page, '/zh/config/');
    await page.locator('.rb-overview-list__link').first().click();
    await expect(page.locator('.rp-doc-layout__outline')).toHaveCount(1);
    await openDropdown(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/zh\/config\/$/);
    await page.goForward();
    await expect(page.locator('.rp-doc-layout__outline')).toHaveCount(1);
    await expectClosed(page);
  });
});

test.describe('4. release feeds', () => {
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
      for (const url of [releases[0].url, `${prefix}/community/releases/`]) {
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

test.describe('5. the "Open in" menu stays inside a narrow viewport', () => {
  for (const width of [390, 320]) {
    for (const [lang, prefix] of LANGS) {
      test(`at ${width} px (${lang})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        for (const url of [`${prefix}${DOC}`, `${prefix}/config/`]) {
          await open(page, url);
          const menu = await openInMenu(page);
          const box = (await menu.boundingBox())!;
          expect(box.x, url).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, url).toBeLessThanOrEqual(width);
          expect(await findLayoutProblems(page), url).toEqual([]);
        }
      });
    }
  }
});

test.describe('6. the sidebar menu bar (SPEC §9)', () => {
  const bar = (page: Page) => page.locator('.rp-sidebar-menu');
  const cases: [string, number, boolean][] = [
    [DOC, 768, true],
    [DOC, 960, true],
    [DOC, 1024, true],
    [DOC, 1279, true],
    [DOC, 1280, true],
    [DOC, 1281, false],
    [DOC, 1440, false],
    ['/config/', 768, true],
    ['/config/', 960, true],
    ['/config/', 961, false],
    ['/config/', 1024, false],
    ['/config/', 1280, false],
    ['/config/', 1440, false],
  ];
  test('shows at 960 px or less, or 1280 px or less with an outline', async ({ page }) => {
    for (const [url, width, shown] of cases) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, url);
      if (shown) {
        await expect(bar(page), `${url} at ${width}px`).toBeVisible();
        expect((await bar(page).boundingBox())!.height, `${url} at ${width}px`).toBe(46);
        // Its outline button only where there is an outline.
        if (url === '/config/') await expect(page.locator('.rp-sidebar-menu__right')).toBeHidden();
        else await expect(page.locator('.rp-sidebar-menu__right')).toBeEnabled();
      } else {
        await expect(bar(page), `${url} at ${width}px`).toBeHidden();
        // No empty space is kept for it either.
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rp-sidebar-menu-height').trim())).toBe('0px');
      }
    }
  });

  test('at 1280 px its outline button opens the outline', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, DOC);
    const outline = page.locator('.rp-doc-layout__outline');
    await expect(outline).toBeHidden();
    await page.locator('.rp-sidebar-menu__right').click();
    await expect(outline).toBeVisible();
    await expect(outline.locator('a[href="#requirements"]')).toBeVisible();
  });

  test('at 769–960 px its Menu button opens the sidebar, which otherwise leaves the content the full width', async ({ page }) => {
    for (const [lang, prefix] of LANGS) {
      await page.setViewportSize({ width: 900, height: 800 });
      await open(page, `${prefix}/config/`);
      const sidebar = page.locator('.rp-doc-layout__sidebar');
      // Closed: moved out of the viewport, and the content starts at the left.
      await expect(sidebar).not.toBeInViewport();
      expect((await page.locator('.rp-doc-layout__overview').boundingBox())!.x).toBe(0);
      await page.locator('.rp-sidebar-menu__left').click();
      await expect(sidebar, lang).toBeInViewport({ ratio: 0.9 });
      await sidebar.getByRole('link', { name: 'dev.hmr', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/config/dev/hmr$`));
      await expect(sidebar).not.toBeInViewport();
    }
  });
});

test.describe('7. package-manager tabs', () => {
  for (const [lang, prefix] of LANGS) {
    test(`are npm, yarn, pnpm and bun (${lang})`, async ({ page }) => {
      await open(page, `${prefix}${DOC}`);
      const groups = page.locator('.rp-tabs');
      expect(await groups.count()).toBeGreaterThan(1);
      for (const group of await groups.all()) {
        await expect(group.locator('.rp-tabs__label__item')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
      }
      await expect(page.getByText('deno', { exact: true })).toHaveCount(0);
      // The command follows the chosen manager.
      const first = groups.first();
      await first.locator('.rp-tabs__label__item', { hasText: 'yarn' }).click();
      await expect(first.locator('code').filter({ visible: true })).toHaveText(/^yarn /);
    });
  }
});

test.describe('8. overview pages list headings and filter on them', () => {
  for (const [lang, prefix, noMatch] of [
    ['en', '', 'No matching API found'],
    ['zh', '/zh', '没有找到匹配的 API'],
  ] as const) {
    test(`pages with their headings, filtered by titles, headings and descriptions (${lang})`, async ({ page }) => {
      await open(page, `${prefix}/config/`);
      const item = (text: string) => page.locator('.rb-overview-list__item').filter({ has: page.getByRole('link', { name: text, exact: true }) });
      const hmr = item('dev.hmr');
      await expect(hmr).toHaveCount(1);
      const headings = hmr.locator('.rb-overview-list__heading');
      expect(await headings.count()).toBeGreaterThan(0);
      await expect(headings.first()).toHaveAttribute('href', new RegExp(`^${prefix}/config/dev/hmr#[\\w-]+$`));
      // The heading links lead to the heading.
      const [firstHref, firstText] = [await headings.first().getAttribute('href'), await headings.first().innerText()];
      expect(firstText.length).toBeGreaterThan(0);

      // A heading that is no page title or description finds its page (and only the matching headings).
      const all = await page.locator('.rb-overview-list__item').evaluateAll((items) =>
        items.map((li) => ({
          title: li.querySelector('.rb-overview-list__link')?.textContent ?? '',
          desc: li.querySelector('.rb-overview-list__desc')?.textContent ?? '',
          headings: [...li.querySelectorAll('.rb-overview-list__heading')].map((h) => h.textContent ?? ''),
        })),
      );
      const texts = all.flatMap((i) => [i.title, i.desc]).join('\n').toLowerCase();
      const target = all.flatMap((i) => i.headings.map((h) => ({ h, title: i.title }))).find(({ h }) => h.length > 8 && !texts.includes(h.toLowerCase()));
      expect(target, 'a distinctive heading').toBeDefined();
      const filter = page.locator('#api-filter');
      await filter.fill(target!.h);
      await expect(item(target!.title)).toBeVisible();
      await expect(item(target!.title).locator('.rb-overview-list__heading', { hasText: target!.h }).first()).toBeVisible();
      expect(await page.locator('.rb-overview-list__item').count()).toBeLessThan(all.length);

      // A description.
      const described = all.find((i) => i.desc.length > 30)!;
      await filter.fill(described.desc.slice(0, 30));
      await expect(item(described.title)).toBeVisible();

      // Nothing.
      await filter.fill('zzzz-nothing');
      await expect(page.getByText(`${noMatch}: zzzz-nothing`)).toBeVisible();
      await filter.fill('');
      await page.locator(`a[href="${firstHref}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${firstHref}$`));
    });
  }

  test("a doc page's first-load JavaScript does not carry the overview headings", async ({ browser }) => {
    const load = async (url: string) => {
      const page = await browser.newPage();
      await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
      const bodies = new Map<string, string>();
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script') bodies.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).toString());
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // Headings listed on the page as [id, text], plain-text ones only (inline code is stored as Markdown).
      const headings = await page
        .locator('.rb-overview-list__heading')
        .evaluateAll((links) =>
          links.filter((l) => !l.firstElementChild).map((l) => [(l.getAttribute('href') ?? '').split('#')[1], l.textContent ?? ''] as const),
        );
      await page.close();
      return { js: [...bodies.values()].join('\n'), headings };
    };
    // A heading record as it appears in a script (a JSON or minified object literal: {id:"…",text:"…"}).
    const record = ([id, text]: readonly [string, string]) =>
      new RegExp(`"?id"?:"${id}","?text"?:${JSON.stringify(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    const overview = await load('/config/');
    const doc = await load(DOC);
    expect(overview.headings.length).toBeGreaterThan(100);
    const notInOverview = overview.headings.filter((h) => !record(h).test(overview.js));
    expect(notInOverview, 'the overview page gets the headings from its own JavaScript').toEqual([]);
    const leaked = overview.headings.filter((h) => record(h).test(doc.js));
    expect(leaked, 'heading records in the first-load JavaScript of a doc page').toEqual([]);
    test.info().annotations.push({ type: 'js', description: `doc page first load ${gzipSync(doc.js).length} B gzip` });
  });
});

test.describe('9. "Back to top" on narrow screens', () => {
  for (const [lang, prefix, name] of [
    ['en', '', 'Back to top'],
    ['zh', '/zh', '回到顶部'],
  ] as const) {
    test(`a button outside the outline dropdown (${lang})`, async ({ page }) => {
      for (const url of [`${prefix}${DOC}`, `${prefix}/config/`]) {
        await page.setViewportSize({ width: 390, height: 844 });
        await open(page, url);
        // Not the outline's own button, which is inside the (closed) dropdown.
        const button = page.getByRole('button', { name, exact: true });
        await expect(button).toHaveCount(0);
        await page.evaluate(() => window.scrollTo(0, 1500));
        await expect(button).toBeVisible();
        await expect(button).toHaveClass(/rsb-back-to-top/);
        expect(await button.evaluate((el) => el.closest('.rp-doc-layout__outline'))).toBeNull();
        await expect(button).toBeInViewport();
        await button.click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect(button).toHaveCount(0);
      }
      // With the outline as a side column, the outline's own button is the one.
      await page.setViewportSize({ width: 1440, height: 900 });
      await open(page, `${prefix}${DOC}`);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect(page.locator('.rp-outline .rp-scroll-to-top')).toBeVisible();
      await expect(page.locator('.rsb-back-to-top')).toBeHidden();
    });
  }
});

test.describe('10. sidebar groups animate 0.5 s collapsing and 0.3 s expanding', () => {
  /** Durations (ms) of the height transitions that collapsing and expanding a group start, read as they start. */
  const durations = async (page: Page, group: string) => {
    const header = page.locator('.rp-doc-layout__sidebar .rp-sidebar-group', { hasText: group }).first();
    const body = header.locator('xpath=following-sibling::div[1]');
    await body.evaluate((el) => {
      const started: number[] = [];
      (el as HTMLElement & { started?: number[] }).started = started;
      el.addEventListener('transitionrun', (event) => {
        if (event.target !== el || (event as TransitionEvent).propertyName !== 'grid-template-rows') return;
        for (const animation of el.getAnimations()) started.push(Number(animation.effect?.getTiming().duration));
      });
    });
    const startedSoFar = () => body.evaluate((el) => [...((el as HTMLElement & { started?: number[] }).started ?? [])]);
    await header.click();
    await expect(body).toHaveAttribute('style', /grid-template-rows: ?0fr/);
    await expect(body).toHaveCSS('grid-template-rows', '0px');
    const collapsing = await startedSoFar();
    const collapsed = await body.evaluate((el) => getComputedStyle(el).transitionDuration);
    await header.click();
    await expect(body).toHaveAttribute('style', /grid-template-rows: ?1fr/);
    await expect(body).not.toHaveCSS('grid-template-rows', '0px');
    const expanding = (await startedSoFar()).slice(collapsing.length);
    const expanded = await body.evaluate((el) => getComputedStyle(el).transitionDuration);
    return { collapsing, expanding, collapsed, expanded };
  };

  test('with motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page, DOC);
    expect(await durations(page, 'Framework')).toEqual({ collapsing: [500], expanding: [300], collapsed: '0.5s', expanded: '0.3s' });
  });

  test('not at all under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/zh/guide/start/quick-start');
    expect(await durations(page, '框架')).toEqual({ collapsing: [], expanding: [], collapsed: '0s', expanded: '0s' });
  });
});

test.describe('11. accessible names in the page language', () => {
  /** English labels of i18n.json that differ in Chinese: none may name a control or region on a Chinese page. */
  const englishOnly = Object.values(I18N as Record<string, { en: string; zh: string }>)
    .filter((text) => text.en !== text.zh && !text.en.includes('{{'))
    .map((text) => text.en);
  const names = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[aria-label], [aria-roledescription], [title]')].flatMap((el) =>
        ['aria-label', 'aria-roledescription', 'title'].map((a) => el.getAttribute(a)).filter((v): v is string => Boolean(v)),
      ),
    );

  for (const width of [1440, 390]) {
    test(`a Chinese page names its controls in Chinese at ${width} px (menu button, search input, hint for AI agents)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/zh/config/output/dist-path');
      if (width === 390) {
        await expect(page.locator('.rp-nav-hamburger__sm')).toHaveAccessibleName(I18N.navMenuButtonLabel.zh);
      }
      await expect(page.locator('main .rsb-llms-hint')).toContainText('致 AI 智能体');
      await page.keyboard.press('Control+k');
      await expect(page.locator('.rsb-search__input')).toHaveAccessibleName(I18N.searchInputLabel.zh);
      const english = (await names(page)).filter((name) => englishOnly.includes(name));
      expect(english).toEqual([]);
    });
  }

  test('an English page keeps the English names (the check above can fail)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, '/config/output/dist-path');
    await expect(page.locator('.rp-nav-hamburger__sm')).toHaveAccessibleName(I18N.navMenuButtonLabel.en);
    expect((await names(page)).filter((name) => englishOnly.includes(name)).length).toBeGreaterThan(0);
  });
});

test.describe('12. edit links', () => {
  test('every page with a source file links to it, overview and home pages included', async ({ page }) => {
    test.setTimeout(180_000);
    const missing: string[] = [];
    for (const route of builtRoutes()) {
      const html = await (await page.request.get(route.url)).text();
      const href = `${SITE.editBaseUrl}${route.lang}/${route.rel}`;
      if (!html.includes(`href="${href}"`)) missing.push(`${route.url} (expected ${href})`);
    }
    expect(missing).toEqual([]);
  });

  for (const [lang, prefix, name] of [
    ['en', '', 'Edit this page on GitHub'],
    ['zh', '/zh', '在 GitHub 上编辑此页'],
  ] as const) {
    test(`the overview page shows its edit link (${lang})`, async ({ page }) => {
      await open(page, `${prefix}/config/`);
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `${SITE.editBaseUrl}${lang}/config/index.mdx`);
    });
  }
});

test.describe('13. link previews', () => {
  const metaOf = (page: Page) =>
    page.evaluate(() => {
      const out: Record<string, string[]> = {};
      for (const meta of document.head.querySelectorAll('meta[property], meta[name]')) {
        const key = meta.getAttribute('property') ?? meta.getAttribute('name')!;
        (out[key] ??= []).push(meta.getAttribute('content') ?? '');
      }
      return out;
    });
  const PAGES = [
    ['home', '/', '/'],
    ['guide', DOC, DOC],
    ['config', '/config/dev/hmr', '/config/dev/hmr'],
    ['overview', '/config/', '/config/'],
    ['404', '/this/page/does-not-exist', '/404'],
  ] as const;

  for (const [lang, prefix] of LANGS) {
    test(`og:url, og:image and a Twitter card on every page type, also in the served HTML (${lang})`, async ({ page }) => {
      const image = `${SITE.origin}/og-image-${lang}.png`;
      for (const [type, path, canonical] of PAGES) {
        const url = type === 'home' ? `${prefix}/` : `${prefix}${path}`;
        const expectedUrl = type === '404' ? `${SITE.origin}${canonical}` : `${SITE.origin}${url}`;
        // The prerendered HTML, as a crawler reads it (no JavaScript). The host
        // answers unknown paths with 404.html (the preview server with the home page).
        if (type !== '404' || lang === 'en') {
          const html = await (await page.request.get(type === '404' ? '/404.html' : url)).text();
          expect(html, `${url} og:url`).toContain(`<meta property="og:url" content="${expectedUrl}"`);
          expect(html, `${url} og:image`).toContain(`<meta property="og:image" content="${image}"`);
          expect(html, `${url} twitter:card`).toContain('<meta name="twitter:card" content="summary_large_image"');
        }

        await open(page, url);
        // The 404 page's code loads with 404 pages and sets its title once it has arrived.
        if (type === '404') await expect(page).toHaveTitle('404 | Rsbuild');
        const meta = await metaOf(page);
        for (const key of ['og:url', 'og:image', 'og:title', 'og:description', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
          expect(meta[key], `${url} ${key}`).toHaveLength(1);
          expect(meta[key][0], `${url} ${key}`).not.toBe('');
        }
        expect(meta['og:url'][0]).toBe(expectedUrl);
        expect(meta['og:image'][0]).toBe(image);
        expect(meta['twitter:title'][0]).toBe(await page.title());
        expect(meta['og:title'][0]).toBe(await page.title());
      }
    });
  }

  test('the tags follow client-side navigation', async ({ page }) => {
    await open(page, '/guide/start/');
    await page.locator('.rp-nav').getByRole('link', { name: 'Config', exact: true }).click();
    await expect(page).toHaveURL(/\/config\/$/);
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', `${SITE.origin}/config/`);
    await expect(page.locator('head meta[name="twitter:title"]')).toHaveAttribute('content', await page.title());
  });

  test('the social images are 1200×630 PNGs served by the site', async ({ page }) => {
    for (const lang of ['en', 'zh']) {
      const response = await page.request.get(`/og-image-${lang}.png`);
      expect(response.status()).toBe(200);
      const png = await response.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });
});
