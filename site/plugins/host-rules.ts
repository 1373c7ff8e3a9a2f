/**
 * Rspress plugin: after a production build, writes the static host's rules
 * into the output folder — `_redirects`, `_headers` (see site/host-rules.ts)
 * and `robots.txt` — from the site structure and the files the build wrote.
 *
 * Feeds and the sitemap are written by other plugins' `afterBuild`, which
 * Rspress runs in parallel with this one; this plugin waits for them.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import {
  type CspDirectives,
  HASHED_DIRS,
  HASHED_NAME,
  feedContentType,
  headerProblems,
  hostHeaders,
  hostRedirects,
  inlineScripts,
  redirectProblems,
  renderHeaders,
  renderRedirects,
  robotsTxt,
  unhashableScripts,
} from '../host-rules';
import { MOVED_PAGES } from '../structure';

export const HOST_FILES = { redirects: '_redirects', headers: '_headers', robots: 'robots.txt' } as const;

function listFiles(dir: string, base = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel) : [rel];
  });
}

function fail(problems: string[], what: string): void {
  if (problems.length === 0) return;
  throw new Error(`site/plugins/host-rules.ts: the ${what} are invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

/** Reads the built site and returns the host files (name → content). Throws on anything the host would get wrong. */
export function generateHostFiles(outDir: string, options: { origin: string; csp?: CspDirectives }): Record<string, string> {
  const files = listFiles(outDir);
  const has = new Set(files);

  const redirects = hostRedirects(MOVED_PAGES);
  // `/a/b` is a page when `a/b.html` or `a/b/index.html` exists.
  const isPage = (p: string) => {
    const rel = p.replace(/^\//, '').replace(/\/$/, '');
    return has.has(p.endsWith('.html') ? rel : `${rel}.html`) || has.has(`${rel}/index.html`);
  };
  fail(redirectProblems(redirects, isPage), 'redirects (MOVED_PAGES in site/structure.ts)');

  const scripts: string[] = [];
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const unhashable = unhashableScripts(html);
    if (unhashable.length) fail([`${file}: ${unhashable.join(', ')} (use an inline <script> or a module)`], 'scripts of the built HTML');
    scripts.push(...inlineScripts(html));
  }

  const unhashed = files.filter((f) => HASHED_DIRS.some((dir) => f.startsWith(`${dir}/`)) && !HASHED_NAME.test(path.basename(f)));
  fail(
    unhashed.map((f) => `${f} has no content hash in its name but is served as immutable`),
    'hashed asset folders',
  );

  const feeds = files
    .filter((f) => /\.(xml|rss|atom)$/.test(f))
    .flatMap((f) => {
      const type = feedContentType(readFileSync(path.join(outDir, f), 'utf8'));
      return type ? [{ path: `/${f}`, type }] : [];
    });

  const headers = hostHeaders({ inlineScripts: scripts, feeds, csp: options.csp });
  fail(headerProblems(headers), 'headers');

  return {
    [HOST_FILES.redirects]: renderRedirects(redirects),
    [HOST_FILES.headers]: renderHeaders(headers),
    [HOST_FILES.robots]: robotsTxt(options.origin, has.has('sitemap.xml')),
  };
}

export function pluginHostRules(options: { origin: string; csp?: CspDirectives }): RspressPlugin {
  const pending: Promise<unknown>[] = [];
  const self: RspressPlugin = {
    name: 'rsbuild-docs:host-rules',
    config(config) {
      // Record the other plugins' afterBuild so that this one runs after them (feeds, sitemap).
      for (const plugin of config.plugins ?? []) {
        const original = plugin.afterBuild;
        if (plugin === self || !original) continue;
        plugin.afterBuild = (...args) => {
          const result = Promise.resolve(original.apply(plugin, args));
          pending.push(result);
          return result;
        };
      }
      return config;
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      // Rspress calls every afterBuild in one synchronous loop: after one tick, all have started.
      await Promise.resolve();
      await Promise.all(pending);
      const outDir = config.outDir ?? 'doc_build';
      for (const [name, content] of Object.entries(generateHostFiles(outDir, options))) {
        writeFileSync(path.join(outDir, name), content);
      }
    },
  };
  return self;
}
