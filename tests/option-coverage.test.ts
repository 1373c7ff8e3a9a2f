/**
 * Every option of the installed `@rsbuild/core@1.7.6` config types has a page
 * in both languages, or a recorded reason in `tests/undocumented-options.ts`.
 * Options are derived from `RsbuildConfig` (`tests/lib/config-options.ts`):
 * top-level keys, and the direct keys of each option group.
 */
import { describe, expect, it } from 'vitest';
import { optionRoutes } from '../site/plugins/option-links';
import { pageExists } from '../site/docs-files';
import { LANGS, MOVED_PAGES } from '../site/structure';
import { docFiles } from './lib/docs';
import { type ConfigOption, readConfigOptions } from './lib/config-options';
import { type UndocumentedOption, UNDOCUMENTED_OPTIONS } from './undocumented-options';

/** `source.aliasStrategy` → `/config/source/alias-strategy`. */
const routeOfOption = (option: string) =>
  `/config/${option
    .split('.')
    .map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))
    .join('/')}`;

/**
 * Problems of the documentation against a list of options: options without a
 * page and without a reason, and stale or inconsistent reasons.
 */
function coverageProblems(
  options: ConfigOption[],
  reasons: UndocumentedOption[],
  routes: Map<string, string> = optionRoutes(),
): string[] {
  const problems: string[] = [];
  const reasonOf = new Map(reasons.map((r) => [r.option, r]));
  const known = new Set(options.map((o) => o.path));
  const covered = (o: ConfigOption) => reasonOf.has(o.path) || (o.group !== o.path && reasonOf.has(o.group));

  for (const option of options) {
    const route = routes.get(option.path);
    if (option.isGroup) {
      // A group is documented through the pages of its keys.
      if (route) problems.push(`${option.path}: a group of options should not have a page of its own (${route})`);
      continue;
    }
    if (covered(option)) continue;
    if (!route) {
      problems.push(
        `${option.path}: no page and no recorded reason — add a page (site/structure.ts, site/routes.txt, docs/en and docs/zh) or an entry in tests/undocumented-options.ts`,
      );
      continue;
    }
    for (const lang of LANGS) {
      if (!pageExists(route, lang)) problems.push(`${option.path}: the sidebar declares ${route}, but docs/${lang} has no page for it`);
    }
  }

  for (const reason of reasons) {
    if (!known.has(reason.option)) problems.push(`tests/undocumented-options.ts: ${reason.option} is not an option of @rsbuild/core 1.7.6; remove the entry`);
    if (routes.has(reason.option)) problems.push(`tests/undocumented-options.ts: ${reason.option} has a page (${routes.get(reason.option)}); remove the entry`);
    if (reason.reason.trim().length < 20) problems.push(`tests/undocumented-options.ts: ${reason.option} needs a real reason`);
    if (reason.kind === 'redirect') {
      const from = routeOfOption(reason.option);
      const rule = MOVED_PAGES.find((m) => m.from === from);
      if (!rule) problems.push(`tests/undocumented-options.ts: ${reason.option} is recorded as a redirect, but site/structure.ts has no redirect from ${from}`);
      else if (!LANGS.every((lang) => pageExists(rule.to, lang))) problems.push(`${from} redirects to ${rule.to}, which is not a page in both languages`);
    }
    const option = options.find((o) => o.path === reason.option);
    if (reason.kind === 'redirect' && option && !option.deprecated) {
      problems.push(`tests/undocumented-options.ts: ${reason.option} is recorded as a deprecated alias, but its type is not marked @deprecated`);
    }
  }
  return problems;
}

const options = readConfigOptions();

describe('every option of @rsbuild/core 1.7.6 has a page or a recorded reason', () => {
  it('reads the options from the installed types (sanity)', () => {
    const paths = options.map((o) => o.path);
    expect(paths).toEqual(expect.arrayContaining(['mode', 'plugins', 'dev', 'dev.hmr', 'output.distPath', 'moduleFederation.options']));
    expect(options.find((o) => o.path === 'output')?.isGroup).toBe(true);
    expect(options.find((o) => o.path === 'root')?.isGroup).toBe(false);
    expect(options.find((o) => o.path === 'environments')?.isGroup).toBe(false);
    expect(options.find((o) => o.path === 'source.alias')?.deprecated).toBe(true);
    expect(paths.length).toBeGreaterThan(120);
  });

  it('the check names an option that has neither (sanity)', () => {
    const fake: ConfigOption[] = [
      { path: 'output', group: 'output', isGroup: true, deprecated: false },
      { path: 'output.distPath', group: 'output', isGroup: false, deprecated: false },
      { path: 'output.newThing', group: 'output', isGroup: false, deprecated: false },
    ];
    expect(coverageProblems(fake, [])).toEqual([expect.stringMatching(/^output\.newThing: no page and no recorded reason/)]);
    expect(coverageProblems(fake, [{ option: 'output.gone', kind: 'internal', reason: 'an entry for an option that does not exist' }])).toContain(
      'tests/undocumented-options.ts: output.gone is not an option of @rsbuild/core 1.7.6; remove the entry',
    );
  });

  it('no option is left without a page or a reason', () => {
    const problems = coverageProblems(options, UNDOCUMENTED_OPTIONS);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.each(LANGS)('the %s config overview names every option without a page', (lang) => {
    const overview = docFiles().find((f) => f.lang === lang && f.route === '/config/');
    expect(overview, `docs/${lang}/config/index.mdx is missing`).toBeTruthy();
    const missing = UNDOCUMENTED_OPTIONS.filter((r) => !overview!.source.includes(`\`${r.option}\``)).map((r) => r.option);
    expect(missing, `${overview!.display} should say why these options have no page`).toEqual([]);
  });
});
