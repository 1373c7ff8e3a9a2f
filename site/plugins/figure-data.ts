/**
 * Remark plugin: gives each `<Figure name="…" />` of a page the alt text,
 * caption and size of that figure in the page's language, read from
 * components/Figure/figures.json at build time. The browser then loads the
 * texts of the figures a page shows, in its language, instead of the whole
 * table of every figure in both languages.
 */
import type { Root } from 'mdast';
import { walk } from './walk';
import figures from '../../components/Figure/figures.json' with { type: 'json' };

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface JsxElement {
  type: string;
  name?: string | null;
  attributes: JsxAttribute[];
  position?: { start: { line: number } };
}

type Figures = Record<string, { size: [number, number]; alt: Record<string, string>; caption: Record<string, string> }>;

const attribute = (name: string, value: string): JsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** The language of a page file: `docs/zh/…` is Chinese, everything else English. */
const langOfFile = (file: string | undefined) => (/[\\/]docs[\\/]zh[\\/]/.test(file ?? '') ? 'zh' : 'en');

export function remarkFigureData(table: Figures = figures as unknown as Figures) {
  return () => (tree: Root, file: { path?: string }) => {
    const lang = langOfFile(file.path);
    walk(tree, (node) => {
      const element = node as unknown as JsxElement;
      if ((element.type !== 'mdxJsxFlowElement' && element.type !== 'mdxJsxTextElement') || element.name !== 'Figure') return;
      const name = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name')?.value;
      const figure = typeof name === 'string' ? table[name] : undefined;
      if (!figure) {
        throw new Error(
          `${file.path}:${element.position?.start.line ?? '?'}: <Figure name=${JSON.stringify(name)} /> is not in components/Figure/figures.json (run npm run figures)`,
        );
      }
      element.attributes = element.attributes.filter((a) => !['alt', 'caption', 'width', 'height'].includes(a.name ?? ''));
      element.attributes.push(
        attribute('alt', figure.alt[lang]!),
        attribute('caption', figure.caption[lang]!),
        attribute('width', String(figure.size[0])),
        attribute('height', String(figure.size[1])),
      );
    });
  };
}
