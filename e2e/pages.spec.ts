import { expect, test } from '@playwright/test';
import { builtRoutes } from './routes';

const routes = builtRoutes();

test('there are built routes in both languages', () => {
  expect(routes.filter((r) => r.lang === 'en').length).toBeGreaterThan(5);
  expect(routes.filter((r) => r.lang === 'zh').length).toBe(routes.filter((r) => r.lang === 'en').length);
});

// Every route rendering its H1 without a console error is checked by the light
// axe sweep of e2e/a11y.spec.ts, which opens every built page once.
