/**
 * Remark plugin: the first mention of a config option in inline code on a page
 * (`output.distPath`, `dev.client.port`) becomes a link to that option's page,
 * when the page exists in the same language. Writers do not have to maintain
 * these links by hand, and a page that lands later is linked everywhere.
 */
import path from 'node:path';
import type { InlineCode, Link, Parent, Root } from 'mdast';
import { walk } from './walk';
import { type Lang, LANGS, SECTIONS, configOptionPath, localizeRoute } from '../structure';

/** Option path (`output.distPath`) → English route, for every declared config page. */
export function optionRoutes(): Map<string, string> {
  const map = new Map<string, string>();
  for (const section of SECTIONS) {
    if (section.prefix !== '/config/') continue;
    for (const entry of [...(section.items ?? []), ...section.groups.flatMap((g) => g.items)]) {
      if (entry.route === '/config/') continue;
      map.set(configOptionPath(entry.route), entry.route);
    }
  }
  return map;
}

const OPTION_LIKE = /^[a-z][A-Za-z]*(\.[A-Za-z][A-Za-z0-9]*)+$/;

/**
 * The route documenting `code`, if any: the longest declared option path that
 * `code` starts with (`output.distPath.js` → `output.distPath`). Top-level
 * options (`mode`, `plugins`) are not linked: the words are too common.
 */
export function routeForOption(code: string, routes: Map<string, string>): string | undefined {
  const text = code.trim();
  if (!OPTION_LIKE.test(text)) return undefined;
  const parts = text.split('.');
  for (let n = parts.length; n >= 2; n--) {
    const route = routes.get(parts.slice(0, n).join('.'));
    if (route) return route;
  }
  return undefined;
}

export interface OptionLinkOptions {
  docsDir: string;
  /** Whether the page of an English route exists in a language. */
  exists: (route: string, lang: Lang) => boolean;
}

/** Language and English route of a docs file, from its path. */
function fileInfo(file: string | undefined, docsDir: string): { lang: Lang; route: string } | undefined {
  if (!file) return undefined;
  const rel = path.relative(docsDir, file).split(path.sep).join('/');
  const [lang, ...rest] = rel.split('/');
  if (!LANGS.includes(lang as Lang) || rest.length === 0) return undefined;
  let route = `/${rest.join('/').replace(/\.mdx?$/, '')}`;
  if (route.endsWith('/index')) route = route.slice(0, -'index'.length);
  return { lang: lang as Lang, route };
}

export function remarkOptionLinks(options: OptionLinkOptions) {
  const routes = optionRoutes();
  return () => (tree: Root, file: { path?: string; history?: string[] }) => {
    const info = fileInfo(file.path ?? file.history?.[0], options.docsDir);
    if (!info) return;
    // Routes the page already links to by hand are not linked again.
    const linked = new Set<string>();
    walk(tree, (node) => {
      if (node.type !== 'link') return;
      const target = (node as Link).url.split('#')[0]!.replace(/\.html$/, '');
      linked.add(info.lang === 'en' ? target : target.replace(new RegExp(`^/${info.lang}(?=/)`), ''));
    });
    walk(tree, (visited, ancestors) => {
      if (visited.type !== 'inlineCode') return;
      const node = visited as InlineCode;
      const parent = ancestors[ancestors.length - 1] as Parent | undefined;
      if (!parent) return;
      if (ancestors.some((a) => a.type === 'link' || a.type === 'heading' || a.type === 'linkReference')) return;
      const index = parent.children.indexOf(node);
      const route = routeForOption(node.value, routes);
      if (!route || route === info.route || linked.has(route)) return;
      if (!options.exists(route, info.lang)) return;
      linked.add(route);
      const link: Link = { type: 'link', url: localizeRoute(route, info.lang), children: [node] };
      parent.children[index] = link;
    });
  };
}
