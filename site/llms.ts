/**
 * The `llms.txt` index of each language, through Rspress's `llms.llmsTxt`
 * option: the site's title and description, then one section per top
 * navigation entry with a `- [title](Markdown URL): description` line per
 * page, followed by the notes that annotators add to it (the 1.x release
 * that brought an option, what Rsbuild 2 does with it).
 */
import type { LlmsTxtContext, LlmsTxtPage, LlmsTxtRenderer } from '@rspress/core';
import { DEFAULT_LANG, LANGS, type Lang } from './links';

export interface LlmsEntry {
  /** The page's English route (`/config/server/host`). */
  route: string;
  lang: Lang;
  page: LlmsTxtPage;
}

/** Returns a note for an llms.txt entry, or `undefined` to add nothing. */
export type LlmsAnnotator = (entry: LlmsEntry) => string | undefined;

/** The English route and language of an llms.txt page (`/zh/config/mode` → `/config/mode`, `zh`). */
export function llmsEntryOf(page: LlmsTxtPage): LlmsEntry {
  const lang = (LANGS as readonly string[]).includes(page.lang) ? (page.lang as Lang) : DEFAULT_LANG;
  let route = page.routePath.replace(/\.html$/, '');
  if (lang !== DEFAULT_LANG) route = route.replace(new RegExp(`^/${lang}(?=/)`), '');
  return { route, lang, page };
}

export function renderLlmsTxt({ title, description, sections }: LlmsTxtContext, annotators: readonly LlmsAnnotator[] = []): string {
  const summary = title ? `# ${title}${description ? `\n\n> ${description}` : ''}` : '';
  const line = (page: LlmsTxtPage) => {
    const entry = llmsEntryOf(page);
    const notes = annotators.map((annotate) => annotate(entry)).filter((note): note is string => Boolean(note));
    const text = [page.description, ...notes].filter(Boolean).join(' ');
    return `- [${page.title}](${page.link})${text ? `: ${text}` : ''}`;
  };
  const lines = sections.flatMap((section) => [`\n## ${section.title}\n`, ...section.pages.map(line)]);
  if (!summary) return lines.join('\n').trimStart();
  return lines.length ? `${summary}\n${lines.join('\n')}` : summary;
}

/** A renderer that leaves out the pages at `routes`, and the sections they leave empty. */
export function withoutPages(routes: readonly string[], render: LlmsTxtRenderer = renderLlmsTxt): LlmsTxtRenderer {
  return (context) =>
    render({
      ...context,
      sections: context.sections
        .map((section) => ({ ...section, pages: section.pages.filter((page) => !routes.includes(page.routePath)) }))
        .filter((section) => section.pages.length > 0),
    });
}
