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
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

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

describe('Rspress internals used by the theme (checked against @rspress/core 2.0.22)', () => {
  const imports = internalsImports();

  it('the internals module imports something (the parser below found its imports)', () => {
    expect(imports.filter((i) => i.specifier.startsWith('@rspress/core/dist/')).length).toBeGreaterThan(10);
  });

  for (const { specifier, names } of imports) {
    if (specifier === 'virtual-social-links') {
      it('the virtual module "virtual-social-links" default-exports the SVG markup of each configured icon', () => {
        const generator = read(fromCore('dist/node/runtimeModule/socialLinks.js'));
        assume(
          generator.includes('["virtual-social-links"]') && /export default \$\{JSON\.stringify\(getSocialIcons\(/.test(generator),
          'Rspress generates "virtual-social-links" as `export default { [icon]: svg }`',
          dependents('socialIcons'),
          'dist/node/runtimeModule/socialLinks.js',
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

  it("Rspress's sidebar marks the page being read with rp-sidebar-item--active", () => {
    const item = read(fromCore('dist/theme/components/Sidebar/SidebarItem.js'));
    assume(item.includes('rp-sidebar-item--active'), 'the active sidebar item has the class rp-sidebar-item--active', ['theme/DocLayout/useDocMenus.ts', 'e2e/sidebar.spec.ts']);
  });

  it("Markdown headings carry rp-toc-include and an aria-hidden rp-header-anchor link", () => {
    const titles = read(fromCore('dist/theme/components/DocContent/docComponents/title.js'));
    assume(titles.includes("'rp-toc-include'"), 'headings rendered from Markdown have the class rp-toc-include', ['theme/hooks/useToc.ts']);
    const anchor = fromCore('dist/node/mdx/rehypePlugins/headerAnchor.js');
    const code = existsSync(anchor) ? read(anchor) : '';
    assume(
      /tagName: 'a',\s*properties: \{\s*class: 'rp-header-anchor',\s*ariaHidden: 'true'/.test(code),
      'the build writes heading anchors as aria-hidden links with the class rp-header-anchor',
      ['theme/DocParts/MdxComponents.tsx', 'theme/hooks/useToc.ts'],
      'dist/node/mdx/rehypePlugins/headerAnchor.js',
    );
  });

  it("Rspress's useStorageValue announces same-tab changes with the event the theme state listens to", () => {
    const storage = read(fromCore('dist/theme/logic/useStorageValue.js'));
    const name = /STORAGE_SYNC_EVENT = '([^']+)'/.exec(read(path.join(root, INTERNALS)))?.[1];
    assume(
      Boolean(name) && storage.includes(`'${name}'`) && /new CustomEvent\(SYNC_STORAGE_EVENT_NAME, \{\s*detail: \{\s*key,\s*newValue/.test(storage),
      `useStorageValue dispatches "${name}" with detail { key, newValue }`,
      [INTERNALS, 'theme/hooks/useThemeState.ts'],
      'dist/theme/logic/useStorageValue.js',
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

describe("Rspress's code picks up the theme's overrides", () => {
  for (const [file, names, files] of CONSUMERS) {
    it(`${file} takes ${names.join(', ')} from @rspress/core/theme`, () => {
      const code = existsSync(fromCore(file)) ? read(fromCore(file)) : '';
      const imported = [...code.matchAll(/import \{([^}]*)\} from "@rspress\/core\/theme"/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim().split(/\s+as\s+/)[0]));
      for (const name of names) assume(imported.includes(name), `${file} imports ${name} from "@rspress/core/theme"`, files);
    });
  }

  it("the app keeps page data that is already in its cache (useFirstPageDataKept)", () => {
    const app = read(fromCore('dist/runtime/App.js'));
    assume(/useLayoutEffect\(\(\)=>\{\s*const cached = consumeCachedPageData\(pathname\);\s*if \(cached\) return void setPageData\?\.\(cached\);/.test(app), "App's layout effect uses the page data that warmPageData put in the cache", ['theme/Layout/useFirstPageDataKept.ts']);
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
  ['const a: Props<typeof Theme.DocLayout> = null! as Props<typeof Rspress.DocLayout>;', ['theme/DocLayout/index.tsx']],
  ['const a: Props<typeof Theme.Layout> = null! as Props<typeof Rspress.Layout>;', ['theme/Layout/index.tsx']],
  ['const a: Props<typeof Theme.Nav> = null! as Props<typeof Rspress.Nav>;', ['theme/Nav/index.tsx']],
  ['const a: Props<typeof Theme.Outline> = null! as Props<typeof Rspress.Outline>;', ['theme/Outline/index.tsx']],
  ['const a: Props<typeof Theme.SocialLinks> = null! as Props<typeof Rspress.SocialLinks>;', ['theme/SocialLinks/index.tsx']],
  ['const a: Props<typeof Theme.LlmsViewOptions> = null! as Props<typeof Rspress.LlmsViewOptions>;', ['theme/LlmsViewOptions/index.tsx']],
  ['const a: Props<typeof Theme.DocContent> = null! as Props<typeof Rspress.DocContent>;', ['theme/DocParts/index.tsx']],
  ['const a: typeof Rspress.getCustomMDXComponent = Theme.getCustomMDXComponent;', ['theme/DocParts/MdxComponents.tsx']],
  ['const a: Props<typeof Theme.PackageManagerTabs> = null! as Props<typeof Rspress.PackageManagerTabs>;', ['theme/PackageManagerTabs/index.tsx']],
  ['const a: Props<typeof Theme.SwitchAppearance> = null! as Props<typeof Rspress.SwitchAppearance>;', ['theme/SwitchAppearance/index.tsx']],
];

describe('signatures of the overrides match the installed declarations', () => {
  it('every override type-checks against @rspress/core', () => {
    const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
    const file = path.join(root, 'tests/contract/__theme-signatures.ts');
    const lines = [
      "import type { useSidebar } from '@rspress/core/runtime';",
      "import * as Rspress from '@rspress/core/theme-original';",
      "import * as Theme from '../../theme';",
      '// The props a component accepts (none for a component without parameters).',
      'type Props<T> = T extends (...args: infer A) => unknown ? (A extends [infer P, ...unknown[]] ? P : {}) : never;',
      ...SIGNATURES.map(([check]) => `{ ${check} }`),
    ];
    const first = lines.length - SIGNATURES.length;
    const host = ts.createCompilerHost(config.options);
    const getSourceFile = host.getSourceFile;
    host.getSourceFile = (name, ...rest) =>
      path.resolve(name) === file ? ts.createSourceFile(name, lines.join('\n'), ts.ScriptTarget.Latest, true) : getSourceFile(name, ...rest);
    const fileExists = host.fileExists;
    host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
    const program = ts.createProgram([file, path.join(root, 'theme/env.d.ts')], { ...config.options, noUnusedLocals: false }, host);
    const source = program.getSourceFile(file)!;
    const problems = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
      const line = d.start === undefined ? -1 : source.getLineAndCharacterOfPosition(d.start).line;
      const signature = SIGNATURES[line - first];
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n').slice(0, 3).join(' ');
      return signature ? `${signature[0]}\n  ${message}\n  Depends on it: ${signature[1].join(', ')}` : `${lines[line] ?? ''}\n  ${message}`;
    });
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
});
