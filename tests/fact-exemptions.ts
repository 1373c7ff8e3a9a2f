/**
 * Config options whose documented default is NOT compared with the real
 * normalized value by `tests/facts.test.ts`, each with the reason. Keep this
 * list short: an entry needs a real reason, and an entry that no page uses
 * fails the test.
 */
export interface DefaultExemption {
  /** The option path, as in the page's H1. */
  option: string;
  reason: string;
}

export const DEFAULT_EXEMPTIONS: DefaultExemption[] = [
  {
    option: 'root',
    reason:
      'Unset by default: Rsbuild falls back to the working directory (process.cwd() or the cwd option of createRsbuild), so the normalized value is a machine-specific absolute path; the page documents `undefined` and explains the fallback.',
  },
  {
    option: 'mode',
    reason:
      "Derived from process.env.NODE_ENV ('production' / 'development', otherwise 'none'), which the CLI sets per command; the page documents the CLI result and explains the rule.",
  },
  {
    option: 'environments',
    reason:
      'Unset by default; the normalized config then holds one derived environment named after output.target (e.g. `web`) that copies the whole top-level config, which is not a literal.',
  },
  {
    option: 'resolve.alias',
    reason:
      "Rsbuild always adds '@swc/helpers' pointing to the absolute directory of its own @swc/helpers dependency; that path depends on the package manager layout, so the page shows it elided.",
  },
  {
    option: 'source.tsconfigPath',
    reason:
      "Depends on project files: when unset, Rsbuild uses <root>/tsconfig.json only if that file exists (normalized to its absolute path), otherwise the value stays undefined, as in the empty test project; the page documents 'tsconfig.json' and explains the existence check.",
  },
];
