/**
 * The DocSearch variant (built with the ALGOLIA_* variables into
 * doc_build_docsearch). Algolia cannot be reached here: every request to its
 * hosts is answered in the browser from the records the build generated.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, type Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { listFiles } from '../scripts/lib/files.mjs';
import { DOCSEARCH_ENV, DOCSEARCH_PORT, endsWith, escapeRegExp, hydrated, open } from './helpers';
import type { SearchRecord } from '../site/search';

const outDir = path.resolve(import.meta.dirname, '..', DOCSEARCH_ENV.DOCS_OUT_DIR);
// The build writes the Algolia records beside the output folder, outside the published site.
const recordsFolder = path.join(path.dirname(outDir), 'search-records');
const records: SearchRecord[] = ['en', 'zh'].flatMap((lang) => {
  const file = path.join(recordsFolder, `records.${lang}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SearchRecord[]) : [];
});

test.use({ baseURL: `http://localhost:${DOCSEARCH_PORT}` });

const ALGOLIA = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;

interface Query {
  query?: string;
  indexName?: string;
  facetFilters?: string[] | string[][];
  params?: string;
}

const mark = (text: string, words: string[]) =>
  words.reduce((acc, w) => (w ? acc.replace(new RegExp(escapeRegExp(w), 'gi'), (m) => `<mark>${m}</mark>`) : acc), text);

function answer(q: Query) {
  const query = (q.query ?? '').trim().toLowerCase();
  const facets = JSON.stringify(q.facetFilters ?? '') + (q.params ?? '');
  const lang = /lang:zh/.test(decodeURIComponent(facets)) ? 'zh' : 'en';
  const words = query.split(/\s+/).filter(Boolean);
  const hits = records
    .filter((r) => r.lang === lang && words.length > 0)
    .filter((r) => {
      const text = [...Object.values(r.hierarchy), r.content].filter(Boolean).join(' ').toLowerCase();
      return words.every((w) => text.includes(w));
    })
    // The index ranks headings above paragraphs (customRanking on weight.level).
    .sort((a, b) => b.weight.level - a.weight.level || a.weight.position - b.weight.position)
    .slice(0, 20)
    .map((r) => {
      const hl = (v: string | null) => ({ value: mark(v ?? '', words), matchLevel: v && words.some((w) => v.toLowerCase().includes(w)) ? 'full' : 'none', matchedWords: words });
      const hierarchyHl = Object.fromEntries(Object.entries(r.hierarchy).map(([k, v]) => [k, hl(v)]));
      return {
        ...r,
        _highlightResult: { hierarchy: hierarchyHl, hierarchy_camel: [hierarchyHl], content: hl(r.content) },
        _snippetResult: { hierarchy: hierarchyHl, content: hl(r.content) },
      };
    });
  return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, exhaustiveNbHits: true, query: q.query ?? '', params: '', processingTimeMS: 1 };
}

async function fakeAlgolia(page: Page, seen: Query[] = []) {
  await page.route(ALGOLIA, async (route: Route) => {
    const body = route.request().postDataJSON() as { requests?: Query[] } | null;
    const requests = body?.requests ?? [];
    seen.push(...requests);
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ results: requests.map(answer) }) });
  });
}

/** Opens a page, then the search modal with the button; types `query` when given. */
async function openSearch(page: Page, url: string, query?: string) {
  await open(page, url);
  await page.locator('.rp-search-button').first().click();
  if (query !== undefined) await page.locator('.DocSearch-Input').fill(query);
}

test.beforeAll(() => {
  if (!existsSync(outDir)) throw new Error(`${DOCSEARCH_ENV.DOCS_OUT_DIR} is missing: run \`npm run build:docsearch\` first (npm test does).`);
});

test('the build wrote records for both languages outside the site, and no admin key', () => {
  expect(records.filter((r) => r.lang === 'en').length).toBeGreaterThan(20);
  expect(records.filter((r) => r.lang === 'zh').length).toBeGreaterThan(20);
  const published = listFiles(outDir).map((rel) => path.join(outDir, rel));
  // Neither the Algolia records nor the offline index are published with the DocSearch variant.
  expect(published.filter((f) => /records\.[a-z]+\.json$|[\\/]pagefind[\\/]/.test(f))).toEqual([]);
  const leaks = published.filter((f) => readFileSync(f).includes(process.env.E2E_ADMIN_KEY_SENTINEL ?? 'e2e-admin-key-must-not-leak'));
  expect(leaks).toEqual([]);
  // The search-only key is expected in the client bundle.
  expect(published.some((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes(DOCSEARCH_ENV.ALGOLIA_API_KEY))).toBe(true);
});

test('DocSearch code and styles load only when the modal first opens', async ({ page }) => {
  await fakeAlgolia(page);
  await open(page, '/guide/start/');
  const hasDocSearchCss = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) => {
        try {
          return [...sheet.cssRules].some((r) => r.cssText.includes('--docsearch-primary-color'));
        } catch {
          return false;
        }
      }),
    );
  expect(await hasDocSearchCss()).toBe(false);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.locator('.rp-search-button').first().click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  expect(await hasDocSearchCss()).toBe(true);
});

// Keyword search as a build without an assistant has it: with Ask AI, Enter on a fresh query asks the assistant.
test('finds pages of the current language and navigates on Enter', async ({ page }) => {
  const seen: Query[] = [];
  await withoutAskAi(page);
  await fakeAlgolia(page, seen);
  await openSearch(page, '/guide/start/', 'createRsbuild');
  const hits = page.locator('.DocSearch-Hit a');
  await expect(hits.first()).toBeVisible();
  const hrefs = await hits.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  const englishUrls = new Set(records.filter((r) => r.lang === 'en').map((r) => r.url));
  for (const href of hrefs) expect(englishUrls.has(href), `${href} is an English record`).toBe(true);
  expect(JSON.stringify(seen)).toContain('lang:en');
  expect(seen.some((q) => JSON.stringify(q).includes('"hitsPerPage":20') || String(q.params).includes('hitsPerPage=20'))).toBe(true);
  // Enter opens the active (first) hit in the app, without a reload.
  const first = hrefs[0]!;
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(first));
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('Chinese pages search Chinese records', async ({ page }) => {
  const seen: Query[] = [];
  await fakeAlgolia(page, seen);
  await openSearch(page, '/zh/guide/start/', '热更新');
  const hits = page.locator('.DocSearch-Hit a');
  await expect(hits.first()).toBeVisible();
  for (const href of await hits.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) expect(href).toMatch(/^\/zh\//);
  expect(JSON.stringify(seen)).toContain('lang:zh');
});

test('keyboard: Ctrl+K toggles, / opens outside text fields, Escape closes', async ({ page }) => {
  await fakeAlgolia(page);
  await open(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('recent searches survive a reload', async ({ page }) => {
  await withoutAskAi(page);
  await fakeAlgolia(page);
  await openSearch(page, '/guide/start/');
  // DocSearch keeps a selected page heading (lvl1 hit) as a recent search.
  await page.locator('.DocSearch-Input').fill('JavaScript API');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(href));
  await page.reload();
  await hydrated(page);
  await page.locator('.rp-search-button').first().click();
  await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Recent' })).toBeVisible();
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', href);
});

for (const askAi of [false, true]) {
  test(`the no-results screen offers ${askAi ? 'to ask the assistant and ' : ''}a report link${askAi ? '' : ' (keyword-only)'}`, async ({ page }) => {
    if (!askAi) await withoutAskAi(page);
    await fakeAlgolia(page);
    await openSearch(page, '/guide/start/');
    // A query with results first: DocSearch suggests their sections when a later query finds nothing.
    await page.locator('.DocSearch-Input').fill('rsbuild');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.locator('.DocSearch-Input').fill('zzqqxxnothing');
    await expect(page.getByText('No results for "zzqqxxnothing"')).toBeVisible();
    if (askAi) {
      await expect(page.locator('.DocSearch-Hit-AskAIButton')).toContainText('zzqqxxnothing');
    } else {
      // DocSearch 5's keyword modal no longer suggests the earlier query's sections, and offers no assistant.
      await expect(page.locator('.DocSearch-Hit-AskAIButton')).toHaveCount(0);
      expect(await page.locator('.DocSearch-NoResults-Prefill-List li').count()).toBeLessThanOrEqual(3);
    }
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    const report = page.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', /github\.com\/.+\/issues\/new\?title=.*zzqqxxnothing/);
  });
}

test('unreachable hosts show the error screen', async ({ page }) => {
  await page.route(ALGOLIA, (route) => route.abort('internetdisconnected'));
  await openSearch(page, '/guide/start/', 'hmr');
  await expect(page.getByText('Unable to fetch results')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});

// DocSearch 5 takes up to 512 characters (Algolia's query limit), room for a question to Ask AI.
test('the query is limited to 512 characters', async ({ page }) => {
  await fakeAlgolia(page);
  await fakeAgentStudio(page, 'ok');
  await openSearch(page, '/guide/start/');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toHaveAttribute('maxlength', '512');
  // Typed up to the limit and past it: the keys after the 512th add nothing.
  await input.fill('x'.repeat(508));
  await input.pressSequentially('yyyyyyyy', { delay: 0 });
  expect(await input.inputValue()).toBe(`${'x'.repeat(508)}yyyy`);
});

/* ------------------------------------------------------------------ */
/* Loading on intent, Ask AI, and the Content-Security-Policy          */
/* ------------------------------------------------------------------ */

const ASSISTANT = DOCSEARCH_ENV.ALGOLIA_ASSISTANT_ID!;
/** Agent Studio, where DocSearch's Ask AI sends the reader's question (on the application's Algolia host). */
const AGENT_STUDIO = /^https:\/\/[^/]*algolia\.net\/agent-studio\/1\/agents\/([^/]+)\/completions/;

/** Serves the built variant as if it had been built without `ALGOLIA_ASSISTANT_ID`: the only difference is that constant. */
async function withoutAskAi(page: Page) {
  await page.route(/\/static\/js\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: body.replaceAll(`assistantId:"${ASSISTANT}"`, 'assistantId:null') });
  });
}

/** Answers Ask AI's question as Agent Studio does: a UI message stream (server-sent events). */
async function fakeAgentStudio(page: Page, answer: string, seen: { agent: string; body: string }[] = []) {
  await page.route(AGENT_STUDIO, async (route) => {
    seen.push({ agent: AGENT_STUDIO.exec(route.request().url())![1]!, body: route.request().postData() ?? '' });
    const events = [
      { type: 'start', messageId: 'm1' },
      { type: 'start-step' },
      { type: 'text-start', id: 't1' },
      { type: 'text-delta', id: 't1', delta: answer },
      { type: 'text-end', id: 't1' },
      { type: 'finish-step' },
      { type: 'finish' },
    ];
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1', 'cache-control': 'no-cache' },
      body: `${events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')}data: [DONE]\n\n`,
    });
  });
}

/** Every request the page makes to a host other than the preview server. */
function offsiteRequests(page: Page): string[] {
  const offsite: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost' && url.protocol !== 'data:') offsite.push(request.url());
  });
  return offsite;
}

for (const askAi of [true, false]) {
  test(`${askAi ? 'with' : 'without'} Ask AI: no DocSearch code and no Algolia request before intent; pointing at the button loads it`, async ({ page }) => {
    if (!askAi) await withoutAskAi(page);
    await fakeAlgolia(page);
    const offsite = offsiteRequests(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await open(page, '/guide/start/');
    const loaded = scripts.length;
    expect(offsite).toEqual([]);
    await page.locator('.rp-search-button').first().hover();
    // Intent downloads the modal's code (and nothing from Algolia until a query is typed).
    await expect.poll(() => scripts.length).toBeGreaterThan(loaded);
    await page.locator('.rp-search-button').first().click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.locator('.DocSearch-Input').fill('proxy');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // The modal offers to ask the assistant only when one is configured.
    const askButton = page.locator('.DocSearch-Hit-AskAIButton');
    if (askAi) await expect(askButton.first()).toBeVisible();
    else await expect(askButton).toHaveCount(0);
    expect(offsite.filter((url) => !ALGOLIA.test(url))).toEqual([]);
    // The keyword-only modal downloads none of the assistant's code (the Agent Studio client).
    const bodies = await Promise.all(scripts.slice(loaded).map(async (url) => ({ url, body: await (await page.request.get(url)).text() })));
    const withAgent = bodies.filter((s) => s.body.includes('agent-studio')).map((s) => s.url);
    if (askAi) expect(withAgent.length, 'scripts with the Agent Studio client').toBeGreaterThan(0);
    else expect(withAgent, 'scripts with the Agent Studio client').toEqual([]);
  });
}

for (const lang of ['en', 'zh'] as const) {
  test(`Ask AI (${lang}) sends the question to the configured assistant, in the page's language, and shows the answer`, async ({ page }) => {
    const seen: { agent: string; body: string }[] = [];
    await fakeAlgolia(page);
    const answer = lang === 'en' ? 'Set server.port in rsbuild.config.ts.' : '在 rsbuild.config.ts 中设置 server.port。';
    await fakeAgentStudio(page, answer, seen);
    const offsite = offsiteRequests(page);
    await openSearch(page, lang === 'en' ? '/guide/start/' : '/zh/guide/start/', lang === 'en' ? 'how do I change the port' : '如何修改端口');
    // The section offering to ask the typed question, titled in the page's language.
    await expect(page.locator('.DocSearch-Hit-source', { hasText: lang === 'en' ? 'Ask AI' : '询问 AI' })).toBeVisible();
    const ask = page.locator('.DocSearch-Hit-AskAIButton');
    await expect(ask).toContainText(lang === 'en' ? 'how do I change the port' : '如何修改端口');
    await ask.click();
    await expect(page.locator('.DocSearch-AskAiScreen').getByText(answer)).toBeVisible();
    expect(seen.map((s) => s.agent)).toEqual([ASSISTANT]);
    expect(seen[0]!.body).toContain(`lang:${lang}`);
    // Ask AI reaches Algolia's hosts only: Agent Studio and the search API.
    expect(offsite.filter((url) => !ALGOLIA.test(url))).toEqual([]);
  });
}

test('keyword search and Ask AI run under the CSP the build writes for the host', async ({ page }) => {
  const headers = readFileSync(path.join(outDir, '_headers'), 'utf8');
  const csp = /Content-Security-Policy: (.+)/.exec(headers)?.[1];
  expect(csp, `${DOCSEARCH_ENV.DOCS_OUT_DIR}/_headers has a Content-Security-Policy`).toBeTruthy();
  // The preview server sends no headers: the documents get the host's CSP here.
  await page.route(
    (url) => url.hostname === 'localhost',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp! } });
    },
  );
  const violations: string[] = [];
  await page.exposeBinding('__rsbReportViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __rsbReportViolation: (text: string) => void }).__rsbReportViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
    // The violation event of an eval comes a task later, maybe after the last check: each call
    // of \`Function\` (which the CSP refuses) is also counted as it happens.
    const evals: string[] = ((window as unknown as { __rsbEvals: string[] }).__rsbEvals = []);
    const record = (args: unknown[]) => evals.push(`Function(${args.map((a) => JSON.stringify(String(a)).slice(0, 40)).join(', ')})`);
    window.Function = new Proxy(Function, {
      apply: (target, self, args) => (record(args), Reflect.apply(target, self, args)),
      construct: (target, args, newTarget) => (record(args), Reflect.construct(target, args, newTarget)),
    });
  });
  await fakeAlgolia(page);
  await fakeAgentStudio(page, 'Use server.proxy.');
  await openSearch(page, '/guide/start/', 'proxy');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.locator('.DocSearch-Hit-AskAIButton').click();
  await expect(page.locator('.DocSearch-AskAiScreen').getByText('Use server.proxy.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __rsbEvals: string[] }).__rsbEvals), 'calls of Function, which the CSP refuses').toEqual([]);
  expect(violations).toEqual([]);
});
