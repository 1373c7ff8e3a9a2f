import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { nextFrames, open } from './helpers';

/**
 * Browser tests of the custom theme: landing page, benchmark, header,
 * sibling-tools popover, layout query parameters, announcement bar,
 * hideNavbar, 404 page, theme switch, accessibility, JavaScript budget and
 * screenshots (saved to e2e/screenshots/, git-ignored).
 */

const ANNOUNCEMENT_KEY = 'rsbuild-v1-docs-announcement-dismissed';
const DOC = '/guide/start/quick-start';
const SHOTS = path.resolve(import.meta.dirname, 'screenshots');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

const ratioOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((bars) =>
    bars.map((bar) => ({
      expected: Number((bar as HTMLElement).dataset.ratio),
      actual: bar.getBoundingClientRect().width / (bar.parentElement as HTMLElement).getBoundingClientRect().width,
    })),
  );

test.describe('landing page', () => {
  test('hero: H1, Get Started and GitHub go where they should (en)', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Rsbuild');
    await expect(page.getByText('The Rspack-based build tool', { exact: true })).toBeVisible();
    const github = page.getByRole('link', { name: 'GitHub', exact: true }).and(page.locator('.rsb-hero a'));
    await expect(github).toHaveAttribute('href', 'https://github.com/web-infra-dev/rsbuild');
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', /noopener/);
    await page.getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expect(page.locator('h1').first()).toHaveText(/Quick start/);
  });

  test('hero: Get Started stays in Chinese (zh)', async ({ page }) => {
    await open(page, '/zh/');
    await expect(page.locator('h1')).toHaveText('Rsbuild');
    await expect(page.getByText('基于 Rspack 的构建工具', { exact: true })).toBeVisible();
    await expect(page.locator('.rsb-hero').getByRole('link', { name: 'GitHub' })).toHaveAttribute('target', '_blank');
    await page.getByRole('link', { name: '快速开始', exact: true }).first().click();
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
    await expect(page.locator('h1').first()).toHaveText(/快速上手/);
  });

  test('hero: 35 decorative stars sized index / 20 + 3 that drift toward the pointer', async ({ page }) => {
    await open(page, '/');
    const stars = page.locator('.rsb-hero__star');
    await expect(stars).toHaveCount(35);
    expect(await stars.evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).style.width))).toEqual(
      Array.from({ length: 35 }, (_, i) => `${i / 20 + 3}px`),
    );
    await expect(page.locator('.rsb-hero__stars')).toHaveAttribute('aria-hidden', 'true');
    const star = stars.nth(10);
    const box = (await star.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2);
    await expect.poll(() => star.evaluate((n) => (n as HTMLElement).style.transform)).toMatch(/^translate\(\d/);
    await page.mouse.move(5, 5);
    await expect.poll(() => star.evaluate((n) => (n as HTMLElement).style.transform)).toBe('');
  });

  test('hero: stars stay still with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    const star = page.locator('.rsb-hero__star').nth(10);
    const box = (await star.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y);
    await nextFrames(page);
    expect(await star.evaluate((n) => (n as HTMLElement).style.transform)).toBe('');
    expect(await star.evaluate((n) => getComputedStyle(n).animationName)).toBe('none');
  });

  test('feature grid: six linked cards in both languages', async ({ page }) => {
    for (const prefix of ['', '/zh']) {
      await open(page, `${prefix}/`);
      const cards = page.locator('.rsb-features__card');
      await expect(cards).toHaveCount(6);
      for (const href of await page.locator('a.rsb-features__card').evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
        expect(href).toMatch(prefix ? /^\/zh\// : /^\/(?!zh\/)/);
      }
    }
    await open(page, '/');
    await page.locator('a.rsb-features__card').filter({ hasText: 'Fast dev server' }).click();
    await expect(page).toHaveURL(/\/guide\/basic\/server$/);
    await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
  });

  test('tool stack: six tools with local logos, described in the page language', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) external.push(request.url());
    });
    await open(page, '/');
    const items = page.locator('.rsb-stack__item');
    await expect(items).toHaveCount(6);
    await expect(items.first()).toContainText('Rspack');
    await expect(items.first().locator('a')).toHaveAttribute('href', 'https://rspack.rs/');
    await open(page, '/zh/');
    await expect(page.locator('.rsb-stack__item').first().locator('a')).toHaveAttribute('href', 'https://rspack.rs/zh/');
    await expect(page.locator('.rsb-stack__item').first()).toContainText('打包工具');
    expect(external).toEqual([]);
  });

  test('footer: link columns and copyright', async ({ page }) => {
    await open(page, '/');
    const footer = page.locator('footer.rsb-footer');
    await expect(footer.locator('.rsb-footer__column')).toHaveCount(4);
    await expect(footer).toContainText('Copyright ©');
    await expect(footer.getByRole('link', { name: 'Quick Start' })).toHaveAttribute('href', '/guide/start/quick-start');
    await open(page, '/zh/');
    await expect(page.locator('footer.rsb-footer').getByRole('link', { name: '快速上手' })).toHaveAttribute('href', '/zh/guide/start/quick-start');
  });

  test('header is transparent at the top and gains a class that makes it opaque after 100 px', async ({ page }) => {
    await open(page, '/');
    const header = page.locator('header.rp-nav');
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect(header).not.toHaveClass(/rsb-nav--opaque/);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 99));
    await nextFrames(page);
    await expect(header).not.toHaveClass(/rsb-nav--opaque/);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).toHaveClass(/rsb-nav--opaque/);
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/rsb-nav--opaque/);
    // Doc pages keep their opaque header.
    await open(page, DOC);
    await expect.poll(() => page.locator('header.rp-nav').evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('benchmark chart', () => {
  test('bars start at zero and grow to time / slowest time once scrolled into view', async ({ page }) => {
    // The page's clock is held and moved by hand: the chart runs in real time (28 s for webpack).
    await page.clock.install();
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.clock.pauseAt(Date.now() + 60_000);
    const chart = page.getByTestId('benchmark');
    const bars = page.locator('.rsb-bench__bar');
    await expect(bars).toHaveCount(15);
    // A second later, still out of view: nothing has started.
    await page.clock.runFor(1_000);
    await expect(chart).toHaveAttribute('data-state', 'idle');
    for (const { actual } of await ratioOf(page, '.rsb-bench__bar')) expect(actual).toBe(0);
    await expect(page.locator('.rsb-bench__time').first()).toHaveText('0 ms');

    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute('data-state', 'running');
    // Rsbuild's cold start (986 ms) is over after a second, webpack's production build (28 s) is not.
    const rsbuildDev = page.locator('[data-group="dev"] .rsb-bench__row').first();
    await page.clock.runFor(1_100);
    await expect(rsbuildDev.locator('.rsb-bench__time')).toHaveText('986 ms');
    const webpackBuild = page.locator('[data-group="build"] .rsb-bench__row').last();
    expect(await webpackBuild.locator('.rsb-bench__time').innerText()).not.toBe('28.24 s');

    await page.clock.runFor(30_000);
    await expect(chart).toHaveAttribute('data-state', 'done');
    await expect(webpackBuild.locator('.rsb-bench__time')).toHaveText('28.24 s');
    await expect(page.locator('[data-group="hmr"] .rsb-bench__time').first()).toHaveText('99 ms');
    for (const { expected, actual } of await ratioOf(page, '.rsb-bench__bar')) {
      expect(expected).toBeGreaterThan(0);
      expect(Math.abs(actual - expected)).toBeLessThan(0.005);
    }
    expect(Math.max(...(await ratioOf(page, '.rsb-bench__bar')).map((r) => r.expected))).toBe(1);
  });

  test('the chart runs only once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    const chart = page.getByTestId('benchmark');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute('data-state', 'done');
    await page.evaluate(() => window.scrollTo(0, 0));
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute('data-state', 'done');
    await expect(page.locator('[data-group="dev"] .rsb-bench__time').first()).toHaveText('986 ms');
  });
});

test.describe('sibling-tools popover', () => {
  test('opens on hover, closes on Escape and on leaving', async ({ page }) => {
    await open(page, DOC);
    const button = page.getByRole('button', { name: 'Rstack tools' });
    const panel = page.locator('.rsb-tools__panel');
    await expect(panel).toBeHidden();
    await button.hover();
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: /^Rspack / })).toHaveAttribute('href', 'https://rspack.rs/');
    await expect(panel).toContainText('Fast Rust-based bundler');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.mouse.move(700, 600);
    await button.hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(panel).toBeHidden();
  });

  test('waits 0.1 s before opening on hover', async ({ page }) => {
    // The page's clock is held, so the delay is measured, not raced.
    await page.clock.install();
    await open(page, DOC);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.clock.pauseAt(Date.now() + 60_000);
    const button = page.getByRole('button', { name: 'Rstack tools' });
    const panel = page.locator('.rsb-tools__panel');
    await button.hover();
    await page.clock.runFor(99);
    await expect(panel).toBeHidden();
    await page.clock.runFor(1);
    await expect(panel).toBeVisible();
  });

  test('is keyboard reachable and Chinese under /zh', async ({ page }) => {
    await open(page, `/zh${DOC}`);
    const button = page.getByRole('button', { name: 'Rstack 工具' });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('.rsb-tools__panel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('基于 Rust 的高性能打包工具');
    await expect(panel.getByRole('link', { name: /^Rspack / })).toHaveAttribute('href', 'https://rspack.rs/zh/');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('layout query parameters', () => {
  test('each parameter hides its part', async ({ page }) => {
    await open(page, DOC);
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__outline')).toBeVisible();
    await expect(page.locator('.rp-doc-footer')).toBeVisible();
    const cases = [
      ['navbar', '.rp-nav'],
      ['sidebar', '.rp-doc-layout__sidebar'],
      ['outline', '.rp-doc-layout__outline'],
      ['footer', '.rp-doc-footer'],
    ] as const;
    for (const [param, selector] of cases) {
      await open(page, `${DOC}?${param}=0`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator(selector), `?${param}=0`).toHaveCount(0);
      for (const [other, otherSelector] of cases) {
        if (other !== param) await expect(page.locator(otherSelector).first(), `?${param}=0 keeps ${other}`).toBeVisible();
      }
    }
    await open(page, '/?footer=0');
    await expect(page.locator('footer.rsb-footer')).toHaveCount(0);
  });

  test('in a frame the outline is hidden unless ?outline=1', async ({ page, baseURL }) => {
    await open(page, '/');
    for (const [query, count] of [
      ['', 0],
      ['?outline=1', 1],
    ] as const) {
      await page.setContent(`<iframe title="doc" src="${baseURL}${DOC}${query}" width="1400" height="800"></iframe>`);
      const frame = page.frameLocator('iframe');
      await expect(frame.locator('h1').first()).toBeVisible();
      await expect(frame.locator('.rp-doc-layout__sidebar')).toBeVisible();
      await expect(frame.locator('.rp-doc-layout__outline'), `frame${query}`).toHaveCount(count);
    }
  });
});

test.describe('navbar hiding', () => {
  test('hideNavbar scroll-based hides the navbar on scroll down and restores it on scroll up', async ({ page }) => {
    await open(page, `${DOC}?hideNavbar=scroll-based`);
    const nav = page.locator('header.rp-nav');
    const bottom = () => nav.evaluate((el) => el.getBoundingClientRect().bottom);
    await expect(nav).toBeVisible();
    await page.mouse.move(700, 500);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 300);
    await expect.poll(bottom).toBeLessThanOrEqual(0);
    await expect(page.locator('html')).toHaveClass(/rsb-navbar-hidden/);
    await page.mouse.wheel(0, -200);
    await expect.poll(bottom).toBeGreaterThan(40);
    await expect(page.locator('html')).not.toHaveClass(/rsb-navbar-hidden/);
  });

  test('hideNavbar never (the configured default) keeps the navbar', async ({ page }) => {
    await open(page, DOC);
    await page.mouse.move(700, 500);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 300);
    // Scrolled down, and the scrolling has come to rest (the same position two frames apart).
    const scrollY = () => page.evaluate(() => window.scrollY);
    await expect
      .poll(async () => {
        const before = await scrollY();
        await nextFrames(page);
        return before >= 300 && (await scrollY()) === before;
      })
      .toBe(true);
    expect(await page.locator('header.rp-nav').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  });

  test('hideNavbar always removes the navbar', async ({ page }) => {
    await open(page, `${DOC}?hideNavbar=always`);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('header.rp-nav')).toHaveCount(0);
  });
});

test.describe('announcement bar', () => {
  test('stays dismissed after a reload', async ({ page }) => {
    await open(page, DOC);
    const bar = page.locator('.rsb-announcement');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveAttribute('href', 'https://rsbuild.rs/');
    await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), ANNOUNCEMENT_KEY)).toBeTruthy();
    await page.reload();
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('.rsb-announcement')).toBeHidden();
    await open(page, '/zh/');
    await expect(page.locator('.rsb-announcement')).toBeHidden();
  });

  test('is in Chinese on Chinese pages', async ({ page }) => {
    await open(page, `/zh${DOC}`);
    await expect(page.locator('.rsb-announcement')).toContainText('Rsbuild 1.x 文档');
    await expect(page.getByRole('button', { name: '关闭公告' })).toBeVisible();
  });
});

test.describe('404 page', () => {
  for (const [lang, prefix, texts] of [
    ['en', '', { notFound: 'PAGE NOT FOUND', home: 'Take me home', suggestion: 'Quick start' }],
    ['zh', '/zh', { notFound: '页面未找到', home: '返回首页', suggestion: '快速上手' }],
  ] as const) {
    test(`shows 404, a way home and close pages (${lang})`, async ({ page }) => {
      await open(page, `${prefix}/guide/start/quik-start`);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound);
      await expect(page).toHaveTitle('404 | Rsbuild');
      const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
      await expect(suggestions.first()).toContainText(texts.suggestion);
      expect(await suggestions.count()).toBeLessThanOrEqual(5);
      expect(await suggestions.count()).toBeGreaterThan(1);
      for (const href of await suggestions.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
        expect(href).toMatch(prefix ? /^\/zh\// : /^\/(?!zh\/)/);
      }
      await suggestions.first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/guide/start/quick-start$`));
      await page.goBack();
      await page.getByText(texts.home, { exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
    });
  }
});

test.describe('appearance', () => {
  test('auto follows the system until the user picks a theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, DOC);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBeNull();
    // The system-scheme listener is attached once React has hydrated.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  // The stored choice is applied before the first paint (inline script) and
  // must stay through hydration: Rspress's state started from `auto` and its
  // layout effect turned a dark page light for a moment.
  for (const [stored, system] of [
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    test(`a stored ${stored} choice on a ${system} system holds from the first paint through hydration`, async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('rspress-theme-appearance', value);
        // Every value <html>'s class had (`oldValue` of each change: the
        // observer's callback runs too late to see short-lived ones itself).
        const seen: (string | null)[] = [];
        (window as unknown as { __classes: (string | null)[] }).__classes = seen;
        // The document's own <html> is not there yet: watch the whole document.
        new MutationObserver((records) => {
          for (const record of records) if (record.target === document.documentElement) seen.push(record.oldValue);
        }).observe(document, { attributes: true, attributeFilter: ['class'], attributeOldValue: true, subtree: true });
      }, stored);
      await page.emulateMedia({ colorScheme: system });
      await open(page, DOC);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
      const classes = await page.evaluate(() => [
        ...(window as unknown as { __classes: (string | null)[] }).__classes,
        document.documentElement.getAttribute('class'),
      ]);
      // Before the inline script ran, <html> had no class: from then on, the stored theme only.
      const first = classes.findIndex((value) => value !== null);
      const dark = classes.slice(first).map((value) => /\bdark\b/.test(value ?? ''));
      expect(dark.length, 'class values of <html> were recorded').toBeGreaterThan(0);
      expect(dark, `html.dark in each class value since the first paint: ${JSON.stringify(classes)}`).toEqual(dark.map(() => stored === 'dark'));
      // The switch acts from the stored choice: one click gives the other theme.
      await page.getByRole('button', { name: 'Theme' }).first().click();
      await expect(page.locator('html')).toHaveClass(stored === 'dark' ? /^(?!.*\bdark\b)/ : /\bdark\b/);
    });
  }

  test('the switch is a button and uses the circular reveal only without reduced motion', async ({ page }) => {
    await page.addInitScript(() => {
      const original = document.startViewTransition?.bind(document);
      (window as unknown as { __transitions: number }).__transitions = 0;
      if (original) {
        document.startViewTransition = ((update: () => void) => {
          (window as unknown as { __transitions: number }).__transitions++;
          return original(update);
        }) as typeof document.startViewTransition;
      }
    });
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await open(page, DOC);
    const toggle = page.getByRole('button', { name: 'Theme' }).first();
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => (window as unknown as { __transitions: number }).__transitions)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');

    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => (window as unknown as { __transitions: number }).__transitions)).toBe(1);
  });
});

test.describe('accessibility (axe)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, url] of [
      ['landing page', '/'],
      ['landing page (zh)', '/zh/'],
      ['doc page', DOC],
      ['404 page', '/guide/start/quik-start'],
    ] as const) {
      test(`${name} has no serious or critical violation (${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await open(page, url);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await nextFrames(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const severe = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n')}`);
        expect(severe, severe.join('\n\n')).toEqual([]);
      });
    }
  }
});

test('the landing page adds less than 40 KiB of gzipped JavaScript to a doc page', async ({ browser }) => {
  const jsOf = async (url: string) => {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    // Every script's body is read before the page closes (a body read after it fails).
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || /\.js(\?|$)/.test(response.url())) {
        if (!bodies.has(response.url())) bodies.set(response.url(), response.body());
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies.values());
    await page.close();
    expect(scripts.length, `${url} loaded no script`).toBeGreaterThan(0);
    let total = 0;
    for (const body of scripts) {
      expect(body.length, `an empty script on ${url}`).toBeGreaterThan(0);
      total += gzipSync(body).length;
    }
    return total;
  };
  const landing = await jsOf('/');
  const doc = await jsOf(DOC);
  const extra = landing - doc;
  test.info().annotations.push({ type: 'js', description: `landing ${landing} B, doc ${doc} B, extra ${extra} B (gzip)` });
  expect(extra).toBeLessThan(40 * 1024);
});

test.describe('screenshots', () => {
  for (const lang of ['en', 'zh'] as const) {
    for (const width of [1440, 390] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        test(`home ${lang} ${width}px ${scheme}`, async ({ page }) => {
          mkdirSync(SHOTS, { recursive: true });
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
          await open(page, lang === 'en' ? '/' : '/zh/');
          await expect(page.locator('h1')).toBeVisible();
          await page.getByTestId('benchmark').scrollIntoViewIfNeeded();
          await expect(page.getByTestId('benchmark')).toHaveAttribute('data-state', 'done');
          await page.evaluate(() => window.scrollTo(0, 0));
          await nextFrames(page);
          await page.screenshot({ path: path.join(SHOTS, `home-${lang}-${width}-${scheme}.png`), fullPage: true });
          await page.screenshot({ path: path.join(SHOTS, `home-${lang}-${width}-${scheme}-top.png`) });
        });
      }
    }
  }
});
