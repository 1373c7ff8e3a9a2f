/**
 * The navbar search button (Rspress's look and class names), as real
 * buttons at every width, with an accessible name in the page's language.
 * `onIntent` fires on pointer-over and focus: the search loads its code and
 * index then, and never before.
 */
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { forwardRef, useEffect, useState } from 'react';
import { useT } from '../hooks/useT';
// Rspress's stylesheet of the search button (its classes are used below).
import '../rspress-internals';

export interface SearchButtonProps {
  onOpen: () => void;
  onIntent?: () => void;
  /** Whether the dialog this button opens is open (`aria-expanded`). */
  expanded?: boolean;
}

export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton({ onOpen, onIntent, expanded }, ref) {
  const t = useT();
  const [metaKey, setMetaKey] = useState<string | null>(null);
  useEffect(() => setMetaKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  const common = {
    type: 'button' as const,
    onClick: onOpen,
    onPointerEnter: onIntent,
    onFocus: onIntent,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': expanded ?? false,
  };
  return (
    <>
      <button ref={ref} className="rp-search-button" {...common} aria-keyshortcuts="Control+K Meta+K /">
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" aria-hidden="true" />
          <span className="rp-search-button__word">{t('searchPlaceholderText')}</span>
        </span>
        <span className="rp-search-button__hotkey" style={{ opacity: metaKey ? 1 : 0 }} aria-hidden="true">
          <span>{metaKey}</span>
          <span>K</span>
        </span>
      </button>
      <button className="rp-search-button--mobile rsb-search-button--mobile" {...common} aria-label={t('searchPlaceholderText')}>
        <SvgWrapper icon={IconSearch} aria-hidden="true" />
      </button>
    </>
  );
});
