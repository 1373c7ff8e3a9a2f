// The dev server's middleware chain in Rsbuild 1.7.6 (node_modules/rsbuild-v1/dist/131.js,
// getDevMiddlewares): a request goes down the list until one middleware answers it.
// Middlewares a plugin adds in onBeforeStartDevServer (also from its returned function) are
// registered before Rsbuild applies its own list, which starts with the `unshift` handlers of
// dev.setupMiddlewares and ends with the `push` ones; the 404 handler comes last. Verified
// with a dev server that logs each handler: plugin → unshift → … → push.
import { arrow, box, svg, text } from './svg.mjs';

// kind: yours (your code), cond (only when configured), files (answers from the build), core.
const ROWS = [
  { en: 'Plugin middlewares', zh: '插件添加的中间件', option: 'onBeforeStartDevServer', kind: 'yours' },
  { en: 'Your unshift() handlers', zh: 'unshift() 添加的中间件', option: 'dev.setupMiddlewares', kind: 'yours' },
  { en: 'CORS', zh: '跨域（CORS）', option: 'server.cors' },
  { en: 'Response headers', zh: '自定义响应头', option: 'server.headers', kind: 'cond' },
  { en: 'Proxy', zh: '代理', option: 'server.proxy', kind: 'cond' },
  { en: 'Gzip compression', zh: 'Gzip 压缩', option: 'server.compress' },
  { en: 'Lazy compilation', zh: '懒编译', option: 'dev.lazyCompilation' },
  { en: 'Base path', zh: '基础路径', option: 'server.base', kind: 'cond' },
  { en: 'Open in editor', zh: '在编辑器中打开', option: '/__open-in-editor' },
  { en: 'Served files page', zh: '产物列表页', option: '/rsbuild-dev-server' },
  { en: 'Compiled files', zh: '编译产物', option: { en: 'in memory', zh: '内存中' }, kind: 'files' },
  { en: 'HTML without .html', zh: '补全 .html 后缀', option: '/about → about.html', kind: 'files' },
  { en: 'Public folder', zh: 'public 目录', option: 'server.publicDir' },
  { en: 'History API fallback', zh: 'History API 回退', option: 'server.historyApiFallback', kind: 'cond' },
  { en: 'HTML fallback', zh: 'HTML 回退', option: 'server.htmlFallback' },
  { en: 'Favicon fallback', zh: 'favicon 回退', option: '/favicon.ico' },
  { en: 'Your push() handlers', zh: 'push() 添加的中间件', option: 'dev.setupMiddlewares', kind: 'yours' },
];

const TEXT = {
  en: {
    request: 'Request',
    notFound: '404 Not Found',
    first: 'The first middleware that answers ends the request.',
    legend: ['your code', 'only when configured', 'answers from the build'],
  },
  zh: {
    request: '请求',
    notFound: '404 Not Found',
    first: '由第一个作出响应的中间件结束请求。',
    legend: ['你的代码', '仅在配置后启用', '用构建产物响应'],
  },
};

const STYLES = {
  yours: { cls: 'orange', tc: 'to' },
  cond: { cls: 'box', dashed: true },
  files: { cls: 'blue', tc: 'tb' },
  core: { cls: 'box' },
};

const WIDTH = 440;
const X = 40;
const W = 380;
const TOP = 44;
const STEP = 31;

export const name = 'dev-middlewares';

/** The visible caption under the figure. */
export const caption = {
  en: "The dev server's middlewares in Rsbuild 1.7.6, in the order a request meets them.",
  zh: "Rsbuild 1.7.6 开发服务器的中间件，按请求经过的顺序排列。",
};

/** What the figure shows, for readers who cannot see it. */
export const alt = {
  en: "Diagram of the order in which the dev server's middlewares see a request: middlewares added by plugins in onBeforeStartDevServer; handlers added with unshift() in dev.setupMiddlewares; CORS (server.cors); response headers (server.headers, when set); proxy (server.proxy, when set); gzip compression (server.compress); lazy compilation (dev.lazyCompilation); base path (server.base, when set); open in editor (/__open-in-editor); the served files page (/rsbuild-dev-server); compiled files from memory; HTML without .html (/about serves about.html); the public folder (server.publicDir); History API fallback (server.historyApiFallback, when set); HTML fallback (server.htmlFallback); favicon fallback; handlers added with push() in dev.setupMiddlewares; and finally 404 Not Found. The first middleware that answers ends the request.",
  zh: "示意图：开发服务器的中间件处理请求的顺序依次为：插件在 onBeforeStartDevServer 中添加的中间件；dev.setupMiddlewares 中通过 unshift() 添加的中间件；跨域（server.cors）；自定义响应头（server.headers，配置后启用）；代理（server.proxy，配置后启用）；Gzip 压缩（server.compress）；懒编译（dev.lazyCompilation）；基础路径（server.base，配置后启用）；在编辑器中打开（/__open-in-editor）；产物列表页（/rsbuild-dev-server）；内存中的编译产物；补全 .html 后缀（/about 返回 about.html）；public 目录（server.publicDir）；History API 回退（server.historyApiFallback，配置后启用）；HTML 回退（server.htmlFallback）；favicon 回退；dev.setupMiddlewares 中通过 push() 添加的中间件；最后是 404 Not Found。由第一个作出响应的中间件结束请求。",
};

export function draw(lang) {
  const t = TEXT[lang];
  const rows = ROWS.map((row, i) => {
    const y = TOP + i * STEP;
    const { cls, dashed, tc = '' } = STYLES[row.kind ?? 'core'];
    const option = typeof row.option === 'string' ? row.option : row.option[lang];
    return box(
      X, y, W, 26, { cls, dashed, rx: 5 },
      text(X + 12, y + 18, row[lang], { cls: tc }),
      text(X + W - 12, y + 18, option, { cls: `m s ${tc || 'mu'}`, anchor: 'end' }),
    );
  });
  const endY = TOP + ROWS.length * STEP;
  const legendY = endY + 76;
  const legend = ['yours', 'cond', 'files'].map((kind, i) => {
    const { cls, dashed } = STYLES[kind];
    const y = legendY + i * 20;
    return [
      `<rect class="${dashed ? `${cls} dash` : cls}" x="${X}" y="${y - 10}" width="18" height="12" rx="3"/>`,
      text(X + 26, y, t.legend[i], { cls: 's mu' }),
    ];
  });
  return svg({ width: WIDTH, height: legendY + 58, lang }, [
    text(X, 28, t.request, { cls: 'b' }),
    arrow(20, 18, 20, endY + 10),
    rows,
    box(X, endY, W, 26, { cls: 'box', rx: 5 }, text(X + 12, endY + 18, t.notFound, { cls: 'b' })),
    text(X, endY + 50, t.first, { cls: 's mu' }),
    legend,
  ]);
}
