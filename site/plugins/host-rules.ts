/**
 * After a production build, writes the static host's rules into the output
 * folder: `_redirects`, `_headers` (site/host-rules.ts) and `robots.txt`,
 * from the site structure, the built HTML and the site's configuration (the
 * feeds and the sitemap other plugins write).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listFiles } from '../../scripts/lib/files.mjs';
import { pageExists as sourcePageExists } from '../docs-files';
import {
  type CspDirectives,
  HASHED_DIRS,
  HASHED_NAME,
  addressVariants,
  documentScripts,
  headerProblems,
  hostHeaders,
  hostRedirects,
  langPrefix,
  redirectProblems,
  renderHeaders,
  renderRedirects,
  robotsTxt,
} from '../host-rules';
import { LANGS, MOVED_PAGES } from '../structure';

const HOST_FILES = { redirects: '_redirects', headers: '_headers', robots: 'robots.txt' } as const;

export interface HostRulesOptions {
  /** Production origin (`robots.txt`). */
  origin: string;
  /** Extra CSP sources. */
  csp?: CspDirectives;
  /** The feed files the build writes, with their content types. */
  feeds?: { path: string; type: string }[];
  /** Whether the build writes `/sitemap.xml`. */
  sitemap?: boolean;
  /** Whether a page exists in the sources (a moved page must not). */
  pageExists?: (route: string, lang: string) => boolean;
}

function fail(problems: string[], what: string): void {
  if (problems.length === 0) return;
  throw new Error(`site/plugins/host-rules.ts: the ${what} are invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

/** Reads the built site and returns the host files (name → content). Throws on anything the host would get wrong. */
export function generateHostFiles(outDir: string, options: HostRulesOptions): Record<string, string> {
  const { pageExists = sourcePageExists } = options;
  const files = listFiles(outDir);

  const redirects = hostRedirects(MOVED_PAGES);
  // Every address of a moved page that is still a page, in each language.
  const pageAddresses = new Set(
    LANGS.flatMap((lang) => MOVED_PAGES.filter((m) => pageExists(m.from, lang)).flatMap((m) => addressVariants(m.from).map((a) => `${langPrefix(lang)}${a}`))),
  );
  fail(redirectProblems(redirects, (p) => pageAddresses.has(p)), 'redirects (MOVED_PAGES in site/structure.ts)');

  const scripts: string[] = [];
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const { inline, unhashable } = documentScripts(html);
    if (unhashable.length) fail([`${file}: ${unhashable.join(', ')} (use an inline <script> or a module)`], 'scripts of the built HTML');
    scripts.push(...inline);
  }

  const unhashed = files.filter((f) => HASHED_DIRS.some((dir) => f.startsWith(`${dir}/`)) && !HASHED_NAME.test(path.basename(f)));
  fail(
    unhashed.map((f) => `${f} has no content hash in its name but is served as immutable`),
    'hashed asset folders',
  );

  const headers = hostHeaders({ inlineScripts: scripts, feeds: options.feeds ?? [], csp: options.csp });
  fail(headerProblems(headers), 'headers');

  return {
    [HOST_FILES.redirects]: renderRedirects(redirects),
    [HOST_FILES.headers]: renderHeaders(headers),
    [HOST_FILES.robots]: robotsTxt(options.origin, options.sitemap ?? false),
  };
}

export function pluginHostRules(options: HostRulesOptions): RspressPlugin {
  return {
    name: 'rsbuild-docs:host-rules',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = config.outDir ?? 'doc_build';
      for (const [name, content] of Object.entries(generateHostFiles(outDir, options))) {
        writeFileSync(path.join(outDir, name), content);
      }
    },
  };
}
