/**
 * The machine-readable documentation described on /guide/start/ai: llms.txt,
 * llms-full.txt and the Markdown twin of every page, in both languages. The
 * page actions that use them ("Open in", Copy Markdown) are in doc-page.spec.ts.
 */
import { SITE } from '../site/meta';
import { localizeRoute } from '../site/structure';
import { expect, test } from './fixtures';
import { builtRoutes } from './helpers';

/** `/guide/start/` → `/guide/start/index.md`, `/config/mode` → `/config/mode.md`. */
const markdownPath = (route: string) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'en' ? '' : '/zh';

  test(`${lang}: llms.txt lists every page, grouped like the nav, with a Markdown address that is served`, async ({ request }) => {
    const response = await request.get(`${prefix}/llms.txt`);
    expect(response.ok()).toBe(true);
    const text = await response.text();
    expect(text.match(/^## .+$/gm)).toEqual(lang === 'en' ? ['## Guide', '## Config', '## Plugin', '## API', '## Community'] : ['## 指南', '## 配置', '## 插件', '## API', '## 社区']);

    const listed = [...text.matchAll(/\]\((https:\/\/[^)\s]+\.md)\)/g)].map((m) => m[1]!);
    const expected = builtRoutes()
      .filter((r) => r.lang === lang && r.route !== '/')
      .map((r) => `${SITE.origin}${markdownPath(localizeRoute(r.route, lang))}`);
    expect([...listed].sort()).toEqual([...expected].sort());

    for (const url of listed) {
      const page = await request.get(url.slice(SITE.origin.length));
      expect(page.status(), url).toBe(200);
    }
  });

  test(`${lang}: llms-full.txt holds every page in full`, async ({ request }) => {
    const response = await request.get(`${prefix}/llms-full.txt`);
    expect(response.ok()).toBe(true);
    const text = await response.text();
    // "Well over a megabyte" on the AI page.
    expect(Buffer.byteLength(text)).toBeGreaterThan(1_000_000);
    expect(text.match(/^url: /gm)?.length).toBe(builtRoutes().filter((r) => r.lang === lang).length);
    expect(text).toContain(`url: ${SITE.origin}${prefix}/config/output/filename.md`);
  });
}

test('a page as Markdown: index pointer, H1, code kept, package-manager tabs as one block each', async ({ request }) => {
  const filename = await (await request.get('/config/output/filename.md')).text();
  expect(filename.startsWith(`> For AI agents: the complete documentation index is available at ${SITE.origin}/llms.txt`)).toBe(true);
  expect(filename).toContain('\n# output.filename\n');
  expect(filename).toContain('```ts title="rsbuild.config.ts"');

  const ai = await (await request.get('/guide/start/ai.md')).text();
  for (const pm of ['npx', 'yarn', 'pnpm', 'bunx']) expect(ai).toContain('```sh [' + pm + ']\n' + pm + ' rsbuild --version\n```');

  const zh = await (await request.get('/zh/guide/start/index.md')).text();
  expect(zh).toContain(`${SITE.origin}/zh/llms.txt`);
});
