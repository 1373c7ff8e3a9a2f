// The relevance suite of the offline search (tests/search-queries.json), run in
// a real browser against the built site: every query is typed into the search
// dialog and the first three pages it shows are compared with the expected
// ones. Used by e2e/search-relevance.spec.ts (which fails below the threshold)
// and by `npm run bench` (which prints the score).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const RELEVANCE_THRESHOLD = 0.95;
/** Misspelled, question-form, file-name, flag and option-name queries: a lower bar than exact ones. */
export const FORGIVING_THRESHOLD = 0.9;
/** The `from` values of the forgiving queries (tests/search-queries.json). */
const FORGIVING_KINDS = ['typo', 'question', 'file', 'flag', 'name'];
export const isForgiving = (query) => FORGIVING_KINDS.includes(query.from);
/** Tasks in a reader's own words ("make the build faster"), which name no option: a suite of their own. */
export const GOAL_THRESHOLD = 0.9;
export const isGoal = (query) => query.from === 'goal';

export function loadQueries() {
  const file = path.resolve(import.meta.dirname, '../../tests/search-queries.json');
  return JSON.parse(readFileSync(file, 'utf8')).queries;
}

const normalize = (url) => decodeURI(url.split('#')[0]).replace(/\.html$/, '').replace(/\/index$/, '/').replace(/(.)\/$/, '$1');

/**
 * Runs the queries of one language in `page` (a Playwright page), on a page
 * of that language under `baseURL`. Returns one entry per query with the top
 * pages found.
 */
async function runQueries(page, baseURL, lang, queries) {
  // Stay on the language asked for: no locale redirect on the first visit.
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await page.goto(new URL(lang === 'en' ? '/guide/start/' : `/${lang}/guide/start/`, baseURL).href);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.locator('.rp-search-button').first().click();
  const input = page.locator('.rsb-search__input');
  const outcomes = [];
  for (const item of queries) {
    await input.fill(item.q);
    // Results of exactly this query, or the no-results screen for it.
    await page.waitForFunction(
      (q) =>
        document.querySelector('.rsb-search__results')?.getAttribute('data-results-for') === q ||
        document.querySelector('[data-empty-for]')?.getAttribute('data-empty-for') === q,
      item.q.trim(),
      { timeout: 15_000 },
    );
    const found = await page.locator('.rsb-search__hit--page').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const top = found.map(normalize);
    const top3 = top.slice(0, 3);
    const pass = item.top3.every((want) => top3.includes(normalize(want)));
    outcomes.push({ ...item, top: top.slice(0, 5), pass });
  }
  return outcomes;
}

/** Runs every query of the suite; returns the score (0..1), the outcomes and the misses as printable lines. */
export async function runRelevanceSuite(browser, baseURL, queries = loadQueries()) {
  const outcomes = [];
  for (const lang of [...new Set(queries.map((q) => q.lang))]) {
    const page = await browser.newPage();
    try {
      outcomes.push(...(await runQueries(page, baseURL, lang, queries.filter((q) => q.lang === lang))));
    } finally {
      await page.close();
    }
  }
  const score = (list) => {
    const passed = list.filter((o) => o.pass).length;
    return { passed, total: list.length, score: list.length ? passed / list.length : 0 };
  };
  const misses = outcomes
    .filter((o) => !o.pass)
    .map((o) => `[${o.lang}] "${o.q}" (${o.from}): expected ${o.top3.join(' + ')} in the top 3, got ${o.top.join(', ') || 'nothing'}`);
  return {
    ...score(outcomes),
    exact: score(outcomes.filter((o) => !isForgiving(o) && !isGoal(o))),
    forgiving: score(outcomes.filter(isForgiving)),
    goal: score(outcomes.filter(isGoal)),
    outcomes,
    misses,
  };
}
