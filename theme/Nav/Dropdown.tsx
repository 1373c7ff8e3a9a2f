import { HoverGroup, type HoverGroupProps } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { useDisclosure } from '../hooks/useDisclosure';
import { SvgDown } from './Parts';

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
 * A navbar menu that works with a keyboard as with a mouse: a real button beside its list of
 * links, opened by hover, click, Enter, Space or ArrowDown (which focuses the first link).
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
  const menu = useDisclosure({ hoverDelay: 0, arrowDown: true });
  return (
    <Tag className={`${className} rsb-dropdown`} {...menu.rootProps}>
      <button type="button" className={`${buttonClassName} rsb-dropdown__button`} aria-label={label} {...menu.buttonProps}>
        {icon}
        {text}
        {text ? <SvgDown className="rp-nav-menu__item__icon" /> : null}
      </button>
      <div className="rsb-dropdown__panel" {...menu.panelProps}>
        {customChildren ? (
          // A panel of controls rather than a list of links.
          <div className={`rp-hover-group rp-hover-group--${position}${menu.open ? '' : ' rp-hover-group--hidden'}`}>{customChildren}</div>
        ) : (
          <HoverGroup items={items} activeMatcher={activeMatcher} isOpen={menu.open} position={position} />
        )}
      </div>
    </Tag>
  );
}
