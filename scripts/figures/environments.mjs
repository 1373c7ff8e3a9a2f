// One config, several environments (Rsbuild 1.7.6): each environment is the top-level options
// merged with `environments.<name>`, gets its own Rspack compiler, and writes its own output.
// Checked by building `environments: { web: {}, node: { output: { target: 'node',
// distPath: { root: 'dist/server' } } } }`: dist/index.html, dist/static/js/…, dist/static/css/…
// and dist/server/index.js, both compiled by one MultiCompiler.
import { arrow, box, svg, text } from './svg.mjs';

const TEXT = {
  en: {
    shared: 'Top-level options, shared',
    sharedList: 'plugins · source · resolve …',
    web: 'browser bundle',
    node: 'server-side rendering',
    topLevel: 'top-level options',
    compiler: 'Rspack compiler',
    footer: 'Compiled in parallel · one dev server serves both',
  },
  zh: {
    shared: '顶层配置，所有环境共享',
    sharedList: 'plugins · source · resolve …',
    web: '浏览器产物',
    node: '服务端渲染',
    topLevel: '顶层配置',
    compiler: 'Rspack 编译器',
    footer: '并行编译 · 共用同一个开发服务器',
  },
};

const WIDTH = 480;
const COLUMNS = [
  { env: 'web', x: 20, cls: 'blue', tc: 'tb', target: "target: 'web'", out: ['dist/', 'index.html', 'static/js/  static/css/'] },
  { env: 'node', x: 248, cls: 'orange', tc: 'to', target: "target: 'node'", out: ['dist/server/', 'index.js'] },
];
const COL_W = 212;

export const name = 'environments';

/** The visible caption under the figure. */
export const caption = {
  en: "One config, two environments: each gets its own merged config, compiler and output folder.",
  zh: "一份配置、两个环境：每个环境都有自己合并后的配置、编译器和输出目录。",
};

/** What the figure shows, for readers who cannot see it. */
export const alt = {
  en: "Diagram: rsbuild.config.ts holds top-level options shared by every environment, plus environments.web and environments.node. Each environment merges the top-level options with its own, gets its own Rspack compiler (target 'web' or 'node') and writes its own output: dist/ with index.html, static/js/ and static/css/ for web, dist/server/index.js for node. Both compile in parallel, and one dev server serves both.",
  zh: "示意图：rsbuild.config.ts 包含所有环境共享的顶层配置，以及 environments.web 和 environments.node。每个环境把顶层配置与自身的配置合并，拥有独立的 Rspack 编译器（target 为 'web' 或 'node'），并写入各自的输出目录：web 环境输出到 dist/，包含 index.html、static/js/ 和 static/css/；node 环境输出 dist/server/index.js。两个环境并行编译，共用同一个开发服务器。",
};

export function draw(lang) {
  const t = TEXT[lang];
  const config = box(
    20, 16, 440, 136, {},
    text(34, 40, 'rsbuild.config.ts', { cls: 'm b' }),
    box(34, 52, 412, 26, { cls: 'box' }, text(46, 70, t.shared, { cls: 's' }), text(434, 70, t.sharedList, { cls: 'm s mu', anchor: 'end' })),
    ...COLUMNS.map(({ env, cls, tc }, i) =>
      box(34, 84 + i * 32, 412, 26, { cls }, text(46, 102 + i * 32, `environments.${env}`, { cls: `m ${tc}` }), text(434, 102 + i * 32, t[env], { cls: `s ${tc}`, anchor: 'end' })),
    ),
  );
  const columns = COLUMNS.map(({ env, x, cls, tc, target, out }) => {
    const mid = x + COL_W / 2;
    return [
      arrow(mid, 152, mid, 178),
      box(
        x, 180, COL_W, 70, { cls },
        text(x + 12, 201, env, { cls: `m b ${tc}` }),
        text(x + 12, 221, t.topLevel, { cls: 's' }),
        text(x + 12, 240, `+ environments.${env}`, { cls: 'm s' }),
      ),
      arrow(mid, 250, mid, 272),
      box(x, 274, COL_W, 52, {}, text(x + 12, 295, t.compiler, { cls: 'b' }), text(x + 12, 315, target, { cls: 'm s mu' })),
      arrow(mid, 326, mid, 348),
      box(
        x, 350, COL_W, 78, { cls: 'green' },
        ...out.map((entry, i) => text(x + 12 + (i ? 12 : 0), 371 + i * 21, entry, { cls: i ? 'm s' : 'm b tg' })),
      ),
    ];
  });
  const footer = box(20, 442, 440, 30, { rx: 15 }, text(240, 462, t.footer, { cls: 's', anchor: 'middle' }));
  return svg({ width: WIDTH, height: 488, lang }, [config, columns, footer]);
}
