/**
 * Search: the documents of the offline index, the DocSearch switch (read from
 * the environment at build time) and
 * the Algolia records generated from the pages. Pure functions; the build
 * plugin in `site/plugins/search.ts` does the file-system work.
 */
import { createHash } from 'node:crypto';
import { type Lang, SECTIONS, label, localizeRoute, textFor } from './structure';
import { parsePage } from './markdown';

/* ------------------------------------------------------------------ */
/* Documents of the offline index and its vocabulary                   */
/* ------------------------------------------------------------------ */

/** A piece of a document's text and where it stands (the vocabulary weighs words by it). */
export interface SearchField {
  kind: 'title' | 'description' | 'keywords' | 'heading' | 'text';
  text: string;
}

export interface SearchDocument {
  lang: Lang;
  url: string;
  title: string;
  html: string;
  /** The same text as `html`, as plain fields. */
  fields: SearchField[];
  /** Messages quoted in the page's headings (`process is not defined`): a query that names one leads to this page. */
  messages: string[];
}

/* ------------------------------------------------------------------ */
/* DocSearch configuration                                             */
/* ------------------------------------------------------------------ */

export interface DocSearchConfig {
  appId: string;
  /** The search-only key; it is shipped to browsers. */
  apiKey: string;
  indexName: string;
  /** The Algolia Agent Studio assistant that answers in DocSearch's Ask AI mode, or null: keyword search only. */
  assistantId: string | null;
}

export const DOCSEARCH_ENV = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
} as const;

/** The optional variable that turns on Ask AI in DocSearch. */
export const ASK_AI_ENV = 'ALGOLIA_ASSISTANT_ID';

/**
 * Reads the DocSearch variables. None set: `undefined` (the offline local
 * search is used). All set: the config. Some set: an error naming the
 * missing ones, so that a half-configured deployment fails the build.
 */
export function readDocSearchEnv(env: Record<string, string | undefined>): DocSearchConfig | undefined {
  const values = {
    appId: env[DOCSEARCH_ENV.appId]?.trim() ?? '',
    apiKey: env[DOCSEARCH_ENV.apiKey]?.trim() ?? '',
    indexName: env[DOCSEARCH_ENV.indexName]?.trim() ?? '',
  };
  const assistantId = env[ASK_AI_ENV]?.trim() || null;
  const set = (Object.keys(values) as (keyof typeof values)[]).filter((k) => values[k] !== '');
  if (set.length === 0) {
    if (assistantId) throw new Error(`${ASK_AI_ENV} is set but DocSearch is not: Ask AI is a mode of DocSearch; set ${Object.values(DOCSEARCH_ENV).join(', ')} too, or unset it.`);
    return undefined;
  }
  const missing = (Object.keys(values) as (keyof typeof values)[]).filter((k) => values[k] === '');
  if (missing.length > 0) {
    const names = missing.map((k) => DOCSEARCH_ENV[k]).join(', ');
    const given = set.map((k) => DOCSEARCH_ENV[k]).join(', ');
    throw new Error(
      `DocSearch is half configured: ${given} ${set.length === 1 ? 'is' : 'are'} set but ${names} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        `The DocSearch client needs an application id and a search API key together with the index name; set all of ${Object.values(DOCSEARCH_ENV).join(', ')} or none.`,
    );
  }
  if (env.ALGOLIA_ADMIN_KEY && env.ALGOLIA_ADMIN_KEY.trim() === values.apiKey) {
    throw new Error('ALGOLIA_API_KEY equals ALGOLIA_ADMIN_KEY: the key shipped to browsers must be a search-only key.');
  }
  return { ...values, assistantId };
}

/* ------------------------------------------------------------------ */
/* Algolia records                                                     */
/* ------------------------------------------------------------------ */

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  lang: Lang;
  /** Position in the page, so that a page's records sort in reading order. */
  weight: { position: number; level: number };
}

/** The lvl0 of a page: its sidebar group title, or its section's nav label. */
function sectionTitle(route: string, lang: Lang): string {
  for (const section of SECTIONS) {
    if ((section.items ?? []).some((i) => i.route === route)) return label(section.labelKey, lang);
    for (const group of section.groups) if (group.items.some((i) => i.route === route)) return textFor(group.title, lang);
  }
  const section = SECTIONS.find((s) => route.startsWith(s.prefix));
  return section ? label(section.labelKey, lang) : 'Rsbuild';
}

/** Text as a reader sees it: inline code kept, markup and link targets removed. */
export function searchableText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*|__|(?<!\w)[*_](?!\s)|(?<!\s)[*_](?!\w)/g, '')
    .replace(/^\s*([-*+]|\d+\.)\s+/, '')
    .replace(/^\s*>\s?/, '')
    .replace(/\s*\|\s*/g, ' | ')
    .replace(/^\s*\|\s*|\s*\|\s*$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const stableId = (...parts: (string | number)[]) => createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 20);

/**
 * One record per heading (h1 → lvl1 … h6 → lvl6) and one per paragraph
 * (content), each carrying the hierarchy of headings above it. The objectID
 * depends on the language, the URL, the record type and the record's rank
 * under its heading, so it is stable from one build to the next.
 */
export function buildRecords(input: { lang: Lang; route: string; source: string; frontmatterTitle?: string }): SearchRecord[] {
  const page = parsePage(input.source);
  const base = localizeRoute(input.route, input.lang);
  const hierarchy: Hierarchy = { lvl0: sectionTitle(input.route, input.lang), lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const title = page.frontmatter.title || input.frontmatterTitle;
  const records: SearchRecord[] = [];
  let position = 0;
  let anchor: string | null = null;
  let rankUnderHeading = 0;

  const push = (type: RecordType, content: string | null) => {
    const url = anchor ? `${base}#${anchor}` : base;
    records.push({
      objectID: stableId(input.lang, url, type, rankUnderHeading),
      url,
      url_without_anchor: base,
      anchor,
      type,
      hierarchy: { ...hierarchy },
      content,
      lang: input.lang,
      weight: { position: position++, level: type === 'content' ? 0 : 100 - Number(type.slice(3)) * 10 },
    });
    rankUnderHeading++;
  };

  const headingLines = new Set(page.headings.map((h) => h.line));
  if (!page.headings.some((h) => h.depth === 1) && title) {
    hierarchy.lvl1 = title;
    push('lvl1', null);
  }

  // Prose lines on consecutive source lines form one paragraph.
  type Item = { kind: 'heading'; line: number } | { kind: 'paragraph'; line: number; text: string };
  const items: Item[] = [];
  let current: { line: number; lines: string[]; last: number } | null = null;
  const flush = () => {
    if (current) items.push({ kind: 'paragraph', line: current.line, text: current.lines.join(' ') });
    current = null;
  };
  for (const p of page.prose) {
    if (headingLines.has(p.line)) {
      flush();
      items.push({ kind: 'heading', line: p.line });
      continue;
    }
    // List items and table rows are records of their own.
    const startsBlock = /^\s*([-*+]|\d+\.)\s|^\s*\|/.test(p.text);
    if (current && p.line === current.last + 1 && !startsBlock) {
      current.lines.push(p.text);
      current.last = p.line;
    } else {
      flush();
      current = { line: p.line, lines: [p.text], last: p.line };
    }
  }
  flush();

  for (const item of items) {
    if (item.kind === 'heading') {
      const heading = page.headings.find((h) => h.line === item.line)!;
      const depth = Math.min(heading.depth, 6) as 1 | 2 | 3 | 4 | 5 | 6;
      hierarchy[`lvl${depth}`] = searchableText(heading.text);
      for (let d = depth + 1; d <= 6; d++) hierarchy[`lvl${d}` as keyof Hierarchy] = null;
      anchor = depth === 1 ? null : heading.id;
      rankUnderHeading = 0;
      push(`lvl${depth}`, null);
    } else {
      const text = searchableText(item.text);
      if (text.length < 2 || /^[-|: ]+$/.test(text)) continue;
      push('content', text);
    }
  }
  return records;
}
