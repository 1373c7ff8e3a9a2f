/**
 * "Version history" tables and the probes that make each row checkable
 * against the published packages (see CONTRIBUTING.md, "Version history").
 *
 * A table is followed by one MDX comment that gives every row a probe:
 *
 *     | Version | Change |
 *     | --- | --- |
 *     | v1.1.5 | `output.sourceMap` accepts `true` and `false`. |
 *
 *     {/* version-check
 *     v1.1.5: types /sourceMap\?: boolean \|/
 *     *\/}
 *
 * A probe line is `<version as in the row>: [package] <probe> [<probe> ...]`:
 * - `types "text"` / `types /regex/`: in the package's `.d.ts` files,
 * - `code "text"` / `code /regex/`: in its JavaScript (`dist/`, `bin/`, `static/`),
 * - `files "text"` / `files /regex/`: in its list of file paths,
 * - a `!` before the text or regex turns "added" into "removed",
 * - `skip "reason"`: the row cannot be checked from the package (reported as undecidable),
 * - `tag vX.Y.Z commit <sha>`: evidence for a row the registry cannot decide (a release
 *   next to it is missing): the first release tag of the package's repository that
 *   contains the commit of the change,
 * - the package defaults to `@rsbuild/core`; name another one first (`@rsbuild/plugin-sass types ...`).
 * Text and haystack are compared with every run of whitespace collapsed to one
 * space. Each probe must hold in the stated release and not in the release
 * before it; every probe of a row is dated on its own.
 */

const DEFAULT_PACKAGE = '@rsbuild/core';
const PLACES = ['types', 'code', 'files'];

const VERSION = /^v(\d+)\.(\d+)\.(\d+)$/;

/** `1.2.3` → [1, 2, 3]; throws on anything that is not a plain release. */
function parseVersion(v) {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v);
  if (!m) throw new Error(`not a release version: ${v}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

export function compareVersions(a, b) {
  const x = parseVersion(a);
  const y = parseVersion(b);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** The stable releases of one major line, oldest first. */
export function releasesOfMajor(all, major) {
  return all.filter((v) => /^\d+\.\d+\.\d+$/.test(v) && parseVersion(v)[0] === major).sort(compareVersions);
}

/**
 * Releases that semver allows between two consecutive published ones but the
 * registry does not have: 1.3.9 → 1.3.11 misses 1.3.10; 1.3.22 → 1.4.2
 * misses 1.4.0 and 1.4.1 (a later 1.3.x cannot be ruled out, nor listed).
 */
export function missingBetween(prev, next) {
  const [pa, pb, pc] = parseVersion(prev);
  const [na, nb, nc] = parseVersion(next);
  const out = [];
  if (pa === na && pb === nb) for (let p = pc + 1; p < nc; p++) out.push(`${na}.${nb}.${p}`);
  else for (let p = 0; p < nc; p++) out.push(`${na}.${nb}.${p}`);
  return out;
}

// ---------------------------------------------------------------- probes

/** Collapses whitespace, the one normalization applied to text, regex haystacks and needles. */
export const squash = (s) => s.replace(/\s+/g, ' ');

/**
 * Parses the probes of one line (after `<version>:`).
 * @returns {{ pkg: string, probes: Array<{ place: string, negate: boolean, text?: string, regex?: RegExp, source: string }>, skip?: string, evidence?: { tag: string, commit: string } }}
 */
export function parseProbes(input) {
  let rest = input.trim();
  let pkg = DEFAULT_PACKAGE;
  const pkgMatch = /^(@[\w.-]+\/[\w.-]+|[a-z][\w.-]*(?=\s+(?:types|code|files|skip)\b))\s+/.exec(rest);
  if (pkgMatch && !PLACES.includes(pkgMatch[1]) && pkgMatch[1] !== 'skip') {
    pkg = pkgMatch[1];
    rest = rest.slice(pkgMatch[0].length);
  }
  const probes = [];
  let skip;
  let evidence;
  while (rest.length > 0) {
    if (/^tag\b/.test(rest)) {
      const m = /^tag\s+v(\d+\.\d+\.\d+)\s+commit\s+([0-9a-f]{7,40})(?=\s|$)/.exec(rest);
      if (!m) throw new Error(`expected "tag vX.Y.Z commit <7 to 40 hex digits>" at: ${rest}`);
      if (evidence) throw new Error('one tag per row');
      evidence = { tag: m[1], commit: m[2] };
      rest = rest.slice(m[0].length).trimStart();
      continue;
    }
    const head = /^(types|code|files|skip)\s+(!?)/.exec(rest);
    if (!head) throw new Error(`expected types, code, files, skip or tag at: ${rest}`);
    const place = head[1];
    const negate = head[2] === '!';
    rest = rest.slice(head[0].length);
    let text;
    let regex;
    let source;
    if (rest.startsWith('"')) {
      const end = findStringEnd(rest);
      source = rest.slice(0, end + 1);
      text = JSON.parse(source);
      rest = rest.slice(end + 1);
    } else if (rest.startsWith('/')) {
      const end = findRegexEnd(rest);
      const flags = /^[a-z]*/.exec(rest.slice(end + 1))[0];
      source = rest.slice(0, end + 1 + flags.length);
      regex = new RegExp(rest.slice(1, end), flags);
      rest = rest.slice(source.length);
    } else {
      throw new Error(`expected a "string" or a /regex/ after ${place} at: ${rest}`);
    }
    if (rest.length > 0 && !/^\s/.test(rest)) throw new Error(`expected a space after ${source}`);
    rest = rest.trimStart();
    if (place === 'skip') {
      if (negate || regex) throw new Error('skip takes a "reason"');
      if (!text.trim()) throw new Error('skip needs a reason');
      skip = text;
      continue;
    }
    if (text !== undefined && !text.trim()) throw new Error('empty probe text');
    probes.push({ place, negate, text: text === undefined ? undefined : squash(text), regex, source: `${place} ${negate ? '!' : ''}${source}` });
  }
  if (skip !== undefined && probes.length > 0) throw new Error('a row is either skipped or probed, not both');
  if (skip === undefined && probes.length === 0) throw new Error('no probe');
  if (evidence && skip !== undefined) throw new Error('a tag decides between releases the probes narrow down; a skipped row has none');
  return { pkg, probes, skip, ...(evidence ? { evidence } : {}) };
}

function findStringEnd(s) {
  for (let i = 1; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '"') return i;
  }
  throw new Error(`unterminated string: ${s}`);
}

function findRegexEnd(s) {
  let inClass = false;
  for (let i = 1; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '[') inClass = true;
    else if (s[i] === ']') inClass = false;
    else if (s[i] === '/' && !inClass) return i;
  }
  throw new Error(`unterminated regex: ${s}`);
}

/** Whether one probe holds for a package whose haystacks are given (`types`, `code`, `files`, whitespace squashed). */
export function probeHolds(probe, haystacks) {
  const hay = haystacks[probe.place];
  const found = probe.regex ? new RegExp(probe.regex.source, probe.regex.flags.replace('g', '')).test(hay) : hay.includes(probe.text);
  return probe.negate ? !found : found;
}

/** Splits a package's files (path → Buffer) into the three haystacks, each built when first read. */
export function haystacksOf(files) {
  const paths = [...files.keys()].sort();
  const join = (test) => squash(paths.filter(test).map((file) => files.get(file).toString('utf8')).join('\n'));
  const memo = {};
  return {
    get types() {
      return (memo.types ??= join((file) => /\.d\.[cm]?ts$/.test(file)));
    },
    get code() {
      return (memo.code ??= join((file) => /^(dist|bin|static)\/.*\.[cm]?js$/.test(file)));
    },
    get files() {
      return (memo.files ??= paths.join('\n'));
    },
  };
}

// ---------------------------------------------------------------- pages

const TABLE_ROW = /^\|(.*)\|\s*$/;

/**
 * Reads every "Version history" section of one page: its rows, its probe
 * block, and the problems a maintainer must fix (with line numbers).
 */
export function readVersionHistory(source) {
  const lines = source.split(/\r?\n/);
  const problems = [];
  const start = lines.findIndex((l) => /^##\s.*\{#version-history\}\s*$/.test(l));
  if (start === -1) return null;
  let end = lines.findIndex((l, i) => i > start && /^#{1,2}\s/.test(l));
  if (end === -1) end = lines.length;
  const rows = [];
  let header = null;
  let blockStart = -1;
  let blockEnd = -1;
  for (let i = start + 1; i < end; i++) {
    const line = lines[i];
    if (blockStart === -1 && /^\{\/\*\s*version-check\b/.test(line)) {
      blockStart = i;
      blockEnd = lines.findIndex((l, j) => j >= i && /\*\/\}\s*$/.test(l));
      if (blockEnd === -1 || blockEnd >= end) {
        problems.push({ line: i + 1, message: 'the version-check comment is not closed by */}' });
        blockEnd = end - 1;
      }
      i = blockEnd;
      continue;
    }
    const m = TABLE_ROW.exec(line);
    if (!m) continue;
    const cells = m[1].split(/(?<!\\)\|/).map((c) => c.trim());
    if (!header) {
      header = cells;
      continue;
    }
    if (cells.every((c) => /^:?-+:?$/.test(c))) continue;
    const version = cells[0];
    if (!VERSION.test(version)) {
      problems.push({ line: i + 1, message: `write the release as vX.Y.Z (one release per row): "${version}"` });
    }
    rows.push({ version, change: cells.slice(1).join(' | '), line: i + 1 });
  }
  if (rows.length === 0) problems.push({ line: start + 1, message: 'the version history has no table rows' });

  const probes = new Map();
  const named = new Set(); // versions that have a probe line, even a malformed one
  if (blockStart === -1) {
    problems.push({ line: start + 1, message: 'no {/* version-check ... */} comment after the table (see CONTRIBUTING.md)' });
  } else {
    const first = lines[blockStart].replace(/^\{\/\*\s*version-check/, '');
    const body = [first, ...lines.slice(blockStart + 1, blockEnd + 1)];
    body[body.length - 1] = body[body.length - 1].replace(/\*\/\}\s*$/, '');
    body.forEach((text, k) => {
      const line = blockStart + 1 + k;
      if (!text.trim()) return;
      const m = /^\s*(v\d+\.\d+\.\d+)\s*:\s*(.*)$/.exec(text);
      if (!m) {
        problems.push({ line, message: `expected "vX.Y.Z: <probes>": ${text.trim()}` });
        return;
      }
      if (named.has(m[1])) problems.push({ line, message: `${m[1]} is probed twice` });
      named.add(m[1]);
      if (text.includes('*/')) {
        problems.push({ line, message: 'a probe cannot contain */ (it would end the comment); write *\\/ in a regex' });
        return;
      }
      try {
        probes.set(m[1], { ...parseProbes(m[2]), line, raw: m[2].trim() });
      } catch (error) {
        problems.push({ line, message: `${m[1]}: ${error.message}` });
      }
    });
  }

  const seen = new Set();
  for (const row of rows) {
    if (seen.has(row.version)) problems.push({ line: row.line, message: `${row.version} has two rows; merge them` });
    seen.add(row.version);
    if (blockStart !== -1 && VERSION.test(row.version) && !named.has(row.version)) {
      problems.push({ line: row.line, message: `${row.version} has no probe in the version-check comment` });
    }
  }
  for (const [version, probe] of probes) {
    if (!seen.has(version)) problems.push({ line: probe.line, message: `${version} is probed but has no row` });
  }
  const ordered = rows.map((r) => r.version).filter((v) => VERSION.test(v)).map((v) => v.slice(1));
  for (let k = 1; k < ordered.length; k++) {
    if (compareVersions(ordered[k - 1], ordered[k]) > 0) {
      problems.push({ line: rows[k].line, message: 'rows are not in ascending version order' });
      break;
    }
  }
  return {
    line: start + 1,
    rows: rows.map((row) => ({ ...row, probe: probes.get(row.version) })),
    problems,
  };
}

// ---------------------------------------------------------------- verdicts

/**
 * Dates one probe. `holds(version)` says whether the probe holds in a release
 * (it may throw when a release cannot be read). `releases` is the sorted list
 * of stable releases on the registry for the package's major line. Once a
 * change appears it is assumed to stay, so the first release that has it is
 * found by bisection. When releases missing from the registry leave the
 * answer open, `window` says where the change arrived: after `after`, at
 * `through` at the latest (recorded evidence can then decide, see applyEvidence).
 * @returns {{ status: 'confirmed' | 'wrong' | 'undecidable', first?: string, reason: string, window?: { after: string, through: string } }}
 */
export function dateProbe(stated, releases, holds) {
  const at = (k) => holds(releases[k]);
  const last = releases.length - 1;
  // q: the stated release, or the first one after it when the registry lacks it; p: the one before q.
  const q = releases.findIndex((v) => compareVersions(v, stated) >= 0);
  if (q === -1) return { status: 'undecidable', reason: `${stated} is newer than every release on the registry` };
  const p = q - 1;
  const onRegistry = releases[q] === stated;
  const gapBefore = (k) => (k > 0 ? missingBetween(releases[k - 1], releases[k]) : []);
  const firstHolding = (lo, hi) => {
    // Smallest k in [lo, hi] where the probe holds; it holds at hi.
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at(mid)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const wrong = (k, how) => {
    const gap = gapBefore(k);
    const note = gap.length > 0 ? ` (${gap.join(', ')} not on the registry)` : '';
    return {
      status: 'wrong',
      first: releases[k],
      reason: `${how} ${releases[k]}, not in ${releases[k - 1]}${note}`,
      ...(gap.length > 0 ? { window: { after: releases[k - 1], through: releases[k] } } : {}),
    };
  };

  if (at(q)) {
    if (p < 0) return { status: 'undecidable', reason: `${releases[q]} is the first release of the line; nothing to compare with` };
    if (!at(p)) {
      if (!onRegistry) {
        return {
          status: 'undecidable',
          reason: `${stated} is not on the registry; the change is in ${releases[q]} and not in ${releases[p]}, consistent with the row`,
          window: { after: releases[p], through: releases[q] },
        };
      }
      const gap = gapBefore(q);
      if (gap.length > 0) {
        return {
          status: 'undecidable',
          reason: `the change is in ${stated} and not in ${releases[p]}, but ${gap.join(', ')} ${gap.length > 1 ? 'are' : 'is'} not on the registry`,
          window: { after: releases[p], through: stated },
        };
      }
      return { status: 'confirmed', reason: `in ${stated}, not in ${releases[p]}` };
    }
    if (at(0)) {
      return { status: 'undecidable', reason: `the probe already holds in ${releases[0]}, the first release of the line; it cannot date the change` };
    }
    return wrong(firstHolding(0, p), 'already in');
  }
  if (!at(last)) {
    return { status: 'undecidable', reason: `the probe holds neither in ${releases[q]} nor in ${releases[last]}; check the probe` };
  }
  return wrong(firstHolding(q + 1, last), 'first in');
}

/**
 * Decides a probe's verdict with the row's recorded evidence (`tag vX.Y.Z
 * commit <sha>`: the first release tag that contains the change). The tag
 * must fall inside the window the registry leaves open; then it dates the
 * change: confirmed when it is the stated release, wrong otherwise. A tag
 * outside the window, or one that differs from a release the registry
 * confirms, contradicts the registry: the row is reported wrong. Without
 * evidence, a verdict that only a missing release leaves open says so.
 */
export function applyEvidence(verdict, stated, evidence) {
  const { window } = verdict;
  if (!evidence) {
    if (verdict.status !== 'undecidable' || !window) return verdict;
    return { ...verdict, reason: `${verdict.reason}; undecidable from the registry: record the first release tag that contains the change (see CONTRIBUTING.md)` };
  }
  const named = `tag v${evidence.tag} (commit ${evidence.commit})`;
  const contradiction = (registry) => ({
    status: 'wrong',
    ...(verdict.first ? { first: verdict.first } : {}),
    contradiction: true,
    reason: `${named} contradicts the registry, which has ${registry}`,
  });
  if (verdict.status === 'confirmed') {
    return evidence.tag === stated ? { ...verdict, reason: `${verdict.reason}; ${named} agrees` } : contradiction(`the change in ${stated}: ${verdict.reason}`);
  }
  if (!window) return { ...verdict, reason: `${verdict.reason}; ${named} cannot be weighed against the registry here` };
  const inside = compareVersions(evidence.tag, window.after) > 0 && compareVersions(evidence.tag, window.through) <= 0;
  if (!inside) return contradiction(`the change after ${window.after}, by ${window.through}`);
  if (verdict.status === 'wrong') return { ...verdict, first: evidence.tag, reason: `${verdict.reason}; ${named} dates it` };
  if (evidence.tag === stated) {
    return { status: 'confirmed', byEvidence: true, reason: `by ${named}; the registry has the change after ${window.after}, by ${window.through}` };
  }
  return { status: 'wrong', first: evidence.tag, reason: `${named}, not ${stated}; the registry has the change after ${window.after}, by ${window.through}` };
}

/** Combines the verdicts of a row's probes: wrong if any is wrong, confirmed if all are, else undecidable. */
export function combineVerdicts(verdicts) {
  const wrong = verdicts.filter((v) => v.status === 'wrong');
  if (wrong.length > 0) {
    return {
      status: 'wrong',
      ...(wrong[0].first ? { first: wrong[0].first } : {}),
      ...(wrong.some((v) => v.contradiction) ? { contradiction: true } : {}),
      reason: wrong.map((v) => v.reason).join('; '),
    };
  }
  const open = verdicts.filter((v) => v.status === 'undecidable');
  if (open.length > 0) return { status: 'undecidable', reason: open.map((v) => v.reason).join('; ') };
  const byEvidence = verdicts.some((v) => v.byEvidence);
  return { status: 'confirmed', ...(byEvidence ? { byEvidence } : {}), reason: verdicts.map((v) => v.reason).join('; ') };
}

/**
 * The first release of a major line among a repository's tags (`v1.4.0`,
 * `1.4.0`, prereleases ignored): what `tag vX.Y.Z` must name for a commit
 * whose containing tags are `tags` (`git tag --contains <commit>`).
 */
export function firstReleaseTag(tags, major) {
  return releasesOfMajor(tags.map((t) => t.trim().replace(/^v/, '')), major)[0];
}
