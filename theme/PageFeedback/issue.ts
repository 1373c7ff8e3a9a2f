/**
 * The pre-filled issue of "Report a problem with this page", loaded when the reader points
 * at, focuses or follows the link: the section in view and the selection are read then.
 */
import i18n from '../../i18n.json';
import { headingInView, issueBody, newIssueUrl, repositoryOf } from '../lib/feedback';

/** Section headings of the page content, with their position and text (without the `#` anchor). */
function headingsOnScreen() {
  return Array.from(document.querySelectorAll<HTMLElement>('.rp-doc :is(h2, h3)[id]'), (h) => ({
    id: h.id,
    top: h.getBoundingClientRect().top,
    text: Array.from(h.childNodes, (node) => (node instanceof HTMLElement && node.classList.contains('rp-header-anchor') ? '' : node.textContent)).join('').trim(),
  }));
}

/** The new-issue URL in the repository of the edit links: page (at the section in view), language, section, selection. */
export function issueUrl(editBaseUrl: string, lang: string, pageTitle: string, selection: string): string {
  const heading = headingInView(headingsOnScreen(), window.innerHeight);
  const page = `${window.location.origin}${window.location.pathname}`;
  // Read here, not through useT: the label stays out of the data every page loads (site/plugins/browser-labels.ts).
  const texts: Record<string, string> = i18n.feedbackIssueBody;
  const template = texts[lang] ?? texts.en!;
  const body = issueBody(template, { url: heading ? `${page}#${heading.id}` : page, section: heading?.text, selection });
  return newIssueUrl(repositoryOf(editBaseUrl), pageTitle, body);
}
