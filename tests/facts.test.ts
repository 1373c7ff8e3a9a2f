/**
 * Fact checks against the real `@rsbuild/core@1.7.6` (installed as `rsbuild-v1`):
 * - every config page's documented default equals the normalized default,
 *   in development and in production, in both languages;
 * - every code block titled `rsbuild.config.ts` type-checks against 1.7.6.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EXEMPTIONS } from './fact-exemptions';
import { diffDefault, evaluateLiteral } from './lib/compare';
import { type DocFile, ROOT, docFiles } from './lib/docs';
import { getPath } from './lib/rsbuild-majors';
import { type NormalizedDefaults, loadNormalizedDefaults } from './lib/rsbuild-v1';
import { typeCheck } from './lib/typecheck';

const files = docFiles();
const configPages = files.filter((f) => f.route.startsWith('/config/') && f.route !== '/config/');

interface DocumentedDefault {
  option: string;
  literal: string;
  line: number;
}

const DEFAULT_LABEL = { en: '- **Default:**', zh: '- **默认值：**' } as const;

/** Finds the H1 option path and the first inline-code value of the Default line. */
function readDocumentedDefault(f: DocFile): DocumentedDefault {
  const h1 = f.page.headings.find((h) => h.depth === 1);
  if (!h1) throw new Error(`${f.display}: config page without H1`);
  const lines = f.source.split('\n');
  const index = lines.findIndex((l) => l.startsWith(DEFAULT_LABEL[f.lang]));
  if (index === -1) throw new Error(`${f.display}: no "${DEFAULT_LABEL[f.lang]}" line`);
  const code = /`([^`]+)`/.exec(lines[index]!.slice(DEFAULT_LABEL[f.lang].length));
  if (!code) throw new Error(`${f.display}:${index + 1}: the Default line has no inline-code value`);
  return { option: h1.text.trim(), literal: code[1]!, line: index + 1 };
}

const exempt = new Map(DEFAULT_EXEMPTIONS.map((e) => [e.option, e.reason]));

describe('documented defaults match @rsbuild/core 1.7.6', () => {
  let dev: NormalizedDefaults;
  let prod: NormalizedDefaults;
  beforeAll(async () => {
    dev = await loadNormalizedDefaults('development');
    prod = await loadNormalizedDefaults('production');
  });

  it('the harness reads real values (sanity)', () => {
    expect(getPath(dev.config, 'server.port')).toBe(3000);
    expect(getPath(dev.config, 'mode')).toBe('development');
    expect(getPath(prod.config, 'mode')).toBe('production');
  });

  it.each(configPages.map((f) => [f.display, f] as const))('%s', (_, f) => {
    const doc = readDocumentedDefault(f);
    let value: unknown;
    try {
      value = evaluateLiteral(doc.literal);
    } catch (error) {
      throw new Error(`${f.display}:${doc.line}: the default \`${doc.literal}\` is not a JavaScript value (${(error as Error).message})`, { cause: error });
    }
    if (exempt.has(doc.option)) return;
    for (const real of [dev, prod]) {
      const actual = getPath(real.config, doc.option);
      const diff = diffDefault(value, actual, real.root);
      if (diff) {
        throw new Error(
          `${f.display}:${doc.line}: wrong default for ${doc.option} in ${real.mode} mode — ${diff}. ` +
            `Fix the page, or add { option: '${doc.option}', reason } to tests/fact-exemptions.ts if it cannot be written as a literal.`,
        );
      }
    }
  });

  it('English and Chinese pages document the same default', () => {
    const problems: string[] = [];
    for (const zh of configPages.filter((f) => f.lang === 'zh')) {
      const en = configPages.find((f) => f.lang === 'en' && f.rel === zh.rel);
      if (!en) continue;
      const a = readDocumentedDefault(en);
      const b = readDocumentedDefault(zh);
      if (a.option !== b.option) problems.push(`${zh.display}: H1 "${b.option}" differs from ${en.display} "${a.option}"`);
      const diff = diffDefault(evaluateLiteral(b.literal), evaluateLiteral(a.literal), ROOT);
      if (diff) problems.push(`${zh.display}:${b.line}: default \`${b.literal}\` differs from ${en.display}:${a.line} \`${a.literal}\``);
    }
    expect(problems).toEqual([]);
  });

  it('every exemption names a documented option and gives a reason', () => {
    const documented = new Set(configPages.map((f) => readDocumentedDefault(f).option));
    for (const e of DEFAULT_EXEMPTIONS) {
      expect(e.reason.trim().length, `tests/fact-exemptions.ts: ${e.option} has no reason`).toBeGreaterThan(10);
      expect(documented.has(e.option), `tests/fact-exemptions.ts: no page documents ${e.option}; remove the exemption`).toBe(true);
    }
  });
});

/* ------------------------------------------------------------------ */
/* rsbuild.config.ts examples                                          */
/* ------------------------------------------------------------------ */

interface Example {
  doc: DocFile;
  line: number;
  code: string;
}

const examples: Example[] = [];
for (const doc of files) {
  for (const block of doc.page.codeBlocks) {
    if (block.title !== 'rsbuild.config.ts') continue;
    // An annotated block's code is its "after" version, each line where the page has it.
    examples.push({ doc, line: block.line, code: block.code });
  }
}

/** Problems of the examples, each with its page and line: compiled against 1.7.6, and `defineConfig` from `@rsbuild/core`. */
function typeCheckExamples(list: Example[]): string[] {
  const problems: string[] = [];
  for (const example of list) {
    if (!/\bdefineConfig\b/.test(example.code) || !/from ['"]@rsbuild\/core['"]/.test(example.code)) {
      problems.push(`${example.doc.display}:${example.line}: an rsbuild.config.ts example must use defineConfig from '@rsbuild/core'`);
    }
  }
  const compiled = typeCheck(
    list.map((e) => ({ origin: e.doc.display, line: e.line, code: e.code })),
    'v1',
    'examples',
  );
  // A problem outside the examples is listed under each of them: keep it once.
  return [...problems, ...new Set(compiled.flat())];
}

/** Type-checks one made-up example whose fence opens on line 1 of `sanity.mdx`. */
const checkSanityExample = (code: string) =>
  typeCheckExamples([{ doc: { ...files[0]!, display: 'sanity.mdx', rel: 'sanity.mdx' }, line: 1, code }]);

describe('rsbuild.config.ts examples type-check against @rsbuild/core 1.7.6', () => {
  it('the checker rejects a wrong example (sanity)', () => {
    const problems = checkSanityExample("import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({ dev: { hmr: 'yes' } });\n");
    expect(problems.join('\n')).toMatch(/sanity\.mdx:3: TS\d+: No overload matches/);
  });

  it('the checker sees Rsbuild 1.7.6 through plugins too (sanity)', () => {
    // `source.alias` exists in 1.x only, and the plugin's types must accept the 1.x core.
    const problems = checkSanityExample(
      "import { defineConfig, version } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\nconst v: string = version;\nexport default defineConfig({ plugins: [pluginReact()], source: { alias: { '@': './src' } }, output: { target: 'web' } });\n",
    );
    expect(problems).toEqual([]);
  });

  it(`all ${examples.length} examples compile`, () => {
    const problems = typeCheckExamples(examples);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
