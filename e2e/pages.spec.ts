import { type ConsoleMessage, expect, test } from '@playwright/test';
import { builtRoutes, chunk } from './routes';

const routes = builtRoutes();

test('there are built routes in both languages', () => {
  expect(routes.filter((r) => r.lang === 'en').length).toBeGreaterThan(5);
  expect(routes.filter((r) => r.lang === 'zh').length).toBe(routes.filter((r) => r.lang === 'en').length);
});

for (const [i, batch] of chunk(routes, 40).entries()) {
  test(`every route answers with its H1 and no console error (batch ${i + 1})`, async ({ page }) => {
    test.setTimeout(40 * 8_000);
    const errors: string[] = [];
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    // A first-time visitor with a Chinese browser would be redirected; mark the visit as done.
    await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    for (const route of batch) {
      const response = await page.goto(route.url, { waitUntil: 'load' });
      expect(response?.status(), `${route.url} (${route.lang}/${route.rel})`).toBeLessThan(400);
      const h1 = page.locator('h1').first();
      await expect(h1, `${route.url} (${route.lang}/${route.rel}) has no H1`).toBeVisible();
      expect((await h1.innerText()).trim().length, `${route.url} has an empty H1`).toBeGreaterThan(0);
      await expect(page.getByText('PAGE NOT FOUND'), `${route.url} shows the 404 page`).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}
