import type { ToolGroup, ToolLink } from '../lib/tools';

/**
 * The Rstack family: sibling tools of Rsbuild, built by the same team.
 * Logos are original drawings in `docs/public/tools/` (no external requests).
 */
const tool = {
  rspack: {
    name: 'Rspack',
    desc: '基于 Rust 的高性能打包工具，兼容 webpack 的 API 与生态',
    descEn: 'Fast Rust-based bundler, compatible with the webpack API and ecosystem',
    logo: '/tools/rspack.svg',
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
  },
  rsbuild: {
    name: 'Rsbuild',
    desc: '基于 Rspack 的 Web 应用构建工具，开箱即用',
    descEn: 'Rspack-based build tool for web applications, ready out of the box',
    logo: '/tools/rsbuild.svg',
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  },
  rslib: {
    name: 'Rslib',
    desc: '基于 Rsbuild 的 npm 库开发工具',
    descEn: 'Library development tool built on Rsbuild',
    logo: '/tools/rslib.svg',
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
  },
  rspress: {
    name: 'Rspress',
    desc: '基于 Rsbuild、React 和 MDX 的静态站点生成器',
    descEn: 'Static site generator built on Rsbuild, React and MDX',
    logo: '/tools/rspress.svg',
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
  },
  rsdoctor: {
    name: 'Rsdoctor',
    desc: '面向 Rspack 和 webpack 的构建分析工具',
    descEn: 'Build analyzer for Rspack and webpack projects',
    logo: '/tools/rsdoctor.svg',
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
  },
  rstest: {
    name: 'Rstest',
    desc: '由 Rspack 驱动的测试框架',
    descEn: 'Testing framework powered by Rspack',
    logo: '/tools/rstest.svg',
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
  },
  rslint: {
    name: 'Rslint',
    desc: '高性能的 JavaScript 和 TypeScript 代码检查工具',
    descEn: 'High-performance JavaScript and TypeScript linter',
    logo: '/tools/rslint.svg',
    url: 'https://rslint.rs/',
  },
} satisfies Record<string, ToolLink>;

/** Groups of the navbar popover. */
export const TOOL_GROUPS: ToolGroup[] = [
  {
    title: '构建',
    titleEn: 'Build',
    links: [tool.rspack, tool.rsbuild, tool.rslib],
  },
  {
    title: '文档、分析与质量',
    titleEn: 'Docs, analysis and quality',
    links: [tool.rspress, tool.rsdoctor, tool.rstest, tool.rslint],
  },
];

/** The six tools of the landing page's tool stack block. */
export const TOOL_STACK: ToolLink[] = [tool.rspack, tool.rsbuild, tool.rslib, tool.rspress, tool.rsdoctor, tool.rstest];

/** Text of a tool's link: its domain, e.g. `rspack.rs`. */
export const toolLinkText = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
