/** Site-wide metadata shared by the config, the theme and the tests. */
export const SITE = {
  title: 'Rsbuild',
  origin: 'https://v1.rsbuild.rs',
  description: {
    en: 'The Rspack-based build tool: documentation for Rsbuild 1.x',
    zh: '基于 Rspack 的构建工具：Rsbuild 1.x 文档',
  },
  /**
   * Where the sources of these pages live; edit links append
   * `<lang>/<path-of-the-page-file>` to this URL.
   */
  editBaseUrl: 'https://github.com/web-infra-dev/rsbuild-v1-docs/edit/main/docs/',
} as const;
