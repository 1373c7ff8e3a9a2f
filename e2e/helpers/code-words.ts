// The words of a built page's inline code (its `<code>` outside `<pre>`), split into those
// site/plugins/short-code.ts keeps whole on screen and the others.
import { SHORT_CODE_CLASS, WORD_CLASS } from '../../site/code-words';
import { decodeEntities } from '../../theme/Search/results';

/** Text of an HTML fragment: tags dropped, character references decoded. */
const text = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, ''));

export interface CodeWords {
  /** Words drawn whole: a one-word code with the short-code class, or a word span. */
  kept: string[];
  /** Every other word. */
  free: string[];
}

export function inlineCodeWords(html: string): CodeWords {
  const kept: string[] = [];
  const free: string[] = [];
  // Code blocks, and the headings that Rspress's outline, the sidebar menu and the config overview draw
  // from a heading's text (renderInlineMarkdown): only the pages' own inline code is marked.
  const body = html
    .replace(/<pre[\s>][\s\S]*?<\/pre>/g, '')
    .replace(/<(span|a)\s[^>]*class="[^"]*\b(?:rp-toc-item__text|rp-sidebar-menu__right__text|rb-overview-list__heading)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  for (const [, attributes, inner] of body.matchAll(/<code((?:\s[^>]*)?)>([\s\S]*?)<\/code>/g)) {
    if (new RegExp(`\\bclass="[^"]*\\b${SHORT_CODE_CLASS}\\b`).test(attributes!)) {
      kept.push(text(inner!));
      continue;
    }
    const rest = inner!.replace(new RegExp(`<span class="${WORD_CLASS}">([\\s\\S]*?)</span>`, 'g'), (_, word: string) => {
      kept.push(text(word));
      return ' ';
    });
    free.push(...text(rest).split(/\s+/).filter(Boolean));
  }
  return { kept, free };
}
