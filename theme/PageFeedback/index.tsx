import { usePage, useSite } from '@rspress/core/runtime';
import { useId, useState } from 'react';
import { useT } from '../hooks/useT';
import { type FeedbackLabels, headingInView, newIssueUrl, repositoryOf } from '../lib/feedback';
import './index.css';

/** Section headings of the page content, with their position and text (without the `#` anchor). */
function headingsOnScreen() {
  return Array.from(document.querySelectorAll<HTMLElement>('.rp-doc :is(h2, h3)[id]'), (h) => ({
    id: h.id,
    top: h.getBoundingClientRect().top,
    text: Array.from(h.childNodes)
      .filter((node) => !(node instanceof HTMLElement && node.classList.contains('header-anchor')))
      .map((node) => node.textContent ?? '')
      .join('')
      .trim(),
  }));
}

/** The reader's selection when it lies in the page content. */
function selectedText(): string | undefined {
  const selection = window.getSelection();
  const anchor = selection?.anchorNode;
  const inContent = anchor && (anchor instanceof Element ? anchor : anchor.parentElement)?.closest('.rp-doc');
  return inContent ? selection.toString() || undefined : undefined;
}

/**
 * "Was this page helpful?" and "Report a problem with this page" at the end of a doc page.
 * The answer only thanks the reader (nothing is sent or stored); the report link opens
 * GitHub's new-issue form, filled in when the reader points at or focuses it.
 */
export function PageFeedback() {
  const t = useT();
  const { site } = useSite();
  const { page } = usePage();
  const [answer, setAnswer] = useState<'yes' | 'no'>();
  const id = useId();
  const repository = repositoryOf(site.themeConfig.editLink?.docRepoBaseUrl ?? '');
  const labels: FeedbackLabels = {
    issueTitle: t('feedbackIssueTitle', { title: '{{title}}' }),
    page: t('feedbackIssuePage'),
    language: t('feedbackIssueLanguage'),
    languageName: t('feedbackIssueLanguageName'),
    section: t('feedbackIssueSection'),
    selection: t('feedbackIssueSelection'),
    problem: t('feedbackIssueProblem'),
  };
  const [href, setHref] = useState(() => newIssueUrl(repository, { pageUrl: page.routePath, title: page.title }, labels));
  // Read when the reader is about to follow the link: the selection is still there, the section in view.
  const fill = () => {
    const pageUrl = `${window.location.origin}${window.location.pathname}`;
    const heading = headingInView(headingsOnScreen(), window.innerHeight);
    setHref(newIssueUrl(repository, { pageUrl, title: page.title, heading, selection: selectedText() }, labels));
  };

  return (
    <section className="rsb-feedback" aria-labelledby={`${id}-q`}>
      <fieldset className="rsb-feedback__question">
        <legend id={`${id}-q`}>{t('feedbackQuestion')}</legend>
        {(['yes', 'no'] as const).map((value) => (
          <button key={value} type="button" className="rsb-feedback__answer" aria-pressed={answer === value} onClick={() => setAnswer(value)}>
            {t(value === 'yes' ? 'feedbackYes' : 'feedbackNo')}
          </button>
        ))}
      </fieldset>
      <p className="rsb-feedback__thanks" role="status">
        {answer ? t(answer === 'yes' ? 'feedbackThanks' : 'feedbackThanksNo') : ''}
      </p>
      <a className="rsb-feedback__report" href={href} target="_blank" rel="noopener noreferrer" onPointerDown={fill} onFocus={fill} onMouseEnter={fill}>
        {t('feedbackReport')}
        <span className="rsb-sr-only"> {t('feedbackReportNewTab')}</span>
      </a>
    </section>
  );
}
