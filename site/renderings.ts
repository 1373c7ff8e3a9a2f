/**
 * Pairs what an English page writes with what its Chinese twin writes in the
 * same place (headings by id, run-in labels and table header cells by their
 * order within a section), so that `tests/renderings.test.ts` can hold the
 * site to one Chinese rendering per English heading, label and recurring phrase.
 */
import type { ParsedPage } from './markdown';
import type { RecurringPhrase } from './terminology';

export type Slot = 'heading' | 'label' | 'table-header';

export interface Rendering {
  slot: Slot;
  /** What the English page writes: heading text, label text (inside the bold) or header cell. */
  en: string;
  /** What the Chinese page writes in the same place. */
  zh: string;
  /** Headings: `text {#id}` (the H1: its text); labels: text without closing punctuation; cells: text. */
  key: string;
  enLine: number;
  zhLine: number;
}

export interface PairingProblem {
  enLine: number;
  zhLine: number;
  message: string;
}

/**
 * A run-in label: the bold phrase that opens a list item (`- **Type:**`,
 * `- **An object**: ...`), or that opens a paragraph and ends in punctuation or
 * is followed by a colon (`**Function form.** ...`).
 */
const LABEL = /^\s*((?:[-*+]|\d+\.)\s+)?\*\*([^*]+?)\*\*\s*([:：])?/;
const LABEL_END = /[.:?!。：？！]$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|(?:\s*:?-{3,}:?\s*\|)+\s*$/;

/** Label text without its closing colon or full stop (the Chinese page may put either after the bold). */
export const labelKey = (text: string) => text.trim().replace(/[.:。：]+$/, '').trim();

function runInLabel(line: string): string | undefined {
  const m = LABEL.exec(line);
  if (!m) return undefined;
  const text = m[2]!.trim();
  return m[1] || LABEL_END.test(text) || m[3] ? text : undefined;
}

/** Cells of a table row; `|` inside inline code or escaped as `\|` does not split. */
export function tableCells(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let code = false;
  const body = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\' && body[i + 1] === '|') {
      cell += '\\|';
      i++;
    } else if (c === '`') {
      code = !code;
      cell += c;
    } else if (c === '|' && !code) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell.trim());
  return cells;
}

interface Section {
  /** Line of the heading that opens the section (0 before the first heading). */
  line: number;
  labels: { text: string; line: number }[];
  headers: { cells: string[]; line: number }[];
}

function sections(page: ParsedPage): Section[] {
  const headingLines = new Set(page.headings.map((h) => h.line));
  const out: Section[] = [{ line: 0, labels: [], headers: [] }];
  const prose = page.prose;
  prose.forEach(({ text, line }, i) => {
    if (headingLines.has(line)) {
      out.push({ line, labels: [], headers: [] });
      return;
    }
    const section = out[out.length - 1]!;
    const label = runInLabel(text);
    if (label !== undefined) section.labels.push({ text: label, line });
    const next = prose[i + 1];
    if (TABLE_ROW.test(text) && !TABLE_RULE.test(text) && next?.line === line + 1 && TABLE_RULE.test(next.text)) {
      section.headers.push({ cells: tableCells(text), line });
    }
  });
  return out;
}

/**
 * The renderings of one pair of twin pages. Headings pair by id (the H1 with
 * the H1); labels and table headers pair by order within the section, which
 * needs the same number of them on both sides (otherwise a problem is reported).
 */
export function pairRenderings(en: ParsedPage, zh: ParsedPage): { renderings: Rendering[]; problems: PairingProblem[] } {
  const renderings: Rendering[] = [];
  const problems: PairingProblem[] = [];

  const enById = new Map(en.headings.filter((h) => h.depth > 1).map((h) => [h.id, h]));
  const enH1 = en.headings.find((h) => h.depth === 1);
  for (const h of zh.headings) {
    const twin = h.depth === 1 ? enH1 : enById.get(h.id);
    if (!twin) continue; // missing ids are reported by the content test
    const key = h.depth === 1 ? twin.text : `${twin.text} {#${twin.id}}`;
    renderings.push({ slot: 'heading', en: twin.text, zh: h.text, key, enLine: twin.line, zhLine: h.line });
  }

  const enSections = sections(en);
  const zhSections = sections(zh);
  if (enSections.length !== zhSections.length) return { renderings, problems }; // headings differ: the content test says where
  enSections.forEach((es, i) => {
    const zs = zhSections[i]!;
    const where = es.line === 0 ? 'before the first heading' : `in the section of line ${zs.line}`;
    if (es.labels.length !== zs.labels.length) {
      problems.push({
        enLine: es.labels[0]?.line ?? es.line,
        zhLine: zs.labels[0]?.line ?? zs.line,
        message: `${zs.labels.length} run-in labels ${where}, the English page has ${es.labels.length} (${es.labels.map((l) => `"${l.text}"`).join(', ') || 'none'})`,
      });
    } else {
      es.labels.forEach((l, j) => {
        const z = zs.labels[j]!;
        renderings.push({ slot: 'label', en: l.text, zh: z.text, key: labelKey(l.text), enLine: l.line, zhLine: z.line });
      });
    }
    if (es.headers.length !== zs.headers.length) {
      problems.push({
        enLine: es.headers[0]?.line ?? es.line,
        zhLine: zs.headers[0]?.line ?? zs.line,
        message: `${zs.headers.length} tables ${where}, the English page has ${es.headers.length}`,
      });
      return;
    }
    es.headers.forEach((h, j) => {
      const z = zs.headers[j]!;
      if (h.cells.length !== z.cells.length) {
        problems.push({ enLine: h.line, zhLine: z.line, message: `table header has ${z.cells.length} cells, the English one ${h.cells.length}` });
        return;
      }
      h.cells.forEach((cell, k) => {
        renderings.push({ slot: 'table-header', en: cell, zh: z.cells[k]!, key: cell, enLine: h.line, zhLine: z.line });
      });
    });
  });
  return { renderings, problems };
}

/** A rendering with the twin files it was read from (paths for messages). */
export interface SiteRendering extends Rendering {
  file: string;
  enFile: string;
}

/** A Chinese page allowed to render an English heading or label its own way. */
export interface RenderingExemption {
  /** The Chinese page, `docs/zh/...`. */
  file: string;
  /** The rendering's key: `Values {#values}` for a heading, the label text without closing punctuation. */
  key: string;
  slot: Slot;
  reason: string;
}

const SLOT_NAME: Record<Slot, string> = { heading: 'heading', label: 'run-in label', 'table-header': 'table header' };
const at = (r: SiteRendering) => `${r.file}:${r.zhLine}`;
const zhValue = (r: Rendering) => (r.slot === 'label' ? labelKey(r.zh) : r.zh);
const phraseKey = (text: string) => labelKey(text);

/**
 * Every place where the site renders one English heading, label or recurring
 * phrase in more than one way, each finding naming the Chinese file and line.
 * Table header cells are only compared for the recurring phrases (their other
 * cells depend on what the table lists).
 */
export function renderingFindings(all: SiteRendering[], phrases: RecurringPhrase[], exemptions: RenderingExemption[]): string[] {
  const findings: string[] = [];
  const tablePhrases = new Set(phrases.filter((p) => p.slot === 'table-header').map((p) => p.en));

  const used = new Set<RenderingExemption>();
  const exempt = (r: SiteRendering) => {
    const e = exemptions.find((x) => x.file === r.file && x.key === r.key && x.slot === r.slot);
    if (e) used.add(e);
    return Boolean(e);
  };

  const groups = new Map<string, SiteRendering[]>();
  const exempted: SiteRendering[] = [];
  for (const r of all) {
    if (r.slot === 'table-header' && !tablePhrases.has(r.en)) continue;
    if (exempt(r)) {
      exempted.push(r);
      continue;
    }
    const id = `${r.slot}\u0000${r.key}`;
    groups.set(id, [...(groups.get(id) ?? []), r]);
  }

  /** The rendering most pages use, when one does. */
  const usual = new Map<string, string>();
  for (const [id, group] of groups) {
    const counts = new Map<string, SiteRendering[]>();
    for (const r of group) counts.set(zhValue(r), [...(counts.get(zhValue(r)) ?? []), r]);
    const ranked = [...counts].sort((a, b) => b[1].length - a[1].length);
    if (ranked.length === 1) {
      usual.set(id, ranked[0]![0]);
      continue;
    }
    const [top, second] = ranked;
    const what = `${SLOT_NAME[group[0]!.slot]} "${group[0]!.key}"`;
    if (top![1].length > second![1].length) {
      usual.set(id, top![0]);
      for (const [zh, rs] of ranked.slice(1)) {
        for (const r of rs) {
          findings.push(`${at(r)}: "${zh}" renders the ${what} (${r.enFile}:${r.enLine}); the site uses "${top![0]}" (${top![1].length} times, e.g. ${at(top![1][0]!)})`);
        }
      }
    } else {
      const list = ranked.map(([zh, rs]) => `"${zh}" at ${rs.map(at).join(', ')}`).join('; ');
      findings.push(`${at(group[0]!)}: the ${what} has ${ranked.length} Chinese renderings, pick one: ${list}`);
    }
  }

  for (const e of exemptions) {
    if (!used.has(e)) {
      findings.push(`${e.file}: exemption for the ${SLOT_NAME[e.slot]} "${e.key}" matches nothing on that page; remove it`);
      continue;
    }
    const r = exempted.find((x) => x.file === e.file && x.key === e.key && x.slot === e.slot)!;
    const other = usual.get(`${e.slot}\u0000${e.key}`);
    if (other === undefined || other === zhValue(r)) {
      findings.push(`${at(r)}: exemption for the ${SLOT_NAME[e.slot]} "${e.key}" is not needed, the page renders it like the rest of the site; remove it`);
    }
  }

  // Recurring phrases: exact where pages write them, and the same as any other rendering of the same English text.
  const seen = new Map<string, RecurringPhrase>();
  for (const p of phrases) {
    const previous = seen.get(phraseKey(p.en));
    if (previous && phraseKey(previous.zh) !== phraseKey(p.zh)) {
      findings.push(`recurring phrase "${p.en}" is rendered "${previous.zh}" and "${p.zh}"; keep one`);
    }
    seen.set(phraseKey(p.en), p);
    if (p.slot !== 'injected') {
      for (const r of all) {
        if (r.slot === p.slot && r.en === p.en && r.zh !== p.zh && !exempted.includes(r)) {
          findings.push(`${at(r)}: "${r.zh}" for the ${SLOT_NAME[r.slot]} "${p.en}" (${r.enFile}:${r.enLine}); write "${p.zh}"`);
        }
      }
    }
    for (const r of all) {
      if (r.slot === 'table-header' || r.slot === p.slot || exempted.includes(r)) continue;
      if (phraseKey(r.en) === phraseKey(p.en) && phraseKey(r.zh) !== phraseKey(p.zh)) {
        findings.push(`${at(r)}: the ${SLOT_NAME[r.slot]} "${r.en}" is rendered "${r.zh}", the recurring phrase "${p.en}" is "${p.zh}"; use one rendering`);
      }
    }
  }
  return findings;
}
