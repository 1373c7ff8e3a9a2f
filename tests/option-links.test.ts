import path from 'node:path';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { optionRoutes, remarkOptionLinks, routeForOption } from '../site/plugins/option-links';
import type { Lang } from '../site/structure';

const docsDir = '/site/docs';
const existing = new Set(['en:/config/output/dist-path', 'en:/config/dev/hmr', 'zh:/config/dev/hmr']);
const exists = (route: string, lang: Lang) => existing.has(`${lang}:${route}`);

async function run(markdown: string, file: string) {
  const out = await unified()
    .use(remarkParse)
    .use(remarkOptionLinks({ docsDir, exists }))
    .use(remarkStringify)
    .process({ value: markdown, path: path.join(docsDir, file) });
  return String(out);
}

describe('option links', () => {
  it('maps option paths, including sub-keys, to their pages', () => {
    const routes = optionRoutes();
    expect(routes.get('output.distPath')).toBe('/config/output/dist-path');
    expect(routeForOption('output.distPath.js', routes)).toBe('/config/output/dist-path');
    expect(routeForOption('dev.hmr', routes)).toBe('/config/dev/hmr');
    expect(routeForOption('mode', routes)).toBeUndefined();
    expect(routeForOption('process.env.NODE_ENV', routes)).toBeUndefined();
    expect(routeForOption('output.distPath = 1', routes)).toBeUndefined();
  });

  it('links the first mention of an existing option page, in the page language', async () => {
    const md = 'Set `dev.hmr` and `dev.hmr` again, and `output.distPath`.\n';
    expect(await run(md, 'en/guide/a.mdx')).toBe('Set [`dev.hmr`](/config/dev/hmr) and `dev.hmr` again, and [`output.distPath`](/config/output/dist-path).\n');
    // No Chinese output.distPath page in this fixture: left as code.
    expect(await run(md, 'zh/guide/a.mdx')).toBe('Set [`dev.hmr`](/zh/config/dev/hmr) and `dev.hmr` again, and `output.distPath`.\n');
  });

  it('leaves headings, existing links, the page itself and missing pages alone', async () => {
    expect(await run('## Use `dev.hmr`\n', 'en/guide/a.mdx')).toBe('## Use `dev.hmr`\n');
    expect(await run('[see `dev.hmr`](/x)\n', 'en/guide/a.mdx')).toBe('[see `dev.hmr`](/x)\n');
    expect(await run('`dev.hmr` is this page.\n', 'en/config/dev/hmr.mdx')).toBe('`dev.hmr` is this page.\n');
    expect(await run('`server.port`\n', 'en/guide/a.mdx')).toBe('`server.port`\n');
    expect(await run('See [HMR](/zh/config/dev/hmr#example), `dev.hmr`.\n', 'zh/guide/a.mdx')).toBe('See [HMR](/zh/config/dev/hmr#example), `dev.hmr`.\n');
  });
});
