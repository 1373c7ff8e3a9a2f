/**
 * Loads Rspress's browser modules in Node.js, to run them: stylesheets load as empty
 * modules, the virtual modules as stand-ins whose exports a test sets on `STAND_INS`
 * before the first import, and extension-less relative imports (as bundlers allow)
 * resolve to their `.js` file. Only imports that would otherwise fail are changed.
 */
import { register } from 'node:module';

export interface StandIns {
  /** One route, `/guide/page` (guide/page.mdx): Rspress's route module copies the list when it loads. */
  routes: { path: string; filePath: string; preload: () => Promise<unknown> }[];
  /** What loading that route's page module returns. */
  pageModule: unknown;
  pageData: { pages: Record<string, unknown>[] };
  siteData: Record<string, unknown>;
}

const KEY = '__rspressContractStandIns';
const globals = globalThis as unknown as Record<string, StandIns | boolean | undefined>;

export const STAND_INS: StandIns = (globals[KEY] as StandIns | undefined) ?? {
  routes: [{ path: '/guide/page', filePath: 'guide/page.mdx', preload: async () => STAND_INS.pageModule }],
  pageModule: { default: {} },
  pageData: { pages: [] },
  siteData: { lang: '', base: '/', locales: [], multiVersion: { default: '', versions: [] }, themeConfig: {} },
};
globals[KEY] = STAND_INS;

const module = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;
const VIRTUAL: Record<string, string> = {
  'virtual-routes': module(`export const routes = globalThis.${KEY}.routes;`),
  'virtual-page-data': module(`export const pageData = globalThis.${KEY}.pageData; export const searchIndexHash = {};`),
  'virtual-site-data': module(`export default globalThis.${KEY}.siteData;`),
};

const HOOKS = `
const VIRTUAL = ${JSON.stringify(VIRTUAL)};
export async function resolve(specifier, context, next) {
  if (VIRTUAL[specifier]) return { url: VIRTUAL[specifier], shortCircuit: true };
  if (specifier.startsWith('virtual-')) return { url: ${JSON.stringify(module('export default {};'))}, shortCircuit: true };
  if (/\\.(?:css|scss|sass|less)$/.test(specifier)) return { url: ${JSON.stringify(module(''))}, shortCircuit: true };
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!specifier.startsWith('.') || /\\.[cm]?js$/.test(specifier)) throw error;
    for (const suffix of ['.js', '/index.js']) {
      try {
        return await next(specifier + suffix, context);
      } catch {}
    }
    throw error;
  }
}`;

/** Registers the loader hooks once per process. */
export function useStandIns(): StandIns {
  if (!globals[`${KEY}Registered`]) {
    register(module(HOOKS));
    globals[`${KEY}Registered`] = true;
  }
  return STAND_INS;
}
