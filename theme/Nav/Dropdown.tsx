import { HoverGroup, SvgDown } from './rspress';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@rspress/core/runtime';
import { focusableIn } from '../lib/focus';

/** Grace period after the pointer leaves, so it can cross the gap to the menu (as Rspress's hover menus). */
const CLOSE_DELAY = 150;

type HoverGroupProps = Parameters<typeof HoverGroup>[0];

export interface NavDropdownProps {
  /** Visible text of the button (or nothing, with `label`, for an icon button). */
  text?: ReactNode;
  /** Accessible name when the button has no text. */
  label?: string;
  icon?: ReactNode;
  items?: HoverGroupProps['items'];
  activeMatcher?: HoverGroupProps['activeMatcher'];
  customChildren?: ReactNode;
  position?: HoverGroupProps['position'];
  /** Element that wraps the disclosure (an `li` in a menu list). */
  as?: 'li' | 'div';
  className?: string;
  buttonClassName?: string;
}

/**
 * A navbar menu that works with a keyboard as with a mouse: a real button
 * (aria-expanded) next to, not around, its list of links. Opens on hover,
 * click, Enter, Space or ArrowDown (which also focuses the first link);
 * Escape closes it and gives the focus back to the button; it closes when
 * the focus or the pointer leaves, and on navigation.
 */
export function NavDropdown({
  text,
  label,
  icon,
  items,
  activeMatcher,
  customChildren,
  position = 'center',
  as: Tag = 'li',
  className = 'rp-nav-menu__item',
  buttonClassName = 'rp-nav-menu__item__container',
}: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const { pathname } = useLocation();

  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);
  useEffect(() => close, [close]);
  useEffect(() => close(), [pathname, close]);

  const focusFirst = () => requestAnimationFrame(() => focusableIn(document.getElementById(id) ?? document.body)[0]?.focus());
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      setOpen(true);
      focusFirst();
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };
  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType === 'touch') return;
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType === 'touch') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, CLOSE_DELAY);
  };

  return (
    <Tag
      ref={rootRef as React.Ref<never>}
      className={`${className} rsb-dropdown`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonClassName} rsb-dropdown__button`}
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        {text}
        {text ? <SvgDown className="rp-nav-menu__item__icon" /> : null}
      </button>
      <div id={id} className="rsb-dropdown__panel">
        {customChildren ? (
          // A panel of controls rather than a list of links.
          <div className={`rp-hover-group rp-hover-group--${position}${open ? '' : ' rp-hover-group--hidden'}`}>{customChildren}</div>
        ) : (
          <HoverGroup items={items} activeMatcher={activeMatcher} isOpen={open} position={position} />
        )}
      </div>
    </Tag>
  );
}
