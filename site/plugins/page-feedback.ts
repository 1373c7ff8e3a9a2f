/**
 * Rspress plugin: page feedback (theme/PageFeedback) at the end of every doc page's content.
 * The component is added to each page's source before Rspress compiles it, so its code
 * travels with the pages (their own chunks), not with the code every page loads first; the
 * landing pages (`pageType: home`) and the Markdown twins (`node_md`) do not get it.
 */
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { listPageFiles } from '../docs-files';
import { ENVIRONMENTS } from './rspress-internals';

const COMPONENT = path.join(import.meta.dirname, '../../theme/PageFeedback/index.tsx');

/** A page's source with the feedback block at its end (unchanged for a landing page). */
export function withPageFeedback(code: string): string {
  if (/^---\n[\s\S]*?^pageType:\s*['"]?home\b[\s\S]*?^---$/m.test(code)) return code;
  return `${code.trimEnd()}\n\nimport { PageFeedback as RsbPageFeedback } from ${JSON.stringify(COMPONENT)};\n\n<RsbPageFeedback />\n`;
}

export function pluginPageFeedback(options: { docsDir: string }): RspressPlugin {
  const pages = new Set(listPageFiles(options.docsDir).map((file) => file.abs));
  const builderPlugin: RsbuildPlugin = {
    name: 'rsbuild-docs:page-feedback',
    setup(api) {
      // `?raw` imports of a page read the file as written.
      api.transform({ test: /\.mdx?$/, resourceQuery: { not: /raw/ }, order: 'pre' }, ({ code, resourcePath, environment }) =>
        environment.name !== ENVIRONMENTS.markdown && pages.has(resourcePath) ? withPageFeedback(code) : code,
      );
    },
  };
  return { name: 'rsbuild-docs:page-feedback', builderConfig: { plugins: [builderPlugin] } };
}
