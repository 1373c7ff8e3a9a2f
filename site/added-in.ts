/**
 * "Added in v1.x.y": the 1.x release that brought an option, hook or API
 * entry, read from the Version history of its page (see CONTRIBUTING.md,
 * "Version history"), so that a release is never written twice.
 *
 * A row says what it added in one of its `;`-separated clauses: a clause that
 * starts with "Added" names every inline-code span in it (`Added `onCloseBuild``,
 * `Added `expose`, `modifyHTML` and ...`); a clause with "was added", "were
 * added" or "is exported" names the spans before those words
 * (`` `resolve.alias` was added ``). A name is an entry of the page when a
 * heading's text is that name, or `<object>.<name>` (`rsbuild.expose` for
 * `expose`). The English page decides; its Chinese twin has the same rows and
 * heading ids (both checked by the tests).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readVersionHistory } from '../scripts/lib/version-history.mjs';
import { DOCS_DIR } from './docs-files';
import { parsePage } from './markdown';
import { escapeRegExp } from './regexp';
import { routeToFileCandidates } from './structure';

export interface AddedEntry {
  /** The release of the row that added it, as written there: `v1.4.10`. */
  version: string;
  /** The heading of the entry: a page's H1 (depth 1) or a section heading with its id. */
  depth: number;
  id: string;
  text: string;
}

/** Inline-code spans of a text, in order. */
const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim());

/** Splits a row's change at `;` outside inline code. */
function clauses(change: string): string[] {
  const out: string[] = [];
  let current = '';
  let inCode = false;
  for (const char of change) {
    if (char === '`') inCode = !inCode;
    if (char === ';' && !inCode) {
      out.push(current);
      current = '';
    } else current += char;
  }
  out.push(current);
  return out.map((c) => c.trim()).filter(Boolean);
}

const ADDED_AFTER = /\b(?:was added|were added|is exported)\b/;

/** The names a Version history row says were added (see the module comment for the wording). */
export function addedNames(change: string): string[] {
  const names: string[] = [];
  for (const clause of clauses(change)) {
    if (/^added\b/i.test(clause)) {
      names.push(...codeSpans(clause));
      continue;
    }
    const m = ADDED_AFTER.exec(clause);
    if (m) names.push(...codeSpans(clause.slice(0, m.index)));
  }
  return names;
}

/** Whether a heading (its text without backticks) is the entry `name`. */
export function headingNames(text: string, name: string): boolean {
  const plain = text.replace(/`/g, '').trim();
  return plain === name || new RegExp(`^[A-Za-z_$][\\w$]*\\.${escapeRegExp(name)}$`).test(plain);
}

/**
 * The entries of a page that its Version history says arrived during 1.x,
 * each with the first release that added it. Headings of the Version history
 * section itself and after it are not entries.
 */
export function addedEntries(source: string): AddedEntry[] {
  const history = readVersionHistory(source);
  if (!history) return [];
  const { headings } = parsePage(source);
  const entries: AddedEntry[] = [];
  for (const heading of headings) {
    if (heading.line >= history.line) break;
    if (heading.depth > 4) continue;
    const row = history.rows.find((r) => addedNames(r.change).some((name) => headingNames(heading.text, name)));
    if (row) entries.push({ version: row.version, depth: heading.depth, id: heading.id, text: heading.text.replace(/`/g, '').trim() });
  }
  return entries;
}

/** The badge a page shows under an entry's heading (one line of JSX, so that the per-page Markdown keeps its text). */
export function badgeLine(label: string, version: string): string {
  const text = label.replace('{{version}}', version).replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<p className="rsb-added-in">${text}</p>`;
}

/**
 * The page source with a badge after the heading of each entry: the first H1
 * for a depth-1 entry, the heading with the same id otherwise. A missing
 * heading is an error that names the file.
 */
export function withAddedIn(source: string, entries: readonly AddedEntry[], label: string, file = 'page'): string {
  if (entries.length === 0) return source;
  const lines = source.split('\n');
  const { headings } = parsePage(source);
  const after = new Map<number, string>();
  for (const entry of entries) {
    const heading = entry.depth === 1 ? headings.find((h) => h.depth === 1) : headings.find((h) => h.depth === entry.depth && h.id === entry.id);
    if (!heading) {
      const what = entry.depth === 1 ? 'H1' : `heading ${'#'.repeat(entry.depth)} {#${entry.id}}`;
      throw new Error(`${file}: the English page adds "${entry.text}" in ${entry.version}, but this page has no ${what}`);
    }
    after.set(heading.line, badgeLine(label, entry.version));
  }
  const out: string[] = [];
  lines.forEach((line, index) => {
    out.push(line);
    const badge = after.get(index + 1);
    if (badge === undefined) return;
    out.push('', badge);
    if ((lines[index + 1] ?? '').trim() !== '') out.push('');
  });
  return out.join('\n');
}

/**
 * The English source file of a page, from its route (`/config/dev/hmr`,
 * `/zh/config/dev/hmr`, `/config/dev/hmr.html`) or from a docs file of
 * either language (`docs/zh/config/dev/hmr.mdx`, absolute or relative).
 */
export function englishSource(routeOrFile: string, docsDir = DOCS_DIR): string | undefined {
  const inDocs = path.relative(docsDir, path.resolve(routeOrFile));
  const normalized = (/\.mdx?$/.test(routeOrFile) && !inDocs.startsWith('..') ? inDocs : routeOrFile).replace(/\\/g, '/');
  const file = /^(?:en|zh)\/(.+\.mdx?)$/.exec(normalized) ?? /(?:^|\/)docs\/(?:en|zh)\/(.+\.mdx?)$/.exec(normalized);
  const candidates = file
    ? [file[1]!]
    : routeToFileCandidates(normalized.replace(/[?#].*$/, '').replace(/^\/zh(?=\/|$)/, '').replace(/\.html$/, '') || '/');
  return candidates.map((rel) => path.join(docsDir, 'en', rel)).find((abs) => existsSync(abs));
}

/** The entries of each English source read so far, with the text they were read from. */
const entriesCache = new Map<string, { source: string; entries: readonly AddedEntry[] }>();

/**
 * Entries added during 1.x on the page of a route or docs file (either language).
 * A build asks for each page many times (both languages, every environment, every list
 * the page is in): the entries are worked out again only when the English text changed.
 */
export function addedEntriesOf(routeOrFile: string, docsDir = DOCS_DIR): readonly AddedEntry[] {
  const file = englishSource(routeOrFile, docsDir);
  if (!file) return [];
  const source = readFileSync(file, 'utf8');
  const cached = entriesCache.get(file);
  if (cached?.source === source) return cached.entries;
  const entries = addedEntries(source);
  entriesCache.set(file, { source, entries });
  return entries;
}

/**
 * The 1.x release that brought the subject of a page: the option of a config
 * page, or whatever its H1 names. `addedIn('/config/dev/browser-logs')` and
 * `addedIn('docs/zh/config/dev/browser-logs.mdx')` are `'v1.5.13'`;
 * `undefined` when the page's subject was already in 1.0.
 */
export function addedIn(routeOrFile: string, docsDir = DOCS_DIR): string | undefined {
  return addedEntriesOf(routeOrFile, docsDir).find((entry) => entry.depth === 1)?.version;
}
