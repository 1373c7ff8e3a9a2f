/**
 * The relevance suite (tests/search-queries.json) against the real built
 * index: at least 95 % of the exact queries, 90 % of the forgiving ones
 * (misspelled, questions, file names, flags, option names) and 90 % of the
 * goals (tasks in a reader's words, no option names) must find their pages in
 * the top 3. The misses are printed either way.
 *
 * Every query runs through the dialog's own search code in Node.js
 * (e2e/helpers/search-node.ts), Chinese ones with the word cuts a browser page
 * makes (Node.js's ICU cuts some Chinese words differently); a sample of each
 * language (each kind, and every tenth query) is typed into the real dialog too
 * and must rank the same five pages first.
 */
import { expect, test } from './fixtures';
import { searchInNode } from './helpers/search-node';
import {
  FORGIVING_THRESHOLD,
  GOAL_THRESHOLD,
  RELEVANCE_THRESHOLD,
  type RelevanceQuery,
  isForgiving,
  isGoal,
  judge,
  loadQueries,
  summarize,
  typeQueries,
} from '../scripts/lib/search-relevance.mjs';

const queries = loadQueries();

/** The first query of each kind, and every tenth query. */
function sampleOf(list: RelevanceQuery[]): RelevanceQuery[] {
  const kinds = new Set<string>();
  return list.filter((q, i) => {
    const first = !kinds.has(q.from);
    kinds.add(q.from);
    return first || i % 10 === 0;
  });
}

const english = queries.filter((q) => q.lang === 'en');
const chinese = queries.filter((q) => q.lang === 'zh');

test('the relevance suite passes (every query through the search code in Node.js, Chinese words cut by the browser)', async ({ page }) => {
  expect(english.length).toBeGreaterThanOrEqual(40);
  expect(chinese.length).toBeGreaterThanOrEqual(40);
  expect(queries.filter(isForgiving).length).toBeGreaterThanOrEqual(40);
  for (const lang of ['en', 'zh']) expect(queries.filter((q) => isGoal(q) && q.lang === lang).length, `goal queries in ${lang}`).toBeGreaterThanOrEqual(20);
  const found = await searchInNode(queries, { cutIn: page });
  const result = summarize(queries.map((q, i) => judge(q, found[i]!)));
  expect(result.total, 'every query judged').toBe(queries.length);
  const pct = (s: { passed: number; total: number; score: number }) => `${s.passed}/${s.total} = ${(s.score * 100).toFixed(1)} %`;
  const report = `relevance: exact ${pct(result.exact)}, forgiving ${pct(result.forgiving)}, goals ${pct(result.goal)}${result.misses.length ? `\nmisses:\n${result.misses.join('\n')}` : ''}`;
  console.log(report);
  expect(result.exact.score, report).toBeGreaterThanOrEqual(RELEVANCE_THRESHOLD);
  expect(result.forgiving.score, report).toBeGreaterThanOrEqual(FORGIVING_THRESHOLD);
  expect(result.goal.score, report).toBeGreaterThanOrEqual(GOAL_THRESHOLD);
});

for (const [lang, list] of [
  ['en', english],
  ['zh', chinese],
] as const) {
  test(`the real dialog ranks a sample of the queries (${lang}) exactly as the Node.js run does (top five pages)`, async ({ browser, baseURL, page }) => {
    const sample = sampleOf(list);
    expect(new Set(sample.map((q) => q.from)).size, `every kind of ${lang} query`).toBe(new Set(list.map((q) => q.from)).size);
    const typed = await typeQueries(browser, baseURL!, sample);
    const inNode = await searchInNode(sample, { cutIn: page });
    const differences = sample.flatMap((q, i) => {
      const [dialog, node] = [typed[i]!.top, judge(q, inNode[i]!).top];
      return JSON.stringify(dialog) === JSON.stringify(node) ? [] : [`"${q.q}": the dialog shows ${dialog.join(', ') || 'nothing'}; Node.js ranks ${node.join(', ') || 'nothing'}`];
    });
    expect(differences, differences.join('\n')).toEqual([]);
  });
}

// Pagefind finds a word's longer forms only in the index chunks loaded so far: after "预加载"
// in the same visit, /zh/guide/basic/static-assets ranks higher for "静态资源" (with the index of
// this writing). Each Node.js run must start as a new visit, as each page of the dialog test does.
test('a Node.js run starts as a new visit: queries of an earlier run do not change its ranks', async ({ page }) => {
  const query = [{ lang: 'zh', q: '静态资源' }];
  const [first] = await searchInNode(query, { cutIn: page });
  await searchInNode([{ lang: 'zh', q: '预加载' }], { cutIn: page });
  const [again] = await searchInNode(query, { cutIn: page });
  expect(first!.length).toBeGreaterThan(2);
  expect(again).toEqual(first);
});
