import { useSite } from '@rspress/core/runtime';
import { copyToClipboard, getCopyableText, type CodeButtonGroupProps } from '@rspress/core/theme-original';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../hooks/useT';
import { COPIED_MS } from './constants';
import './index.css';

export type { CodeButtonGroupProps } from '@rspress/core/theme-original';

/** The wrap state of one code block (each block wraps on its own), starting from the site's default. */
export function useCodeButtonGroup(initialWrapCode?: boolean) {
  const { site } = useSite();
  const [wrapCode, setWrapCode] = useState(initialWrapCode ?? site.markdown.defaultWrapCode);
  const copyElementRef = useRef<HTMLDivElement>(null);
  return { copyElementRef, wrapCode, toggleWrapCode: () => setWrapCode((wrapped) => !wrapped) };
}

/**
 * The copy and wrap buttons of a code block (the copied state lasts two seconds): Rspress's
 * classes and behaviour, with each icon one CSS-masked element instead of inline SVGs, which
 * made up much of a long guide's HTML.
 */
export function CodeButtonGroup({ wrapCode, toggleWrapCode, copyElementRef, showWrapCodeButton = true, showCopyButton = true }: CodeButtonGroupProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const copyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const block = copyElementRef.current;
    if (!block) return;
    const text = getCopyableText(block, { ignoreClasses: ['linenumber'], ignoreSelectors: ['.rp-copy-ignore'] });
    if (!(await copyToClipboard(text))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setCopied(false);
      // The button only shows while the code is hovered or the button focused.
      copyButton.current?.blur();
    }, COPIED_MS);
  };

  const wrapLabel = t('codeButtonGroupWrapButtonText');
  const copyLabel = copied ? t('codeButtonGroupCopiedText') : t('codeButtonGroupCopyButtonText');
  return (
    <div className="rp-code-button-group">
      {showWrapCodeButton ? (
        <button
          type="button"
          className={`rp-code-button-group__button rp-code-wrap-button${wrapCode ? ' rp-code-wrap-button--wrapped' : ''}`}
          onClick={() => toggleWrapCode()}
          title={wrapLabel}
          aria-label={wrapLabel}
          aria-pressed={wrapCode}
        >
          <span className="rp-code-button-group__icon rsb-code-icon rsb-code-icon--wrap" aria-hidden="true" />
        </button>
      ) : null}
      {showCopyButton ? (
        <button
          ref={copyButton}
          type="button"
          className={`rp-code-button-group__button rp-code-copy-button${copied ? ' rp-code-copy-button--copied' : ''}`}
          onClick={() => void copy()}
          title={copyLabel}
          aria-label={copyLabel}
        >
          <span className="rp-code-button-group__icon rsb-code-icon rsb-code-icon--copy" aria-hidden="true" />
          <span className="rp-code-button-group__icon rsb-code-icon rsb-code-icon--copied" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
