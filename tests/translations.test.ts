/**
 * Translation status (`npm run check:translations` and the notice on Chinese
 * pages): which Chinese pages lag behind their English twin, computed from a
 * temporary git repository, and what happens without history.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translationStatus } from '../scripts/lib/translations.mjs';
import { forcedFromEnv, outdatedTranslations } from '../site/translation-status';
import { englishRoute } from '../theme/lib/translation';
import { ROOT } from './lib/docs';

const base = mkdtempSync(path.join(tmpdir(), 'translations-'));
const repo = path.join(base, 'repo');
let clock = Date.parse('2026-01-01T00:00:00Z') / 1000;

/** Runs git in the fixture with a fixed identity and a clock that moves one hour per commit. */
function git(...args: string[]) {
  clock += 3600;
  return execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      GIT_AUTHOR_DATE: `${clock} +0000`,
      GIT_COMMITTER_DATE: `${clock} +0000`,
    },
  });
}
function edit(file: string, text: string) {
  const abs = path.join(repo, 'site', file);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, text);
}
function commit(message: string) {
  git('add', '-A');
  git('commit', '-q', '-m', message);
}
const outdated = () => translationStatus({ root: path.join(repo, 'site'), docsDir: 'docs' }).outdated.map((p) => p.file);

beforeAll(() => {
  mkdirSync(repo);
  git('init', '-q', '-b', 'main');
  for (const page of ['a.mdx', 'guide/b.mdx', 'guide/c.mdx']) {
    edit(`docs/en/${page}`, `# ${page}\n`);
    edit(`docs/zh/${page}`, `# ${page}（中文）\n`);
  }
  commit('both languages');
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('translationStatus', () => {
  it('reports nothing while every page changed together', () => {
    expect(translationStatus({ root: path.join(repo, 'site') })).toEqual({ outdated: [] });
  });

  it('reports a Chinese page once its English twin changes without it, with both commits', () => {
    edit('docs/en/a.mdx', '# a.mdx\n\nNew paragraph.\n');
    commit('English only');
    const { outdated: pages } = translationStatus({ root: path.join(repo, 'site') });
    expect(pages).toEqual([
      {
        file: 'a.mdx',
        en: { commit: expect.stringMatching(/^[0-9a-f]{40}$/), date: expect.stringMatching(/^2026-01-01T/) },
        zh: { commit: expect.stringMatching(/^[0-9a-f]{40}$/), date: expect.any(String) },
      },
    ]);
    expect(pages[0]!.en.commit).not.toBe(pages[0]!.zh!.commit);
  });

  it('forgets the page once the Chinese page changes after the English one', () => {
    edit('docs/zh/a.mdx', '# a.mdx（中文）\n\n新段落。\n');
    commit('Chinese catches up');
    expect(outdated()).toEqual([]);
  });

  it('does not report a Chinese-only change', () => {
    edit('docs/zh/guide/b.mdx', '# b（中文，润色）\n');
    commit('Chinese wording');
    expect(outdated()).toEqual([]);
  });

  it('reports a Chinese change made on another branch without the English one', () => {
    git('checkout', '-q', '-b', 'english');
    edit('docs/en/guide/c.mdx', '# c.mdx\n\nEnglish change.\n');
    commit('English on a branch');
    git('checkout', '-q', 'main');
    edit('docs/zh/guide/c.mdx', '# c（中文，另一处修改）\n');
    commit('Chinese on main');
    git('merge', '-q', '--no-edit', 'english');
    expect(outdated()).toEqual(['guide/c.mdx']);
  });

  it('does not report a page whose twins changed together on a branch merged after a Chinese-only change', () => {
    git('checkout', '-q', '-b', 'both');
    edit('docs/en/guide/b.mdx', '# b.mdx\n\nBoth languages on a branch.\n');
    edit('docs/zh/guide/b.mdx', '# b（中文）\n\n分支上的中英文修改。\n');
    commit('Both twins on a branch');
    git('checkout', '-q', 'main');
    edit('docs/zh/guide/b.mdx', '# b（中文，润色）\n\n分支上的中英文修改。\n');
    commit('Chinese wording on main');
    git('merge', '-q', '--no-edit', '-X', 'theirs', 'both');
    expect(outdated()).toEqual(['guide/c.mdx']);
  });

  it('takes a Translations-checked trailer as a change of the Chinese pages it names (an English-only fix)', () => {
    edit('docs/en/guide/d.mdx', '# d.mdx\n');
    edit('docs/zh/guide/d.mdx', '# d（中文）\n');
    commit('page d');
    edit('docs/en/guide/d.mdx', '# d.mdx\n\nFixed a typo.\n');
    commit('English typo\n\nTranslations-checked: site/docs/zh/guide/d.mdx');
    expect(outdated()).toEqual(['guide/c.mdx']);
    edit('docs/en/guide/d.mdx', '# d.mdx\n\nFixed a typo. New sentence.\n');
    commit('English only');
    expect(outdated()).toEqual(['guide/c.mdx', 'guide/d.mdx']);
    // A later commit that changes no file declares the page checked, by a pattern.
    git('commit', '-q', '--allow-empty', '-m', 'Chinese reviewed\n\nTranslations-checked: site/docs/zh/guide/d*.mdx');
    expect(outdated()).toEqual(['guide/c.mdx']);
  });

  it('lists forced pages too, marked as forced', () => {
    const { outdated: pages } = translationStatus({ root: path.join(repo, 'site'), force: ['a.mdx', 'missing.mdx'] });
    expect(pages.map((p) => [p.file, p.forced ?? false])).toEqual([
      ['a.mdx', true],
      ['guide/c.mdx', false],
    ]);
  });

  it('warns and reports nothing in a shallow clone', () => {
    const shallow = path.join(base, 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
    const status = translationStatus({ root: path.join(shallow, 'site') });
    expect(status.outdated).toEqual([]);
    expect(status.warning).toMatch(/shallow git clone.*fetch-depth: 0/);
  });

  it('warns and reports nothing outside a git checkout', () => {
    const plain = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    const status = translationStatus({ root: plain });
    rmSync(plain, { recursive: true, force: true });
    expect(status).toEqual({ warning: 'not a git checkout: no translation notices', outdated: [] });
  });
});

describe('the build-time map', () => {
  it('maps the Chinese route of each outdated page to the date of the English change', () => {
    expect(outdatedTranslations({ root: path.join(repo, 'site'), docsDir: path.join(repo, 'site/docs') })).toEqual({
      '/zh/guide/c': expect.stringMatching(/^2026-01-0\d$/),
    });
    const forced = outdatedTranslations({ root: path.join(repo, 'site'), docsDir: path.join(repo, 'site/docs'), force: ['a.mdx'] });
    expect(Object.keys(forced)).toEqual(['/zh/a', '/zh/guide/c']);
  });

  it('warns and maps nothing without history', () => {
    const warn = vi.fn();
    const plain = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    const map = outdatedTranslations({ root: plain, docsDir: path.join(plain, 'docs') }, warn);
    rmSync(plain, { recursive: true, force: true });
    expect(map).toEqual({});
    expect(warn).toHaveBeenCalledWith('[translation-status] not a git checkout: no translation notices');
  });

  it('reads forced pages from RSBUILD_DOCS_OUTDATED', () => {
    expect(forcedFromEnv(' guide/start/glossary.mdx, a.mdx ,')).toEqual(['guide/start/glossary.mdx', 'a.mdx']);
    expect(forcedFromEnv(undefined)).toEqual([]);
  });
});

describe('npm run check:translations', () => {
  it('runs on this repository and exits 0', () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-translations.mjs')], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/up to date|behind their English twin|without git history/);
  });
});

describe('englishRoute', () => {
  it('drops the /zh prefix', () => {
    expect(englishRoute('/zh/guide/start/')).toBe('/guide/start/');
    expect(englishRoute('/zh')).toBe('/');
    expect(englishRoute('/zhuangzi')).toBe('/zhuangzi');
  });
});
