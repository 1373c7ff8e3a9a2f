import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ES module without types (run by `npm run figures`)
import { FIGURES, LANGS, renderFigures } from '../scripts/figures/index.mjs';
// @ts-expect-error -- plain ES module without types
import { PALETTES, TEXT_ON } from '../scripts/figures/svg.mjs';
import { ROOT, docFiles } from './lib/docs';
import { remarkFigureData } from '../site/plugins/figure-data';
import figuresJson from '../components/Figure/figures.json' with { type: 'json' };

interface Figure {
  name: string;
  alt: Record<string, string>;
  caption: Record<string, string>;
}
const figures = FIGURES as Figure[];
const names = new Set(figures.map((f) => f.name));
const CJK = /[\u4e00-\u9fff]/;

/** `<Figure name="…" />` elements of a page, outside code blocks, with their lines. */
function figureUses(source: string, codeLines: Set<number>): { name: string; line: number }[] {
  const uses: { name: string; line: number }[] = [];
  source.split('\n').forEach((text, i) => {
    if (codeLines.has(i + 1)) return;
    for (const m of text.matchAll(/<Figure\b([^>]*)\/?>/g)) {
      const name = /\bname="([^"]+)"/.exec(m[1]!)?.[1] ?? '';
      uses.push({ name, line: i + 1 });
    }
  });
  return uses;
}

const pages = docFiles().map((file) => {
  const codeLines = new Set<number>();
  for (const block of file.page.codeBlocks) {
    const count = block.source.split('\n').length + 2;
    for (let l = block.line; l < block.line + count; l++) codeLines.add(l);
  }
  return { ...file, figures: figureUses(file.source, codeLines) };
});

describe('figure files', () => {
  const files = renderFigures() as Map<string, string>;

  it('are what `npm run figures` writes from scripts/figures/', () => {
    const stale = [...files]
      .filter(([file, content]) => !existsSync(path.join(ROOT, file)) || readFileSync(path.join(ROOT, file), 'utf8') !== content)
      .map(([file]) => file);
    expect(stale, `out of date (run npm run figures): ${stale.join(', ')}`).toEqual([]);
  });

  it('leave no file of a removed figure in docs/public/figures', () => {
    const extra = readdirSync(path.join(ROOT, 'docs/public/figures')).filter((f) => !files.has(`docs/public/figures/${f}`));
    expect(extra).toEqual([]);
  });

  it('are small SVGs with a light and a dark palette', () => {
    for (const [file, content] of files) {
      if (!file.endsWith('.svg')) continue;
      expect(Buffer.byteLength(content), file).toBeLessThan(12 * 1024);
      expect(content, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(content, file).toContain('@media (prefers-color-scheme:dark)');
      // Self-contained: an SVG shown through <img> loads nothing else.
      expect(content, file).not.toMatch(/(?:href|src)=|url\(|@import|<script/);
    }
  });

  it('have an alt text and a caption in each language', () => {
    for (const figure of figures) {
      for (const lang of LANGS as string[]) {
        for (const field of ['alt', 'caption'] as const) {
          const value = figure[field][lang] ?? '';
          expect(value.length, `${figure.name} ${field}.${lang}`).toBeGreaterThan(field === 'alt' ? 80 : 20);
          expect(CJK.test(value), `${figure.name} ${field}.${lang} is in ${lang === 'zh' ? 'Chinese' : 'English'}`).toBe(lang === 'zh');
        }
      }
    }
  });
});

describe('figure colours', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  for (const [scheme, palette] of Object.entries(PALETTES as Record<string, Record<string, string>>)) {
    it(`reach 4.5:1 for every text on its fills (${scheme})`, () => {
      const low: string[] = [];
      for (const [fg, fills] of Object.entries(TEXT_ON as Record<string, string[]>)) {
        for (const fill of fills) {
          const ratio = contrast(palette[fg]!, palette[fill]!);
          if (ratio < 4.5) low.push(`${fg} on ${fill}: ${ratio.toFixed(2)}`);
        }
      }
      expect(low).toEqual([]);
    });
  }

  it('checks a low contrast as low', () => {
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });
});

describe('figures in pages', () => {
  it('name existing figures', () => {
    const unknown = pages.flatMap((p) => p.figures.filter((f) => !names.has(f.name)).map((f) => `${p.display}:${f.line} ${f.name}`));
    expect(unknown).toEqual([]);
  });

  it('are imported from components/Figure where used', () => {
    const missing = pages
      .filter((p) => p.figures.length > 0 && !/^import \{ Figure \} from '(?:\.\.\/)+components\/Figure';$/m.test(p.source))
      .map((p) => p.display);
    expect(missing).toEqual([]);
  });

  it('are the same, in the same order, in both languages', () => {
    const byRoute = new Map<string, Record<string, string[]>>();
    for (const p of pages) {
      const entry = byRoute.get(p.rel) ?? {};
      entry[p.lang] = p.figures.map((f) => f.name);
      byRoute.set(p.rel, entry);
    }
    const differ = [...byRoute]
      .filter(([, v]) => JSON.stringify(v.en ?? []) !== JSON.stringify(v.zh ?? []))
      .map(([rel, v]) => `${rel}: en ${JSON.stringify(v.en)} zh ${JSON.stringify(v.zh)}`);
    expect(differ).toEqual([]);
  });

  it('include every figure at least once', () => {
    const used = new Set(pages.flatMap((p) => p.figures.map((f) => f.name)));
    expect([...names].filter((n) => !used.has(n))).toEqual([]);
  });

  it('are the only images: no Markdown image or <img> in prose (they would not zoom or switch language)', () => {
    const found: string[] = [];
    for (const p of pages) {
      for (const { text, line } of p.page.prose) {
        const outsideCode = text.replace(/`[^`]*`/g, '');
        if (/!\[[^\]]*\]\(|<img\b/i.test(outsideCode)) found.push(`${p.display}:${line}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('figure texts added at build time (site/plugins/figure-data.ts)', () => {
  const run = (source: { name?: string; path: string }) => {
    const tree = {
      type: 'root',
      children: [{ type: 'mdxJsxFlowElement', name: 'Figure', attributes: source.name ? [{ type: 'mdxJsxAttribute', name: 'name', value: source.name }] : [], position: { start: { line: 7 } } }],
    };
    remarkFigureData()()(tree as never, { path: source.path });
    return Object.fromEntries((tree.children[0]!.attributes as { name: string; value: string }[]).map((a) => [a.name, a.value]));
  };

  it("gives a figure the alt text, caption and size of the page's language", () => {
    const en = run({ name: 'plugin-hooks', path: '/x/docs/en/plugins/dev/hooks.mdx' });
    const zh = run({ name: 'plugin-hooks', path: '/x/docs/zh/plugins/dev/hooks.mdx' });
    const data = figuresJson['plugin-hooks'];
    expect(en).toEqual({ name: 'plugin-hooks', alt: data.alt.en, caption: data.caption.en, width: String(data.size[0]), height: String(data.size[1]) });
    expect(zh.alt).toBe(data.alt.zh);
    expect(zh.caption).toBe(data.caption.zh);
  });

  it('fails the build on an unknown figure, with the file and line', () => {
    expect(() => run({ name: 'nope', path: '/x/docs/en/a.mdx' })).toThrow('/x/docs/en/a.mdx:7: <Figure name="nope" /> is not in components/Figure/figures.json');
  });
});
