import { useLocation } from '@rspress/core/runtime';
import { useT } from '../hooks/useT';
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { TOOL_GROUPS } from '../data/tools';
import { type ToolGroup, groupTitle, toolDesc, toolLangFromPath, toolUrl } from '../lib/tools';
import { ToolLogo } from '../../components/ToolLogo';
import './index.css';

/** Hover delay before opening, in ms (spec: 0.1 s). */
export const OPEN_DELAY = 100;
/** Grace period after the pointer leaves, so it can cross the gap to the panel. */
export const CLOSE_DELAY = 150;

export interface ToolPopoverProps {
  groups?: ToolGroup[];
}

/**
 * A button next to the navbar title that opens a panel of sibling tools.
 * Opens on hover (after 0.1 s), on keyboard focus or on click; closes on
 * Escape, when the pointer or the focus leaves, or on an outside click.
 */
export function ToolPopover({ groups = TOOL_GROUPS }: ToolPopoverProps) {
  const t = useT();
  const { pathname } = useLocation();
  const lang = toolLangFromPath(pathname);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Opened by hover or keyboard focus: the click that usually follows keeps it open. */
  const autoOpened = useRef(false);
  const panelId = useId();

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };
  const close = useCallback(() => {
    clearTimers();
    autoOpened.current = false;
    setOpen(false);
  }, []);

  useEffect(() => clearTimers, []);
  // Close on navigation.
  useEffect(() => close(), [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType === 'touch') return;
    clearTimers();
    if (open) return;
    openTimer.current = setTimeout(() => {
      autoOpened.current = true;
      setOpen(true);
    }, OPEN_DELAY);
  };
  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType === 'touch') return;
    clearTimers();
    closeTimer.current = setTimeout(close, CLOSE_DELAY);
  };
  const onClick = () => {
    clearTimers();
    // A click right after a hover- or focus-open keeps the panel open instead of toggling it shut.
    if (autoOpened.current) {
      autoOpened.current = false;
      setOpen(true);
      return;
    }
    setOpen((value) => !value);
  };
  const onButtonFocus = (event: FocusEvent<HTMLButtonElement>) => {
    // Keyboard focus opens the panel; a mouse click is handled by onClick.
    if (!open && event.currentTarget.matches(':focus-visible')) {
      autoOpened.current = true;
      setOpen(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    }
  };

  const label = t('toolPopoverLabel');
  return (
    <div
      ref={rootRef}
      className={`rsb-tools${open ? ' rsb-tools--open' : ''}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className="rsb-tools__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
        onFocus={onButtonFocus}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          {[5, 12, 19].flatMap((y) =>
            [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" fill="currentColor" />),
          )}
        </svg>
      </button>
      <div id={panelId} className="rsb-tools__panel" role="region" aria-label={label} hidden={!open}>
        {groups.map((group, index) => (
          <section key={group.titleEn} className="rsb-tools__group">
            <p id={`${panelId}-g${index}`} className="rsb-tools__group-title">
              {groupTitle(group, lang)}
            </p>
            <ul className="rsb-tools__list" aria-labelledby={`${panelId}-g${index}`}>
              {group.links.map((link) => (
                <li key={link.name}>
                  <a className="rsb-tools__link" href={toolUrl(link, lang)} target="_blank" rel="noopener noreferrer">
                    <ToolLogo tool={link} size={32} className="rsb-tools__logo" lazy />
                    <span className="rsb-tools__text">
                      <span className="rsb-tools__name">{link.name}</span>
                      <span className="rsb-tools__desc">{toolDesc(link, lang)}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
