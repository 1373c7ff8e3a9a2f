/**
 * Every fact recorded in `site/rsbuild2/data.ts` holds for the real packages,
 * `@rsbuild/core` 1.7.6 (`rsbuild-v1`) and 2.3.2 (`rsbuild-v2`):
 * - each option's existence, deprecation and declared type in both majors, the
 *   member names only one of them declares (TypeScript compiler API);
 * - its normalized defaults in development and production in both majors;
 * - package.json fields and text in the published files (probes);
 * - examples: the 1.x side compiles against 1.7.6, the 2.x side against 2.3.2;
 * - the status follows from those facts (an `unchanged` option has the same
 *   defaults and accepts every 1.x value, a `removed` one is gone, …).
 * It also checks the coverage of the config pages and the rsbuild.rs links.
 * A failure names the option and the data file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NEW_OPTIONS,
  OPTION_STATUS,
  UPGRADE_GUIDE_ROUTE,
  UPGRADE_TOPICS,
  VERSIONS,
  optionAnchor,
  routeOfOption,
} from '../site/rsbuild2/data';
import { upgradeGuide } from '../site/rsbuild2/guide';
import { RSBUILD2_LABELS, STATUS_KINDS } from '../site/rsbuild2/labels';
import { blockAnchor, counterpartOf, entriesForPage, statusBlock } from '../site/rsbuild2/render';
import type { DefaultChange, Example, Fence, OptionStatus, Probe } from '../site/rsbuild2/types';
import { parsePage } from '../site/markdown';
import { LANGS } from '../site/structure';
import { ROOT, docFiles, readRoutesManifest } from './lib/docs';
import { DeclaredTypes, MAJORS, type Major, type Mode, type OptionTypes, type Snapshot, getPath, loadSnapshot, relationOf } from './lib/rsbuild-majors';
import { type CodeFile, typeCheck } from './lib/typecheck';

const DATA = 'site/rsbuild2/data.ts';
const at = (option: string) => `${DATA}: ${option}`;
const MODES: Mode[] = ['development', 'production'];

/** Options whose normalized default is not compared between the majors, with the reason. */
const DEFAULT_COMPARISON_EXEMPT: Record<string, string> = {
  environments:
    'Unset, it normalizes to one environment holding a copy of the whole config, so it differs wherever any default differs; each of those options is compared on its own.',
};

/* ------------------------------------------------------------------ */
/* Reading the packages                                               */
/* ------------------------------------------------------------------ */

const packageRoot = (major: Major) => path.join(ROOT, 'node_modules', MAJORS[major].name);

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(file, keep);
    return keep(file) ? [file] : [];
  });
}

const squash = (text: string) => text.replace(/\s+/g, ' ');
const texts = new Map<string, string>();
/** The package's declarations (`types`) or its JavaScript in `dist/` (`code`), whitespace runs squashed. */
function packageText(major: Major, kind: 'types' | 'code'): string {
  const key = `${major}:${kind}`;
  if (!texts.has(key)) {
    const root = packageRoot(major);
    const files = kind === 'types' ? walk(root, (f) => f.endsWith('.d.ts')) : walk(path.join(root, 'dist'), (f) => /\.(c|m)?js$/.test(f));
    texts.set(key, squash(files.map((f) => readFileSync(f, 'utf8')).join('\n')));
  }
  return texts.get(key)!;
}

/** package.json of `@rsbuild/core` itself, of one of its `compiled/` packages, or of a dependency resolved from it. */
function packageJson(major: Major, pkg: string): Record<string, unknown> {
  const root = packageRoot(major);
  let file: string | undefined;
  if (pkg === '@rsbuild/core') file = path.join(root, 'package.json');
  else if (pkg.startsWith('compiled/')) file = path.join(root, pkg, 'package.json');
  else {
    for (let dir = root; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', pkg, 'package.json');
      if (existsSync(candidate)) {
        file = candidate;
        break;
      }
      if (dir === path.dirname(dir)) break;
    }
  }
  if (!file || !existsSync(file)) throw new Error(`no package.json for ${pkg} from ${MAJORS[major].name}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function probeProblem(probe: Probe): string | undefined {
  if (probe.in === 'package') {
    let value: unknown = packageJson(probe.major, probe.pkg);
    for (const key of probe.field) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return JSON.stringify(value) === JSON.stringify(probe.equals)
      ? undefined
      : `${probe.pkg} (from ${MAJORS[probe.major].name}) has ${probe.field.join('.')} = ${JSON.stringify(value)}, recorded ${JSON.stringify(probe.equals)}`;
  }
  const found = packageText(probe.major, probe.in).includes(squash(probe.text));
  return found === probe.present ? undefined : `the ${probe.in} of ${MAJORS[probe.major].name} ${found ? 'contain' : 'lack'} "${probe.text}", recorded as ${probe.present ? 'present' : 'absent'}`;
}

/* ------------------------------------------------------------------ */
/* Normalized defaults                                                */
/* ------------------------------------------------------------------ */

const snapshots = new Map<string, Promise<Snapshot>>();
function snapshot(major: Major, mode: Mode, change: Pick<DefaultChange, 'context' | 'files'> = {}): Promise<Snapshot> {
  const key = JSON.stringify([major, mode, change.context ?? null, change.files ?? null]);
  if (!snapshots.has(key)) {
    const extra = change.context === 'node-target' ? { output: { target: 'node' } } : {};
    snapshots.set(key, loadSnapshot(major, mode, extra, change.files));
  }
  return snapshots.get(key)!;
}

/** A normalized value as comparable JSON: functions by kind, RegExps by source, the project root as `<root>`. */
function comparable(value: unknown, root: string): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'function') return '[function]';
    if (v instanceof RegExp) return String(v);
    if (typeof v === 'string') return v.split(root).join('<root>');
    return v;
  });
}

async function read(change: DefaultChange, major: Major, mode: Mode): Promise<string> {
  const snap = await snapshot(major, mode, change);
  const value = change.read.kind === 'browserslist' ? Object.values(snap.browserslist)[0] : getPath(snap.config, change.read.path);
  return comparable(value, snap.root);
}

/** A 2.x value without the keys listed as added that the 1.x value lacks (also in arrays of objects). */
function withoutAdded(v2: unknown, v1: unknown, added: Set<string>): unknown {
  if (Array.isArray(v2) && Array.isArray(v1)) return v2.map((item, i) => withoutAdded(item, v1[i], added));
  if (!v2 || typeof v2 !== 'object' || Array.isArray(v2) || !v1 || typeof v1 !== 'object') return v2;
  return Object.fromEntries(Object.entries(v2).filter(([k]) => !added.has(k) || k in v1));
}

/** The normalized default of an option in both majors and modes, with 2.x members listed in `adds` left out of the comparison. */
async function defaultDifferences(entry: OptionStatus): Promise<string[]> {
  const problems: string[] = [];
  const added = new Set((entry.types.adds ?? []).filter((m) => !m.includes('.')));
  for (const mode of MODES) {
    const [a, b] = await Promise.all([snapshot('v1', mode), snapshot('v2', mode)]);
    const v1 = getPath(a.config, entry.option);
    const x = comparable(v1, a.root);
    const y = comparable(withoutAdded(getPath(b.config, entry.option), v1, added), b.root);
    if (x !== y) problems.push(`${mode}: 1.7.6 normalizes to ${x}, 2.3.2 to ${y}`);
  }
  return problems;
}

/* ------------------------------------------------------------------ */
/* Examples                                                           */
/* ------------------------------------------------------------------ */

interface CheckedFence {
  origin: string;
  fence: Fence;
  major: Major;
  /** Whether it must compile (`true`) or must fail (`false`). */
  compiles: boolean;
}

const compiled = (fence: Fence) => fence.lang === 'ts' && fence.typecheck !== false;

function examplesOf(origin: string, example: Example | undefined, onlyInV2?: string): CheckedFence[] {
  const out: CheckedFence[] = [];
  if (example && 'keep' in example) {
    if (compiled(example.keep)) out.push({ origin: `${origin} (keep)`, fence: example.keep, major: 'v2', compiles: true });
  } else if (example) {
    if (compiled(example.before)) {
      out.push({ origin: `${origin} (before)`, fence: example.before, major: 'v1', compiles: true });
      if (example.beforeFailsInV2) out.push({ origin: `${origin} (before, against 2.3.2)`, fence: example.before, major: 'v2', compiles: false });
    }
    if (compiled(example.after)) out.push({ origin: `${origin} (after)`, fence: example.after, major: 'v2', compiles: true });
  }
  if (onlyInV2) {
    const fence: Fence = { file: 'rsbuild.config.ts', lang: 'ts', code: onlyInV2 };
    out.push({ origin: `${origin} (onlyInV2)`, fence, major: 'v2', compiles: true }, { origin: `${origin} (onlyInV2, against 1.7.6)`, fence, major: 'v1', compiles: false });
  }
  return out;
}

const ALL_FENCES: CheckedFence[] = [
  ...OPTION_STATUS.flatMap((e) => examplesOf(at(e.option), e.example, e.onlyInV2?.code)),
  ...UPGRADE_TOPICS.flatMap((t) => examplesOf(`${DATA}: topic ${t.id}`, t.example)),
];

/** Compile problems of every recorded example, by origin. */
async function compileAll(): Promise<Map<string, string[]>> {
  const results = new Map<string, string[]>();
  for (const major of ['v1', 'v2'] as const) {
    const list = ALL_FENCES.filter((f) => f.major === major);
    const problems = typeCheck(
      list.map((f): CodeFile => ({ origin: f.origin, line: 0, code: f.fence.code })),
      major,
      `rsbuild2-${major}`,
    );
    list.forEach((f, i) => results.set(f.origin, problems[i]!));
  }
  return results;
}

/* ------------------------------------------------------------------ */
/* The tests                                                          */
/* ------------------------------------------------------------------ */

const routesFile = readFileSync(path.join(ROOT, 'site/rsbuild-rs-routes.txt'), 'utf8');
const RSBUILD_RS_ROUTES = new Set(
  routesFile
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/')),
);
const manifest = new Set(readRoutesManifest());
const configPages = docFiles().filter((f) => f.lang === 'en' && f.route.startsWith('/config/') && f.route !== '/config/');

let types: DeclaredTypes;
const optionTypes = new Map<string, OptionTypes>();
const typesOf = (option: string) => {
  if (!optionTypes.has(option)) optionTypes.set(option, types.option(option));
  return optionTypes.get(option)!;
};
let compileResults: Map<string, string[]>;

beforeAll(async () => {
  types = new DeclaredTypes();
  compileResults = await compileAll();
});

describe('the harness reads both majors (sanity)', () => {
  it('normalized defaults differ where Rsbuild 2 changed them', async () => {
    const [a, b] = await Promise.all([snapshot('v1', 'development'), snapshot('v2', 'development')]);
    expect(getPath(a.config, 'server.host')).toBe('0.0.0.0');
    expect(getPath(b.config, 'server.host')).toBe('localhost');
    expect(getPath(b.config, 'mode')).toBe('development');
  });

  it('types: an option only 1.x declares, one only 2.x declares, and a changed one', () => {
    expect(typesOf('source.alias').v2).toBeUndefined();
    expect(types.option('splitChunks').v1).toBeUndefined();
    expect(typesOf('server.host').added).toEqual(['false', 'true']);
    expect(relationOf(typesOf('server.proxy'))).toBe('other');
  });

  it('a wrongly recorded fact is reported: a probe, a default, a relation', async () => {
    expect(probeProblem({ major: 'v2', in: 'package', pkg: '@rsbuild/core', field: ['version'], equals: '2.0.0' })).toMatch(/has version = "2.3.2"/);
    expect(probeProblem({ major: 'v2', in: 'types', text: 'performance.removeMomentLocale', present: true })).toMatch(/lack/);
    expect(await read({ read: { kind: 'config', path: 'server.host' }, v1: '', v2: '' }, 'v2', 'production')).toBe('"localhost"');
    expect(relationOf(typesOf('dev.hmr'))).toBe('same');
  });
});

describe(`every config page has its Rsbuild 2 status in ${DATA}`, () => {
  it('one entry per documented option, and only pages that exist', () => {
    const problems: string[] = [];
    for (const page of configPages) {
      const own = OPTION_STATUS.filter((e) => e.page === page.route && routeOfOption(e.option) === page.route);
      if (own.length !== 1) problems.push(`${page.display}: ${own.length} entries for its own option in ${DATA}`);
    }
    const seen = new Set<string>();
    for (const e of OPTION_STATUS) {
      if (seen.has(e.option)) problems.push(`${at(e.option)}: recorded twice`);
      seen.add(e.option);
      if (e.page && !manifest.has(e.page)) problems.push(`${at(e.option)}: page ${e.page} is not in site/routes.txt`);
      if (!typesOf(e.option).v1) problems.push(`${at(e.option)}: not an option of @rsbuild/core ${VERSIONS.v1}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.each(LANGS)('%s: at least 95 percent of the config pages state their status, at least 90 percent link to rsbuild.rs', (lang) => {
    const blocks = configPages.map((p) => statusBlock(p.route, lang));
    const stated = blocks.filter(Boolean).length;
    const linked = blocks.filter((b) => b?.includes('](https://rsbuild.rs/')).length;
    expect(stated / configPages.length).toBeGreaterThanOrEqual(0.95);
    expect(linked / configPages.length).toBeGreaterThanOrEqual(0.9);
  });

  it('the headline changes of Rsbuild 2 are recorded with their status', () => {
    const kind = (option: string) => OPTION_STATUS.find((e) => e.option === option)?.kind;
    for (const option of ['server.host', 'source.decorators', 'output.overrideBrowserslist', 'output.module', 'output.minify']) {
      expect(kind(option), at(option)).toBe('default-changed');
    }
    for (const option of ['source.alias', 'source.aliasStrategy', 'performance.bundleAnalyze', 'performance.removeMomentLocale', 'performance.profile']) {
      expect(kind(option), at(option)).toBe('removed');
    }
    expect(kind('performance.chunkSplit'), at('performance.chunkSplit')).toBe('reshaped');
  });
});

describe(`the facts of every option in ${DATA} hold for ${VERSIONS.v1} and ${VERSIONS.v2}`, () => {
  it.each(OPTION_STATUS.map((e) => [e.option, e] as const))('%s', async (_, entry) => {
    const problems: string[] = [];
    const t = typesOf(entry.option);
    const relation = t.v2 ? relationOf(t) : 'absent';

    // Declared types.
    if (relation !== entry.types.relation) {
      problems.push(`types: recorded relation "${entry.types.relation}", the declarations give "${relation}" (added: ${t.added.slice(0, 12).join(', ') || '—'}; dropped: ${t.dropped.slice(0, 12).join(', ') || '—'})`);
    }
    for (const m of entry.types.adds ?? []) if (!t.added.includes(m)) problems.push(`types: "${m}" is recorded as added in 2.3.2, but it is not among the added members`);
    for (const m of entry.types.drops ?? []) if (!t.dropped.includes(m)) problems.push(`types: "${m}" is recorded as dropped in 2.3.2, but it is not among the dropped members`);
    if (Boolean(entry.types.deprecated) !== Boolean(t.v2?.deprecated)) {
      problems.push(`types: recorded ${entry.types.deprecated ? '' : 'not '}deprecated in 2.3.2, the declaration says the opposite`);
    }

    // Recorded defaults.
    for (const change of entry.defaults ?? []) {
      for (const mode of MODES) {
        for (const major of ['v1', 'v2'] as const) {
          const actual = await read(change, major, mode);
          const recorded = comparable(change[major], (await snapshot(major, mode, change)).root);
          if (actual !== recorded) problems.push(`default (${change.read.kind === 'config' ? change.read.path : 'browserslist'}${change.context ? `, ${change.context}` : ''}${change.files ? ', with project files' : ''}) in ${mode}: ${MAJORS[major].version} gives ${actual}, recorded ${recorded}`);
        }
      }
    }
    const differing = (entry.defaults ?? []).some((d) => JSON.stringify(d.v1) !== JSON.stringify(d.v2));

    // Probes and examples.
    for (const probe of entry.probes ?? []) {
      const problem = probeProblem(probe);
      if (problem) problems.push(`probe: ${problem}`);
    }
    for (const fence of examplesOf(at(entry.option), entry.example, entry.onlyInV2?.code)) {
      const result = compileResults.get(fence.origin) ?? [];
      if (fence.compiles && result.length > 0) problems.push(`example ${fence.origin} does not compile against ${MAJORS[fence.major].version}:\n  ${result.join('\n  ')}`);
      if (!fence.compiles && result.length === 0) problems.push(`example ${fence.origin} is recorded as rejected by ${MAJORS[fence.major].version}, but it compiles`);
    }

    // The replacement exists in 2.x; the counterpart is a route of rsbuild.rs.
    if (entry.to && !typesOf(entry.to).v2) problems.push(`to: ${entry.to} is not an option of @rsbuild/core ${VERSIONS.v2}`);
    const counterpart = counterpartOf(entry);
    if (counterpart && !RSBUILD_RS_ROUTES.has(counterpart.route)) problems.push(`rsbuild.rs: ${counterpart.route} is not in site/rsbuild-rs-routes.txt`);

    // The status follows from the facts.
    switch (entry.kind) {
      case 'unchanged': {
        if (relation === 'absent' || t.v2?.deprecated) problems.push('status unchanged, but 2.3.2 has no such option or deprecates it');
        if (relation === 'other' && !entry.types.why) problems.push('status unchanged, but some 1.x values no longer type-check: record why in types.why, or change the status');
        if (relation === 'wider' && !(entry.types.adds?.length || entry.onlyInV2 || entry.types.why)) problems.push('2.3.2 accepts more than 1.7.6: record what in types.adds or onlyInV2');
        if (entry.defaults?.length) problems.push('status unchanged, but defaults are recorded as changed');
        if (!(entry.option in DEFAULT_COMPARISON_EXEMPT)) problems.push(...(await defaultDifferences(entry)).map((d) => `status unchanged, but the defaults differ in ${d}`));
        break;
      }
      case 'default-changed':
        if (relation === 'absent' || relation === 'other' || t.v2?.deprecated) problems.push(`status default-changed, but the option is ${relation === 'absent' ? 'gone' : relation === 'other' ? 'reshaped' : 'deprecated'} in 2.3.2`);
        if (!differing && !entry.probes?.length) problems.push('status default-changed, but no recorded default differs and no probe shows the change');
        break;
      case 'renamed':
      case 'moved':
        if (!entry.to) problems.push(`status ${entry.kind} needs "to"`);
        if (relation !== 'absent' && !t.v2?.deprecated) problems.push(`status ${entry.kind}, but 2.3.2 still declares the option without deprecating it`);
        break;
      case 'reshaped':
        if (relation !== 'other' && !(t.v2?.deprecated && entry.to)) problems.push('status reshaped, but every 1.x value still type-checks and the option is not deprecated in favour of another');
        break;
      case 'removed':
        if (relation !== 'absent') problems.push('status removed, but 2.3.2 still declares the option');
        break;
    }
    expect(problems, `${at(entry.option)}:\n${problems.join('\n')}`).toEqual([]);
  });
});

describe(`the other changes in ${DATA} hold`, () => {
  it.each(UPGRADE_TOPICS.map((t) => [t.id, t] as const))('%s', (_, topic) => {
    const problems: string[] = [];
    for (const probe of topic.probes ?? []) {
      const problem = probeProblem(probe);
      if (problem) problems.push(`probe: ${problem}`);
    }
    for (const fence of examplesOf(`${DATA}: topic ${topic.id}`, topic.example)) {
      const result = compileResults.get(fence.origin) ?? [];
      if (fence.compiles && result.length > 0) problems.push(`example ${fence.origin} does not compile against ${MAJORS[fence.major].version}:\n  ${result.join('\n  ')}`);
      if (!fence.compiles && result.length === 0) problems.push(`example ${fence.origin} is recorded as rejected by ${MAJORS[fence.major].version}, but it compiles`);
    }
    if (!topic.probes?.length && !topic.registry && !(topic.example && 'before' in topic.example && topic.example.beforeFailsInV2)) {
      problems.push('no fact backs this topic: add a probe, an example that 2.3.2 rejects, or the registry facts with their date');
    }
    expect(problems, `${DATA}: topic ${topic.id}:\n${problems.join('\n')}`).toEqual([]);
  });

  it('the 1.x plugins this site documents accept @rsbuild/core 2 in their peerDependencies', () => {
    const dir = path.join(ROOT, 'node_modules/@rsbuild');
    const plugins = readdirSync(dir).filter((name) => name.startsWith('plugin-'));
    expect(plugins.length).toBeGreaterThan(10);
    for (const name of plugins) {
      const pkg = JSON.parse(readFileSync(path.join(dir, name, 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> };
      expect(pkg.peerDependencies?.['@rsbuild/core'], `@rsbuild/${name}`).toMatch(/\|\|\s*\^2\.0\.0/);
    }
  });

  it('the options new in Rsbuild 2 exist only in 2.3.2, and their rsbuild.rs routes exist', () => {
    for (const o of NEW_OPTIONS) {
      const t = types.option(o.option);
      expect(Boolean(t.v2) && !t.v1, `${DATA}: NEW_OPTIONS ${o.option}`).toBe(true);
      if (o.rsbuildRs) expect(RSBUILD_RS_ROUTES.has(o.rsbuildRs), `${DATA}: NEW_OPTIONS ${o.option} → ${o.rsbuildRs}`).toBe(true);
    }
  });
});

describe('status blocks', () => {
  const guideIds = Object.fromEntries(LANGS.map((lang) => [lang, new Set(parsePage(upgradeGuide(lang)).headings.map((h) => h.id))]));

  it.each(LANGS)('every %s block has its label, and links to an existing guide entry', (lang) => {
    const problems: string[] = [];
    for (const page of configPages) {
      const block = statusBlock(page.route, lang);
      const own = OPTION_STATUS.find((e) => e.page === page.route && routeOfOption(e.option) === page.route);
      if (!block || !own) continue;
      if (!block.includes(RSBUILD2_LABELS.kind[own.kind][lang])) problems.push(`${page.route}: the block lacks the label "${RSBUILD2_LABELS.kind[own.kind][lang]}"`);
      const anchor = blockAnchor(entriesForPage(page.route));
      if (!block.includes(`](${UPGRADE_GUIDE_ROUTE}#${anchor})`)) problems.push(`${page.route}: no link to ${UPGRADE_GUIDE_ROUTE}#${anchor}`);
      if (!guideIds[lang]!.has(anchor)) problems.push(`${page.route}: the guide has no heading #${anchor}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('each kind has one label per language, all different', () => {
    for (const lang of LANGS) {
      const labels = STATUS_KINDS.map((k) => RSBUILD2_LABELS.kind[k][lang]);
      expect(new Set(labels).size).toBe(STATUS_KINDS.length);
    }
    expect(optionAnchor('output.overrideBrowserslist')).toBe('output-override-browserslist');
  });

  it('every option page of a changed option keeps 1.x examples that 2.3.2 rejects, and only then', () => {
    const examples = docFiles()
      .filter((f) => f.lang === 'en' && f.route.startsWith('/config/'))
      .flatMap((f) => {
        const own = OPTION_STATUS.find((e) => e.page === f.route && routeOfOption(e.option) === f.route);
        return own ? f.page.codeBlocks.filter((b) => b.title === 'rsbuild.config.ts').map((b) => ({ own, f, b })) : [];
      });
    const results = typeCheck(
      examples.map(({ f, b }) => ({ origin: f.display, line: b.line, code: b.code })),
      'v2',
      'rsbuild2-pages',
    );
    const problems: string[] = [];
    const failingPages = new Set<string>();
    examples.forEach(({ own, f }, i) => {
      if (results[i]!.length === 0) return;
      failingPages.add(f.route);
      if (own.kind === 'unchanged' || own.kind === 'default-changed') {
        problems.push(`${f.display}: the page of an option recorded as ${own.kind} has an example that 2.3.2 rejects: ${results[i]!.join('; ')} (${at(own.option)})`);
      }
    });
    for (const e of OPTION_STATUS.filter((x) => x.kind === 'removed' && x.page === routeOfOption(x.option))) {
      if (!failingPages.has(e.page!)) problems.push(`${at(e.option)}: recorded as removed, but every example of ${e.page} compiles against 2.3.2`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('site/rsbuild-rs-routes.txt', () => {
  it('says where the list comes from and when it was taken', () => {
    expect(routesFile).toMatch(/^# Source: .*web-infra-dev\/rsbuild/m);
    expect(routesFile).toMatch(/^# Commit: [0-9a-f]{40}/m);
    expect(routesFile).toMatch(/^# Retrieved: \d{4}-\d{2}-\d{2}/m);
    expect(RSBUILD_RS_ROUTES.size).toBeGreaterThan(150);
    expect(RSBUILD_RS_ROUTES.has('/config/server/host')).toBe(true);
  });

  it('every rsbuild.rs link of the guide is in the list', () => {
    for (const lang of LANGS) {
      const guide = upgradeGuide(lang);
      for (const m of guide.matchAll(/\]\(https:\/\/rsbuild\.rs(?:\/zh)?(\/[^)#\s]*)\)/g)) {
        expect(RSBUILD_RS_ROUTES.has(m[1]!), `guide (${lang}) links to https://rsbuild.rs${m[1]}, which is not in site/rsbuild-rs-routes.txt`).toBe(true);
      }
    }
  });
});
