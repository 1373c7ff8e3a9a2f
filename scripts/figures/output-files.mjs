// Where `rsbuild build` puts each kind of file (Rsbuild 1.7.6 defaults of output.distPath:
// html './', js 'static/js', css 'static/css', image 'static/image', svg 'static/svg',
// font 'static/font', media 'static/media', wasm 'static/wasm', assets 'static/assets';
// async chunks in the `async/` subfolder; public/ copied to the root; assets under
// output.dataUriLimit (4096 bytes) inlined). Checked with a production build of a small app.
import { arrow, box, svg, text } from './svg.mjs';

const TEXT = {
  en: {
    source: 'Your project',
    dist: 'dist/ after rsbuild build',
    entry: 'entry',
    lazy: 'import()',
    copied: 'copied as is',
    inlined: 'inlined as data: URL',
    small: '< 4 KiB',
    other: 'assetsInclude',
    hash: 'Production names carry a content hash: index.3f2a9c1d.js',
  },
  zh: {
    source: '项目文件',
    dist: '构建后的 dist/',
    entry: '入口',
    lazy: 'import()',
    copied: '原样复制',
    inlined: '内联为 data: URL',
    small: '< 4 KiB',
    other: 'assetsInclude',
    hash: '生产构建的文件名带有内容哈希：index.3f2a9c1d.js',
  },
};

// [source file, note key, target, target note key, kind]; a null source continues the row above.
const ROWS = [
  ['src/index.tsx', 'entry', 'index.html', null, 'entry'],
  [null, null, 'static/js/'],
  ['src/Page.tsx', 'lazy', 'static/js/async/', null, 'lazy'],
  ['src/App.css', null, 'static/css/'],
  ['src/Page.css', 'lazy', 'static/css/async/', null, 'lazy'],
  ['src/logo.png', null, 'static/image/'],
  ['src/icon.svg', null, 'static/svg/'],
  ['src/inter.woff2', null, 'static/font/'],
  ['src/intro.mp4', null, 'static/media/'],
  ['src/module.wasm', null, 'static/wasm/'],
  ['src/doc.pdf', 'other', 'static/assets/'],
  ['public/robots.txt', null, 'robots.txt', 'copied', 'public'],
  ['src/tiny.png', 'small', 'inlined', null, 'inline'],
];

const KIND = {
  entry: { left: 'blue', right: 'box', tc: 'tb' },
  lazy: { left: 'blue', right: 'box', tc: 'tb', dashed: true },
  public: { left: 'green', right: 'green', tc: 'tg' },
  inline: { left: 'box', right: 'box', dashed: true },
  file: { left: 'box', right: 'box' },
};

const WIDTH = 480;
const LX = 20;
const LW = 208;
const RX = 264;
const RW = 196;
const TOP = 48;
const STEP = 30;

export const name = 'output-files';

/** The visible caption under the figure. */
export const caption = {
  en: "Where each kind of file ends up after rsbuild build (default output.distPath).",
  zh: "rsbuild build 之后各类文件所在的位置（output.distPath 默认值）。",
};

/** What the figure shows, for readers who cannot see it. */
export const alt = {
  en: "Diagram mapping project files to the dist folder: the entry src/index.tsx produces index.html and scripts in static/js/; code loaded with import() goes to static/js/async/ and its CSS to static/css/async/; src/App.css goes to static/css/; images to static/image/, SVG files to static/svg/, fonts to static/font/, video and audio to static/media/, WebAssembly to static/wasm/, and other assets matched by source.assetsInclude to static/assets/; public/robots.txt is copied as is to the root; assets under 4 KiB are inlined as data: URLs. Production file names carry a content hash.",
  zh: "示意图：项目文件与 dist 目录的对应关系。入口 src/index.tsx 生成 index.html 和 static/js/ 中的脚本；通过 import() 加载的代码输出到 static/js/async/，其 CSS 输出到 static/css/async/；src/App.css 输出到 static/css/；图片输出到 static/image/，SVG 文件输出到 static/svg/，字体输出到 static/font/，音视频输出到 static/media/，WebAssembly 输出到 static/wasm/，由 source.assetsInclude 匹配的其他资源输出到 static/assets/；public/robots.txt 原样复制到根目录；小于 4 KiB 的资源内联为 data: URL。生产构建的文件名带有内容哈希。",
};

export function draw(lang) {
  const t = TEXT[lang];
  const body = [text(LX, 32, t.source, { cls: 'b' }), text(RX, 32, t.dist, { cls: 'b' })];
  ROWS.forEach(([source, note, target, targetNote, kindName = 'file'], i) => {
    const kind = KIND[kindName];
    const y = TOP + i * STEP;
    const mid = y + 12;
    if (source) {
      // The entry box spans its row and the next one, which has no source of its own.
      const spans = ROWS[i + 1] && ROWS[i + 1][0] === null;
      const h = spans ? STEP + 24 : 24;
      body.push(
        box(
          LX, y, LW, h, { cls: kind.left, dashed: kindName === 'lazy', rx: 5 },
          text(LX + 10, y + 16.5, source, { cls: `m s ${kind.tc ?? ''}` }),
          note ? text(LX + LW - 10, y + 16.5, t[note], { cls: note === 'lazy' ? 'm s mu' : 's mu', anchor: 'end' }) : null,
        ),
      );
    }
    const targetLabel = target === 'inlined' ? t.inlined : target;
    body.push(
      box(
        RX, y, RW, 24, { cls: kind.right, dashed: kindName === 'inline', rx: 5 },
        text(RX + 10, y + 16.5, targetLabel, { cls: target === 'inlined' ? 's mu' : `m s${i === 0 ? ' b' : ''}${kindName === 'public' ? ' tg' : ''}` }),
        targetNote ? text(RX + RW - 10, y + 16.5, t[targetNote], { cls: 's tg', anchor: 'end' }) : null,
      ),
    );
    body.push(arrow(LX + LW + 2, mid, RX - 2, mid, { dashed: kindName === 'inline' }));
  });
  const endY = TOP + ROWS.length * STEP;
  body.push(text(LX, endY + 16, t.hash, { cls: 's mu' }));
  return svg({ width: WIDTH, height: endY + 34, lang }, body);
}
