/**
 * The relevance suite (tests/search-queries.json) against the real built
 * index, typed into the real search dialog: at least 95 % of the exact
 * queries, 90 % of the forgiving ones (misspelled, questions, file names,
 * flags, option names) and 90 % of the goals (tasks in a reader's words, no
 * option names) must find their pages in the top 3. The misses are printed
 * either way.
 */
import { expect, test } from './fixtures';
import { FORGIVING_THRESHOLD, GOAL_THRESHOLD, RELEVANCE_THRESHOLD, isForgiving, isGoal, loadQueries, runRelevanceSuite } from '../scripts/lib/search-relevance.mjs';

test('the relevance suite passes (English and Chinese reader queries)', async ({ browser, baseURL }) => {
  const queries = loadQueries();
  // A budget for about 270 typed queries on a loaded machine, not a wait.
  test.setTimeout(600_000);
  expect(queries.filter((q) => q.lang === 'en').length).toBeGreaterThanOrEqual(40);
  expect(queries.filter((q) => q.lang === 'zh').length).toBeGreaterThanOrEqual(40);
  expect(queries.filter(isForgiving).length).toBeGreaterThanOrEqual(40);
  for (const lang of ['en', 'zh']) expect(queries.filter((q) => isGoal(q) && q.lang === lang).length, `goal queries in ${lang}`).toBeGreaterThanOrEqual(20);
  const result = await runRelevanceSuite(browser, baseURL!, queries);
  const pct = (s: { passed: number; total: number; score: number }) => `${s.passed}/${s.total} = ${(s.score * 100).toFixed(1)} %`;
  const report = `relevance: exact ${pct(result.exact)}, forgiving ${pct(result.forgiving)}, goals ${pct(result.goal)}${result.misses.length ? `\nmisses:\n${result.misses.join('\n')}` : ''}`;
  console.log(report);
  expect(result.exact.score, report).toBeGreaterThanOrEqual(RELEVANCE_THRESHOLD);
  expect(result.forgiving.score, report).toBeGreaterThanOrEqual(FORGIVING_THRESHOLD);
  expect(result.goal.score, report).toBeGreaterThanOrEqual(GOAL_THRESHOLD);
});
