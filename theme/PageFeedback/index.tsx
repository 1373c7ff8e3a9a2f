import { usePage, useSite } from '@rspress/core/runtime';
import { type MouseEvent, useRef, useState } from 'react';
import { useT } from '../hooks/useT';
import './index.css';

let issueModule: Promise<typeof import('./issue')> | undefined;

/**
 * "Was this page helpful?" and "Report a problem with this page" at the end of a doc page.
 * An answer only thanks the reader (nothing is sent or stored). The report link opens GitHub's
 * new-issue form in the repository of the edit links, filled in by ./issue.ts (loaded on intent)
 * when the reader points at, focuses or follows it.
 */
export function PageFeedback() {
  const t = useT();
  const { site } = useSite();
  const { page } = usePage();
  const editBase = site.themeConfig.editLink?.docRepoBaseUrl ?? '';
  const [answer, setAnswer] = useState<'yes' | 'no'>();
  const [href, setHref] = useState(() => editBase.replace(/\/(?:edit|blob|tree)\/.*$/, '/issues/new'));
  const selection = useRef('');

  const fill = async () => {
    // Pressing the link may clear the selection: keep the one it had before.
    selection.current = String(window.getSelection() ?? '') || selection.current;
    const url = (await (issueModule ??= import('./issue'))).issueUrl(editBase, page.lang, page.title, selection.current);
    setHref(url);
    return url;
  };
  // A plain click waits for the filled-in URL; a click that opens a new tab follows the link as filled on intent.
  const follow = (event: MouseEvent) => {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void fill().then((url) => window.location.assign(url));
  };

  return (
    <div className="rsb-feedback">
      <fieldset>
        <legend>{t('feedbackQuestion')}</legend>
        <button type="button" aria-pressed={answer === 'yes'} onClick={() => setAnswer('yes')}>
          {t('feedbackYes')}
        </button>
        <button type="button" aria-pressed={answer === 'no'} onClick={() => setAnswer('no')}>
          {t('feedbackNo')}
        </button>
      </fieldset>
      <p role="status">{answer ? t('feedbackThanks') : ''}</p>
      <a href={href} onPointerEnter={fill} onPointerDown={fill} onFocus={fill} onClick={follow}>
        {t('feedbackReport')}
      </a>
    </div>
  );
}
