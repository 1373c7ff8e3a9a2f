/**
 * The browser side's contract with the installed @rspress/core: every private
 * file that theme/rspress-internals.ts imports, every class name the theme's
 * own markup shares with Rspress's stylesheets, every place where Rspress's
 * code picks up a theme override, and the signatures of those overrides. A
 * failure names the assumption and the theme files that depend on it; fix
 * those files (or the internals module) for the new Rspress version.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { type FC, type ReactNode, createElement } from 'react';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RSPRESS_VERSION } from '../../site/plugins/rspress-internals';
import { useStandIns } from './lib/stand-ins';

const root = path.resolve(import.meta.dirname, '../..');
const core = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
const INTERNALS = 'theme/rspress-internals.ts';

const read = (file: string) => readFileSync(file, 'utf8');
const fromCore = (rel: string) => path.join(core, rel);

/** Fails with the assumption and the files that rely on it. */
function assume(ok: boolean, assumption: string, files: string[], detail = ''): void {
  if (!ok) throw new Error(`Rspress no longer matches the theme: ${assumption}${detail ? ` (${detail})` : ''}. Depends on it: ${files.join(', ')}.`);
}

/** The `@rspress/core/dist/...` and virtual modules the internals module imports, with the names it takes. */
function internalsImports(): { specifier: string; names: string[] }[] {
  const source = ts.createSourceFile(INTERNALS, read(path.join(root, INTERNALS)), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; names: string[] }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const names: string[] = [];
      if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) names.push((element.propertyName ?? element.name).text);
      }
      found.push({ specifier: node.moduleSpecifier.text, names });
    }
    // `import('…').then((module) => module.Name)`
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0]!)) {
      const names: string[] = [];
      node.parent.parent?.forEachChild(function collect(child): void {
        if (ts.isPropertyAccessExpression(child) && ts.isIdentifier(child.expression) && child.expression.text === 'module') names.push(child.name.text);
        child.forEachChild(collect);
      });
      found.push({ specifier: node.arguments[0].text, names });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** Theme files (under theme/ and components/) that import a name from the internals module. */
function dependents(name?: string): string[] {
  const files = ts.sys
    .readDirectory(path.join(root, 'theme'), ['.ts', '.tsx'])
    .concat(ts.sys.readDirectory(path.join(root, 'components'), ['.ts', '.tsx']))
    .map((file) => path.relative(root, file))
    .filter((file) => file !== INTERNALS && /rspress-internals'/.test(read(path.join(root, file))));
  if (!name) return [INTERNALS, ...files];
  return [INTERNALS, ...files.filter((file) => new RegExp(`\\b${name}\\b`).test(read(path.join(root, file))))];
}

/** Exported names of a declaration file, read with the TypeScript compiler (without following its imports). */
function declaredExports(dts: string): string[] {
  const program = ts.createProgram([dts], { noResolve: true, noLib: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(dts);
  const symbol = file && checker.getSymbolAtLocation(file);
  return symbol ? checker.getExportsOfModule(symbol).map((s) => s.getName()) : [];
}

describe(`Rspress internals used by the theme (@rspress/core ${RSPRESS_VERSION} of package.json)`, () => {
  const imports = internalsImports();

  it('the internals module imports something (the parser below found its imports)', () => {
    expect(imports.filter((i) => i.specifier.startsWith('@rspress/core/dist/')).length).toBeGreaterThan(10);
  });

  for (const { specifier, names } of imports) {
    if (specifier === 'virtual-social-links') {
      it('the virtual module "virtual-social-links" default-exports the SVG markup of each configured icon', async () => {
        const files = dependents('socialIcons');
        const { socialLinksVMPlugin } = (await import('@rspress/core/dist/node/runtimeModule/socialLinks.js').catch(() => ({}))) as {
          socialLinksVMPlugin?: (context: unknown) => Record<string, () => string | Promise<string>>;
        };
        assume(typeof socialLinksVMPlugin === 'function', 'dist/node/runtimeModule/socialLinks.js exports socialLinksVMPlugin, the generator of "virtual-social-links"', files);
        const socialLinks = [{ icon: 'github', mode: 'link', content: 'https://github.com/' }, { icon: 'discord', mode: 'link', content: 'https://discord.com/' }];
        const generate = socialLinksVMPlugin!({ config: { themeConfig: { socialLinks } } })['virtual-social-links'];
        assume(typeof generate === 'function', 'the plugin generates a module named "virtual-social-links"', files);
        const code = await generate!();
        const module = (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default?: Record<string, unknown> };
        const icons = module.default ?? {};
        assume(
          socialLinks.every(({ icon }) => typeof icons[icon] === 'string' && /^<svg[\s>]/.test((icons[icon] as string).trim())),
          'the default export maps each configured icon to its SVG markup',
          files,
          `it exports ${JSON.stringify(Object.fromEntries(Object.entries(icons).map(([k, v]) => [k, typeof v === 'string' ? `${v.slice(0, 20)}…` : typeof v])))}`,
        );
      });
      continue;
    }
    if (!specifier.startsWith('@rspress/core/dist/')) continue;
    const rel = specifier.slice('@rspress/core/'.length);
    it(`${rel} exists${names.length ? ` and exports ${names.join(', ')}` : ''}`, () => {
      const file = fromCore(rel);
      assume(existsSync(file), `the private file ${specifier} exists`, dependents(names[0]));
      if (names.length === 0) return;
      const dts = file.replace(/\.js$/, '.d.ts');
      assume(existsSync(dts), `${specifier} has its declarations`, dependents(names[0]));
      const exported = declaredExports(dts);
      for (const name of names) assume(exported.includes(name), `${specifier} exports ${name}`, dependents(name), `it exports ${exported.join(', ')}`);
    });
  }
});

/** Class names that the theme's own markup uses and expects Rspress's stylesheets (imported by the internals module) to style. */
const STYLED_CLASSES: [stylesheet: string, classes: string[], files: string[]][] = [
  ['dist/theme/layout/DocLayout/index.css', ['rp-doc-layout__menu', 'rp-doc-layout__container--no-menu', 'rp-doc-layout__sidebar--open', 'rp-doc-layout__outline--open', 'rp-doc-layout__doc-container', 'rp-doc-layout__overview'], ['theme/DocLayout/index.tsx']],
  ['dist/theme/components/SidebarMenu/index.css', ['rp-sidebar-menu', 'rp-sidebar-menu__left', 'rp-sidebar-menu__right', 'rp-sidebar-menu__right__text', 'rp-sidebar-menu__mask'], ['theme/DocLayout/SidebarMenu.tsx']],
  ['dist/theme/components/Outline/index.css', ['rp-outline', 'rp-outline__title', 'rp-outline__toc', 'rp-outline__divider', 'rp-outline__bottom', 'rp-outline__action-row'], ['theme/Outline/index.tsx']],
  ['dist/theme/components/Nav/NavMenu.css', ['rp-nav-menu__item', 'rp-nav-menu__item--active', 'rp-nav-menu__divider'], ['theme/Nav/Parts.tsx', 'theme/Nav/Menus.tsx']],
  ['dist/theme/components/NavHamburger/index.css', ['rp-nav-hamburger'], ['theme/Nav/Hamburger.tsx']],
  ['dist/theme/components/SocialLinks/index.css', ['rp-social-links', 'rp-social-links__item', 'rp-social-links__icon'], ['theme/SocialLinks/index.tsx']],
  ['dist/theme/components/Search/SearchButton.css', ['rp-search-button', 'rp-search-button--mobile'], ['theme/Search/SearchButton.tsx']],
  ['dist/theme/components/SwitchAppearance/global.css', ['rp-theme-switching'], ['theme/hooks/useThemeState.ts']],
  ['dist/theme/components/Llms/LlmsViewOptions.css', ['rp-llms-view-options__trigger', 'rp-llms-view-options__menu'], ['theme/LlmsViewOptions/index.tsx']],
  ['dist/theme/components/Overview/index.css', ['rp-overview-search'], ['theme/Overview/Overview.tsx']],
];

describe('class names shared with Rspress stylesheets', () => {
  for (const [stylesheet, classes, files] of STYLED_CLASSES) {
    it(`${stylesheet} styles ${classes.join(', ')}`, () => {
      const css = existsSync(fromCore(stylesheet)) ? read(fromCore(stylesheet)) : '';
      for (const name of classes) assume(new RegExp(`\\.${name}(?![\\w-])`).test(css), `${stylesheet} styles .${name}`, [INTERNALS, ...files]);
    });
  }

  it("Rspress's sidebar marks the page being read with rp-sidebar-item--active", async () => {
    const files = ['theme/DocLayout/useDocMenus.ts', 'e2e/sidebar.spec.ts'];
    useStandIns();
    const [{ SidebarItem }, { MemoryRouter }] = (await Promise.all([import('@rspress/core/dist/theme/components/Sidebar/SidebarItem.js'), import('@rspress/core/runtime')])) as [
      { SidebarItem: FC<{ item: { text: string; link: string }; depth: number }> },
      { MemoryRouter: FC<{ initialEntries: string[]; children?: ReactNode }> },
    ];
    const render = (link: string) => renderToString(createElement(MemoryRouter, { initialEntries: ['/guide/page'] }, createElement(SidebarItem, { item: { text: 'Page', link }, depth: 0 })));
    const [current, other] = [render('/guide/page'), render('/guide/other')];
    assume(
      /class="[^"]*\brp-sidebar-item--active\b/.test(current) && !other.includes('rp-sidebar-item--active'),
      'the sidebar item of the page being read, and only that one, has the class rp-sidebar-item--active',
      files,
      `rendered ${current}`,
    );
  });

  it('headings rendered from Markdown have the class rp-toc-include', async () => {
    useStandIns();
    const { H2, H3 } = (await import('@rspress/core/dist/theme/components/DocContent/docComponents/title.js')) as Record<string, FC<{ id: string; children?: ReactNode }>>;
    const html = [H2, H3].map((heading) => (heading ? renderToString(createElement(heading, { id: 'part' }, 'Part')) : ''));
    assume(
      html.every((h) => /^<h[23] [^>]*class="[^"]*\brp-toc-include\b/.test(h)),
      'the h2 and h3 of a Markdown page have the class rp-toc-include',
      ['theme/hooks/useToc.ts'],
      html.join(' '),
    );
  });

  it('the build gives each Markdown heading an aria-hidden link with the class rp-header-anchor', async () => {
    const files = ['theme/DocParts/MdxComponents.tsx', 'theme/hooks/useToc.ts'];
    const { rehypeHeaderAnchor } = (await import('@rspress/core/dist/node/mdx/rehypePlugins/headerAnchor.js').catch(() => ({}))) as { rehypeHeaderAnchor?: () => (tree: unknown) => void };
    assume(typeof rehypeHeaderAnchor === 'function', 'dist/node/mdx/rehypePlugins/headerAnchor.js exports rehypeHeaderAnchor', files);
    type Element = { type: string; tagName?: string; properties?: Record<string, unknown>; children: Element[]; value?: string };
    const heading: Element = { type: 'element', tagName: 'h2', properties: {}, children: [{ type: 'text', value: 'Part {#part}', children: [] }] };
    rehypeHeaderAnchor!()({ type: 'root', children: [heading] });
    const anchor = heading.children.find((child) => child.tagName === 'a');
    const props = anchor?.properties ?? {};
    assume(
      String(props.class ?? props.className ?? '').split(/\s+/).includes('rp-header-anchor') && String(props.ariaHidden) === 'true' && props.href === '#part',
      'a heading gets a child link <a class="rp-header-anchor" aria-hidden="true" href="#<id>">',
      files,
      `the heading became ${JSON.stringify(heading)}`,
    );
  });

  it("Rspress's useStorageValue announces same-tab changes with the event the theme state listens to", async () => {
    const files = [INTERNALS, 'theme/hooks/useThemeState.ts'];
    const STORAGE_SYNC_EVENT = exportedString(INTERNALS, 'STORAGE_SYNC_EVENT');
    const { useStorageValue } = (await import('@rspress/core/dist/theme/logic/useStorageValue.js').catch(() => ({}))) as {
      useStorageValue?: (key: string, fallback: string) => [string, (value: string) => void];
    };
    assume(typeof useStorageValue === 'function', 'dist/theme/logic/useStorageValue.js exports useStorageValue', files);
    // Render a component that uses the hook, then call its setter with stand-ins for the browser's globals.
    let set: ((value: string) => void) | undefined;
    renderToString(createElement(() => ((set = useStorageValue!('contract-key', 'light')[1]), null)));
    const events: Event[] = [];
    const stored = new Map<string, string>();
    const globals = globalThis as unknown as Record<string, unknown>;
    const saved = { dispatchEvent: globals.dispatchEvent, localStorage: globals.localStorage };
    Object.assign(globals, {
      dispatchEvent: (event: Event) => events.push(event) > 0,
      localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) },
    });
    try {
      set!('dark');
    } finally {
      Object.assign(globals, saved);
    }
    const event = events.find((e) => e.type === STORAGE_SYNC_EVENT) as CustomEvent<{ key: string; newValue: string }> | undefined;
    assume(
      event?.detail?.key === 'contract-key' && event.detail.newValue === 'dark',
      `setting a value dispatches the window event "${STORAGE_SYNC_EVENT}" with detail { key, newValue }`,
      files,
      `events: ${events.map((e) => `${e.type} ${JSON.stringify((e as CustomEvent).detail)}`).join(', ') || 'none'}`,
    );
  });

  it('the page template has the modal container that menus render into', () => {
    assume(read(fromCore('index.html')).includes('id="__rspress_modal_container"'), 'the HTML template has #__rspress_modal_container', ['theme/lib/modalContainer.ts']);
  });
});

/** Places where Rspress's own code takes a component or hook from `@rspress/core/theme` (this theme), so that the theme's version is the one used. */
const CONSUMERS: [file: string, names: string[], files: string[]][] = [
  ['dist/runtime/ClientApp.js', ['useThemeState'], ['theme/hooks/useThemeState.ts']],
  ['dist/runtime/App.js', ['Layout', 'Root'], ['theme/Layout/index.tsx', 'theme/Root/index.tsx']],
  ['dist/theme/layout/Layout/index.js', ['DocLayout', 'HomeLayout', 'Nav', 'NotFoundLayout'], ['theme/DocLayout/index.tsx', 'theme/HomeLayout/index.tsx', 'theme/Nav/index.tsx', 'theme/NotFoundLayout/LazyNotFound.tsx']],
  ['dist/theme/components/Toc/index.js', ['useDynamicToc'], ['theme/hooks/useToc.ts']],
  ['dist/theme/components/CodeBlock/index.js', ['CodeButtonGroup', 'useCodeButtonGroup'], ['theme/CodeButtonGroup/index.tsx']],
  ['dist/theme/components/DocContent/docComponents/pre.js', ['CodeBlock'], ['theme/PackageManagerTabs/index.tsx']],
  ['dist/theme/components/NavScreen/index.js', ['SocialLinks'], ['theme/SocialLinks/index.tsx']],
  ['dist/theme/components/FallbackHeading/index.js', ['getCustomMDXComponent'], ['theme/DocParts/MdxComponents.tsx']],
];

/** The value of `export const <name> = '<string>'` in a theme file (which imports stylesheets, so it is read, not loaded). */
function exportedString(file: string, name: string): string | undefined {
  const source = ts.createSourceFile(file, read(path.join(root, file)), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer && ts.isStringLiteral(declaration.initializer)) return declaration.initializer.text;
    }
  }
  return undefined;
}

/** The names a module imports from a specifier, read with the TypeScript parser. */
function namedImports(file: string, specifier: string): string[] {
  if (!existsSync(file)) return [];
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  return source.statements.flatMap((node) => {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier) || node.moduleSpecifier.text !== specifier) return [];
    const bindings = node.importClause?.namedBindings;
    return bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => (e.propertyName ?? e.name).text) : [];
  });
}

describe("Rspress's code picks up the theme's overrides", () => {
  for (const [file, names, files] of CONSUMERS) {
    it(`${file} takes ${names.join(', ')} from @rspress/core/theme`, () => {
      const imported = namedImports(fromCore(file), '@rspress/core/theme');
      for (const name of names) assume(imported.includes(name), `${file} imports ${name} from "@rspress/core/theme"`, files);
    });
  }

  it('the app keeps page data that is already in its cache (useFirstPageDataKept)', async () => {
    const files = ['theme/Layout/useFirstPageDataKept.ts'];
    // The cache: what warmPageData (public) puts there, consumeCachedPageData hands out once.
    useStandIns();
    const { warmPageData, consumeCachedPageData } = (await import('@rspress/core/dist/runtime/initPageData.js')) as {
      warmPageData?: (path: string, data: unknown) => void;
      consumeCachedPageData?: (path: string) => unknown;
    };
    assume(typeof warmPageData === 'function' && typeof consumeCachedPageData === 'function', 'dist/runtime/initPageData.js exports warmPageData and consumeCachedPageData', files);
    const data = { title: 'Cached' };
    warmPageData!('/contract/cached', data);
    assume(consumeCachedPageData!('/contract/cached') === data, 'consumeCachedPageData returns the data warmPageData cached for the path', files);
    // The app asks the cache before loading a page's data.
    assume(
      namedImports(fromCore('dist/runtime/App.js'), './initPageData.js').includes('consumeCachedPageData'),
      'dist/runtime/App.js takes consumeCachedPageData from ./initPageData.js (its layout effect uses cached page data)',
      files,
    );
  });
});

/**
 * Type-level checks, compiled against the installed declarations: each
 * override accepts what Rspress's consumers pass and returns what they use.
 */
const SIGNATURES: [check: string, files: string[]][] = [
  ['const a: typeof Rspress.useDynamicToc = Theme.useDynamicToc;', ['theme/hooks/useToc.ts']],
  ['const a: typeof Rspress.useWatchToc = Theme.useWatchToc;', ['theme/hooks/useToc.ts']],
  ['const a: () => readonly [string, (theme: "light" | "dark") => void] = Theme.useThemeState; const b: ReturnType<typeof Rspress.useThemeState>[0] = Theme.useThemeState()[0];', ['theme/hooks/useThemeState.ts']],
  ['const [percent, scrollTop]: number[] = Theme.useReadPercent(); const a: number[] = Rspress.useReadPercent(); void [percent, scrollTop, a];', ['theme/ReadPercent/index.tsx']],
  ['const a: typeof Rspress.useCodeButtonGroup = Theme.useCodeButtonGroup;', ['theme/CodeButtonGroup/index.tsx']],
  ['const a: Props<typeof Theme.CodeButtonGroup> = null! as Props<typeof Rspress.CodeButtonGroup>;', ['theme/CodeButtonGroup/index.tsx']],
  ['const a: Props<typeof Theme.ReadPercent> = null! as Props<typeof Rspress.ReadPercent>;', ['theme/ReadPercent/index.tsx']],
  ['const a: Props<typeof Theme.Sidebar> = null! as Props<typeof Rspress.Sidebar>;', ['theme/Sidebar/index.tsx']],
  ['const a: Props<typeof Rspress.SidebarList> = { sidebarData: [] as ReturnType<typeof useSidebar>, setSidebarData: (() => {}) as React.Dispatch<React.SetStateAction<ReturnType<typeof useSidebar>>> };', ['theme/Sidebar/index.tsx']],
  ['const a: Props<typeof Theme.Outline> = null! as Props<typeof Rspress.Outline>;', ['theme/Outline/index.tsx']],
  ['const a: Props<typeof Theme.SocialLinks> = null! as Props<typeof Rspress.SocialLinks>;', ['theme/SocialLinks/index.tsx']],
  ['const a: Props<typeof Theme.LlmsViewOptions> = null! as Props<typeof Rspress.LlmsViewOptions>;', ['theme/LlmsViewOptions/index.tsx']],
  ['const a: Props<typeof Theme.DocContent> = null! as Props<typeof Rspress.DocContent>;', ['theme/DocParts/index.tsx']],
  ['const a: typeof Rspress.getCustomMDXComponent = Theme.getCustomMDXComponent;', ['theme/DocParts/MdxComponents.tsx']],
  ['const a: Props<typeof Theme.PackageManagerTabs> = null! as Props<typeof Rspress.PackageManagerTabs>;', ['theme/PackageManagerTabs/index.tsx']],
  ['const a: Props<typeof Theme.SwitchAppearance> = null! as Props<typeof Rspress.SwitchAppearance>;', ['theme/SwitchAppearance/index.tsx']],
];

/**
 * The components Rspress's layout renders from this theme (Nav, DocLayout), and the ones
 * this theme renders from Rspress (Layout, NavScreen): the props the theme declares must be
 * props Rspress declares, of a type each side can hand to the other. Nav and DocLayout take
 * every prop Rspress passes, but the ones listed as ignored. `theme` and `rspress` are the
 * two props types, as type expressions of the generated file.
 */
const PROP_CONTRACTS: { name: string; file: string; theme: string; rspress: string; takesAll: boolean; ignored?: Record<string, string> }[] = [
  { name: 'Nav', file: 'theme/Nav/index.tsx', theme: 'Props<typeof Theme.Nav>', rspress: 'Props<typeof Rspress.Nav>', takesAll: true },
  {
    name: 'DocLayout',
    file: 'theme/DocLayout/index.tsx',
    theme: 'Props<typeof Theme.DocLayout>',
    rspress: 'Props<typeof Rspress.DocLayout>',
    takesAll: true,
    ignored: { navTitle: "Rspress's layout gives the title slot to the navbar only" },
  },
  { name: 'Layout', file: 'theme/Layout/index.tsx', theme: 'Props<typeof Theme.Layout>', rspress: 'Props<typeof Rspress.Layout>', takesAll: false },
  {
    name: 'NavScreen',
    file: 'theme/Nav/Hamburger.tsx',
    theme: "import('../../theme/Nav/Hamburger').NavHamburgerProps & { isScreenOpen: boolean; toggleScreen: () => void }",
    rspress: "Props<typeof import('@rspress/core/dist/theme/components/NavScreen/index.js').NavScreen>",
    takesAll: false,
  },
];

let program: { checker: ts.TypeChecker; source: ts.SourceFile; lines: string[]; first: number; diagnostics: readonly ts.Diagnostic[] } | undefined;

/** One program over a generated file: the signature checks, then a type alias per side of each prop contract. */
function typeProgram() {
  if (program) return program;
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const file = path.join(root, 'tests/contract/__theme-signatures.ts');
  const lines = [
    "import type { useSidebar } from '@rspress/core/runtime';",
    "import * as Rspress from '@rspress/core/theme-original';",
    "import * as Theme from '../../theme';",
    '// The props a component accepts (none for a component without parameters).',
    'type Props<T> = T extends (...args: infer A) => unknown ? (A extends [infer P, ...unknown[]] ? P : {}) : never;',
    ...SIGNATURES.map(([check]) => `{ ${check} }`),
    ...PROP_CONTRACTS.flatMap(({ name, theme, rspress }) => [`export type Theme_${name} = ${theme};`, `export type Rspress_${name} = ${rspress};`]),
  ];
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (name, ...rest) =>
    path.resolve(name) === file ? ts.createSourceFile(name, lines.join('\n'), ts.ScriptTarget.Latest, true) : getSourceFile(name, ...rest);
  const fileExists = host.fileExists;
  host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
  const created = ts.createProgram([file, path.join(root, 'theme/env.d.ts')], { ...config.options, noUnusedLocals: false }, host);
  const source = created.getSourceFile(file)!;
  program = {
    checker: created.getTypeChecker(),
    source,
    lines,
    first: lines.length - SIGNATURES.length - PROP_CONTRACTS.length * 2,
    diagnostics: [...created.getSyntacticDiagnostics(source), ...created.getSemanticDiagnostics(source)],
  };
  return program;
}

/** The props of a type alias of the generated file, with their types. */
function propsOf(alias: string): Map<string, ts.Type> {
  const { checker, source } = typeProgram();
  const node = source.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === alias)!;
  const type = checker.getTypeFromTypeNode(node.type);
  return new Map(type.getProperties().map((p) => [p.name, checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(p, node))]));
}

describe('signatures of the overrides match the installed declarations', () => {
  it('every override type-checks against @rspress/core', () => {
    const { source, lines, first, diagnostics } = typeProgram();
    const problems = diagnostics.map((d) => {
      const line = d.start === undefined ? -1 : source.getLineAndCharacterOfPosition(d.start).line;
      const signature = SIGNATURES[line - first];
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n').slice(0, 3).join(' ');
      return signature ? `${signature[0]}\n  ${message}\n  Depends on it: ${signature[1].join(', ')}` : `${lines[line] ?? ''}\n  ${message}`;
    });
    expect(problems, problems.join('\n\n')).toEqual([]);
  });

  for (const { name, file, takesAll, ignored = {} } of PROP_CONTRACTS) {
    it(`${file}: the props of ${name} are Rspress's ${name} props, of the same types`, () => {
      const { checker } = typeProgram();
      const theirs = propsOf(`Rspress_${name}`);
      const ours = propsOf(`Theme_${name}`);
      expect(theirs.size, `no props found for Rspress's ${name}`).toBeGreaterThan(0);
      const problems: string[] = [];
      const unknown = [...ours.keys()].filter((prop) => !theirs.has(prop));
      const them = unknown.length > 1 ? 'them' : 'it';
      const declared = `Rspress's props: ${[...theirs.keys()].join(', ')}`;
      if (unknown.length && takesAll) problems.push(`${file}: ${name} takes ${unknown.join(', ')}, which Rspress's ${name} does not declare (Rspress's layout never passes ${them}); ${declared}`);
      if (unknown.length && !takesAll) problems.push(`${file}: the theme passes ${unknown.join(', ')} to Rspress's ${name}, which does not declare ${them} (so ${name} ignores ${them}); ${declared}`);
      for (const [prop, type] of ours) {
        const their = theirs.get(prop);
        if (their && !(checker.isTypeAssignableTo(their, type) && checker.isTypeAssignableTo(type, their))) {
          problems.push(`${file}: ${name}'s prop ${prop} is ${checker.typeToString(type)}, Rspress's is ${checker.typeToString(their)}`);
        }
      }
      if (takesAll) {
        const dropped = [...theirs.keys()].filter((prop) => !ours.has(prop) && !(prop in ignored));
        if (dropped.length) problems.push(`${file}: Rspress's ${name} takes ${dropped.join(', ')}, which the theme's ${name} ignores: take ${dropped.length > 1 ? 'them' : 'it'}, or list ${dropped.length > 1 ? 'them' : 'it'} as ignored with the reason in PROP_CONTRACTS`);
        const stale = Object.keys(ignored).filter((prop) => !theirs.has(prop));
        if (stale.length) problems.push(`PROP_CONTRACTS (tests/contract/rspress-theme.test.ts): ${name} ignores ${stale.join(', ')}, which Rspress's ${name} no longer has: remove ${stale.length > 1 ? 'them' : 'it'}`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
