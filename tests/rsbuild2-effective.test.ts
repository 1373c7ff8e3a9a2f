/**
 * The effective config of Rsbuild 1.7.6 and 2.3.2 (`inspectConfig()` over the
 * matrix of `scripts/lib/rsbuild2-matrix.mjs`: the Rsbuild config, the Rspack
 * config Rsbuild hands over, and that config after Rspack's defaults):
 * - the committed `site/rsbuild2/effective-diff.json` is what the packages give
 *   today (the whole matrix re-runs here, in a few seconds);
 * - every difference is explained by an entry of `site/rsbuild2/data.ts`, and an
 *   option recorded as unchanged owns no differing path.
 * `npm run rsbuild2:diff` rewrites the JSON file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPTION_STATUS } from '../site/rsbuild2/data';
import { EFFECTIVE_DIFF, type Difference, claimCovers, isAbsorbed, keyOf, onlyAddsMembers, owners, ownersOf, shortValue } from '../site/rsbuild2/effective';
import { SETUP_TEXT } from '../site/rsbuild2/guide';
import { runMatrix } from '../scripts/lib/rsbuild2-matrix.mjs';

const FILE = 'site/rsbuild2/effective-diff.json';
const DATA = 'site/rsbuild2/data.ts';

/** `key in occurrence` → the pair of values, for comparing two lists of differences. */
function byOccurrence(differences: Difference[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const d of differences) for (const where of d.in) map.set(`${keyOf(d)} in ${where}`, `1.7.6 = ${shortValue(d.v1, 200)}, 2.3.2 = ${shortValue(d.v2, 200)}`);
  return map;
}

/** What differs between the committed differences and a fresh run, one line per path and setup. */
export function drift(committed: Difference[], live: Difference[]): string[] {
  const [a, b] = [byOccurrence(committed), byOccurrence(live)];
  const out: string[] = [];
  for (const [key, values] of b) if (a.get(key) !== values) out.push(`${key}: inspectConfig() gives ${values}; ${FILE} records ${a.get(key) ?? 'no difference'}`);
  for (const [key, values] of a) if (!b.has(key)) out.push(`${key}: ${FILE} records ${values}, but inspectConfig() gives the same value in both majors`);
  return out;
}

const describeDiff = (d: Difference) => `${keyOf(d)} (1.7.6 = ${shortValue(d.v1)}, 2.3.2 = ${shortValue(d.v2)}) in ${d.in[0]}${d.in.length > 1 ? ` and ${d.in.length - 1} more` : ''}`;

describe(`${FILE} is what inspectConfig() of both majors gives`, () => {
  let live: Difference[];
  beforeAll(async () => {
    live = await runMatrix();
  });

  it('the whole matrix, re-run now, gives the committed differences (npm run rsbuild2:diff rewrites them)', () => {
    const problems = drift(EFFECTIVE_DIFF.differences, live);
    expect(problems, `${problems.length} differences drifted:\n${problems.slice(0, 30).join('\n')}`).toEqual([]);
  });

  it('an edited value is reported with its path, setup and both values (sanity)', () => {
    const edited = structuredClone(EFFECTIVE_DIFF.differences);
    const target = edited.find((d) => d.path === 'output.filename' && d.layer === 'rspack')!;
    target.v2 = 'static/js/[name].[contenthash:8].js';
    const problems = drift(edited, live);
    expect(problems.join('\n')).toMatch(/rspack:output\.filename in \S+ production web: inspectConfig\(\) gives 1\.7\.6 = "static\/js\/\[name\]\.\[contenthash:8\]\.js", 2\.3\.2 = "static\/js\/\[name\]\.\[contenthash:10\]\.js"/);
  });

  it('every setup is described in both languages for the guide (SETUP_TEXT in site/rsbuild2/guide.ts)', () => {
    for (const setup of EFFECTIVE_DIFF.setups) {
      expect(SETUP_TEXT[setup.id]?.en, setup.id).toBe(setup.text);
      expect(SETUP_TEXT[setup.id]?.zh, setup.id).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('covers web and node targets, both modes, and at least 8 setups', () => {
    expect(EFFECTIVE_DIFF.setups.length).toBeGreaterThanOrEqual(8);
    expect(EFFECTIVE_DIFF.modes).toEqual(['development', 'production']);
    const places = new Set(EFFECTIVE_DIFF.differences.flatMap((d) => d.in.map((w) => w.split(' ').slice(1).join(' '))));
    for (const place of ['development web', 'production web', 'development node', 'production node']) expect(places.has(place), place).toBe(true);
  });
});

describe(`every difference is explained in ${DATA}`, () => {
  const all = owners();

  it('claims: a key covers itself and what is below it, `*` stays within one segment', () => {
    expect(claimCovers('rspack:output.filename', 'rspack:output.filename')).toBe(true);
    expect(claimCovers('rspack:output.filename', 'rspack:output.filenameHash')).toBe(false);
    expect(claimCovers('rspack:module.rules[js]', 'rspack:module.rules[js].oneOf[js-raw]')).toBe(true);
    expect(claimCovers('rspack*:module.rules[*].test', 'rspack-applied:module.rules[image].test')).toBe(true);
    expect(claimCovers('rspack:module.rules[*].test', 'rspack:module.rules[image].oneOf[x].test')).toBe(false);
  });

  it('no difference is left unclaimed (each names its path, both values and a setup)', () => {
    const problems = EFFECTIVE_DIFF.differences
      .filter((d) => !isAbsorbed(d) && ownersOf(d, all).length === 0)
      .map((d) => `${describeDiff(d)}: no entry of ${DATA} claims it (add the key to the \`effective\` list of the entry that explains it)`);
    expect(problems, `${problems.length} unclaimed:\n${problems.join('\n')}`).toEqual([]);
  });

  it('an unclaimed difference is reported (sanity)', () => {
    const fake: Difference = { layer: 'rspack', path: 'output.somethingNew', v1: 1, v2: 2, in: ['bare-web production web'] };
    expect(isAbsorbed(fake, [fake])).toBe(true);
    const applied: Difference = { ...fake, layer: 'rspack-applied' };
    expect(isAbsorbed(fake, [fake, applied])).toBe(false);
    expect(ownersOf(applied, all)).toEqual([]);
  });

  it('an option recorded as unchanged owns no differing path', () => {
    const problems: string[] = [];
    for (const owner of all) {
      if (owner.kind !== 'option' || owner.entry.kind !== 'unchanged') continue;
      for (const d of EFFECTIVE_DIFF.differences) {
        if (isAbsorbed(d) || !owner.claims.some((c) => claimCovers(c, keyOf(d)))) continue;
        if (onlyAddsMembers(d, owner.entry)) continue;
        problems.push(`${DATA}: ${owner.id} is recorded as unchanged, but ${describeDiff(d)} differs`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('marking an option unchanged while one of its paths differs is reported (sanity)', () => {
    const entry = OPTION_STATUS.find((e) => e.option === 'server.host')!;
    const d = EFFECTIVE_DIFF.differences.find((x) => keyOf(x) === 'rsbuild:server.host')!;
    expect(d).toBeDefined();
    expect(onlyAddsMembers(d, { ...entry, kind: 'unchanged' })).toBe(false);
  });

  it('every key an entry lists in `effective` matches a difference', () => {
    const keys = EFFECTIVE_DIFF.differences.map(keyOf);
    const problems = all.flatMap((o) =>
      o.claims.slice(o.kind === 'topic' ? 0 : 1).filter((c) => !keys.some((k) => claimCovers(c, k))).map((c) => `${DATA}: ${o.id} claims ${c}, which no difference has`),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
