import { useI18n } from '@rspress/core/runtime';
import { IconCopy, IconSuccess, SvgWrapper, copyToClipboard, useMdUrl } from '@rspress/core/theme-original';
import { type ButtonHTMLAttributes, useCallback, useEffect, useRef, useState } from 'react';
import '@rspress/core/dist/theme/components/Llms/index.css';
import '@rspress/core/dist/theme/components/Llms/LlmsCopyButton.css';

/** How long the button shows that the copy succeeded. */
const SUCCESS_MS = 500;
const DEV_NOTE = 'The Markdown of a page exists only in the built site: run `rspress build`, then copy it there.';

const markdownCache = new Map<string, string>();

/** The page's Markdown twin (`/guide/start/index.md`), fetched once per address. */
async function pageMarkdown(url: string): Promise<string> {
  if (process.env.NODE_ENV === 'development') return DEV_NOTE;
  const cached = markdownCache.get(url);
  if (cached !== undefined) return cached;
  const text = await (await fetch(url)).text();
  markdownCache.set(url, text);
  return text;
}

/**
 * The "Copy Markdown" button of the page actions: copies the page's Markdown to
 * the clipboard and shows a check mark for a moment. Rspress's own button wraps
 * its icons in a `<div>`, which a `<button>` may not contain; here they sit in a `<span>`.
 */
export function LlmsCopyButton({ onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const t = useI18n();
  const { pathname } = useMdUrl();
  const [loading, setLoading] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    setLoading(true);
    try {
      if (!(await copyToClipboard(await pageMarkdown(pathname)))) return;
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), SUCCESS_MS);
    } finally {
      setLoading(false);
    }
  }, [pathname]);

  if (!pathname) return null;
  const className = [
    'rp-not-doc',
    'rp-llms-button',
    'rp-llms-copy-button',
    loading && 'rp-llms-copy-button--loading',
    copied && 'rp-llms-copy-button--success',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type="button" {...props} disabled={loading} className={className} onClick={onClick ?? copy}>
      <span className="rp-llms-copy-button__icon-wrapper">
        <SvgWrapper icon={IconSuccess} className="rp-llms-copy-button__icon-success" />
        <SvgWrapper icon={IconCopy} className="rp-llms-copy-button__icon-copy" />
      </span>
      <span>{t('copyMarkdownText')}</span>
    </button>
  );
}
