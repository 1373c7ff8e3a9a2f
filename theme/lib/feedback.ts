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

/** Labels in the page language (i18n.json); each field label ends with its colon. */
export interface FeedbackLabels {
  /** The issue title, with `{{title}}` for the page title. */
  issueTitle: string;
  page: string;
  language: string;
  languageName: string;
  section: string;
  selection: string;
  problem: string;
}

export interface FeedbackReport {
  /** The page URL without query or hash. */
  pageUrl: string;
  title: string;
  heading?: { id: string; text: string };
  selection?: string;
}

/** The URL of GitHub's new-issue form of `repository`, pre-filled with the report. */
export function newIssueUrl(repository: string, report: FeedbackReport, labels: FeedbackLabels): string {
  const url = report.heading ? `${report.pageUrl}#${report.heading.id}` : report.pageUrl;
  const excerpt = report.selection ? selectionExcerpt(report.selection) : '';
  const body = [
    `**${labels.page}** ${url}`,
    `**${labels.language}** ${labels.languageName}`,
    ...(report.heading ? [`**${labels.section}** ${report.heading.text}`] : []),
    ...(excerpt ? ['', `**${labels.selection}**`, '', ...excerpt.split('\n').map((l) => `> ${l}`)] : []),
    '',
    `**${labels.problem}**`,
    '',
    '',
  ].join('\n');
  const params = new URLSearchParams({ title: labels.issueTitle.replace('{{title}}', report.title), body });
  return `${repository}/issues/new?${params.toString()}`;
}
