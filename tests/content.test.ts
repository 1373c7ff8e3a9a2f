/**
 * Content checks: every page has a title, is not a stub, keeps the same
 * heading ids as its twin, and follows the config-page and code-fence rules.
 */
import { describe, expect, it } from 'vitest';
import { countCjkChars, countEnglishWords } from '../site/markdown';
import { type DocFile, docFiles } from './lib/docs';
import { FLOORS, floorFor } from './lib/floors';

const files = docFiles();
const byKey = new Map(files.map((f) => [`${f.lang}:${f.rel}`, f]));
const twinOf = (f: DocFile) => byKey.get(`${f.lang === 'en' ? 'zh' : 'en'}:${f.rel}`);

describe('every page has one H1 or a frontmatter title', () => {
  it.each(files.map((f) => [f.display, f] as const))('%s', (_, f) => {
    const h1s = f.page.headings.filter((h) => h.depth === 1);
    if (h1s.length === 0) {
      expect(f.page.frontmatter.title, `${f.display}: no H1 and no frontmatter title`).toBeTruthy();
    } else {
      expect(h1s.length, `${f.display}:${h1s[1]?.line}: more than one H1`).toBe(1);
    }
  });
});

describe('no page is a stub', () => {
  it.each(files.filter((f) => f.page.frontmatter.pageType !== 'home').map((f) => [f.display, f] as const))('%s', (_, f) => {
    const floor = floorFor(f.route);
    if (f.lang === 'en') {
      const words = countEnglishWords(f.page);
      expect(words, `${f.display}: ${words} English words outside code, the floor for this page is ${floor.en}`).toBeGreaterThanOrEqual(floor.en);
    } else {
      const chars = countCjkChars(f.page);
      expect(chars, `${f.display}: ${chars} Chinese characters outside code, the floor for this page is ${floor.zh}`).toBeGreaterThanOrEqual(floor.zh);
      const twin = twinOf(f);
      if (twin) {
        const words = countEnglishWords(twin.page);
        const needed = Math.floor(words * FLOORS.zhParity);
        expect(chars, `${f.display}: ${chars} Chinese characters for ${words} English words in ${twin.display}; parity needs at least ${needed}`).toBeGreaterThanOrEqual(needed);
      }
    }
  });
});

describe('heading ids match between a page and its twin', () => {
  it.each(files.filter((f) => f.lang === 'zh').map((f) => [f.display, f] as const))('%s', (_, zh) => {
    const en = twinOf(zh);
    if (!en) return; // reported by the structure test
    const ids = (f: DocFile) => f.page.headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => `h${h.depth}#${h.id}`);
    for (const h of zh.page.headings.filter((h) => (h.depth === 2 || h.depth === 3) && !h.explicit)) {
      throw new Error(`${zh.display}:${h.line}: heading "${h.text}" needs an explicit id such as {#${h.text.toLowerCase().replace(/\W+/g, '-')}}`);
    }
    const enIds = ids(en);
    const zhIds = ids(zh);
    const firstDiff = enIds.findIndex((id, i) => id !== zhIds[i]);
    const index = firstDiff === -1 && enIds.length !== zhIds.length ? Math.min(enIds.length, zhIds.length) : firstDiff;
    if (index !== -1) {
      const enH = en.page.headings.filter((h) => h.depth === 2 || h.depth === 3)[index];
      const zhH = zh.page.headings.filter((h) => h.depth === 2 || h.depth === 3)[index];
      throw new Error(
        `heading ids differ at heading ${index + 1}: ${en.display}:${enH?.line ?? 'end'} has ${enIds[index] ?? 'nothing'}, ${zh.display}:${zhH?.line ?? 'end'} has ${zhIds[index] ?? 'nothing'}`,
      );
    }
  });
});

describe('heading ids are unique within a page', () => {
  it.each(files.map((f) => [f.display, f] as const))('%s', (_, f) => {
    const seen = new Map<string, number>();
    for (const h of f.page.headings) {
      const previous = seen.get(h.id);
      if (previous !== undefined) throw new Error(`${f.display}:${h.line}: heading id "${h.id}" already used at line ${previous}`);
      seen.set(h.id, h.line);
    }
  });
});

describe('code fences name their language', () => {
  it.each(files.map((f) => [f.display, f] as const))('%s', (_, f) => {
    for (const block of f.page.codeBlocks) {
      expect(block.lang, `${f.display}:${block.line}: code fence without a language`).not.toBe('');
    }
  });
});

const configPages = files.filter((f) => f.route.startsWith('/config/') && f.route !== '/config/');

describe('config pages open with the option path, Type and Default', () => {
  it.each(configPages.map((f) => [f.display, f] as const))('%s', (_, f) => {
    const h1 = f.page.headings.find((h) => h.depth === 1);
    expect(h1, `${f.display}: config page without H1`).toBeTruthy();
    expect(h1!.text, `${f.display}:${h1!.line}: the H1 of a config page is the option path`).toMatch(/^[a-zA-Z][\w.]*$/);
    const lines = f.source.split('\n');
    const after = lines.slice(h1!.line).filter((l) => l.trim() !== '').slice(0, 2);
    const [typeLabel, defaultLabel] = f.lang === 'en' ? ['- **Type:**', '- **Default:**'] : ['- **类型：**', '- **默认值：**'];
    expect(after[0]?.startsWith(typeLabel), `${f.display}:${h1!.line + 2}: expected "${typeLabel}" right after the H1`).toBe(true);
    expect(after[1]?.startsWith(defaultLabel), `${f.display}: expected "${defaultLabel}" right after the Type line`).toBe(true);
    expect(f.page.frontmatter.description, `${f.display}: config pages need a one-line frontmatter description`).toBeTruthy();
  });
});
