import { useSite } from '@rspress/core/runtime';
import { IconAnthropic, IconDown, IconExternalLink, IconLink, IconOpenAI, SvgWrapper, copyToClipboard, useMdUrl } from '@rspress/core/theme-original';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '../hooks/useT';
import { focusableIn } from '../lib/focus';
import '@rspress/core/dist/theme/components/Llms/index.css';
import '@rspress/core/dist/theme/components/Llms/LlmsViewOptions.css';
import './index.css';

interface ViewOption {
  title: string;
  icon?: ReactNode;
  href?: string;
  onClick?: () => void;
}
type OptionKey = 'markdownLink' | 'chatgpt' | 'claude';

export interface LlmsViewOptionsProps {
  options?: (OptionKey | ViewOption)[] | false;
}

/**
 * The "Open in" menu of the page-actions row (Rspress's LlmsViewOptions,
 * which renders its links inside its button). Here the button opens a menu
 * next to it: ArrowDown or opening it by keyboard focuses the first entry,
 * Escape closes it and gives the focus back to the button, leaving it with
 * Tab or clicking outside closes it.
 */
export function LlmsViewOptions({ options: propsOptions }: LlmsViewOptionsProps) {
  const { site } = useSite();
  const llmsUI = site?.themeConfig?.llmsUI;
  const configured = typeof llmsUI === 'object' ? (llmsUI?.viewOptions as LlmsViewOptionsProps['options']) : propsOptions;
  const options = configured === false ? [] : (configured ?? ['markdownLink', 'chatgpt', 'claude']);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const t = useT();
  const { pathname } = useMdUrl();
  // The page's address is known in the browser only; the prerendered menu is
  // hidden, and the entries get their real links right after hydration.
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = useMemo(() => {
    const url = origin === null ? pathname : new URL(pathname, origin).toString();
    const q = `Read ${url}, I want to ask questions about it.`;
    const known: Record<OptionKey, ViewOption> = {
      markdownLink: { title: t('copyMarkdownLinkText'), icon: <SvgWrapper icon={IconLink} />, onClick: () => copyToClipboard(url) },
      chatgpt: {
        title: t('openInText', { name: 'ChatGPT' }),
        href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q })}`,
        icon: <SvgWrapper icon={IconOpenAI} />,
      },
      claude: {
        title: t('openInText', { name: 'Claude' }),
        href: `https://claude.ai/new?${new URLSearchParams({ q })}`,
        icon: <SvgWrapper icon={IconAnthropic} />,
      },
    };
    return options
      .map((option) => (typeof option === 'string' ? known[option] : option))
      .filter((item): item is ViewOption => Boolean(item && (item.href || item.onClick)));
  }, [options, pathname, origin, t]);

  if (items.length === 0) return null;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const focusFirst = () => requestAnimationFrame(() => focusableIn(document.getElementById(menuId) ?? document.body)[0]?.focus());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      setOpen(true);
      focusFirst();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={rootRef} className="rsb-open-in" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`rp-llms-button rp-llms-view-options__trigger${open ? ' rp-llms-view-options__trigger--active' : ''}`}
        aria-label={t('openInMenuLabel')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={(event) => {
          setOpen(!open);
          // Opened from the keyboard (Enter or Space): go to the first entry.
          if (!open && event.detail === 0) focusFirst();
        }}
      >
        <SvgWrapper icon={IconDown} className={`rp-llms-view-options__arrow${open ? ' rp-llms-view-options__arrow--rotated' : ''}`} />
      </button>
      <div id={menuId} className="rp-llms-view-options__menu" hidden={!open}>
        {items.map((item, index) =>
          item.href ? (
            <a key={index} className="rp-llms-view-options__menu-item" href={item.href} target="_blank" rel="noopener noreferrer">
              <span className="rp-llms-view-options__item-icon">{item.icon}</span>
              <span>{item.title}</span>
              <span className="rp-llms-view-options__external-icon">
                <SvgWrapper icon={IconExternalLink} />
              </span>
            </a>
          ) : (
            <button
              key={index}
              type="button"
              className="rp-llms-view-options__menu-item"
              onClick={() => {
                item.onClick?.();
                close(true);
              }}
            >
              <span className="rp-llms-view-options__item-icon">{item.icon}</span>
              <span>{item.title}</span>
            </button>
          ),
        )}
      </div>
    </div>
  );
}
