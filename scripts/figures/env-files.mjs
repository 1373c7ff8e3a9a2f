// Where the CLI's environment variables come from and where they go (Rsbuild 1.7.6, loadEnv in
// node_modules/rsbuild-v1/dist/131.js): .env, .env.local, .env.<mode>, .env.<mode>.local are read
// in that order and merged with Object.assign (a later file wins); dotenv-expand then keeps every
// variable the shell already set, except NODE_ENV, which loadEnv copies from the files first.
// Variables whose names start with PUBLIC_, from the files or from the shell (loadEnv scans process.env),
// become `import.meta.env.*` and `process.env.*` entries of the top-level source.define, so every
// environment's bundle gets them, node (SSR) bundles included.
import { arrow, box, svg, text } from './svg.mjs';

const TEXT = {
  en: {
    order: 'Read in this order; a later source wins',
    files: [
      ['.env', 'every mode'],
      ['.env.local', 'every mode, not committed'],
      ['.env.[mode]', 'e.g. .env.production'],
      ['.env.[mode].local', 'not committed'],
    ],
    shell: 'Shell variables',
    shellNote: 'win over every file',
    nodeEnv: 'Except NODE_ENV: a value in a file replaces the shell’s.',
    mode: '[mode]: --env-mode, otherwise NODE_ENV',
    public: 'PUBLIC_ variables',
    publicTo: 'replaced in every bundle',
    other: 'Other variables',
    otherTo: 'Node.js only: config, plugins',
  },
  zh: {
    order: '按此顺序读取，后读取的来源优先',
    files: [
      ['.env', '所有模式'],
      ['.env.local', '所有模式，不提交'],
      ['.env.[mode]', '如 .env.production'],
      ['.env.[mode].local', '不提交'],
    ],
    shell: 'Shell 中的变量',
    shellNote: '优先于所有文件',
    nodeEnv: 'NODE_ENV 例外：文件中的值会覆盖 Shell 中的值。',
    mode: '[mode]：--env-mode 的值，否则为 NODE_ENV',
    public: 'PUBLIC_ 开头（文件或 Shell）',
    publicTo: '在所有产物中替换',
    other: '其他变量',
    otherTo: '仅在 Node.js 中：配置、插件',
  },
};

const WIDTH = 480;
const X = 44;
const W = 416;
const STEP = 34;

export const name = 'env-files';

/** The visible caption under the figure. */
export const caption = {
  en: 'Where the variables of rsbuild dev and rsbuild build come from, and where they end up.',
  zh: 'rsbuild dev 和 rsbuild build 中环境变量的来源与去向。',
};

/** What the figure shows, for readers who cannot see it. */
export const alt = {
  en: 'Diagram of environment variable sources in the order the CLI reads them, a later source winning: .env (every mode), .env.local (every mode, not committed), .env.[mode] such as .env.production, .env.[mode].local (not committed), and finally variables already set in the shell, which win over every file, except NODE_ENV, where a value in a file replaces the shell’s. [mode] is the --env-mode flag, otherwise NODE_ENV. Variables whose names start with PUBLIC_, from a file or from the shell, are replaced in every bundle, browser and Node.js (SSR) alike, as import.meta.env.PUBLIC_… and process.env.PUBLIC_…; other variables are only available in Node.js, to the config and plugins.',
  zh: '示意图：CLI 按顺序读取环境变量的来源，后读取的来源优先：.env（所有模式）、.env.local（所有模式，不提交）、.env.[mode]（如 .env.production）、.env.[mode].local（不提交），最后是 Shell 中已经设置的变量，它们优先于所有文件；NODE_ENV 例外，文件中的值会覆盖 Shell 中的值。[mode] 为 --env-mode 的值，否则为 NODE_ENV。以 PUBLIC_ 开头的变量，无论来自文件还是 Shell，都会在所有产物中（浏览器产物和 Node.js（SSR）产物）被替换为 import.meta.env.PUBLIC_… 和 process.env.PUBLIC_…；其他变量仅在 Node.js 中可用，供配置文件和插件读取。',
};

export function draw(lang) {
  const t = TEXT[lang];
  const body = [text(X, 32, t.order, { cls: 'b' })];
  let y = 46;
  for (const [file, note] of t.files) {
    body.push(box(X, y, W, 26, { rx: 5 }, text(X + 12, y + 18, file, { cls: 'm' }), text(X + W - 12, y + 18, note, { cls: 's mu', anchor: 'end' })));
    y += STEP;
  }
  body.push(
    box(X, y, W, 26, { cls: 'orange', rx: 5 }, text(X + 12, y + 18, t.shell, { cls: 'to' }), text(X + W - 12, y + 18, t.shellNote, { cls: 's to', anchor: 'end' })),
  );
  body.push(arrow(22, 50, 22, y + 22));
  y += 26;
  body.push(text(X, y + 22, t.nodeEnv, { cls: 's mu' }), text(X, y + 42, t.mode, { cls: 's mu' }));
  y += 58;

  // Where the merged variables go.
  body.push(arrow(22, y - 6, 22, y + 20));
  body.push(
    box(
      X, y, W, 80, { cls: 'blue', rx: 6 },
      text(X + 12, y + 22, t.public, { cls: 'b tb' }),
      text(X + W - 12, y + 22, t.publicTo, { cls: 's', anchor: 'end' }),
      text(X + 12, y + 46, 'import.meta.env.PUBLIC_API_URL', { cls: 'm s tb' }),
      text(X + 12, y + 66, 'process.env.PUBLIC_API_URL', { cls: 'm s tb' }),
    ),
  );
  y += 88;
  body.push(
    box(X, y, W, 32, { rx: 6 }, text(X + 12, y + 21, t.other, { cls: 'b' }), text(X + W - 12, y + 21, t.otherTo, { cls: 's', anchor: 'end' })),
  );
  y += 32;
  return svg({ width: WIDTH, height: y + 20, lang }, body);
}
