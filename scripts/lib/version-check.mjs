/**
 * Runs the Version history probes of every page against published releases
 * (see scripts/check-versions.mjs for the command, version-history.mjs for
 * the table and probe format).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './files.mjs';
import {
  applyEvidence,
  combineVerdicts,
  compareVersions,
  dateProbe,
  firstReleaseTag,
  haystacksOf,
  probeHolds,
  readVersionHistory,
  releasesOfMajor,
} from './version-history.mjs';

/**
 * Releases that are on the registry but are not part of the line they seem to
 * belong to. Each one is left out of the comparison, with its reason.
 */
export const EXCLUDED_RELEASES = {
  '@rsbuild/core': {
    '1.0.0': 'built from the 0.x code (it depends on @rspack/core 0.4.0), not the 1.0 line; Rsbuild 1.0 shipped as 1.0.1',
  },
};

/**
 * Every page with a Version history section, in both languages, plus the
 * problems that make a page uncheckable (malformed tables or probes, twins
 * that differ).
 * @param {string} docsDir the folder that holds `en/` and `zh/`
 */
export function collectPages(docsDir) {
  const read = (lang) => {
    const out = new Map();
    for (const rel of listFiles(path.join(docsDir, lang)).filter((f) => /\.mdx?$/.test(f))) {
      const history = readVersionHistory(readFileSync(path.join(docsDir, lang, rel), 'utf8'));
      if (history) out.set(rel, history);
    }
    return out;
  };
  const en = read('en');
  const zh = read('zh');
  const pages = [];
  for (const rel of [...new Set([...en.keys(), ...zh.keys()])].sort()) {
    pages.push({ rel, file: `docs/en/${rel}`, en: en.get(rel), zh: zh.get(rel), problems: twinProblems(rel, en.get(rel), zh.get(rel)) });
  }
  return pages;
}

/** The English and Chinese tables must list the same releases with the same probes. */
export function twinProblems(rel, en, zh) {
  const problems = [];
  const at = (lang, line) => `docs/${lang}/${rel}:${line}`;
  for (const [lang, history] of [['en', en], ['zh', zh]]) {
    if (!history) continue;
    for (const p of history.problems) problems.push(`${at(lang, p.line)}: ${p.message}`);
  }
  if (!en || !zh) {
    const [has, lacks] = en ? ['en', 'zh'] : ['zh', 'en'];
    problems.push(`${at(has, (en ?? zh).line)}: docs/${lacks}/${rel} has no Version history section`);
    return problems;
  }
  const list = (h) => h.rows.map((r) => r.version).join(', ');
  if (list(en) !== list(zh)) {
    problems.push(`${at('zh', zh.line)}: releases differ from the English page (en: ${list(en)}; zh: ${list(zh)})`);
  }
  for (const row of zh.rows) {
    const twin = en.rows.find((r) => r.version === row.version);
    if (twin?.probe && row.probe && twin.probe.raw !== row.probe.raw) {
      problems.push(`${at('zh', row.probe.line)}: the ${row.version} probe differs from ${at('en', twin.probe.line)}`);
    }
  }
  return problems;
}

/**
 * Dates every probe of every page. `cache` provides `versions(pkg)`,
 * `fetch(pkg, versions)` and `files(pkg, version)` (see npm-tarballs.mjs).
 */
export function checkRows(pages, cache, excluded = EXCLUDED_RELEASES) {
  const problems = pages.flatMap((p) => p.problems);
  const releaseLists = new Map();
  const releasesOf = (pkg, major) => {
    const key = `${pkg}@${major}`;
    if (!releaseLists.has(key)) {
      const skip = excluded[pkg] ?? {};
      releaseLists.set(key, releasesOfMajor(cache.versions(pkg), major).filter((v) => !(v in skip)));
    }
    return releaseLists.get(key);
  };

  // A few parsed releases stay in memory; every answer is remembered.
  const parsed = new Map();
  const haystacks = (pkg, version) => {
    const key = `${pkg}@${version}`;
    if (!parsed.has(key)) {
      if (parsed.size >= 6) parsed.delete(parsed.keys().next().value);
      parsed.set(key, haystacksOf(cache.files(pkg, version)));
    }
    return parsed.get(key);
  };
  const answers = new Map();
  const holds = (pkg, probe) => (version) => {
    const key = `${pkg}@${version}\n${probe.source}`;
    if (!answers.has(key)) answers.set(key, probeHolds(probe, haystacks(pkg, version)));
    return answers.get(key);
  };

  const jobs = [];
  for (const page of pages) {
    if (!page.en) continue;
    for (const row of page.en.rows) {
      const zhRow = page.zh?.rows.find((r) => r.version === row.version);
      jobs.push({ page, row, zhRow });
    }
  }

  // Download the releases around every stated version in a few batches first.
  const wanted = new Map();
  for (const { row } of jobs) {
    if (!row.probe || row.probe.skip !== undefined || !/^v\d+\.\d+\.\d+$/.test(row.version)) continue;
    const stated = row.version.slice(1);
    const { pkg } = row.probe;
    let releases;
    try {
      releases = releasesOf(pkg, Number(stated.split('.')[0]));
    } catch {
      continue; // reported per row below
    }
    const q = releases.findIndex((v) => compareVersions(v, stated) >= 0);
    const set = wanted.get(pkg) ?? new Set();
    for (const k of [q - 1, q, releases.length - 1, 0]) if (releases[k]) set.add(releases[k]);
    wanted.set(pkg, set);
  }
  for (const [pkg, set] of wanted) {
    try {
      cache.fetch(pkg, [...set].filter((v) => !cache.offline || cache.has(pkg, v)));
    } catch (error) {
      problems.push(`downloading ${pkg}: ${error.message}`);
    }
  }

  const results = [];
  for (const { page, row, zhRow } of jobs) {
    const base = {
      page: page.rel,
      version: row.version,
      change: row.change,
      where: [`docs/en/${page.rel}:${row.line}`, ...(zhRow ? [`docs/zh/${page.rel}:${zhRow.line}`] : [])],
      probe: row.probe?.raw,
    };
    if (!row.probe || !/^v\d+\.\d+\.\d+$/.test(row.version)) {
      results.push({ ...base, status: 'undecidable', reason: 'the row has no valid release or probe (see the problems above)' });
      continue;
    }
    if (row.probe.skip !== undefined) {
      results.push({ ...base, status: 'undecidable', reason: `not checkable from the package: ${row.probe.skip}` });
      continue;
    }
    const stated = row.version.slice(1);
    const { pkg } = row.probe;
    try {
      const releases = releasesOf(pkg, Number(stated.split('.')[0]));
      const verdicts = row.probe.probes.map((probe) => {
        const verdict = applyEvidence(dateProbe(stated, releases, holds(pkg, probe)), stated, row.probe.evidence);
        return { ...verdict, reason: row.probe.probes.length > 1 ? `${probe.source}: ${verdict.reason}` : verdict.reason };
      });
      results.push({ ...base, ...combineVerdicts(verdicts), package: pkg, ...(row.probe.evidence ? { evidence: row.probe.evidence } : {}) });
    } catch (error) {
      const reason = cache.offline ? `${error.message} (run npm run check:versions to fill the cache)` : error.message;
      results.push({ ...base, status: 'undecidable', reason, package: pkg });
    }
  }
  return { results, problems };
}

const MARK = { confirmed: '✔', wrong: '✖', undecidable: '?' };

/** A readable report: problems, then one line per row grouped by page, then the counts. */
export function formatReport(results, problems, { brief = false } = {}) {
  const out = [];
  if (problems.length > 0) {
    out.push(`Problems (${problems.length}):`);
    for (const p of problems) out.push(`  ✖ ${p}`);
    out.push('');
  }
  let page = '';
  for (const r of results) {
    if (brief && r.status === 'confirmed') continue;
    if (r.page !== page) {
      page = r.page;
      out.push(page);
    }
    const label =
      r.status === 'wrong'
        ? r.contradiction
          ? 'WRONG, the recorded tag contradicts the registry'
          : `WRONG, first release with the change: ${r.first}`
        : r.byEvidence
          ? 'confirmed by the recorded tag'
          : r.status;
    out.push(`  ${MARK[r.status]} ${r.version.padEnd(8)} ${label} — ${r.reason}`);
    if (r.status === 'wrong') out.push(`      ${r.where.join(', ')}`);
  }
  const count = (s) => results.filter((r) => r.status === s).length;
  out.push('');
  const byEvidence = results.filter((r) => r.byEvidence).length;
  out.push(
    `${results.length} rows: ${count('confirmed')} confirmed${byEvidence > 0 ? ` (${byEvidence} by a recorded tag)` : ''}, ${count('wrong')} wrong, ${count('undecidable')} undecidable` +
      (problems.length > 0 ? `; ${problems.length} problem(s)` : ''),
  );
  return out.join('\n');
}

/**
 * Checks every recorded `tag vX.Y.Z commit <sha>` of `@rsbuild/core` rows
 * against a clone of the Rsbuild repository: the tag must be the first
 * release tag that contains the commit. `tagsContaining(commit)` lists the
 * tags (`git tag --contains`) and throws when the commit is unknown.
 * @returns {string[]} problems, each naming the file and line
 */
export function verifyEvidence(pages, tagsContaining, pkg = '@rsbuild/core') {
  const problems = [];
  for (const page of pages) {
    for (const row of page.en?.rows ?? []) {
      const evidence = row.probe?.evidence;
      if (!evidence || row.probe.pkg !== pkg) continue;
      const at = `docs/en/${page.rel}:${row.probe.line}`;
      let first;
      try {
        first = firstReleaseTag(tagsContaining(evidence.commit), Number(evidence.tag.split('.')[0]));
      } catch (error) {
        problems.push(`${at}: commit ${evidence.commit}: ${error.message.trim()}`);
        continue;
      }
      if (first !== evidence.tag) {
        problems.push(`${at}: the first release tag that contains commit ${evidence.commit} is ${first ? `v${first}` : 'none'}, not v${evidence.tag}`);
      }
    }
  }
  return problems;
}
