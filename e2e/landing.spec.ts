/**
 * The landing page: hero, feature grid, tool stack, footer, the header that
 * turns opaque on scroll, and the benchmark chart.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, navigate, nextFrames, open } from './helpers';

const DOC = '/guide/start/quick-start';

const ratioOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((bars) =>
    bars.map((bar) => ({
      expected: Number((bar as HTMLElement).dataset.ratio),
      actual: bar.getBoundingClientRect().width / (bar.parentElement as HTMLElement).getBoundingClientRect().width,
    })),
  );

test.describe('landing page', () => {
  test('hero: title, H1, Get Started and GitHub go where they should (en)', async ({ page }) => {
    await open(page, '/');
    await expect(page).toHaveTitle(/Rsbuild/);
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

  test('hero: a Chinese page whose Get Started stays in Chinese (zh)', async ({ page }) => {
    await open(page, '/zh/');
    await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
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
    // They twinkle once and stop within 5 s, so no pause control is needed (WCAG 2.2.2).
    const lengths = await stars.evaluateAll((nodes) =>
      nodes.map((n) => {
        const style = getComputedStyle(n);
        return style.animationName === 'none' ? 0 : parseFloat(style.animationDelay) + parseFloat(style.animationDuration) * Number(style.animationIterationCount);
      }),
    );
    expect(lengths.filter((seconds) => seconds > 0)).toHaveLength(35);
    for (const seconds of lengths) expect(seconds).toBeLessThanOrEqual(5);
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
    // One load; the other pages by client-side navigation.
    for (const prefix of ['', '/zh']) {
      if (prefix) await navigate(page, `${prefix}/`);
      else await open(page, `${prefix}/`);
      const cards = page.locator('.rsb-features__card');
      await expect(cards).toHaveCount(6);
      for (const href of await page.locator('a.rsb-features__card').evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
        expect(href).toMatch(prefix ? /^\/zh\// : /^\/(?!zh\/)/);
      }
    }
    await navigate(page, '/');
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
    await navigate(page, '/zh/');
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
    await navigate(page, '/zh/');
    await expect(page.locator('footer.rsb-footer').getByRole('link', { name: '快速上手' })).toHaveAttribute('href', '/zh/guide/start/quick-start');
  });

  test('the header does not fade while the page loads (no transition before hydration)', async ({ page }) => {
    // The page's scripts are held back: the header as the HTML and CSS alone draw it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/js\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const header = page.locator('header.rp-nav');
    // The landing content is parsed and the stylesheets have loaded (the scripts, deferred, have not run).
    await page.locator('.rsb-landing').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([media="print"])')].every((l) => l.sheet !== null)))
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await header.evaluate((el) => [getComputedStyle(el).transitionDuration, getComputedStyle(el).backgroundColor])).toEqual(['0s', 'rgba(0, 0, 0, 0)']);
    release();
    await hydrated(page);
    // After hydration the scroll-driven changes fade as before.
    expect(await header.evaluate((el) => getComputedStyle(el).transitionDuration)).not.toBe('0s');
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
    await navigate(page, DOC);
    await expect.poll(() => page.locator('header.rp-nav').evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('benchmark chart', () => {
  test('bars start at zero and grow to time / slowest time once scrolled into view', async ({ page }) => {
    // The page's clock is held and moved by hand: the chart runs in real time (28 s for webpack).
    await page.clock.install();
    await open(page, '/');
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
