/**
 * Page feedback: the pre-filled new-issue URL of "Report a problem with this page". The
 * repository is the one the edit links point at (`themeConfig.editLink.docRepoBaseUrl`),
 * so both follow one setting. Nothing is sent anywhere: the reader files the issue.
 */

/** The GitHub repository of an edit-link base URL (`https://github.com/o/r/edit/main/docs/` → `https://github.com/o/r`). */
export function repositoryOf(editBaseUrl: string): string {
  const m = /^(https:\/\/github\.com\/[\w.-]+\/[\w.-]+)\/(?:edit|blob|tree)\//.exec(editBaseUrl);
  if (!m) throw new Error(`page feedback: the edit link base "${editBaseUrl}" is not a GitHub edit URL (https://github.com/<owner>/<repo>/edit/<branch>/…)`);
  return m[1]!;
}

export interface HeadingBox {
  id: string;
  text: string;
  /** Distance of the heading's top from the top of the viewport, in CSS pixels. */
  top: number;
}

/**
 * The heading of the section a reader is looking at: the last one above the top third of
 * the viewport, or else the first one on screen. Headings come in page order.
 */
export function headingInView(headings: readonly HeadingBox[], viewportHeight: number): HeadingBox | undefined {
  const line = viewportHeight / 3;
  const above = headings.filter((h) => h.top <= line);
  return above[above.length - 1] ?? headings.find((h) => h.top < viewportHeight);
}

/** At most this many characters of the selected text go into the issue (URLs have a length limit). */
export const MAX_SELECTION = 500;

/** Selected text for the issue body: whitespace runs collapsed line by line, cut at `MAX_SELECTION` with an ellipsis. */
export function selectionExcerpt(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const joined = lines.join('\n');
  return joined.length > MAX_SELECTION ? `${joined.slice(0, MAX_SELECTION - 1).trimEnd()}…` : joined;
}

/**
 * The issue body from its template (i18n.json `feedbackIssueBody`, with `{{url}}`, `{{section}}`
 * and `{{selection}}`): a line whose placeholder has no value is left out; the selection is
 * quoted under its label.
 */
export function issueBody(template: string, values: { url: string; section?: string; selection?: string }): string {
  const excerpt = values.selection ? selectionExcerpt(values.selection) : '';
  const filled: Record<string, string> = {
    url: values.url,
    section: values.section ?? '',
    selection: excerpt ? `\n\n${excerpt.split('\n').map((l) => `> ${l}`).join('\n')}` : '',
  };
  return template
    .split('\n')
    .filter((line) => [...line.matchAll(/\{\{(\w+)\}\}/g)].every((m) => filled[m[1]!]))
    .map((line) => line.replace(/\{\{(\w+)\}\}/g, (_, name: string) => filled[name] ?? ''))
    .join('\n');
}

/** The URL of GitHub's new-issue form of `repository`, with a title and a body. */
export function newIssueUrl(repository: string, title: string, body: string): string {
  return `${repository}/issues/new?${new URLSearchParams({ title, body }).toString()}`;
}
