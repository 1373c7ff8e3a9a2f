/**
 * The vocabulary of the offline search, built from the same documents as the
 * Pagefind index (site/search-index.ts) and written next to each language's
 * bundle: `vocabulary.json` (the words of the pages by how many pages use
 * them, the page of every result id, the pages that define each CLI flag),
 * and for Chinese `pinyin.json` (which characters sound the same). The
 * browser loads the vocabulary with the index, on intent, to correct
 * misspelled queries (theme/Search/vocabulary.ts). Both sides read the format
 * and split words with site/search-text.ts.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pinyin } from 'pinyin-pro';
import type { SearchDocument, SearchField } from './search';
import {
  CJK,
  type PinyinData,
  TIER_LIMITS,
  VOCABULARY_VERSION,
  type VocabularyData,
  cjkRuns,
  frontCode,
  latinTokens,
  messageKey,
  normalizeWord,
  segmentChinese,
  tierOf,
  wordParts,
} from './search-text';
import { SITE } from './meta';
import { type Lang, SECTIONS, localizeRoute } from './structure';

/** Fields whose words are kept even when a single page uses them. */
const PROMINENT = new Set<SearchField['kind']>(['title', 'description', 'keywords', 'heading']);

/** Longest run of a title or heading kept whole (the browser compares windows of up to six characters). */
const MAX_RUN = 6;

/** An option path, an option name or a hook (`output.distPath`, `distPath`, `onAfterBuild`). */
const IDENTIFIER = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/;

/** A CLI flag as the pages write it: `--port`, `-o`. */
const FLAG = /^--?[a-z][a-z0-9-]*$/;

/** The first column of a table row record (`--port <port> | dev | …`), or `undefined`. */
const firstCell = (text: string) => (text.includes(' | ') ? text.slice(0, text.indexOf(' | ')) : undefined);

interface WordStats {
  forms: Map<string, number>;
  pages: number;
  prominent: boolean;
}

/**
 * The words of one document: Latin words (the parts of compound words:
 * `output.distPath` gives `output`, `dist`, `path`; a misspelled compound is
 * corrected part by part) and Chinese words (the segmenter's words, and the
 * whole short runs of titles and headings such as `环境变量`).
 */
function documentWords(doc: SearchDocument): Map<string, { form: string; prominent: boolean }> {
  const words = new Map<string, { form: string; prominent: boolean }>();
  const add = (key: string, form: string, prominent: boolean) => {
    const known = words.get(key);
    if (!known) words.set(key, { form, prominent });
    else if (prominent) known.prominent = true;
  };
  for (const field of doc.fields) {
    const prominent = PROMINENT.has(field.kind);
    for (const token of latinTokens(field.text)) {
      if (FLAG.test(token)) continue;
      const parts = wordParts(token);
      // An identifier is also known whole (`distPath`, `onAfterBuild`, `output.distPath`), as Pagefind indexes it.
      if (parts.length > 1 && IDENTIFIER.test(token)) add(normalizeWord(token), token, prominent);
      for (const part of parts) {
        // Words start with a letter; numbers, versions and hashes are no help to a misspelled query.
        if (part.length < 3 || !/^[a-z]/.test(part)) continue;
        add(part, parts.length === 1 ? token : part, prominent);
      }
    }
    for (const run of cjkRuns(field.text)) {
      if (prominent && run.length >= 2 && run.length <= MAX_RUN) add(run, run, true);
      for (const word of segmentChinese(run)) if (word.length >= 2 && CJK.test(word)) add(word, word, prominent);
    }
  }
  return words;
}

/** Pagefind's page ids (the names of its fragment files) by URL, read from a written bundle. */
function readPageIds(bundleDir: string): Map<string, string> {
  const ids = new Map<string, string>();
  const dir = path.join(bundleDir, 'fragment');
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.pf_fragment')) continue;
    const raw = gunzipSync(readFileSync(path.join(dir, file)));
    const data = JSON.parse(raw.subarray('pagefind_dcd'.length).toString('utf8')) as { url: string };
    ids.set(data.url, file.slice(0, -'.pf_fragment'.length));
  }
  return ids;
}

/** The vocabulary of one language. `pageIds` maps each document's URL to its Pagefind id. */
export function buildVocabulary(lang: Lang, documents: SearchDocument[], pageIds: Map<string, string>): VocabularyData {
  const stats = new Map<string, WordStats>();
  const flags = new Map<string, Map<string, number>>();
  const messages = new Map<string, string[]>();
  const names: VocabularyData['names'] = {};
  // The product's name alone (or "what is Rsbuild") asks for the introduction: the first page of the guide.
  const introduction = localizeRoute(SECTIONS[0]?.navLink ?? '/', lang);
  const pages: VocabularyData['pages'] = {};
  const scopes = SECTIONS.map((section) => section.labelKey);

  for (const doc of documents) {
    const id = pageIds.get(doc.url);
    if (!id) throw new Error(`search vocabulary (${lang}): ${doc.url} is not in the Pagefind index`);
    const scope = SECTIONS.findIndex((section) => doc.url.startsWith(localizeRoute(section.prefix, lang)));
    pages[id] = [doc.url, scope];
    if (doc.url === introduction) names[SITE.title.toLowerCase()] = id;

    for (const [key, { form, prominent }] of documentWords(doc)) {
      const entry = stats.get(key) ?? { forms: new Map(), pages: 0, prominent: false };
      entry.pages++;
      entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
      entry.prominent ||= prominent;
      stats.set(key, entry);
    }

    for (const message of doc.messages) {
      const key = messageKey(message);
      const ids = messages.get(key) ?? [];
      if (key && !ids.includes(id)) messages.set(key, [...ids, id]);
    }

    // A flag is defined where it heads a table row or a heading; other mentions do not count.
    for (const field of doc.fields) {
      const defining = field.kind === 'heading' ? field.text : field.kind === 'text' ? firstCell(field.text) : undefined;
      if (!defining) continue;
      for (const token of defining.split(/[\s,/]+/)) {
        if (!FLAG.test(token)) continue;
        const byPage = flags.get(token) ?? new Map<string, number>();
        byPage.set(id, (byPage.get(id) ?? 0) + (field.kind === 'heading' ? 2 : 1));
        flags.set(token, byPage);
      }
    }
  }

  const tiers: string[][] = TIER_LIMITS.map(() => []);
  for (const entry of stats.values()) {
    // A word of a single page is kept only where it matters (a title, heading, description or keyword).
    if (entry.pages < 2 && !entry.prominent) continue;
    const form = [...entry.forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    tiers[tierOf(entry.pages)]!.push(form);
  }
  return {
    version: VOCABULARY_VERSION,
    words: tiers.map((tier) => frontCode(tier.sort())),
    scopes,
    pages,
    flags: Object.fromEntries(
      [...flags]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([flag, byPage]) => [flag, [...byPage].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id)]),
    ),
    messages: Object.fromEntries([...messages].sort((a, b) => a[0].localeCompare(b[0]))),
    names,
  };
}

/** The 3755 most common Chinese characters (GB 2312 level 1), which readers' input methods produce. */
function commonCharacters(): string[] {
  const decoder = new TextDecoder('gb18030');
  const chars: string[] = [];
  for (let high = 0xb0; high <= 0xd7; high++) {
    for (let low = 0xa1; low <= 0xfe; low++) {
      const char = decoder.decode(new Uint8Array([high, low]));
      if (CJK.test(char)) chars.push(char);
    }
  }
  return chars;
}

/**
 * Which characters sound the same: every reading (without tone) of the
 * common characters and of the characters of the pages, grouped by syllable.
 */
export function buildPinyin(documents: SearchDocument[]): PinyinData {
  const chars = new Set(commonCharacters());
  for (const doc of documents) for (const field of doc.fields) for (const run of cjkRuns(field.text)) for (const char of run) chars.add(char);
  const groups = new Map<string, string[]>();
  for (const char of [...chars].sort()) {
    const readings = pinyin(char, { toneType: 'none', multiple: true, type: 'array' }) as string[];
    for (const syllable of new Set(readings.map((r) => r.replace(/ü/g, 'v')))) {
      if (!/^[a-z]+$/.test(syllable)) continue;
      const group = groups.get(syllable) ?? [];
      group.push(char);
      groups.set(syllable, group);
    }
  }
  const syllables = [...groups]
    .filter(([, group]) => group.length > 1)
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([syllable, group]) => `${syllable}:${group.join('')}`)
    .join(' ');
  return { version: VOCABULARY_VERSION, syllables };
}

const VOCABULARY_FILE = 'vocabulary.json';
const PINYIN_FILE = 'pinyin.json';

/** Writes the vocabulary (and, for Chinese, the pinyin table) into a language's written bundle. */
export function writeVocabulary(bundleDir: string, lang: Lang, documents: SearchDocument[]): void {
  const vocabulary = buildVocabulary(lang, documents, readPageIds(bundleDir));
  writeFileSync(path.join(bundleDir, VOCABULARY_FILE), JSON.stringify(vocabulary));
  if (lang === 'zh') writeFileSync(path.join(bundleDir, PINYIN_FILE), JSON.stringify(buildPinyin(documents)));
}
