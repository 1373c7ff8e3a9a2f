import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginRss } from '@rspress/plugin-rss';
import {
  LANGS,
  LINKS,
  buildNav,
  buildRedirects,
  buildSidebar,
  validRedirects,
} from './site/structure';
import { DOCS_DIR, pageExists } from './site/docs-files';
import { keepBuildCache } from './site/build-cache';
import { assertSiteStructure } from './site/structure-check';
import { SITE } from './site/meta';
import { readDocSearchEnv } from './site/search';
import { addedInAnnotator, pluginAddedIn } from './site/plugins/added-in';
import { renderLlmsTxt } from './site/llms';
import { pluginRsbuild2Status, rsbuild2Annotator } from './site/plugins/rsbuild2-status';
import { CSP_DOCSEARCH } from './site/host-rules';
import { forcedFromEnv, outdatedTranslations } from './site/translation-status';
import { feedChannels, feedFiles } from './site/feeds';
import { pluginSearch } from './site/plugins/search';
import { remarkOptionLinks } from './site/plugins/option-links';
import { remarkFigureData } from './site/plugins/figure-data';
import { remarkShortCode } from './site/plugins/short-code';
import { highlightCache } from './site/highlight-cache';
import { pluginLeanSiteData } from './site/plugins/lean-site-data';
import { pluginPageIndex } from './site/plugins/page-index';
import { pluginLocalePages } from './site/plugins/locale-pages';
import { pluginSitemap } from './site/plugins/sitemap';
import { pluginHostRules } from './site/plugins/host-rules';
import { pluginCodeAnnotations } from './site/plugins/code-annotations';
import { pluginCodeTokens } from './site/plugins/code-tokens';
import { pluginHeadingAnchors } from './site/plugins/heading-anchors';
import { pluginPrint } from './site/plugins/print';
import { pluginBrowserLabels } from './site/plugins/browser-labels';
import { pluginPageFeedback } from './site/plugins/page-feedback';
import { announcementScript } from './theme/Announcement/script';
import { THEME } from './theme/config';

const docsRoot = DOCS_DIR;
// A second output folder lets the tests build a DocSearch variant next to the default one.
const outDir = path.resolve(import.meta.dirname, process.env.DOCS_OUT_DIR ?? 'doc_build');
// Throws (and so fails the build) when only some of the Algolia variables are set.
const docsearch = readDocSearchEnv(process.env);
// A page without its twin, or a route that site/structure.ts, site/routes.txt and docs/ disagree on, stops the build here.
assertSiteStructure(docsRoot);

export default defineConfig({
  root: docsRoot,
  outDir,
  title: SITE.title,
  description: SITE.description.en,
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: SITE.title,
  lang: 'en',
  siteOrigin: SITE.origin,
  locales: [
    { lang: 'en', label: 'English', title: SITE.title, description: SITE.description.en },
    { lang: 'zh', label: '简体中文', title: SITE.title, description: SITE.description.zh },
  ],
  route: {
    cleanUrls: true,
    // Shared MDX fragments are imported by pages, never routed on their own.
    exclude: ['**/shared/**', '**/_*'],
    // The locale redirect is `pluginLocalePages` below: it acts on the entry page `/` only.
  },
  markdown: {
    defaultWrapCode: false,
    showLineNumbers: false,
    link: { checkDeadLinks: true, checkAnchors: true },
    remarkPlugins: [remarkOptionLinks({ docsDir: docsRoot, exists: pageExists }), remarkFigureData(), remarkShortCode()],
    // An example shared by a page and its twin is highlighted once (site/highlight-cache.ts).
    shiki: { cache: highlightCache() },
  },
  // llms.txt: each page's line carries the 1.x release that brought its option and its Rsbuild 2 status.
  llms: { llmsTxt: (context) => renderLlmsTxt(context, [addedInAnnotator, rsbuild2Annotator]) },
  // Figures open in their own image zoom (components/Figure/zoom.ts), which a CSP allows.
  mediumZoom: false,
  // Rspress's built-in search is off: the offline search is the site's own Pagefind
  // index (site/search-index.ts, loaded on intent); DocSearch replaces it when Algolia is configured.
  search: false,
  // Rendered on every page, outside the layout: link-preview and feed tags,
  // the floating "Back to top" of narrow screens, and the marks of a page opened from search.
  globalUIComponents: [
    path.join(import.meta.dirname, 'theme/HeadTags/index.tsx'),
    path.join(import.meta.dirname, 'theme/BackToTop/index.tsx'),
    path.join(import.meta.dirname, 'theme/Search/SearchArrival.tsx'),
  ],
  builderConfig: {
    // Rspack's persistent cache only where it is read again (site/build-cache.ts).
    performance: {
      ...(keepBuildCache(process.env) ? {} : { buildCache: false }),
      // File sizes are still listed, without gzipping every HTML and Markdown file for the
      // listing: that took the build's main thread about 0.7 s (`npm run bench` measures sizes).
      printFileSize: { compressed: false },
    },
    // Rspress gathers all CSS, async included, into one first-load `styles` chunk.
    // DocSearch's stylesheet, the offline search panel's and the config check's own styles
    // are kept out of it, so that they load with the modal, the panel and that one page.
    splitChunks: {
      cacheGroups: {
        styles: {
          name: 'styles',
          minSize: 0,
          chunks: 'all',
          test: /^(?!.*[\\/](?:@docsearch[\\/]|LocalSearchResults\.css$|ConfigCheck[\\/]index\.css$)).*\.(?:css|less|sass|scss)$/,
          priority: 99,
        },
      },
    },
    // For analysis only: DOCS_SOURCE_MAP=1 writes source maps (what a chunk is made
    // of); DOCS_MINIFY=0 keeps names readable (which component renders when).
    output: {
      ...(process.env.DOCS_SOURCE_MAP === '1' ? { sourceMap: { js: 'source-map' as const } } : {}),
      ...(process.env.DOCS_MINIFY === '0' ? { minify: false } : {}),
    },
    // The label modules of site/label-groups.ts have no side effects: a chunk that imports one but
    // reads none of it (the theme's Markdown-only landing, DocSearch's texts in the offline build) drops it.
    tools: {
      rspack: { module: { rules: [{ test: /[\\/]theme[\\/]labels[\\/][^\\/]+\.json$/, sideEffects: false }] } },
    },
    resolve: {
      // The sidebar and outline items scroll themselves into view with this package;
      // the theme's version skips hidden items and never forces a layout for them.
      alias: { 'scroll-into-view-if-needed$': path.join(import.meta.dirname, 'theme/lib/scrollIntoView.ts') },
    },
    html: {
      // Hides a dismissed announcement bar before it is painted (theme/Announcement).
      tags: [{ tag: 'script', children: announcementScript(THEME.announcement.storageKey), head: true, append: false }],
    },
    source: {
      define: {
        __DOCSEARCH__: JSON.stringify(docsearch ?? null),
        __TRANSLATION_OUTDATED__: JSON.stringify(
          outdatedTranslations({ root: import.meta.dirname, docsDir: docsRoot, force: forcedFromEnv(process.env.RSBUILD_DOCS_OUTDATED) }),
        ),
      },
    },
  },
  themeConfig: {
    darkMode: true,
    hideNavbar: 'never',
    enableScrollToTop: true,
    enableAppearanceAnimation: true,
    fallbackHeadingTitle: true,
    lastUpdated: true,
    editLink: { docRepoBaseUrl: SITE.editBaseUrl },
    // The hint for AI agents is the theme's (theme/Layout/LlmsHint.tsx): translated, and inside `main`.
    llmsUI: { viewOptions: ['chatgpt', 'claude'], placement: 'title', injectLlmsHint: false },
    socialLinks: [
      { icon: 'github', mode: 'link', content: LINKS.github },
      { icon: 'x', mode: 'link', content: LINKS.x },
      { icon: 'discord', mode: 'link', content: LINKS.discord },
      { icon: 'bluesky', mode: 'link', content: LINKS.bluesky },
    ],
    locales: LANGS.map((lang) => ({
      lang,
      label: lang === 'en' ? 'English' : '简体中文',
      description: SITE.description[lang],
      nav: buildNav(lang),
      sidebar: buildSidebar(lang, pageExists),
    })),
  },
  plugins: [
    // `// [!code ++]` and `{1,3-5}` in code blocks: the HTML, the Markdown twins (as a diff) and the build's checks.
    pluginCodeAnnotations({ root: import.meta.dirname }),
    // Highlighted code as fewer spans, token colours as classes: the same look in a lighter page chunk.
    pluginCodeTokens(),
    // Heading anchor links drawn by the heading components, not compiled into each page's code.
    pluginHeadingAnchors(),
    // Printing shows only the content (docs/public/print.css).
    pluginPrint(),
    // Labels only the build or code loaded on intent reads stay out of the first load.
    pluginBrowserLabels(),
    // "Was this page helpful?" and "Report a problem" at the end of each doc page (theme/PageFeedback).
    pluginPageFeedback({ docsDir: docsRoot }),
    pluginSearch({ outDir, local: !docsearch }),
    pluginLeanSiteData(),
    // "Added in v1.x.y" under each entry that a page's Version history says arrived during 1.x.
    pluginAddedIn({ docsDir: docsRoot }),
    // The list of all pages of a language, loaded on demand (site/page-index.ts).
    pluginPageIndex(),
    // What Rsbuild 2 does with each config option, on its page, in its Markdown and in llms.txt.
    pluginRsbuild2Status({ docsDir: docsRoot }),
    pluginClientRedirects({ redirects: validRedirects(buildRedirects()) }),
    // `/` → `/zh/` for a Chinese browser, once; a prerendered 404 page per language.
    pluginLocalePages({ localeRedirect: 'auto' }),
    pluginSitemap({ origin: SITE.origin }),
    // RSS and Atom feeds of the release announcements in both languages (site/feeds.ts).
    // The head links are theme/HeadTags': the plugin's own component gives them
    // an `hreflang`, and the head manager keeps one alternate link per language.
    { ...pluginRss({ siteUrl: SITE.origin, feed: feedChannels() }), globalUIComponents: [] },
    // `_redirects`, `_headers` and `robots.txt` for the static host, from the structure, the built HTML and the feeds.
    pluginHostRules({ origin: SITE.origin, csp: docsearch ? CSP_DOCSEARCH : undefined, feeds: feedFiles(), sitemap: true }),
  ],
});
