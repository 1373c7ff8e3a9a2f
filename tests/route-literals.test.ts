/**
 * The pages the browser tests and the search relevance suite name are pages of
 * the site: every route written in e2e/, tests/search-queries.json and
 * e2e/docsearch-env.json is checked against site/routes.txt and the page files,
 * so that renaming or moving a page names each place that still uses the old route
 * (the redirect specs read MOVED_PAGES instead of naming old addresses). The relevance
 * suite names pages by their content, which moves with them: its expectations follow
 * MOVED_PAGES, as a reader's old link does, and only an address that is neither a page
 * nor a moved page fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../scripts/lib/files.mjs';
import { pageFile } from '../site/docs-files';
import { LANGS, type Lang, MOVED_PAGES, SECTIONS, buildRedirects, localizeRoute, resolveRedirect } from '../site/structure';
import { readRoutes } from '../site/structure-check';
import { NOT_PAGES } from '../e2e/helpers/routes';
import { ROOT } from './lib/docs';

const routeLines = new Map(readRoutes().map(({ route, line }) => [route, line]));
const redirects = buildRedirects();
const NOT_PAGES_FILE = 'e2e/helpers/routes.ts';

/** An address as the site serves it: language, English route (no `.html`, `.md`, `.mdx`, `index`, anchor or query). */
function addressOf(address: string): { lang: Lang; route: string } {
  let rest = address.replace(/[#?].*$/, '').replace(/\.(?:html|mdx?)$/, '').replace(/(^|\/)index$/, '$1');
  let lang: Lang = 'en';
  for (const l of LANGS) {
    const prefix = localizeRoute('/', l).replace(/\/$/, '');
    if (prefix && (rest === prefix || rest.startsWith(`${prefix}/`))) {
      lang = l;
      rest = rest.slice(prefix.length) || '/';
    }
  }
  return { lang, route: rest };
}

/** Why an address is no page of the site (undefined when it is one). */
function notAPage(address: string): string | undefined {
  const { lang, route } = addressOf(address);
  const moved = MOVED_PAGES.find((m) => m.from === route);
  if (moved) return `${route} moved to ${moved.to} (MOVED_PAGES in site/structure.ts); name the new address`;
  if (!routeLines.has(route)) return `${route} is not a route of site/routes.txt`;
  if (pageFile(route, lang) === undefined) return `docs/${lang} has no page for ${route}`;
  return undefined;
}

// Section prefixes from the structure (`/guide/`, `/config/`, …), with or without a language prefix.
const sections = [...new Set(SECTIONS.map((s) => s.prefix.split('/')[1]!))].join('|');
const langs = LANGS.map((l) => localizeRoute('/', l).replace(/\/$/, '')).filter(Boolean).join('|');
// A site address inside a string or template literal: after a quote or an interpolation's `}`.
const ADDRESS = new RegExp(`(?<=['"\`}])((?:${langs})?/(?:${sections})(?:/[\\w.-]*)*)(?=['"\`#?$])`, 'g');

interface Found {
  at: string;
  address: string;
}

function addressesIn(rel: string): Found[] {
  const lines = readFileSync(path.join(ROOT, rel), 'utf8').split('\n');
  return lines.flatMap((text, i) => [...text.matchAll(ADDRESS)].map((m) => ({ at: `${rel}:${i + 1}`, address: m[1]! })));
}

const e2eFiles = listFiles(path.join(ROOT, 'e2e'))
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => `e2e/${f}`)
  .filter((f) => f !== NOT_PAGES_FILE);

describe('routes named by the browser tests and the search suite exist', () => {
  it('the scan finds the addresses of the specs (so that a missing page would be found)', () => {
    const found = e2eFiles.flatMap(addressesIn).map((f) => f.address);
    expect(found).toContain('/guide/start/quick-start');
    expect(found).toContain('/zh/guide/basic/cli');
    expect(found.length).toBeGreaterThan(100);
  });

  it('every address written in e2e/ is a page in its language', () => {
    const problems = e2eFiles
      .flatMap(addressesIn)
      .map(({ at, address }) => {
        const why = notAPage(address);
        return why && `${at}: ${address}: ${why}. Use a route of site/routes.txt, or for a 404 test an address of NOT_PAGES in ${NOT_PAGES_FILE}`;
      })
      .filter(Boolean);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it(`the 404 tests' addresses (NOT_PAGES in ${NOT_PAGES_FILE}) are no page and no moved page`, () => {
    const problems = Object.entries(NOT_PAGES)
      .filter(([, address]) => notAPage(address) === undefined)
      .map(([name, address]) => `${NOT_PAGES_FILE}: NOT_PAGES.${name} (${address}) is now a page or a moved page; choose an address that is neither`);
    expect(problems).toEqual([]);
  });

  it('every page the relevance suite expects (tests/search-queries.json) is a page in the query\'s language', () => {
    const file = 'tests/search-queries.json';
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const lines = text.split('\n');
    const { queries } = JSON.parse(text) as { queries: { lang: Lang; q: string; top3: string[] }[] };
    const problems: string[] = [];
    for (const query of queries) {
      const line = lines.findIndex((l) => l.includes(`"q": ${JSON.stringify(query.q)}`) && l.includes(`"lang": "${query.lang}"`)) + 1;
      for (const written of query.top3) {
        const address = resolveRedirect(written, redirects) ?? written;
        const { lang } = addressOf(address);
        const why = lang === query.lang ? notAPage(address) : `the query is ${query.lang}, the address ${lang}`;
        const moved = address === written ? '' : ` (moved from ${written})`;
        if (why) problems.push(`${file}:${line}: query "${query.q}" (${query.lang}) expects ${address}${moved} in its top 3: ${why}`);
      }
    }
    expect(queries.length).toBeGreaterThan(50);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the page the DocSearch test variant marks outdated (e2e/docsearch-env.json) has a Chinese page', () => {
    const env = JSON.parse(readFileSync(path.join(ROOT, 'e2e/docsearch-env.json'), 'utf8')) as Record<string, string>;
    const forced = (env.RSBUILD_DOCS_OUTDATED ?? '').split(',').map((f) => f.trim()).filter(Boolean);
    expect(forced.length, 'e2e/docsearch-env.json: RSBUILD_DOCS_OUTDATED names no page').toBeGreaterThan(0);
    const missing = forced
      .filter((rel) => !listFiles(path.join(ROOT, 'docs/zh')).includes(rel))
      .map((rel) => `e2e/docsearch-env.json: RSBUILD_DOCS_OUTDATED names ${rel}, but docs/zh/${rel} does not exist`);
    expect(missing).toEqual([]);
  });
});
