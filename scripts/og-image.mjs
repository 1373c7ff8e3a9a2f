#!/usr/bin/env node
// `npm run og-image`: draws the social (link-preview) image of each language as
// an SVG and renders it with Chromium to docs/public/og-image-<lang>.png
// (1200×630, referenced by theme/SocialMeta through og:image and twitter:image).
// The PNGs are committed; run this again after changing the texts or the drawing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './lib/browser.mjs';
import { escapeHtml } from './lib/html.mjs';

const root = path.resolve(import.meta.dirname, '..');
const i18n = JSON.parse(readFileSync(path.join(root, 'i18n.json'), 'utf8'));
const WIDTH = 1200;
const HEIGHT = 630;
const FONT = "'Noto Sans CJK SC', 'Noto Sans', 'DejaVu Sans', sans-serif";

/** A flat-topped hexagon outline centred on (x, y). */
const hexagon = (x, y, r) => {
  const points = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    return `${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
};

function drawing(lang) {
  const badge = lang === 'zh' ? '1.x 文档' : '1.x docs';
  const subtitle = i18n.subtitle[lang];
  const slogan = i18n.slogan[lang];
  // A honeycomb fading out towards the text side.
  const cells = [];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 9; col++) {
      const x = 640 + col * 78 + (row % 2) * 39;
      const y = 20 + row * 68;
      const fade = Math.max(0, Math.min(1, (x - 640) / 420));
      if (fade > 0.05) cells.push(`<g stroke-opacity="${(0.05 + fade * 0.13).toFixed(2)}">${hexagon(x, y, 42)}</g>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <radialGradient id="glow-orange" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#f97316" stop-opacity=".42"/><stop offset="1" stop-color="#f97316" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow-pink" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#e11d48" stop-opacity=".34"/><stop offset="1" stop-color="#e11d48" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow-violet" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#6d5bf0" stop-opacity=".32"/><stop offset="1" stop-color="#6d5bf0" stop-opacity="0"/></radialGradient>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff8a3d"/><stop offset="1" stop-color="#f43f5e"/></linearGradient>
    <linearGradient id="rule" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff8a3d"/><stop offset="1" stop-color="#f43f5e" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#101217"/>
  <ellipse cx="980" cy="140" rx="420" ry="330" fill="url(#glow-orange)"/>
  <ellipse cx="1120" cy="560" rx="380" ry="280" fill="url(#glow-pink)"/>
  <ellipse cx="160" cy="640" rx="460" ry="260" fill="url(#glow-violet)"/>
  <g fill="none" stroke="#ffffff" stroke-width="1.5">${cells.join('')}</g>

  <g transform="translate(830 150) scale(5.2)">
    <path d="M32 3 57 17.5v29L32 61 7 46.5v-29z" fill="url(#mark)"/>
    <path d="M32 9.5 51.5 20.8v22.4L32 54.5 12.5 43.2V20.8z" fill="none" stroke="#101217" stroke-opacity=".22" stroke-width="1.2"/>
    <path d="M24 18h12.5c6 0 9.5 3.3 9.5 8.2 0 3.7-2 6.4-5.3 7.6L47 46h-7.4l-5.6-11H30.5v11H24zm6.5 5.6v6.2h5.3c2.2 0 3.5-1.2 3.5-3.1s-1.3-3.1-3.5-3.1z" fill="#fff"/>
  </g>

  <g font-family="${FONT}">
    <text x="80" y="250" fill="#ffffff" font-size="104" font-weight="700" letter-spacing="-2">Rsbuild</text>
    <g transform="translate(84 286)">
      <rect width="${lang === 'zh' ? 150 : 160}" height="46" rx="23" fill="none" stroke="#ff8a3d" stroke-width="2"/>
      <text x="${lang === 'zh' ? 75 : 80}" y="31" fill="#ffb27a" font-size="24" font-weight="600" text-anchor="middle">${escapeHtml(badge)}</text>
    </g>
    <text x="80" y="400" fill="#f3f4f6" font-size="44" font-weight="600">${escapeHtml(subtitle)}</text>
    <text x="80" y="452" fill="#a1a7b3" font-size="28">${escapeHtml(slogan)}</text>
    <rect x="80" y="520" width="220" height="4" rx="2" fill="url(#rule)"/>
    <text x="80" y="566" fill="#d1d5db" font-size="26" font-weight="500">v1.rsbuild.rs</text>
  </g>
</svg>`;
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
for (const lang of ['en', 'zh']) {
  await page.setContent(`<!doctype html><html><body style="margin:0">${drawing(lang)}</body></html>`);
  await page.evaluate(() => document.fonts.ready);
  const out = path.join(root, 'docs/public', `og-image-${lang}.png`);
  await page.screenshot({ path: out, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
  console.log(`wrote ${path.relative(root, out)}`);
}
await browser.close();
