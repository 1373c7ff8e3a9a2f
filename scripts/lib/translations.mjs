/**
 * Which Chinese pages lag behind their English twin, from git history: a
 * Chinese page is outdated when a commit changed its English twin without
 * changing the Chinese page and is not an ancestor of the last commit that
 * changed the Chinese page (so the Chinese change was made without seeing the
 * English one). A commit that changes both twins keeps them in step, even on a
 * branch merged after another branch changed the Chinese page. Uncommitted edits
 * do not count. Without history (not a git checkout, or a shallow clone) no
 * page is reported and `warning` says why; nothing throws.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Runs git in `cwd`; returns stdout, or null when git fails or is missing. */
function git(cwd, args) {
  const result = spawnSync('git', ['-c', 'core.quotePath=false', ...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : null;
}

/** The trailer with which a commit declares Chinese pages in step with English without changing them. */
export const CHECKED_TRAILER = 'Translations-checked';

/** A trailer value's paths (comma or space separated; `*` matches within one folder) as one pattern. */
function checkedPattern(value) {
  const paths = value.split(/[\s,]+/).filter(Boolean);
  if (!paths.length) return null;
  const escape = (p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^(?:${paths.map(escape).join('|')})$`);
}

/**
 * The history of the files under `dirs`, newest first as git log lists it: `last`, path
 * (relative to the repository) → its last { commit, date (ISO 8601) }; `commits`, every
 * commit with the files it changed. A commit's `Translations-checked:` trailer counts as a
 * change of the pages it names, so an English-only fix (a typo) can say that the Chinese
 * twin needs none.
 */
function history(cwd, dirs) {
  const out = git(cwd, ['log', `--format=%x01%H %cI%x02%(trailers:key=${CHECKED_TRAILER},valueonly,separator=%x20)%x02`, '--name-only', '--no-renames']);
  const last = new Map();
  const commits = [];
  if (out === null) return { last, commits };
  const inDirs = (file) => dirs.some((dir) => file.startsWith(`${dir}/`));
  const parsed = [];
  const known = new Set();
  for (const block of out.split('\x01')) {
    const [head, trailer = '', rest = ''] = block.split('\x02');
    if (!head?.trim()) continue;
    const [commit, date] = head.trim().split(' ');
    const files = new Set(rest.split('\n').filter((f) => f && inDirs(f)));
    for (const file of files) known.add(file);
    parsed.push({ commit, date, files, checked: checkedPattern(trailer.trim()) });
  }
  for (const { commit, date, files, checked } of parsed) {
    if (checked) for (const file of known) if (checked.test(file)) files.add(file);
    if (!files.size) continue;
    commits.push({ commit, files });
    for (const file of files) if (!last.has(file)) last.set(file, { commit, date });
  }
  return { last, commits };
}

/**
 * `isAncestor(a, b)`: whether commit `a` is `b` or one of its ancestors (what
 * `git merge-base --is-ancestor a b` answers), for commits reachable from HEAD.
 * One `git rev-list` for the whole history instead of one git process per page.
 */
function ancestry(cwd) {
  const parents = new Map();
  for (const line of (git(cwd, ['rev-list', '--parents', 'HEAD']) ?? '').split('\n')) {
    const [commit, ...rest] = line.split(' ');
    if (commit) parents.set(commit, rest);
  }
  const ancestors = new Map();
  const of = (commit) => {
    let set = ancestors.get(commit);
    if (set) return set;
    set = new Set();
    const stack = [commit];
    while (stack.length) {
      const c = stack.pop();
      if (set.has(c)) continue;
      set.add(c);
      stack.push(...(parents.get(c) ?? []));
    }
    ancestors.set(commit, set);
    return set;
  };
  return (a, b) => of(b).has(a);
}

/**
 * @param {{ root: string, docsDir?: string, force?: string[] }} options
 *   `root`: a folder inside the repository; `docsDir`: the docs folder relative
 *   to `root` (with `en/` and `zh/`); `force`: Chinese page files (relative to
 *   `docs/zh`) to report as outdated anyway, to preview the notice.
 * @returns {{ warning?: string, outdated: Array<{ file: string, en: { commit: string, date: string }, zh?: { commit: string, date: string }, forced?: boolean }> }}
 */
export function translationStatus({ root, docsDir = 'docs', force = [] }) {
  const top = git(root, ['rev-parse', '--show-toplevel'])?.trim();
  if (!top) return { warning: 'not a git checkout: no translation notices', outdated: [] };
  if (git(root, ['rev-parse', '--is-shallow-repository'])?.trim() === 'true') {
    return {
      warning: 'shallow git clone: the history needed to compare the English and Chinese pages is missing, so no translation notices (clone with fetch-depth: 0)',
      outdated: [],
    };
  }
  const docs = path.relative(top, path.resolve(root, docsDir)).split(path.sep).join('/');
  const prefix = docs ? `${docs}/` : '';
  const { last, commits } = history(top, [`${prefix}en`, `${prefix}zh`]);
  const isAncestor = ancestry(top);
  const outdated = [];
  for (const [file, en] of last) {
    if (!file.startsWith(`${prefix}en/`)) continue;
    const rel = file.slice(`${prefix}en/`.length);
    const zh = last.get(`${prefix}zh/${rel}`);
    if (!zh) continue;
    const forced = force.includes(rel);
    if (zh.commit === en.commit || isAncestor(en.commit, zh.commit)) {
      if (forced) outdated.push({ file: rel, en, zh, forced });
      continue;
    }
    // Commits since the Chinese page's last change (not its ancestors) that changed the English twin only
    // (read from the one history above rather than two git processes per page).
    const zhFile = `${prefix}zh/${rel}`;
    const lagging = commits.filter((c) => c.files.has(file) && !c.files.has(zhFile) && !isAncestor(c.commit, zh.commit));
    if (lagging.length === 0) {
      if (forced) outdated.push({ file: rel, en, zh, forced });
      continue;
    }
    outdated.push({ file: rel, en, zh });
  }
  return { outdated: outdated.sort((a, b) => a.file.localeCompare(b.file)) };
}
