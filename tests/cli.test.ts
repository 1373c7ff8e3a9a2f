/**
 * The CLI guide documents every command and flag of the real `rsbuild` 1.7.6
 * binary (read from its --help output, not from a copy), in both languages.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFile } from '../site/docs-files';
import { buildRedirects, resolveRedirect } from '../site/structure';
import { ROOT, docFiles } from './lib/docs';

const BIN = path.join(ROOT, 'node_modules/rsbuild-v1/bin/rsbuild.js');
const COMMANDS = ['dev', 'build', 'preview', 'inspect'];
/** The CLI guide, wherever MOVED_PAGES (site/structure.ts) has moved it since. */
const CLI_ROUTE = resolveRedirect('/guide/basic/cli', buildRedirects()) ?? '/guide/basic/cli';

function help(command: string): string {
  // `rsbuild dev` is the default command, whose help is the global help.
  const args = command === 'dev' ? ['--help'] : [command, '--help'];
  return execFileSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

/** Long flags from a cac help text, e.g. `--config-loader`, `--no-env`. */
function longFlags(text: string): string[] {
  return [...text.matchAll(/^\s+(?:-\w, )?(--[\w-]+)/gm)].map((m) => m[1]!);
}

describe('rsbuild CLI flags are documented', () => {
  const flags = new Map<string, Set<string>>();
  for (const command of COMMANDS) for (const flag of longFlags(help(command))) (flags.get(flag) ?? flags.set(flag, new Set()).get(flag)!).add(command);

  it('reads the flags of the real binary (sanity)', () => {
    expect(flags.has('--config-loader')).toBe(true);
    expect(flags.get('--watch')).toEqual(new Set(['build']));
    expect(flags.get('--verbose')).toEqual(new Set(['inspect']));
    expect(flags.size).toBeGreaterThanOrEqual(18);
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`every command and flag appears on the CLI guide (${lang})`, () => {
      const rel = pageFile(CLI_ROUTE, lang);
      const page = docFiles().find((f) => f.lang === lang && f.rel === rel);
      expect(page, `${CLI_ROUTE} has no page in docs/${lang}`).toBeDefined();
      const missing = [...flags.keys()].filter((flag) => !new RegExp(`\`[^\`]*${flag}(?![\\w-])[^\`]*\``).test(page!.source));
      expect(missing, `flags not written in inline code on docs/${lang}/${rel}`).toEqual([]);
      for (const command of COMMANDS) expect(page!.source).toMatch(new RegExp(`rsbuild ${command}\\b`));
    });
  }
});
