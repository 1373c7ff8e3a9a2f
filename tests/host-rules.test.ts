/** The static host's rules (site/host-rules.ts) and the build step that writes them (site/plugins/host-rules.ts). */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { feedChannels, feedFiles } from '../site/feeds';
import { generateHostFiles } from '../site/plugins/host-rules';
import {
  CSP,
  CSP_DOCSEARCH,
  HOST_LIMITS,
  headerProblems,
  hostHeaders,
  hostRedirects,
  inlineScripts,
  mergeCsp,
  redirectProblems,
  renderCsp,
  renderHeaders,
  renderRedirects,
  robotsTxt,
  scriptHashSource,
  unhashableScripts,
} from '../site/host-rules';
import { LANGS, LINKS, MOVED_PAGES } from '../site/structure';

describe('redirects', () => {
  const rules = hostRedirects(MOVED_PAGES);
  const target = (from: string) => rules.find((r) => r.from === from)?.to;

  it('send every moved page, in both languages and at each address, to the page of the same language', () => {
    for (const { from, to } of MOVED_PAGES) {
      for (const lang of LANGS) {
        const prefix = lang === 'en' ? '' : `/${lang}`;
        const expected = to.startsWith('/') ? `${prefix}${to}` : to;
        for (const address of [from, `${from}.html`, `${from}/`]) expect(target(`${prefix}${address}`), `${prefix}${address}`).toBe(expected);
      }
    }
    expect(rules.every((r) => r.status === 301)).toBe(true);
  });

  it('collapse a duplicated language prefix and drop the default language written out', () => {
    expect(target('/zh/zh/*')).toBe('/zh/:splat');
    expect(target('/zh/zh')).toBe('/zh/');
    expect(target('/en/*')).toBe('/:splat');
    expect(target('/en')).toBe('/');
  });

  it('list static rules before rules with splats, with no duplicates, within the host limits', () => {
    const firstSplat = rules.findIndex((r) => r.from.includes('*'));
    expect(rules.slice(firstSplat).every((r) => r.from.includes('*'))).toBe(true);
    expect(new Set(rules.map((r) => r.from)).size).toBe(rules.length);
    expect(redirectProblems(rules)).toEqual([]);
  });

  it('cover index routes with their own address forms', () => {
    const index = hostRedirects([{ from: '/old/', to: '/new/' }]);
    expect(index.filter((r) => !r.from.includes('*') && !/^\/(en|zh\/zh)\b|^\/zh\/zh$/.test(r.from)).map((r) => r.from)).toEqual([
      '/old/',
      '/old/index.html',
      '/old',
      '/zh/old/',
      '/zh/old/index.html',
      '/zh/old',
    ]);
  });

  it('report conflicting rules, rules hiding a page and rules over the host limits', () => {
    const conflicting = hostRedirects([
      { from: '/a', to: '/b' },
      { from: '/a', to: '/c' },
    ]);
    expect(redirectProblems(conflicting).join('\n')).toMatch(/"\/a" redirects both to "\/b" and to "\/c"/);
    expect(redirectProblems(hostRedirects([{ from: '/guide/start/', to: '/x' }]), (p) => p === '/guide/start/').join('\n')).toMatch(
      /"\/guide\/start\/" is a page of the built site/,
    );
    const many = Array.from({ length: HOST_LIMITS.staticRedirects + 1 }, (_, i) => ({ from: `/p${i}`, to: '/', status: 301 as const }));
    expect(redirectProblems(many).join('\n')).toMatch(/2001 static redirects/);
    expect(redirectProblems([{ from: 'relative', to: '/', status: 301 }]).join('\n')).toMatch(/must start with "\/"/);
  });

  it('render as `from to status` lines', () => {
    const text = renderRedirects(hostRedirects(MOVED_PAGES));
    expect(text).toMatch(/^# Generated/);
    expect(text).toContain('/zh/config/source/alias.html /zh/config/resolve/alias 301\n');
    expect(text).toContain(`/zh/plugins/list/plugin-assets-retry ${LINKS.assetsRetryPlugin} 301\n`);
  });
});

describe('inline scripts', () => {
  it('are the executable scripts without src, not data blocks, nor "<script>" inside attributes or comments', () => {
    const html = [
      '<head><meta name="description" content="a <script>alert(1)</script> in text">',
      '<!-- <script>commented()</script> -->',
      '<script>first()</script><script defer src="/static/js/a.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script type="module">second()</script><SCRIPT type="text/javascript">third()</SCRIPT>',
      '<style>.a::before{content:"<script>"}</style></head>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['first()', 'second()', 'third()']);
  });

  it('end where their end tag is, after text whose lower case is longer (İ)', () => {
    expect(inlineScripts('<p>İstanbul İzmir</p><script>first()</script><p>x</p><script>second()</script>')).toEqual(['first()', 'second()']);
  });

  it('hash as CSP sources', () => {
    // echo -n 'first()' | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource('first()')).toBe("'sha256-fDYmfWjvur9AxjhDbjHe6RvExc05MbXhhrbgz2vvy/A='");
  });

  it('that no hash can allow are found', () => {
    expect(unhashableScripts('<button onclick="go()">x</button><a href="javascript:void 0">y</a><p title="onclick=1">ok</p>')).toEqual([
      '<button onclick>',
      '<a href="javascript:…">',
    ]);
    expect(unhashableScripts('<p>onclick="x" in text</p><a href="/javascript:">ok</a>')).toEqual([]);
    // In any letter case, after any whitespace, on a script tag too, and without quotes.
    expect(unhashableScripts('<IMG\nSRC=x\tONERROR="go()"><A HREF=" JavaScript:go()">y</A><script onload=go>a()</script>')).toEqual([
      '<img onerror>',
      '<a href="javascript:…">',
      '<script onload>',
    ]);
  });
});

describe('headers', () => {
  const rules = hostHeaders({
    inlineScripts: ['a()', 'b()', 'a()'],
    feeds: [{ path: '/rss/releases.xml', type: 'application/atom+xml; charset=utf-8' }],
  });
  const rule = (p: string) => rules.find((r) => r.path === p);

  it('allow exactly the inline scripts by hash, never unsafe-inline or eval for scripts', () => {
    const csp = rule('/*')!.headers['Content-Security-Policy']!;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    // 'wasm-unsafe-eval' lets the offline search compile its WebAssembly
    // module; it does not allow eval() or new Function() of JavaScript.
    expect(scriptSrc.split(' ').sort()).toEqual(
      ["'self'", "'wasm-unsafe-eval'", scriptHashSource('a()'), scriptHashSource('b()')].sort(),
    );
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
  });

  it('can be extended per directive (e.g. a WebAssembly search engine)', () => {
    const merged = renderCsp(mergeCsp(CSP, { 'script-src': ["'wasm-unsafe-eval'"], 'connect-src': ["'self'", 'https://x.test'] }));
    expect(merged).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    expect(merged).toMatch(/connect-src 'self' https:\/\/x\.test/);
  });

  it('cache hashed assets for a year and everything else briefly, with security headers everywhere', () => {
    expect(rule('/*')!.headers).toMatchObject({
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(rule('/*')!.headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(rule('/static/*')).toEqual({
      path: '/static/*',
      detach: ['Cache-Control'],
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  });

  it('serve feeds, Markdown and text with their content types', () => {
    expect(rule('/rss/releases.xml')!.headers['Content-Type']).toBe('application/atom+xml; charset=utf-8');
    expect(rule('/*.md')!.headers['Content-Type']).toBe('text/markdown; charset=utf-8');
    expect(rule('/*.txt')!.headers['Content-Type']).toBe('text/plain; charset=utf-8');
  });

  it('render in the host format, with detached headers first', () => {
    expect(renderHeaders(rules)).toContain('/static/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('report a header line over the host limit', () => {
    const many = hostHeaders({ inlineScripts: Array.from({ length: 40 }, (_, i) => `s${i}()`), feeds: [] });
    expect(headerProblems(many).join('\n')).toMatch(/Content-Security-Policy is \d+ characters long/);
    expect(headerProblems(rules)).toEqual([]);
  });
});

it('feeds are served with the type of the format each channel writes', () => {
  const files = feedFiles();
  const channels = feedChannels();
  expect(files).toHaveLength(channels.length);
  for (const channel of channels) {
    const type = channel.output?.type === 'rss' ? 'application/rss+xml' : 'application/atom+xml';
    expect(files).toContainEqual({ path: `/${channel.output?.dir}/${channel.output?.filename}`, type: `${type}; charset=utf-8` });
  }
});

it('robots.txt points at the sitemap of the production origin', () => {
  expect(robotsTxt('https://v1.rsbuild.rs', true)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://v1.rsbuild.rs/sitemap.xml\n');
  expect(robotsTxt('https://v1.rsbuild.rs', false)).not.toContain('Sitemap');
});

describe('generateHostFiles', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function site(files: Record<string, string>) {
    const dir = mkdtempSync(path.join(tmpdir(), 'host-rules-'));
    dirs.push(dir);
    for (const [rel, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), content);
    }
    return dir;
  }
  const page = (script: string) => `<html><head><script>${script}</script><script defer src="/static/js/index.0123abcd.js"></script></head></html>`;

  it('derives script hashes from the built HTML and feed types from the configuration', () => {
    const dir = site({
      'index.html': page('one()'),
      'zh/index.html': page('two()'),
      'static/js/index.0123abcd.js': '',
      'static/js/index.0123abcd.js.LICENSE.txt': '',
    });
    const files = generateHostFiles(dir, { origin: 'https://example.test', feeds: [{ path: '/rss/a.rss', type: 'application/rss+xml; charset=utf-8' }], sitemap: true });
    expect(files._headers).toContain(scriptHashSource('one()'));
    expect(files._headers).toContain(scriptHashSource('two()'));
    expect(files._headers).toContain('/rss/a.rss\n  Content-Type: application/rss+xml; charset=utf-8');
    expect(files._headers).not.toContain('/sitemap.xml');
    expect(files._redirects).toContain('/config/source/alias /config/resolve/alias 301');
    expect(files['robots.txt']).toContain('Sitemap: https://example.test/sitemap.xml');
    expect(generateHostFiles(dir, { origin: 'https://example.test' })['robots.txt']).not.toContain('Sitemap');
  });

  it('fails on a file served as immutable without a content hash', () => {
    expect(() => generateHostFiles(site({ 'index.html': page('x()'), 'static/js/app.js': '' }), { origin: 'https://example.test' })).toThrow(
      /static\/js\/app\.js has no content hash/,
    );
  });

  it('fails on an inline event handler, naming the file', () => {
    expect(() => generateHostFiles(site({ 'guide/a.html': '<button onclick="x()">x</button>' }), { origin: 'https://example.test' })).toThrow(
      /guide\/a\.html: <button onclick>/,
    );
  });

  it('fails when a moved page still exists, naming each of its addresses', () => {
    const pageExists = (route: string, lang: string) => route === '/config/source/alias' && lang === 'zh';
    const build = () => generateHostFiles(site({ 'index.html': page('x()') }), { origin: 'https://example.test', pageExists });
    expect(build).toThrow(/"\/zh\/config\/source\/alias" is a page of the built site/);
    expect(build).toThrow(/"\/zh\/config\/source\/alias\.html" is a page of the built site/);
    expect(build).not.toThrow(/"\/config\/source\/alias" is a page/);
  });
});

describe('DocSearch under the CSP', () => {
  /** Whether a `connect-src` source list allows a URL (scheme, host with a leading `*.` wildcard). */
  const allows = (sources: readonly string[], url: string) => {
    const { protocol, hostname } = new URL(url);
    return sources.some((source) => {
      const match = /^(https?:)\/\/(\*\.)?([^/]+)$/.exec(source);
      if (!match) return false;
      const [, scheme, wildcard, host] = match;
      return scheme === protocol && (wildcard ? hostname.endsWith(`.${host}`) : hostname === host);
    });
  };

  it('allows every host the installed DocSearch contacts, Ask AI included', () => {
    // Agent Studio's address as the installed @docsearch/react builds it from the application id.
    const dist = path.resolve(import.meta.dirname, '../node_modules/@docsearch/react/dist/esm');
    const source = readdirSync(dist)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .find((text) => text.includes('agent-studio'));
    const template = /`(https:\/\/\$\{appId\}[^`]*agent-studio[^`]*)`/.exec(source ?? '')?.[1];
    expect(template, 'the Agent Studio URL in node_modules/@docsearch/react/dist/esm').toBeDefined();
    const agentStudio = template!.replace('${appId}', 'APPID');
    const connect = mergeCsp(CSP, CSP_DOCSEARCH)['connect-src']!;
    for (const url of [
      'https://APPID-dsn.algolia.net/1/indexes/*/queries',
      'https://APPID-2.algolianet.com/1/indexes/*/queries',
      'https://insights.algolia.io/1/events',
      `${agentStudio}/agents/agent/completions`,
    ]) {
      expect(allows(connect, url), `connect-src ${connect.join(' ')} allows ${url}`).toBe(true);
    }
    // The offline default allows no other host.
    expect(allows(CSP['connect-src']!, `${agentStudio}/agents/agent/completions`)).toBe(false);
  });
});
