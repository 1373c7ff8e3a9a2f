import { usePage, useSite } from '@rspress/core/runtime';
import { type MouseEvent, useId, useRef, useState } from 'react';
import { useT } from '../hooks/useT';
import { newIssueUrl, repositoryOf } from '../lib/feedback';
import './index.css';

let issueModule: Promise<typeof import('./issue')> | undefined;
const loadIssue = () => (issueModule ??= import('./issue'));

/** The reader's selection when it lies in the page content. */
function selectionInContent(): string | undefined {
  const selection = window.getSelection();
  const node = selection?.anchorNode;
  const element = node instanceof Element ? node : node?.parentElement;
  return element?.closest('.rp-doc') ? selection!.toString() || undefined : undefined;
}

/**
 * "Was this page helpful?" and "Report a problem with this page" at the end of a doc page.
 * An answer only thanks the reader (nothing is sent or stored). The report link opens GitHub's
 * new-issue form, filled in (./issue.ts, loaded on intent) with the page, the section in view
 * and the selection, read when the reader points at, focuses or follows the link.
 */
export function PageFeedback() {
  const t = useT();
  const { site } = useSite();
  const { page } = usePage();
  const [answer, setAnswer] = useState<'yes' | 'no'>();
  const id = useId();
  const repository = repositoryOf(site.themeConfig.editLink?.docRepoBaseUrl ?? '');
  const title = t('feedbackIssueTitle', { title: page.title });
  const [href, setHref] = useState(() => newIssueUrl(repository, title, ''));
  const selection = useRef<string>(undefined);

  const fill = async () => {
    // Pressing the link may clear the selection: keep the one it had before.
    selection.current = selectionInContent() ?? selection.current;
    const { currentIssueBody } = await loadIssue();
    const url = newIssueUrl(repository, title, currentIssueBody(t('feedbackIssueBody', { url: '{{url}}', section: '{{section}}', selection: '{{selection}}' }), selection.current));
    setHref(url);
    return url;
  };
  // A plain click waits for the filled-in URL; a click that opens a new tab takes the link as filled on intent.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void fill().then((url) => window.location.assign(url));
  };

  return (
    <section className="rsb-feedback" aria-labelledby={`${id}q`}>
      <fieldset className="rsb-feedback__question">
        <legend id={`${id}q`}>{t('feedbackQuestion')}</legend>
        {(['yes', 'no'] as const).map((value) => (
          <button key={value} type="button" className="rsb-feedback__answer" aria-pressed={answer === value} onClick={() => setAnswer(value)}>
            {t(value === 'yes' ? 'feedbackYes' : 'feedbackNo')}
          </button>
        ))}
      </fieldset>
      <p className="rsb-feedback__thanks" role="status">
        {answer ? t('feedbackThanks') : ''}
      </p>
      <a className="rsb-feedback__report" href={href} onPointerEnter={fill} onPointerDown={fill} onFocus={fill} onClick={follow}>
        {t('feedbackReport')}
      </a>
    </section>
  );
}
