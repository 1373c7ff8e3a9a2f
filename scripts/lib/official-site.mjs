// The reference of `npm run bench -- --against`: the official Rsbuild 1.x site (`website/` of
// web-infra-dev/rsbuild at v1.7.6) made to build outside its monorepo with this project's Rspress.
// Each change is a text edit of an upstream file that fails loudly when the file no longer matches.
import ts from 'typescript';

export const OFFICIAL_TAG = 'v1.7.6';
/** Upstream's own move to Rspress's built-in llms (`llms: true`), whose theme change is applied as is. */
export const LLMS_COMMIT = '5253966430868d58e2cb9695adbf34cfb29b622a';
export const LLMS_PLUGIN = '@rspress/plugin-llms';

/** Replaces `search` in `text` once, or throws naming the file and what was expected. */
function replaceOnce(text, search, replacement, file) {
  if (!text.includes(search)) throw new Error(`${file}: expected to find ${JSON.stringify(search)}; the upstream file changed, update scripts/lib/official-site.mjs`);
  return text.replace(search, replacement);
}

/**
 * package.json: every `@rspress/*` package at this project's Rspress version, `@rsbuild/core`
 * (`workspace:*` in the monorepo) at the documented release, and no llms plugin (it has no release
 * for Rspress 2.0.x; Rspress's own `llms: true` replaces it, as upstream did).
 */
export function officialPackageJson(text, { rspress, rsbuild }) {
  const pkg = JSON.parse(text);
  const deps = pkg.devDependencies;
  if (!deps?.['@rsbuild/core'] || !deps[LLMS_PLUGIN]) throw new Error(`website/package.json: expected @rsbuild/core and ${LLMS_PLUGIN} in devDependencies`);
  deps['@rsbuild/core'] = rsbuild;
  delete deps[LLMS_PLUGIN];
  for (const name of Object.keys(deps)) if (name.startsWith('@rspress/')) deps[name] = rspress;
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** rspress.config.ts: the llms plugin out, Rspress's own llms output on. */
export function officialConfig(text) {
  const file = 'website/rspress.config.ts';
  let out = replaceOnce(text, `import { pluginLlms } from '${LLMS_PLUGIN}';\n`, '', file);
  out = replaceOnce(out, '    pluginLlms(),\n', '', file);
  return replaceOnce(out, 'export default defineConfig({\n', 'export default defineConfig({\n  llms: true,\n', file);
}

/** tsconfig.json: the monorepo's shared base (`@rsbuild/config/tsconfig`) written in, as the file's own options override it. */
export function officialTsconfig(text, baseText) {
  const tsconfig = JSON.parse(text);
  if (tsconfig.extends !== '@rsbuild/config/tsconfig') throw new Error('website/tsconfig.json: expected "extends": "@rsbuild/config/tsconfig"');
  // The base has comments: read as TypeScript reads a tsconfig.
  const { config: base, error } = ts.parseConfigFileTextToJson('scripts/config/tsconfig.json', baseText);
  if (error) throw new Error(`scripts/config/tsconfig.json: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  delete tsconfig.extends;
  tsconfig.compilerOptions = { ...base.compilerOptions, ...tsconfig.compilerOptions };
  return `${JSON.stringify(tsconfig, null, 2)}\n`;
}
