import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginRss } from '@rspress/plugin-rss';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import {
  LANGS,
  LINKS,
  type Lang,
  buildNav,
  buildRedirects,
  buildSidebar,
  label,
  routeToFileCandidates,
  validRedirects,
} from './site/structure';
import { SITE } from './site/meta';
import { readDocSearchEnv } from './site/search';
import { pluginSearchRecords } from './site/search-plugin';
import { remarkOptionLinks } from './site/option-links';
import { pluginLeanSiteData } from './site/lean-site-data';
import { announcementScript } from './theme/Announcement/script';
import { THEME } from './theme/config';

const docsRoot = path.join(import.meta.dirname, 'docs');
// A second output folder lets the tests build a DocSearch variant next to the default one.
const outDir = path.resolve(import.meta.dirname, process.env.DOCS_OUT_DIR ?? 'doc_build');
// Throws (and so fails the build) when only some of the Algolia variables are set.
const docsearch = readDocSearchEnv(process.env);

const pageExists = (route: string, lang: Lang) =>
  routeToFileCandidates(route).some((file) => existsSync(path.join(docsRoot, lang, file)));

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
    localeRedirect: 'auto',
  },
  markdown: {
    defaultWrapCode: false,
    showLineNumbers: false,
    link: { checkDeadLinks: true, checkAnchors: true },
    remarkPlugins: [remarkOptionLinks({ docsDir: docsRoot, exists: pageExists })],
  },
  llms: true,
  // Image zoom is the theme's (theme/Layout/imageZoom.ts): loaded only on pages with images.
  mediumZoom: false,
  // Offline full-text search by default; DocSearch replaces it when Algolia is configured.
  search: docsearch ? false : { codeBlocks: true },
  builderConfig: {
    // Rspress gathers all CSS, async included, into one first-load `styles` chunk.
    // DocSearch's stylesheet is kept out of it so that it loads with the modal.
    splitChunks: {
      cacheGroups: {
        styles: {
          name: 'styles',
          minSize: 0,
          chunks: 'all',
          test: /^(?!.*[\\/]@docsearch[\\/]).*\.(?:css|less|sass|scss)$/,
          priority: 99,
        },
      },
    },
    html: {
      // Hides a dismissed announcement bar before it is painted (theme/Announcement).
      tags: [{ tag: 'script', children: announcementScript(THEME.announcement.storageKey), head: true, append: false }],
    },
    source: {
      define: {
        __DOCSEARCH__: JSON.stringify(docsearch ?? null),
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
    pluginSearchRecords(outDir),
    pluginLeanSiteData(),
    pluginClientRedirects({ redirects: validRedirects(buildRedirects()) }),
    pluginSitemap({ siteUrl: SITE.origin }),
    pluginRss({
      siteUrl: SITE.origin,
      feed: LANGS.map((lang) => ({
        id: lang === 'en' ? 'releases' : 'releases-zh',
        test: lang === 'en' ? /^\/community\/releases\/.+/ : /^\/zh\/community\/releases\/.+/,
        title: `${SITE.title} ${label('changelog', lang)}`,
        language: lang === 'en' ? 'en' : 'zh-CN',
      })),
    }),
  ],
});
