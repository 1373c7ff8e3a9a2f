import { useI18n } from '@rspress/core/runtime';
import { IconCopy, IconSuccess, SvgWrapper, copyToClipboard, useMdUrl } from '@rspress/core/theme-original';
import { type ButtonHTMLAttributes, useRef, useState } from 'react';
// Rspress's stylesheets come before the theme's own.
import '../rspress-internals';

/** The page's Markdown twin (`/guide/start/index.md`); it exists in the built site only. */
async function pageMarkdown(url: string): Promise<string> {
  if (process.env.NODE_ENV === 'development') return 'Run rspress build first.';
  return (await fetch(url)).text();
}

/**
 * The "Copy Markdown" button of the page actions: copies the page's Markdown and
 * shows a check mark for half a second. Rspress's own button wraps its icons in a
 * `<div>`, which a `<button>` may not contain; here they sit in a `<span>`.
 */
export function LlmsCopyButton({ onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const t = useI18n();
  const { pathname } = useMdUrl();
  const [state, setState] = useState<'' | 'loading' | 'success'>('');
  const timer = useRef(0);

  const copy = async () => {
    setState('loading');
    const copied = await pageMarkdown(pathname).then(copyToClipboard).catch(() => false);
    setState(copied ? 'success' : '');
    window.clearTimeout(timer.current);
    if (copied) timer.current = window.setTimeout(() => setState(''), 500);
  };

  if (!pathname) return null;
  return (
    <button
      type="button"
      {...props}
      disabled={state === 'loading'}
      className={`rp-not-doc rp-llms-button rp-llms-copy-button${state ? ` rp-llms-copy-button--${state}` : ''}`}
      onClick={onClick ?? copy}
    >
      <span className="rp-llms-copy-button__icon-wrapper">
        <SvgWrapper icon={IconSuccess} className="rp-llms-copy-button__icon-success" />
        <SvgWrapper icon={IconCopy} className="rp-llms-copy-button__icon-copy" />
      </span>
      <span>{t('copyMarkdownText')}</span>
    </button>
  );
}
