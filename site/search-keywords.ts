/**
 * Words readers type that a page does not (or not prominently) use for its
 * own subject: abbreviations, the other spelling of a term, the parts of an
 * option path. They are indexed with a high weight on that page only and
 * are never shown. Keep entries to real reader vocabulary; the relevance
 * suite (tests/search-queries.json) checks the effect.
 */
import { cjkRuns, segmentChinese } from './search-text';
import type { Lang } from './structure';

type Words = { en?: string; zh?: string; both?: string };

/** Extra words per English route. */
const PAGE_KEYWORDS: Record<string, Words> = {
  '/guide/advanced/ssr': { both: 'SSR', en: 'server side rendering server bundle', zh: '服务器端渲染 服务端渲染 服务端产物' },
  '/guide/advanced/hmr': { both: 'HMR', en: 'hot reload', zh: '模块热替换 热重载' },
  '/config/security/sri': { both: 'SRI', en: 'subresource integrity', zh: '子资源完整性' },
  '/guide/migration/cra': { both: 'CRA', en: 'create react app' },
  '/config/dev/lazy-compilation': { en: 'faster dev server startup on demand', zh: '懒编译 按需编译 启动速度 加快启动' },
  '/config/html/favicon': { zh: '网站图标 标签页图标' },
  '/config/output/dist-path': { en: 'output directory', zh: '输出目录 输出路径 构建目录' },
  // The option's title is its path; Chinese readers look for it by the Chinese word.
  '/config/server/port': { en: 'port number', zh: '端口 端口号' },
  // The page on `.env` files: a file-name query (`.env.local` → `env local`) should open it before the pages that mention the files.
  '/guide/advanced/env-vars': { both: 'dotenv env local' },

  // Tasks as readers put them, for the page that does the task (the "goal" queries of the relevance suite).
  '/guide/optimization/build-performance': { en: 'faster build speed up slow build time', zh: '构建速度 编译速度 加快构建 提速 变快 构建慢' },
  '/guide/optimization/optimize-bundle': { en: 'smaller bundle reduce bundle size', zh: '打包体积 包体积 减小体积 产物体积 体积优化' },
  '/guide/optimization/inline-assets': { en: 'inline small images base64 data uri', zh: '小图片 base64 内联资源' },
  '/guide/basic/testing': { en: 'unit tests test runner', zh: '单元测试 测试框架' },
  '/config/output/target': { both: 'Node.js', en: 'node server bundle run in node', zh: 'Node 应用 服务端产物 运行环境' },
  '/config/output/filename': { en: 'rename output files file names', zh: '产物文件名 重命名 文件命名' },
  '/config/output/filename-hash': { en: 'hash in file names content hash', zh: '文件名哈希 哈希值 去掉哈希' },
  '/config/output/externals': { both: 'CDN', en: 'external library global variable', zh: '第三方库 外部依赖 全局变量' },
  '/config/server/open': { en: 'open browser automatically launch', zh: '自动打开浏览器 打开页面' },
  '/config/server/proxy': { en: 'backend api forward requests', zh: '后端接口 转发请求 接口代理' },
  '/config/server/public-dir': { en: 'public folder static files served as is', zh: 'public 文件夹 静态文件 原样提供' },
  '/config/server/history-api-fallback': { both: 'SPA 404', en: 'single page app client side routing refresh', zh: '单页应用 前端路由 刷新' },
  '/config/performance/bundle-analyze': { en: 'what is in the bundle analyzer bundle size report', zh: '产物分析 体积分析 包含哪些模块 包体积' },
  '/plugins/list/plugin-svgr': { en: 'svg component', zh: 'SVG 组件 引入 SVG' },
  '/config/source/entry': { both: 'MPA', en: 'multi-page app multiple pages', zh: '多页面应用 多页应用 多入口' },
  '/guide/debug/debug-mode': { en: 'inspect final config generated rspack config', zh: '最终配置 最终的配置 生成的配置 打印配置 查看配置' },
  '/guide/start/quick-start': { en: 'new project create a project scaffold getting started', zh: '新项目 新建项目 创建项目 初始化项目 脚手架 入门' },
  '/config/output/clean-dist-path': { en: 'clean dist empty dist delete old files stale files', zh: '清空产物 清理产物 删除旧文件 旧文件 残留文件' },
  '/config/dev/client': { en: 'error overlay full screen error', zh: '错误遮罩 遮罩层 报错浮层 错误弹层' },
  '/config/html/mount-id': { en: 'root element mount node', zh: '挂载节点 挂载点 根节点 根元素' },
  '/plugins/list/plugin-sass': { both: 'SCSS', en: 'global variables shared variables', zh: '全局变量 共享变量 注入变量' },
  '/config/source/pre-entry': { en: 'run before the entry setup code', zh: '入口之前执行 前置脚本 初始化代码' },
  '/guide/advanced/alias': { en: 'relative paths shorter imports import prefix', zh: '相对路径 导入前缀 简化导入' },
  '/config/server/host': { both: 'LAN', en: 'local network other devices phone', zh: '局域网 其他设备 手机访问' },
  '/config/output/asset-prefix': { both: 'publicPath', en: 'public path url prefix', zh: '公共路径 资源路径前缀' },
  '/guide/advanced/browser-compatibility': { both: 'IE IE11', en: 'old browsers legacy browsers', zh: '旧浏览器 低版本浏览器 老浏览器' },
};

/** `output.distPath` → `output distPath dist path`: the path, its segments and their words. */
export function optionPathWords(title: string): string {
  if (!/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/.test(title) && !/^[a-z][A-Za-z]*$/.test(title)) return '';
  const segments = title.split('.');
  const words = segments.flatMap((s) => s.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(' '));
  return [...new Set([...segments, ...words])].join(' ');
}

/**
 * A Chinese term written as one run (`构建速度`) and the words the browser's word breaker cuts a
 * query into (`构建` `速度`): the index may keep the run whole, and a query that spells the term
 * with other words around it (`提升构建速度`) reaches the page by its words.
 */
function withChineseWords(text: string): string {
  const words = cjkRuns(text).flatMap((run) => segmentChinese(run).filter((word) => word !== run && word.trim()));
  return [text, ...new Set(words)].join(' ');
}

/** Keywords of one page in one language (empty string when it has none). */
export function keywordsFor(route: string, lang: Lang, title: string): string {
  const entry = PAGE_KEYWORDS[route];
  const words = [entry?.both, entry?.[lang]];
  if (route.startsWith('/config/')) words.push(optionPathWords(title));
  const text = words.filter(Boolean).join(' ');
  return lang === 'zh' ? withChineseWords(text) : text;
}
