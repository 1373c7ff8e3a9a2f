/**
 * One file-naming style per folder. The theme and the MDX components follow
 * React's habits (PascalCase components, `useX` hooks, camelCase modules in
 * theme/lib and theme/data); everything else is kebab-case, like the routes.
 * A file in a folder without a rule fails too, so a new folder gets one.
 */
import { describe, expect, it } from 'vitest';
import { trackedPaths } from './lib/tracked-files';

const STYLES = {
  kebab: { test: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, name: 'kebab-case (`page-index`)' },
  camel: { test: /^[a-z][a-zA-Z0-9]*$/, name: 'camelCase (`scrollIntoView`)' },
  pascal: { test: /^[A-Z][a-zA-Z0-9]*$/, name: 'PascalCase (`SearchDialog`)' },
  hook: { test: /^use[A-Z][a-zA-Z0-9]*$/, name: 'a hook name (`useDisclosure`)' },
};
type Style = keyof typeof STYLES;

interface Rule {
  /** The folder (relative to the repository root), matched against the file's folder. */
  folder: RegExp;
  /** What the rule covers, for messages. */
  label: string;
  /** The styles a file name (before its first dot) may have, by the file's extension; `*` for any other. */
  files: Record<string, Style[]>;
}

const COMPONENT_FOLDER = /^(?:theme|components)\/[A-Z][a-zA-Z0-9]*$/;

/** First matching rule wins. */
const RULES: Rule[] = [
  {
    folder: COMPONENT_FOLDER,
    label: 'a component folder of theme/ or components/',
    files: { tsx: ['pascal'], css: ['pascal'], ts: ['hook', 'camel'], 'd.ts': ['camel'], json: ['camel'] },
  },
  { folder: /^theme\/hooks$/, label: 'theme/hooks', files: { ts: ['hook'] } },
  { folder: /^theme\/(?:lib|data|labels)$/, label: 'theme/lib, theme/data and theme/labels', files: { '*': ['camel'] } },
  { folder: /^theme(?:\/styles)?$/, label: 'theme/ and theme/styles', files: { '*': ['kebab'] } },
  { folder: /^(?:site|scripts|tests|e2e|docs)(?:\/[^/]+)*$/, label: 'site/, scripts/, tests/, e2e/ and docs/', files: { '*': ['kebab'] } },
];

/** Names every folder keeps by convention. */
const CONVENTIONAL = new Set(['README.md', 'CONTRIBUTING.md', 'ARCHITECTURE.md', 'index.tsx', 'index.ts', 'index.css']);

/** Folders the rules cover: every tracked file below them is checked (the root's own files are configs). */
const COVERED = /^(?:theme|components|site|scripts|tests|e2e|docs)\//;

/** The message for `rel`, or undefined when its name (and its folders' names) follow the folder's style. */
function namingProblem(rel: string): string | undefined {
  if (!COVERED.test(rel)) return undefined;
  const slash = rel.lastIndexOf('/');
  const folder = rel.slice(0, slash);
  const name = rel.slice(slash + 1);
  const segments = folder.split('/');
  // Folders: PascalCase component folders directly in theme/ (beside its kebab-case ones) and components/, kebab-case below.
  for (let i = 1; i < segments.length; i++) {
    const path = segments.slice(0, i + 1).join('/');
    const styles: Style[] = i > 1 ? ['kebab'] : segments[0] === 'components' ? ['pascal'] : segments[0] === 'theme' ? ['pascal', 'kebab'] : ['kebab'];
    if (!styles.some((style) => STYLES[style].test.test(segments[i]!))) {
      return `${path}/: folder names here are ${styles.map((s) => STYLES[s].name).join(' or ')}`;
    }
  }
  if (CONVENTIONAL.has(name)) return undefined;
  const rule = RULES.find((r) => r.folder.test(folder));
  if (!rule) return `${rel}: no naming rule covers the folder ${folder}/ (add one to tests/naming.test.ts)`;
  const dot = name.indexOf('.');
  const base = dot === -1 ? name : name.slice(0, dot);
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const allowed = (name.endsWith('.d.ts') ? rule.files['d.ts'] : undefined) ?? rule.files[extension] ?? rule.files['*'];
  if (!allowed) return `${rel}: ${rule.label} holds no .${extension} files`;
  if (allowed.some((style) => STYLES[style].test.test(base))) return undefined;
  return `${rel}: file names in ${rule.label} are ${allowed.map((s) => STYLES[s].name).join(' or ')}`;
}

describe('file names', () => {
  it('the rules tell the styles apart', () => {
    expect(namingProblem('theme/Search/SearchDialog.tsx')).toBeUndefined();
    expect(namingProblem('theme/Search/engine.ts')).toBeUndefined();
    expect(namingProblem('theme/DocLayout/useDocMenus.ts')).toBeUndefined();
    expect(namingProblem('theme/lib/scrollIntoView.ts')).toBeUndefined();
    expect(namingProblem('site/plugins/page-index.ts')).toBeUndefined();
    expect(namingProblem('e2e/helpers/open-page.ts')).toBeUndefined();
    expect(namingProblem('theme/Search/arrivalMarks.tsx')).toMatch(/^theme\/Search\/arrivalMarks\.tsx: .*PascalCase/);
    expect(namingProblem('theme/lib/scroll-into-view.ts')).toMatch(/camelCase/);
    expect(namingProblem('theme/hooks/disclosure.ts')).toMatch(/hook name/);
    expect(namingProblem('site/pageIndex.ts')).toMatch(/^site\/pageIndex\.ts: .*kebab-case/);
    expect(namingProblem('e2e/searchUi.spec.ts')).toMatch(/kebab-case/);
    expect(namingProblem('e2e/Helpers/open.ts')).toMatch(/^e2e\/Helpers\/: .*kebab-case/);
    expect(namingProblem('theme/search/SearchDialog.tsx')).toMatch(/no naming rule/);
    expect(namingProblem('components/toolLogo/index.tsx')).toMatch(/^components\/toolLogo\/: .*PascalCase/);
  });

  it('every tracked file follows the style of its folder', () => {
    const problems = trackedPaths()
      .map(namingProblem)
      .filter(Boolean);
    expect(problems).toEqual([]);
  });
});
