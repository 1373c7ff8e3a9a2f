/**
 * Whether the structure (site/structure.ts), the route list (site/routes.txt) and
 * the page files agree, in both languages. rspress.config.ts stops the build on
 * any problem, and tests/structure.test.ts reports the same list; each problem
 * names the file to change and the entry in it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCS_DIR, listPageFiles, pageFile } from './docs-files';
import { LANGS, type Lang, MOVED_PAGES, type RedirectRule, declaredRoutes, routeToFileCandidates } from './structure';

export const ROUTES_FILE = path.resolve(import.meta.dirname, 'routes.txt');

export interface RouteLine {
  route: string;
  /** 1-based line in site/routes.txt. */
  line: number;
}

/** The routes of site/routes.txt with their lines (blank lines skipped). */
export function parseRoutes(text: string): RouteLine[] {
  return text
    .split('\n')
    .map((raw, i) => ({ route: raw.trim(), line: i + 1 }))
    .filter(({ route }) => route !== '');
}

export function readRoutes(file = ROUTES_FILE): RouteLine[] {
  return parseRoutes(readFileSync(file, 'utf8'));
}

export interface StructureInput {
  routes: RouteLine[];
  /** Every route site/structure.ts declares, in order. */
  declared: string[];
  moved: RedirectRule[];
  /** The routed page files: language, path relative to `docs/<lang>`, English route. */
  files: { lang: Lang; rel: string; route: string }[];
  /** The file of a route's page in a language (relative to `docs/<lang>`), if it exists. */
  fileOf: (route: string, lang: Lang) => string | undefined;
}

const ROUTES = 'site/routes.txt';
const STRUCTURE = 'site/structure.ts';
const expectedFile = (route: string, lang: Lang) => `docs/${lang}/${routeToFileCandidates(route)[0]}`;

export function structureProblems({ routes, declared, moved, files, fileOf }: StructureInput): string[] {
  const problems: string[] = [];
  const listed = new Map<string, number>();
  for (const { route, line } of routes) {
    if (!/^\/(?:[a-z0-9-]+\/)*[a-z0-9-]*$/.test(route)) problems.push(`${ROUTES}:${line}: "${route}" is not a route (lower-case words and dashes between slashes, starting with /)`);
    const first = listed.get(route);
    if (first !== undefined) problems.push(`${ROUTES}:${line} lists ${route} again (first at line ${first}): remove one`);
    else listed.set(route, line);
  }

  const declaredSet = new Set<string>();
  for (const route of declared) {
    if (declaredSet.has(route)) problems.push(`${STRUCTURE} declares ${route} twice: remove one page('${route}') entry`);
    declaredSet.add(route);
    if (!listed.has(route)) problems.push(`${STRUCTURE} declares ${route}, but ${ROUTES} does not list it: add the line ${route}`);
  }
  for (const [route, line] of listed) {
    if (!declaredSet.has(route)) problems.push(`${ROUTES}:${line} lists ${route}, but ${STRUCTURE} has no entry for it: add page('${route}', …) to a sidebar group`);
  }

  // Each listed page exists in every language; a missing twin names the file it expects.
  for (const [route, line] of listed) {
    const present = LANGS.filter((lang) => fileOf(route, lang) !== undefined);
    if (present.length === 0) {
      problems.push(`${ROUTES}:${line} lists ${route}, but ${LANGS.map((lang) => expectedFile(route, lang)).join(' and ')} do not exist`);
      continue;
    }
    const other = `docs/${present[0]}/${fileOf(route, present[0]!)}`;
    for (const lang of LANGS) {
      if (!present.includes(lang)) problems.push(`${expectedFile(route, lang)} does not exist: ${other} needs its twin in docs/${lang} (a page exists in every language or in none)`);
    }
  }
  for (const file of files) {
    if (!listed.has(file.route)) problems.push(`docs/${file.lang}/${file.rel} is a page (route ${file.route}), but ${ROUTES} does not list ${file.route}: add the route, or move the file into a shared/ folder or name it _*.mdx if it is a fragment`);
  }

  const from = new Set<string>();
  for (const rule of moved) {
    if (from.has(rule.from)) problems.push(`${STRUCTURE}: MOVED_PAGES moves ${rule.from} twice: keep one entry`);
    from.add(rule.from);
    if (listed.has(rule.from)) problems.push(`${STRUCTURE}: MOVED_PAGES moves ${rule.from} to ${rule.to}, but ${ROUTES}:${listed.get(rule.from)} still lists ${rule.from}: remove that line and its page files`);
    if (!/^https?:/.test(rule.to) && !listed.has(rule.to)) problems.push(`${STRUCTURE}: MOVED_PAGES sends ${rule.from} to ${rule.to}, which ${ROUTES} does not list`);
  }
  return problems;
}

/** The problems of the repository's own structure, routes and page files. */
export function siteStructureProblems(docsDir = DOCS_DIR): string[] {
  return structureProblems({
    routes: readRoutes(),
    declared: declaredRoutes(),
    moved: MOVED_PAGES,
    files: listPageFiles(docsDir),
    fileOf: (route, lang) => pageFile(route, lang, docsDir),
  });
}

/** Throws one error listing every problem (the build's own check). */
export function assertSiteStructure(docsDir = DOCS_DIR): void {
  const problems = siteStructureProblems(docsDir);
  if (problems.length > 0) throw new Error(`The site structure has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
}
