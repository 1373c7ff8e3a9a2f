/**
 * Puts "Added in v1.x.y" under the title of every option, hook and API entry
 * that a page's Version history says arrived during 1.x (site/added-in.ts).
 *
 * The badge is one line of JSX added to the page source before Rspress
 * compiles it, in every environment: the prerendered HTML, the browser bundle
 * and the Markdown of `llms-full.txt` and the per-page `.md` files all carry
 * it. (A remark plugin would miss the Markdown: Rspress 2 leaves the
 * configured remark plugins out when it renders pages to Markdown.)
 */
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { addedEntriesOf, addedIn, englishSource, withAddedIn } from '../added-in';
import type { LlmsAnnotator } from '../llms';
import { LANGS, type Lang, label } from '../structure';

export interface AddedInOptions {
  /** The folder that holds `en/` and `zh/`. */
  docsDir: string;
}

/** The language of a page file under `docsDir`, or undefined for any other file. */
export function pageLang(file: string, docsDir: string): Lang | undefined {
  const rel = path.relative(docsDir, file).split(path.sep);
  const lang = rel[0] as Lang;
  return rel.length > 1 && !rel[0]!.startsWith('..') && LANGS.includes(lang) && /\.mdx?$/.test(file) ? lang : undefined;
}

/** A page's source with its badges (unchanged when the page adds nothing). */
export function addBadges(code: string, file: string, docsDir: string): string {
  const lang = pageLang(file, docsDir);
  if (!lang) return code;
  const entries = addedEntriesOf(file, docsDir);
  return withAddedIn(code, entries, label('addedInText', lang), path.relative(path.dirname(docsDir), file));
}

/** The 1.x release of a page's option in its llms.txt entry ("Added in v1.5.13."). */
export const addedInAnnotator: LlmsAnnotator = ({ route, lang }) => {
  const version = addedIn(route);
  return version ? `${label('addedInText', lang).replace('{{version}}', version)}${lang === 'zh' ? '。' : '.'}` : undefined;
};

export function pluginAddedIn({ docsDir }: AddedInOptions): RspressPlugin {
  const builderPlugin: RsbuildPlugin = {
    name: 'rsbuild-docs:added-in',
    setup(api) {
      api.transform(
        // `?raw` imports of a page read the file as written.
        { test: /\.mdx?$/, resourceQuery: { not: /raw/ }, order: 'pre' },
        ({ code, resourcePath, addDependency }) => {
          if (!pageLang(resourcePath, docsDir)) return code;
          // A Chinese page takes its badges from the English twin's Version history.
          const english = englishSource(resourcePath, docsDir);
          if (english && english !== resourcePath) addDependency(english);
          return addBadges(code, resourcePath, docsDir);
        },
      );
    },
  };
  return {
    name: 'rsbuild-docs:added-in',
    globalStyles: path.join(import.meta.dirname, '../../theme/styles/added-in.css'),
    builderConfig: { plugins: [builderPlugin] },
  };
}
