// The relevance suite of the offline search (tests/search-queries.json) against
// the built site: each query's first three pages are compared with the expected
// ones. `typeQueries` types them into the real search dialog in a browser;
// e2e/search-relevance.spec.ts also runs them through the same search code in
// Node.js (e2e/helpers/search-node.ts) and judges both with `judge`. Used by that
// spec (which fails below the thresholds) and by `npm run bench` (which prints the score).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const RELEVANCE_THRESHOLD = 0.95;
/** Misspelled, question-form, file-name, flag and option-name queries: a lower bar than exact ones. */
export const FORGIVING_THRESHOLD = 0.9;
/** The `from` values of the forgiving queries (tests/search-queries.json). */
const FORGIVING_KINDS = ['typo', 'question', 'file', 'flag', 'name'];
export const isForgiving = (query) => FORGIVING_KINDS.includes(query.from);
/** Tasks in a reader's own words ("make the build faster"), which name no option: a suite of their own. */
export const GOAL_THRESHOLD = 0.9;
export const isGoal = (query) => query.from === 'goal';

/**
 * The suite's queries. An expected page that moved is expected at its new address, as a
 * reader's old link leads there: the built site's own redirects (`_redirects`, generated from
 * MOVED_PAGES in site/structure.ts) are followed, so moving a page needs no edit of the suite.
 */
export function loadQueries(outDir = path.join(ROOT, 'doc_build')) {
  const moved = movedPages(outDir);
  const follow = (address) => {
    for (let hops = 0; moved.has(address) && hops < 10; hops++) address = moved.get(address);
    return address;
  };
  const { queries } = JSON.parse(readFileSync(path.join(ROOT, 'tests/search-queries.json'), 'utf8'));
  return queries.map((query) => ({ ...query, top3: query.top3.map(follow) }));
}

/** The moves of the built site, old address to new (`from to status` lines of its `_redirects`; none before a build). */
function movedPages(outDir) {
  const file = path.join(outDir, '_redirects');
  const moved = new Map();
  if (!existsSync(file)) return moved;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#') && to.startsWith('/')) moved.set(from, to);
  }
  return moved;
}

/** A result's page as the suite compares it: no anchor, no `.html`, no trailing slash. */
export const normalize = (url) => decodeURI(url.split('#')[0]).replace(/\.html$/, '').replace(/\/index$/, '/').replace(/(.)\/$/, '$1');

/** The outcome of one query from the pages it found, in order: its top five and whether its expected pages are in the top three. */
export function judge(item, found) {
  const top = found.map(normalize);
  const top3 = top.slice(0, 3);
  return { ...item, top: top.slice(0, 5), pass: item.top3.every((want) => top3.includes(normalize(want))) };
}

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
    outcomes.push(judge(item, found));
  }
  return outcomes;
}

/** Types each query into the search dialog of a page of its language (one page per language); one outcome per query. */
export async function typeQueries(browser, baseURL, queries) {
  const outcomes = [];
  for (const lang of [...new Set(queries.map((q) => q.lang))]) {
    const page = await browser.newPage();
    try {
      outcomes.push(...(await runQueries(page, baseURL, lang, queries.filter((q) => q.lang === lang))));
    } finally {
      await page.close();
    }
  }
  return outcomes;
}

/** The scores (0..1) of outcomes, overall and per kind, and the misses as printable lines. */
export function summarize(outcomes) {
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

/** Types every query of the suite into the dialog; returns the scores, the outcomes and the misses. */
export async function runRelevanceSuite(browser, baseURL, queries = loadQueries()) {
  return summarize(await typeQueries(browser, baseURL, queries));
}
