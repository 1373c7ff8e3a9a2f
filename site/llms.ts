/**
 * The `llms.txt` index of each language, through Rspress's `llms.llmsTxt`
 * option: the site's title and description, then one section per top
 * navigation entry with a `- [title](Markdown URL): description` line per page.
 */
import type { LlmsTxtContext, LlmsTxtRenderer } from '@rspress/core';

export function renderLlmsTxt({ title, description, sections }: LlmsTxtContext): string {
  const summary = title ? `# ${title}${description ? `\n\n> ${description}` : ''}` : '';
  const lines = sections.flatMap((section) => [
    `\n## ${section.title}\n`,
    ...section.pages.map((page) => `- [${page.title}](${page.link})${page.description ? `: ${page.description}` : ''}`),
  ]);
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
