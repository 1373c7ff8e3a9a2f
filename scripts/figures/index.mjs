// Every figure of the site. Add a module here to add a figure (see CONTRIBUTING.md, "Figures").
import * as chunkSplit from './chunk-split.mjs';
import * as devMiddlewares from './dev-middlewares.mjs';
import * as envFiles from './env-files.mjs';
import * as environments from './environments.mjs';
import * as outputFiles from './output-files.mjs';
import * as pluginHooks from './plugin-hooks.mjs';

export const FIGURES = [pluginHooks, environments, devMiddlewares, chunkSplit, outputFiles, envFiles];
export const LANGS = ['en', 'zh'];

/**
 * The files `npm run figures` writes, by path relative to the repository root: the SVGs, and
 * components/Figure/figures.json (size, alt text and caption of each figure in each language).
 */
export function renderFigures() {
  const files = new Map();
  const manifest = {};
  for (const figure of FIGURES) {
    for (const lang of LANGS) {
      const source = figure.draw(lang);
      const [, width, height] = source.match(/<svg [^>]*width="(\d+)" height="(\d+)"/) ?? [];
      const size = [Number(width), Number(height)];
      const known = manifest[figure.name]?.size;
      if (known && (known[0] !== size[0] || known[1] !== size[1])) {
        throw new Error(`scripts/figures/${figure.name}.mjs: the ${lang} drawing is ${size}, the ${LANGS[0]} one ${known}`);
      }
      for (const field of ['alt', 'caption']) {
        if (!figure[field]?.[lang]?.trim()) throw new Error(`scripts/figures/${figure.name}.mjs: no ${field}.${lang}`);
      }
      manifest[figure.name] = { size, alt: figure.alt, caption: figure.caption };
      files.set(`docs/public/figures/${figure.name}.${lang}.svg`, source);
    }
  }
  files.set('components/Figure/figures.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return files;
}
