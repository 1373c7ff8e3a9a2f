// Plugin hook order of `rsbuild dev` and `rsbuild build` (Rsbuild 1.7.6), one environment, as
// recorded by `npm run record:behaviour` (tests/behaviour/recordings.json: scenarios "dev-sigterm"
// and "build"); tests/behaviour.test.ts checks GROUPS against them. The dev lane ends as SIGTERM
// ends it: onExit, then onCloseDevServer; onCloseBuild runs only after a successful build.
import { box, circle, line, svg, text } from './svg.mjs';

const TEXT = {
  en: {
    groups: ['Configuration', 'Compiler', 'Each compilation — again on every rebuild', 'When it ends'],
    perEnv: 'per environment',
    perPage: 'per HTML page',
    listening: 'once, timing varies',
    closed: 'server closed',
    success: 'after success',
    exit: 'process exits',
    legend: 'A dot marks a hook that runs in that command.',
  },
  zh: {
    groups: ['配置', '编译器', '每次编译（每次重新构建都会再次执行）', '结束时'],
    perEnv: '每个环境一次',
    perPage: '每个 HTML 页面',
    listening: '仅一次，时机不固定',
    closed: '服务器关闭时',
    success: '构建成功后',
    exit: '进程退出时',
    legend: '圆点表示该命令会执行这个钩子。',
  },
};

// [hook, runs in dev, runs in build, tag key, dashed station]
export const GROUPS = [
  [
    ['modifyRsbuildConfig', 1, 1],
    ['modifyEnvironmentConfig', 1, 1, 'perEnv'],
    ['onBeforeStartDevServer', 1, 0],
    ['modifyBundlerChain', 1, 1, 'perEnv'],
    ['modifyRspackConfig', 1, 1, 'perEnv'],
  ],
  [
    ['onBeforeCreateCompiler', 1, 1],
    ['onAfterCreateCompiler', 1, 1],
  ],
  [
    ['onBeforeDevCompile', 1, 0],
    ['onBeforeBuild', 0, 1],
    ['onAfterStartDevServer', 1, 0, 'listening', true],
    ['onBeforeEnvironmentCompile', 1, 1, 'perEnv'],
    ['modifyHTMLTags', 1, 1, 'perPage'],
    ['modifyHTML', 1, 1, 'perPage'],
    ['onAfterEnvironmentCompile', 1, 1, 'perEnv'],
    ['onAfterDevCompile', 1, 0],
    ['onAfterBuild', 0, 1],
  ],
  [
    ['onCloseBuild', 0, 1, 'success'],
    ['onExit', 1, 1, 'exit'],
    ['onCloseDevServer', 1, 0, 'closed'],
  ],
];

const WIDTH = 480;
const LANES = [
  { x: 24, label: 'dev', line: 'lb', dot: 'dot-b', text: 'tb' },
  { x: 66, label: 'build', line: 'lo', dot: 'dot-o', text: 'to' },
];
const BOX_X = 92;
const BOX_W = 242;
const TAG_X = 344;
const ROW = 29;
const GROUP_GAP = 30;
const TOP = 50;

export const name = 'plugin-hooks';

/** The visible caption under the figure. */
export const caption = {
  en: "Hook order of rsbuild dev and rsbuild build with one environment (Rsbuild 1.7.6).",
  zh: "单一环境下 rsbuild dev 与 rsbuild build 的钩子执行顺序（Rsbuild 1.7.6）。",
};

/** What the figure shows, for readers who cannot see it. */
export const alt = {
  en: "Diagram of the plugin hooks in the order they run, with one column of dots for rsbuild dev and one for rsbuild build. Configuration: modifyRsbuildConfig, modifyEnvironmentConfig, onBeforeStartDevServer (dev only), modifyBundlerChain, modifyRspackConfig. Compiler: onBeforeCreateCompiler, onAfterCreateCompiler. Each compilation, again on every rebuild: onBeforeDevCompile (dev) or onBeforeBuild (build), onAfterStartDevServer (dev, once, timing varies), onBeforeEnvironmentCompile, modifyHTMLTags, modifyHTML, onAfterEnvironmentCompile, then onAfterDevCompile (dev) or onAfterBuild (build). At the end: onCloseBuild (build, after a successful build), onExit (both, when the process exits) and onCloseDevServer (dev, when the server closes, for example on SIGTERM after onExit).",
  zh: "插件钩子按执行顺序排列的示意图，左侧两列圆点分别表示 rsbuild dev 和 rsbuild build 是否执行该钩子。配置阶段：modifyRsbuildConfig、modifyEnvironmentConfig、onBeforeStartDevServer（仅 dev）、modifyBundlerChain、modifyRspackConfig。编译器：onBeforeCreateCompiler、onAfterCreateCompiler。每次编译（每次重新构建都会再次执行）：onBeforeDevCompile（dev）或 onBeforeBuild（build）、onAfterStartDevServer（dev，仅一次，时机不固定）、onBeforeEnvironmentCompile、modifyHTMLTags、modifyHTML、onAfterEnvironmentCompile，然后是 onAfterDevCompile（dev）或 onAfterBuild（build）。结束时：onCloseBuild（build，仅在构建成功后）、onExit（两者都会执行，进程退出时）和 onCloseDevServer（dev，服务器关闭时，例如收到 SIGTERM 时在 onExit 之后）。",
};

export function draw(lang) {
  const t = TEXT[lang];
  const body = [];
  const stations = LANES.map(() => []);
  let y = TOP;
  GROUPS.forEach((rows, g) => {
    body.push(text(BOX_X, y + 17, t.groups[g], { cls: 's b mu' }));
    y += GROUP_GAP;
    for (const [hook, dev, build, tag, dashed] of rows) {
      const mid = y + 11;
      body.push(box(BOX_X, y, BOX_W, 23, { rx: 5 }, text(BOX_X + 9, mid + 4.5, hook, { cls: 'm' })));
      if (tag) body.push(text(TAG_X, mid + 4, t[tag], { cls: 's mu' }));
      [dev, build].forEach((runs, lane) => {
        if (runs) stations[lane].push({ y: mid, dashed: Boolean(dashed), end: g === GROUPS.length - 1 });
      });
      y += ROW;
    }
  });
  const legendY = y + 16;
  const height = legendY + 18;

  const lanes = LANES.map((lane, i) => {
    const flow = stations[i].filter((s) => !s.end);
    return [
      text(lane.x, 32, lane.label, { cls: `m b ${lane.text}`, anchor: 'middle' }),
      // One line through the stations of the run itself; the closing hooks stand apart.
      line(lane.x, flow[0].y, lane.x, flow[flow.length - 1].y, lane.line),
      ...stations[i].map((s) =>
        s.dashed ? circle(lane.x, s.y, 5, `hole ${lane.line}`) : circle(lane.x, s.y, 5.5, lane.dot),
      ),
    ];
  });

  return svg({ width: WIDTH, height, lang }, [lanes, body, text(BOX_X, legendY + 4, t.legend, { cls: 's mu' })]);
}
