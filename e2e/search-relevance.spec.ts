/**
 * The relevance suite (tests/search-queries.json) against the real built
 * index, typed into the real search dialog: at least 95 % of the queries must
 * find their pages in the top 3. The misses are printed either way.
 */
import { expect, test } from '@playwright/test';
import { RELEVANCE_THRESHOLD, loadQueries, runRelevanceSuite } from '../scripts/lib/search-relevance.mjs';

test('the relevance suite passes (English and Chinese reader queries)', async ({ browser, baseURL }) => {
  const queries = loadQueries();
  // A budget for about 110 typed queries on a loaded machine, not a wait.
  test.setTimeout(300_000);
  expect(queries.filter((q) => q.lang === 'en').length).toBeGreaterThanOrEqual(40);
  expect(queries.filter((q) => q.lang === 'zh').length).toBeGreaterThanOrEqual(40);
  const result = await runRelevanceSuite(browser, baseURL!, queries);
  const report = `relevance ${result.passed}/${result.total} = ${(result.score * 100).toFixed(1)} %${result.misses.length ? `\nmisses:\n${result.misses.join('\n')}` : ''}`;
  console.log(report);
  expect(result.score, report).toBeGreaterThanOrEqual(RELEVANCE_THRESHOLD);
});
