/**
 * The pre-filled issue of "Report a problem with this page", loaded when the reader points
 * at or focuses the link: the section in view and the selection are read from the page.
 */
import { headingInView, issueBody } from '../lib/feedback';

/** Section headings of the page content, with their position and text (without the `#` anchor). */
function headingsOnScreen() {
  return Array.from(document.querySelectorAll<HTMLElement>('.rp-doc :is(h2, h3)[id]'), (h) => ({
    id: h.id,
    top: h.getBoundingClientRect().top,
    text: Array.from(h.childNodes, (node) => (node instanceof HTMLElement && node.classList.contains('rp-header-anchor') ? '' : node.textContent)).join('').trim(),
  }));
}

/** The body of the issue: the page URL (with the section in view), the section's title and the selection. */
export function currentIssueBody(template: string, selection: string | undefined): string {
  const heading = headingInView(headingsOnScreen(), window.innerHeight);
  const page = `${window.location.origin}${window.location.pathname}`;
  return issueBody(template, { url: heading ? `${page}#${heading.id}` : page, section: heading?.text, selection });
}
