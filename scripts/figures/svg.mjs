// Drawing helpers shared by every figure. A figure module builds its picture from these
// pieces; `scripts/figures.mjs` writes one SVG per figure and language into
// docs/public/figures/. See CONTRIBUTING.md ("Figures").

import { escapeHtml } from '../lib/html.mjs';

/**
 * Colours of both schemes. The SVG is shown through <img>, so it cannot read the page's CSS:
 * it switches palette with `prefers-color-scheme`, which follows the `color-scheme` of the
 * <img> element (set from the site's light/dark switch by components/Figure). Every text
 * colour is checked against the fills it is drawn on (tests/figures.test.ts, ≥ 4.5:1).
 */
export const PALETTES = {
  light: {
    bg: '#f6f8fb', edge: '#d3dae3', fg: '#17202b', muted: '#4b5666', box: '#ffffff', line: '#8794a6',
    blue: '#0060c4', 'blue-bg': '#e9f2fd', orange: '#ac440c', 'orange-bg': '#fdf0e6', green: '#17703a', 'green-bg': '#e8f5ed',
  },
  dark: {
    bg: '#16191e', edge: '#2e3540', fg: '#e7eaef', muted: '#a6b0bd', box: '#1e232a', line: '#6b7686',
    blue: '#6aaeff', 'blue-bg': '#142639', orange: '#ff9a5c', 'orange-bg': '#33200f', green: '#5fd18a', 'green-bg': '#10291a',
  },
};

/** Text colour → the fills it may sit on (what the contrast test checks). */
export const TEXT_ON = {
  fg: ['bg', 'box', 'blue-bg', 'orange-bg', 'green-bg'],
  muted: ['bg', 'box'],
  blue: ['bg', 'box', 'blue-bg'],
  orange: ['bg', 'box', 'orange-bg'],
  green: ['bg', 'box', 'green-bg'],
};

const SANS =
  'system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",sans-serif';
const MONO = 'ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono","DejaVu Sans Mono",monospace';

const vars = (palette) =>
  Object.entries(palette)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');

const STYLE = [
  `svg{${vars(PALETTES.light)}}`,
  `@media (prefers-color-scheme:dark){svg{${vars(PALETTES.dark)}}}`,
  `text{font-family:${SANS};font-size:15px;fill:var(--fg)}`,
  `.m{font-family:${MONO};font-size:14px}`,
  '.s{font-size:13px}',
  '.b{font-weight:600}',
  '.mu{fill:var(--muted)}',
  '.tb{fill:var(--blue)}.to{fill:var(--orange)}.tg{fill:var(--green)}',
  '.bg{fill:var(--bg);stroke:var(--edge)}',
  '.box{fill:var(--box);stroke:var(--line)}',
  '.blue{fill:var(--blue-bg);stroke:var(--blue)}',
  '.orange{fill:var(--orange-bg);stroke:var(--orange)}',
  '.green{fill:var(--green-bg);stroke:var(--green)}',
  '.dash{stroke-dasharray:5 4}',
  '.ln{fill:none;stroke:var(--line);stroke-width:1.5}',
  '.lb{fill:none;stroke:var(--blue);stroke-width:2}',
  '.lo{fill:none;stroke:var(--orange);stroke-width:2}',
  '.ah{fill:var(--line)}.dot-b{fill:var(--blue)}.dot-o{fill:var(--orange)}',
  '.hole{fill:var(--box);stroke-width:2}',
].join('');

const n = (value) => Number(value.toFixed(1));

/**
 * The whole document: a rounded panel in the figure's own background (so it stays readable
 * even where a browser ignores the <img>'s colour scheme) and the body on top.
 */
export function svg({ width, height, lang }, body) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" lang="${lang === 'zh' ? 'zh-CN' : 'en'}">`,
    `<style>${STYLE}</style>`,
    `<rect class="bg" x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="12"/>`,
    ...body.flat(Infinity).filter(Boolean),
    '</svg>',
    '',
  ].join('\n');
}

/**
 * A text. `cls`: space-separated classes (m = monospace, s = small, b = bold, mu = muted,
 * tb/to/tg = blue/orange/green). `anchor`: start, middle or end.
 */
export function text(x, y, content, { cls = '', anchor = 'start' } = {}) {
  const attrs = [`x="${n(x)}"`, `y="${n(y)}"`];
  if (cls) attrs.push(`class="${cls}"`);
  if (anchor !== 'start') attrs.push(`text-anchor="${anchor}"`);
  return `<text ${attrs.join(' ')}>${escapeHtml(content)}</text>`;
}

/**
 * A labelled box: a rounded rectangle grouped with the texts drawn inside it. The group
 * (`<g data-box>`) lets the browser test check that every text stays inside its box.
 */
export function box(x, y, w, h, { cls = 'box', dashed = false, rx = 6 } = {}, ...texts) {
  const classes = dashed ? `${cls} dash` : cls;
  return [
    '<g data-box="">',
    `<rect class="${classes}" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}"/>`,
    ...texts,
    '</g>',
  ];
}

/** A straight line with an arrowhead at (x2, y2). */
export function arrow(x1, y1, x2, y2, { cls = 'ln', head = 'ah', dashed = false, size = 7 } = {}) {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const back = (a) => [x2 - size * Math.cos(angle + a), y2 - size * Math.sin(angle + a)];
  const [ax, ay] = back(0.45);
  const [bx, by] = back(-0.45);
  // The shaft stops where the head starts, so the line's end does not poke through the tip.
  const sx = x2 - size * 0.8 * Math.cos(angle);
  const sy = y2 - size * 0.8 * Math.sin(angle);
  return [
    `<path class="${dashed ? `${cls} dash` : cls}" d="M${n(x1)} ${n(y1)}L${n(sx)} ${n(sy)}"/>`,
    `<path class="${head}" d="M${n(x2)} ${n(y2)}L${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}Z"/>`,
  ];
}

/** A polyline through the points, with an arrowhead on the last segment. */
export function path(points, options = {}) {
  const last = points.length - 1;
  const [x1, y1] = points[last - 1];
  const [x2, y2] = points[last];
  const lead = points
    .slice(0, last)
    .map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`)
    .join('');
  const [shaft, head] = arrow(x1, y1, x2, y2, options);
  // Join the leading segments to the arrow's own shaft.
  return [shaft.replace(/d="M[^L]*/, `d="${lead}`), head];
}

export const circle = (cx, cy, r, cls) => `<circle class="${cls}" cx="${n(cx)}" cy="${n(cy)}" r="${r}"/>`;
export const line = (x1, y1, x2, y2, cls = 'ln') =>
  `<path class="${cls}" d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}"/>`;
