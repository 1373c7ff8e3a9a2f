/**
 * The offline search index: one Pagefind bundle per language, written to
 * `<outDir>/pagefind/<lang>/`. The pages are read from their MDX sources
 * (the same text the Algolia records carry), turned into small HTML
 * documents whose markup tells Pagefind what matters (title, option path,
 * description, headings, keywords), and indexed with the Pagefind Node API.
 *
 * Pure document building is exported for the unit tests; `writeSearchIndex`
 * does the file-system work and is called by `site/plugins/search.ts`.
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../scripts/lib/html.mjs';
import { listPageFiles } from './docs-files';
import { parsePage } from './markdown';
import { type SearchDocument, type SearchField, buildRecords, searchableText } from './search';
import { keywordsFor } from './search-keywords';
import { writeVocabulary } from './search-vocabulary';
import { MESSAGE_MIN_WORDS } from './search-text';
import { LANGS, type Lang } from './structure';

/** Folder of the bundles under the output folder; the client loads `/<dir>/<lang>/pagefind.js`. */
export const SEARCH_INDEX_DIR = 'pagefind';


/**
 * Weights (Pagefind's scale, 0–10; body text is 1). Release announcements talk
 * about many options in passing: their text counts less, so that the page of
 * the option they mention ranks first.
 */
const WEIGHT = {
  title: 10,
  description: 5,
  heading: { 2: 5, 3: 4, 4: 3, 5: 2, 6: 2 } as Record<number, number>,
  release: { title: 4, heading: 1, text: 0.4 },
};

const isRelease = (route: string) => /^\/community\/releases\/.+/.test(route);

/** The document Pagefind indexes for one page, or `null` for a page without a title. */
export function searchDocument(input: { lang: Lang; route: string; url: string; source: string }): SearchDocument | null {
  const page = parsePage(input.source);
  const records = buildRecords({ lang: input.lang, route: input.route, source: input.source });
  const titleRecord = records.find((r) => r.type === 'lvl1');
  const title = titleRecord?.hierarchy.lvl1 ?? page.frontmatter.title;
  if (!title) return null;
  const release = isRelease(input.route);
  const section = titleRecord?.hierarchy.lvl0 ?? '';
  const description = page.frontmatter.description ? searchableText(page.frontmatter.description) : '';
  const keywords = keywordsFor(input.route, input.lang, title);

  const parts: string[] = [];
  const fields: SearchField[] = [{ kind: 'title', text: title }];
  if (description) fields.push({ kind: 'description', text: description });
  if (keywords) fields.push({ kind: 'keywords', text: keywords });
  parts.push(`<h1 data-pagefind-weight="${release ? WEIGHT.release.title : WEIGHT.title}">${escapeHtml(title)}</h1>`);
  if (description) parts.push(`<p data-pagefind-weight="${release ? WEIGHT.release.text : WEIGHT.description}">${escapeHtml(description)}</p>`);
  for (const record of records) {
    if (record.type === 'lvl1') continue;
    if (record.type === 'content') {
      const weight = release ? ` data-pagefind-weight="${WEIGHT.release.text}"` : '';
      parts.push(`<p${weight}>${escapeHtml(record.content ?? '')}</p>`);
      fields.push({ kind: 'text', text: record.content ?? '' });
      continue;
    }
    const depth = Number(record.type.slice(3));
    const text = record.hierarchy[record.type] ?? '';
    const weight = release ? WEIGHT.release.heading : WEIGHT.heading[depth];
    fields.push({ kind: 'heading', text });
    parts.push(`<h${depth} id="${escapeHtml(record.anchor ?? '')}" data-pagefind-weight="${weight}">${escapeHtml(text)}</h${depth}>`);
  }
  const meta = [
    `<meta data-pagefind-meta="title[content]" content="${escapeHtml(title)}">`,
    section ? `<meta data-pagefind-meta="section[content]" content="${escapeHtml(section)}">` : '',
    keywords ? `<meta data-pagefind-meta="keywords[content]" content="${escapeHtml(keywords)}">` : '',
  ].join('');
  const html = `<!doctype html><html lang="${input.lang}"><head><title>${escapeHtml(title)}</title></head><body><main data-pagefind-body>${meta}${parts.join('')}</main></body></html>`;
  // Code of several words in a heading is an error or log message the section explains.
  const messages = page.headings
    .flatMap((heading) => [...heading.text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim()))
    .filter((code) => code.split(/\s+/).length >= MESSAGE_MIN_WORDS);
  return { lang: input.lang, url: input.url, title, html, fields, messages };
}

/** The documents of every page of the site, per language. */
export function collectSearchDocuments(): Record<Lang, SearchDocument[]> {
  const byLang = Object.fromEntries(LANGS.map((lang) => [lang, [] as SearchDocument[]])) as Record<Lang, SearchDocument[]>;
  for (const file of listPageFiles()) {
    const doc = searchDocument({ lang: file.lang, route: file.route, url: file.url, source: readFileSync(file.abs, 'utf8') });
    if (doc) byLang[file.lang].push(doc);
  }
  return byLang;
}

/** Files Pagefind writes for its own UIs and its worker; this site uses none of them. */
const UNUSED = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
  'pagefind-worker.js',
];

/**
 * Writes one Pagefind bundle per language to `<outDir>/pagefind/<lang>/`.
 * Throws with Pagefind's messages when indexing fails, so that the build fails.
 */
export async function writeSearchIndex(outDir: string, documents = collectSearchDocuments()): Promise<{ lang: Lang; pages: number }[]> {
  const pagefind = await import('pagefind');
  // The two languages are indexed side by side: Pagefind's service takes both at once.
  const indexLanguage = async (lang: Lang): Promise<{ lang: Lang; pages: number }> => {
    const target = path.join(outDir, SEARCH_INDEX_DIR, lang);
    rmSync(target, { recursive: true, force: true });
    const { index, errors } = await pagefind.createIndex({ forceLanguage: lang, excludeSelectors: [] });
    if (!index) throw new Error(`search index (${lang}): Pagefind could not start: ${errors.join('; ')}`);
    for (const doc of documents[lang]) {
      const added = await index.addHTMLFile({ url: doc.url, content: doc.html });
      if (added.errors.length) throw new Error(`search index (${lang}): ${doc.url}: ${added.errors.join('; ')}`);
    }
    const result = await index.writeFiles({ outputPath: target });
    if (result.errors.length) throw new Error(`search index (${lang}): ${result.errors.join('; ')}`);
    for (const file of UNUSED) rmSync(path.join(target, file), { force: true });
    // Each bundle keeps only the WebAssembly module its language uses.
    const entry = JSON.parse(readFileSync(path.join(target, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { wasm: string | null }> };
    const used = new Set(Object.values(entry.languages).map((l) => `wasm.${l.wasm ?? 'unknown'}.pagefind`));
    for (const file of readdirSync(target)) if (/^wasm\..+\.pagefind$/.test(file) && !used.has(file)) rmSync(path.join(target, file));
    // The words of the same documents, for the correction of misspelled queries.
    writeVocabulary(target, lang, documents[lang]);
    return { lang, pages: documents[lang].length };
  };
  let written: { lang: Lang; pages: number }[];
  try {
    written = await Promise.all(LANGS.map(indexLanguage));
  } finally {
    await pagefind.close();
  }
  return written;
}
