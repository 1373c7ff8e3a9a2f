/**
 * Host rules of the static host (Cloudflare Pages): `_redirects`, `_headers`
 * and `robots.txt`, generated at build time from the site structure
 * (`MOVED_PAGES`, the languages), the built HTML (inline scripts) and the
 * feeds. Pure: the build plugin (`site/plugins/host-rules.ts`) reads the
 * files and writes the results.
 *
 * Host behaviour this relies on (Cloudflare Pages, also `wrangler pages dev`):
 * `_redirects` rules are matched top to bottom before static files; an
 * unknown path is answered with status 404 and the nearest `404.html` up the
 * path (`/zh/a/b` → `zh/404.html`); `_headers` rules that match one path are
 * combined, and `! Name` removes a header set by an earlier rule.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_LANG, LANGS, type RedirectRule } from './structure';

/** Limits of Cloudflare Pages, checked so that a deploy never drops rules silently. */
export const HOST_LIMITS = {
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectLineLength: 1000,
  headerRules: 100,
  headerLineLength: 2000,
} as const;

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);

/* ------------------------------------------------------------------ */
/* Redirects                                                           */
/* ------------------------------------------------------------------ */

export interface HostRedirect {
  from: string;
  to: string;
  status: 301;
}

/** The addresses a page is reachable at: `/a/b`, `/a/b.html`, `/a/b/` (`/a/`, `/a/index.html`, `/a` for an index). */
export function addressVariants(route: string): string[] {
  if (route.endsWith('/')) return route === '/' ? ['/', '/index.html'] : [route, `${route}index.html`, route.slice(0, -1)];
  return [route, `${route}.html`, `${route}/`];
}

/** Path prefix of a language (`''` for the default language, `/zh` otherwise). */
export const langPrefix = (lang: string, defaultLang: string = DEFAULT_LANG) => (lang === defaultLang ? '' : `/${lang}`);

/**
 * Server-side redirects: every moved page in every language, at each of its
 * addresses, to the new page in the same language (or to its external URL);
 * a duplicated language prefix (`/zh/zh/…`) and the default language written
 * out (`/en/…`) to the canonical path. Static rules come first (the host
 * matches them faster), rules with a splat after.
 */
export function hostRedirects(
  moved: readonly RedirectRule[],
  langs: readonly string[] = LANGS,
  defaultLang: string = DEFAULT_LANG,
): HostRedirect[] {
  const rules: HostRedirect[] = [];
  for (const { from, to } of moved) {
    for (const lang of langs) {
      const prefix = langPrefix(lang, defaultLang);
      const target = isExternal(to) ? to : `${prefix}${to}`;
      for (const address of addressVariants(from)) rules.push({ from: `${prefix}${address}`, to: target, status: 301 });
    }
  }
  const splats: HostRedirect[] = [];
  for (const lang of langs) {
    if (lang === defaultLang) continue;
    rules.push({ from: `/${lang}/${lang}`, to: `/${lang}/`, status: 301 });
    splats.push({ from: `/${lang}/${lang}/*`, to: `/${lang}/:splat`, status: 301 });
  }
  rules.push({ from: `/${defaultLang}`, to: '/', status: 301 });
  splats.push({ from: `/${defaultLang}/*`, to: '/:splat', status: 301 });
  return [...rules, ...splats];
}

/** Checks the rules against each other and the host's limits; returns the problems found. */
export function redirectProblems(rules: readonly HostRedirect[], existingPaths: (path: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  let dynamic = 0;
  for (const rule of rules) {
    const line = `${rule.from} ${rule.to} ${rule.status}`;
    if (!rule.from.startsWith('/')) problems.push(`"${rule.from}" must start with "/"`);
    if (/\s/.test(rule.from) || /\s/.test(rule.to)) problems.push(`"${line}" contains white space`);
    if (line.length > HOST_LIMITS.redirectLineLength) problems.push(`"${rule.from}" is longer than ${HOST_LIMITS.redirectLineLength} characters`);
    if (rule.from.includes('*') || rule.from.includes('/:')) dynamic++;
    else if (existingPaths(rule.from)) problems.push(`"${rule.from}" is a page of the built site; a redirect would hide it`);
    const previous = seen.get(rule.from);
    if (previous !== undefined && previous !== rule.to) problems.push(`"${rule.from}" redirects both to "${previous}" and to "${rule.to}"`);
    seen.set(rule.from, rule.to);
  }
  const fixed = rules.length - dynamic;
  if (fixed > HOST_LIMITS.staticRedirects) problems.push(`${fixed} static redirects (the host allows ${HOST_LIMITS.staticRedirects})`);
  if (dynamic > HOST_LIMITS.dynamicRedirects) problems.push(`${dynamic} redirects with splats (the host allows ${HOST_LIMITS.dynamicRedirects})`);
  return problems;
}

export function renderRedirects(rules: readonly HostRedirect[]): string {
  const unique = rules.filter((rule, i) => rules.findIndex((r) => r.from === rule.from) === i);
  return `${HEADER_COMMENT}${unique.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n')}\n`;
}

const HEADER_COMMENT = '# Generated by the build from site/structure.ts and site/host-rules.ts. Do not edit.\n';

/* ------------------------------------------------------------------ */
/* Content-Security-Policy                                             */
/* ------------------------------------------------------------------ */

export type CspDirectives = Record<string, readonly string[]>;

/**
 * The Content-Security-Policy of the site, one list of sources per directive.
 * The build adds the hash of every inline script of the built HTML to
 * `script-src`, so no `'unsafe-inline'` is needed for scripts. Styles keep
 * `'unsafe-inline'`: React writes `style` attributes.
 *
 * To allow something new, add its source here (or pass it as `extra` from
 * the build plugin); the offline search compiles WebAssembly, hence
 * `'wasm-unsafe-eval'` in `script-src`. `e2e/host.spec.ts` fails on
 * any violation.
 */
export const CSP: CspDirectives = {
  'default-src': ["'self'"],
  // The offline search (Pagefind) compiles its WebAssembly module in the browser.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * What DocSearch needs when it is configured (`ALGOLIA_*` at build time): the search API
 * (`<app>-dsn.algolia.net`, its fallbacks on `algolianet.com`), click insights, and with Ask AI
 * (`ALGOLIA_ASSISTANT_ID`) Agent Studio, which answers on the application's own host
 * (`<app>.algolia.net/agent-studio/1/…`, a streamed `fetch`).
 */
export const CSP_DOCSEARCH: CspDirectives = {
  'connect-src': ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'],
};

/** Merges directive lists, keeping the order and dropping duplicates. */
export function mergeCsp(...parts: CspDirectives[]): CspDirectives {
  const merged: Record<string, string[]> = {};
  for (const part of parts) {
    for (const [directive, sources] of Object.entries(part)) {
      const list = (merged[directive] ??= []);
      for (const source of sources) if (!list.includes(source)) list.push(source);
    }
  }
  return merged;
}

export function renderCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([directive, sources]) => (sources.length ? `${directive} ${sources.join(' ')}` : directive))
    .join('; ');
}

/** CSP source of a script's text: `'sha256-<base64>'`. */
export const scriptHashSource = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

const TAG_RE = /<!--[\s\S]*?-->|<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** The end tag of each raw-text element, in any letter case. */
const RAW_TEXT_END: Record<string, RegExp> = { script: /<\/script/gi, style: /<\/style/gi };
/** Attributes that may hold an event handler or a `javascript:` URL; a tag without this text has neither. */
const MAYBE_UNHASHABLE = /\son|javascript:/i;
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction']);
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

function tagAttrs(rawAttrs: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, key, dq, sq, bare] of rawAttrs.matchAll(ATTR_RE)) attrs[key!.toLowerCase()] = dq ?? sq ?? bare ?? '';
  return attrs;
}

/**
 * The scripts of an HTML document, read in one pass over its tags (comments and the raw
 * text of scripts and styles skipped, so a `<script>` written inside an attribute value or a
 * comment is no script): `inline`, the text of every inline script the browser executes
 * (no `src`, a JavaScript type); `unhashable`, the inline event handlers (`onclick="…"`)
 * and `javascript:` URLs, which no hash can allow. The attributes of a tag are read only
 * when it is a script or its attribute text could hold either (the build scans every page).
 */
export function documentScripts(html: string): { inline: string[]; unhashable: string[] } {
  const inline: string[] = [];
  const unhashable: string[] = [];
  TAG_RE.lastIndex = 0;
  for (let match = TAG_RE.exec(html); match; match = TAG_RE.exec(html)) {
    const [whole, rawName, rawAttrs = ''] = match;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    const endTag = whole.endsWith('/>') ? undefined : RAW_TEXT_END[name];
    const attrs = endTag || MAYBE_UNHASHABLE.test(rawAttrs) ? tagAttrs(rawAttrs) : undefined;
    for (const [key, value] of Object.entries(attrs ?? {})) {
      if (/^on[a-z]+$/.test(key)) unhashable.push(`<${name} ${key}>`);
      else if (URL_ATTRS.has(key) && /^\s*javascript:/i.test(value)) unhashable.push(`<${name} ${key}="javascript:…">`);
    }
    if (!endTag) continue;
    // Searched from the tag on: lowering the case of the whole document for each script made the build's host step quadratic.
    endTag.lastIndex = TAG_RE.lastIndex;
    const close = endTag.exec(html);
    const end = close ? close.index : html.length;
    if (name === 'script' && !('src' in attrs!) && JS_TYPES.has((attrs!.type ?? '').trim().toLowerCase())) {
      inline.push(html.slice(TAG_RE.lastIndex, end));
    }
    TAG_RE.lastIndex = end;
  }
  return { inline, unhashable };
}

/** The text of every inline script the browser executes (no `src`, a JavaScript type). */
export const inlineScripts = (html: string): string[] => documentScripts(html).inline;

/** Inline event handlers (`onclick="…"`) and `javascript:` URLs, which no hash can allow. */
export const unhashableScripts = (html: string): string[] => documentScripts(html).unhashable;

/* ------------------------------------------------------------------ */
/* Headers                                                             */
/* ------------------------------------------------------------------ */

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
  /** Headers set by earlier matching rules that this rule removes. */
  detach?: string[];
}

/** Folders whose files carry a content hash in their name (checked by the build). */
export const HASHED_DIRS = ['static'] as const;
/** A file name with a content hash: `index.2af901fe95.js`, `search_index.en.6facb350.json`. */
export const HASHED_NAME = /\.[0-9a-f]{8,}\./;

export const CACHE = {
  /** Every page is revalidated on each visit, so a deploy is seen at once. */
  short: 'public, max-age=0, must-revalidate',
  /** Hashed files never change under their name. */
  immutable: 'public, max-age=31536000, immutable',
} as const;

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

/** Content types by extension, for files the host would otherwise serve without a charset or as plain XML. */
const TEXT_TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface HeaderInput {
  /** Every inline script of the built HTML. */
  inlineScripts: Iterable<string>;
  /** Feeds: site path (`/rss/releases.rss`) and content type. */
  feeds: { path: string; type: string }[];
  /** Extra CSP sources (e.g. `CSP_DOCSEARCH`). */
  csp?: CspDirectives;
}

export function hostHeaders({ inlineScripts: scripts, feeds, csp = {} }: HeaderInput): HeaderRule[] {
  const hashes = [...new Set([...scripts].map(scriptHashSource))].sort();
  const policy = renderCsp(mergeCsp(CSP, { 'script-src': hashes }, csp));
  return [
    {
      path: '/*',
      headers: { 'Content-Security-Policy': policy, ...SECURITY_HEADERS, 'Cache-Control': CACHE.short },
    },
    ...HASHED_DIRS.map((dir) => ({ path: `/${dir}/*`, detach: ['Cache-Control'], headers: { 'Cache-Control': CACHE.immutable } })),
    ...Object.entries(TEXT_TYPES).map(([ext, type]) => ({ path: `/*${ext}`, headers: { 'Content-Type': type } })),
    ...[...feeds].sort((a, b) => a.path.localeCompare(b.path)).map((feed) => ({ path: feed.path, headers: { 'Content-Type': feed.type } })),
  ];
}

export function headerProblems(rules: readonly HeaderRule[]): string[] {
  const problems: string[] = [];
  if (rules.length > HOST_LIMITS.headerRules) problems.push(`${rules.length} header rules (the host allows ${HOST_LIMITS.headerRules})`);
  for (const rule of rules) {
    for (const [name, value] of Object.entries(rule.headers)) {
      const line = `  ${name}: ${value}`;
      if (line.length > HOST_LIMITS.headerLineLength) {
        problems.push(`${rule.path}: ${name} is ${line.length} characters long (the host allows ${HOST_LIMITS.headerLineLength})`);
      }
    }
  }
  return problems;
}

export function renderHeaders(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [
      rule.path,
      ...(rule.detach ?? []).map((name) => `  ! ${name}`),
      ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  );
  return `${HEADER_COMMENT}${blocks.join('\n')}\n`;
}

/* ------------------------------------------------------------------ */
/* robots.txt                                                          */
/* ------------------------------------------------------------------ */

export function robotsTxt(origin: string, sitemap: boolean): string {
  const lines = ['User-agent: *', 'Allow: /'];
  if (sitemap) lines.push('', `Sitemap: ${new URL('/sitemap.xml', origin).href}`);
  return `${lines.join('\n')}\n`;
}
