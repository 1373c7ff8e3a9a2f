// What each performance.chunkSplit strategy emits for the same small app (Rsbuild 1.7.6 with
// @rsbuild/plugin-react): src/index.jsx renders with react-dom and loads one page with import().
// Production builds of that app gave, in dist/static/js (hashes left out):
//   split-by-experience: index, lib-react, async/273
//   split-by-module:     index, npm.react, npm.react-dom, npm.scheduler, async/273
//   split-by-size ({ minSize: 30000, maxSize: 100000 }): index, 291, 227, async/273
//   single-vendor:       index, vendor, async/273
//   all-in-one:          index, async/273
import { box, svg, text } from './svg.mjs';

const TEXT = {
  en: {
    title: 'One app, five strategies',
    intro: ['Your code imports react and react-dom and loads', 'one page with import(). Files in dist/static/js:'],
    default: '(default)',
    sizeOptions: '{ minSize, maxSize }',
    legend: ['your code', 'packages from node_modules', 'both', 'loaded by import()'],
    note: ['lib-react is added by @rsbuild/plugin-react.', '[id] stands for a number that Rspack assigns.'],
  },
  zh: {
    title: '同一个应用，五种策略',
    intro: ['业务代码引入 react 和 react-dom，并通过 import()', '加载一个页面。dist/static/js 中的文件：'],
    default: '（默认）',
    sizeOptions: '{ minSize, maxSize }',
    legend: ['业务代码', 'node_modules 中的依赖', '两者都有', '由 import() 加载'],
    note: ['lib-react 由 @rsbuild/plugin-react 添加。', '[id] 表示由 Rspack 分配的数字编号。'],
  },
};

// Chip kinds: app (your code), lib (node_modules), mixed (both), lazy (async chunk).
const ASYNC = ['async/[id].js', 'lazy'];
const STRATEGIES = [
  { name: 'split-by-experience', extra: 'default', files: [['index.js', 'app'], ['lib-react.js', 'lib'], ASYNC] },
  {
    name: 'split-by-module',
    files: [['index.js', 'app'], ['npm.react.js', 'lib'], ['npm.react-dom.js', 'lib'], ['npm.scheduler.js', 'lib'], ASYNC],
  },
  { name: 'split-by-size', extra: 'sizeOptions', files: [['index.js', 'app'], ['[id].js', 'lib'], ['[id].js', 'lib'], ASYNC] },
  { name: 'single-vendor', files: [['index.js', 'app'], ['vendor.js', 'lib'], ASYNC] },
  { name: 'all-in-one', files: [['index.js', 'mixed'], ASYNC] },
];

const CHIP = {
  app: { cls: 'blue', tc: 'tb' },
  lib: { cls: 'orange', tc: 'to' },
  mixed: { cls: 'box', tc: '' },
  lazy: { cls: 'blue', tc: 'tb', dashed: true },
};

const WIDTH = 440;
const LEFT = 24;
const RIGHT = WIDTH - 24;
const CHAR = 7.9; // width of one 13px monospace character, generous
const chipWidth = (label) => Math.ceil(label.length * CHAR + 22);

function chip(x, y, label, kind) {
  const { cls, tc, dashed } = CHIP[kind];
  return box(x, y, chipWidth(label), 24, { cls, dashed, rx: 12 }, text(x + 11, y + 16.5, label, { cls: `m s ${tc}` }));
}

export const name = 'chunk-split';

/** The visible caption under the figure. */
export const caption = {
  en: "The files each strategy emits for the same app (production build, hashes left out).",
  zh: "同一个应用在各拆包策略下输出的文件（生产构建，省略哈希）。",
};

/** What the figure shows, for readers who cannot see it. */
export const alt = {
  en: "Diagram comparing chunk split strategies for one app whose code imports react and react-dom and loads a page with import(). split-by-experience (default): index.js, lib-react.js and async/[id].js. split-by-module: index.js, npm.react.js, npm.react-dom.js, npm.scheduler.js and async/[id].js. split-by-size with minSize and maxSize: index.js, numbered chunks of packages and async/[id].js. single-vendor: index.js, vendor.js and async/[id].js. all-in-one: one index.js holding your code and the packages, and async/[id].js. lib-react is added by @rsbuild/plugin-react.",
  zh: "示意图：对比同一个应用在不同拆包策略下的输出。该应用的业务代码引入 react 和 react-dom，并通过 import() 加载一个页面。split-by-experience（默认）：index.js、lib-react.js 和 async/[id].js。split-by-module：index.js、npm.react.js、npm.react-dom.js、npm.scheduler.js 和 async/[id].js。split-by-size（设置 minSize 和 maxSize）：index.js、若干以数字命名的依赖 chunk 和 async/[id].js。single-vendor：index.js、vendor.js 和 async/[id].js。all-in-one：同时包含业务代码和依赖的 index.js，以及 async/[id].js。lib-react 由 @rsbuild/plugin-react 添加。",
};

export function draw(lang) {
  const t = TEXT[lang];
  const body = [
    text(LEFT, 34, t.title, { cls: 'b' }),
    ...t.intro.map((line, i) => text(LEFT, 56 + i * 18, line, { cls: 's mu' })),
  ];
  let y = 100;
  for (const strategy of STRATEGIES) {
    body.push(text(LEFT, y + 14, strategy.name, { cls: 'm b' }));
    if (strategy.extra) {
      const x = LEFT + strategy.name.length * 8.6 + 10;
      body.push(text(x, y + 14, t[strategy.extra], { cls: `s mu${strategy.extra === 'sizeOptions' ? ' m' : ''}` }));
    }
    y += 24;
    let x = LEFT;
    for (const [label, kind] of strategy.files) {
      const w = chipWidth(label);
      if (x + w > RIGHT) {
        x = LEFT;
        y += 32;
      }
      body.push(chip(x, y, label, kind));
      x += w + 8;
    }
    y += 46;
  }
  // Legend: one swatch per chip kind.
  y += 12;
  const kinds = ['app', 'lib', 'mixed', 'lazy'];
  kinds.forEach((kind, i) => {
    const { cls, dashed } = CHIP[kind];
    const x = LEFT;
    const ly = y + i * 21;
    body.push(`<rect class="${dashed ? `${cls} dash` : cls}" x="${x}" y="${ly - 10}" width="22" height="12" rx="6"/>`);
    body.push(text(x + 30, ly, t.legend[i], { cls: 's mu' }));
  });
  y += 4 * 21 + 10;
  t.note.forEach((line, i) => body.push(text(LEFT, y + i * 19, line, { cls: 's mu' })));
  return svg({ width: WIDTH, height: y + 19 + 20, lang }, body);
}
