import type { NavItem, NavItemWithLink } from '@rspress/core';
import type { ReactNode } from 'react';
import { useLangsMenu, useVersionsMenu } from '../rspress-internals';
import { NavDropdown } from './Dropdown';
import { NavMenuLink } from './Parts';

type MenuItem = NavItem & { items?: NavItem[]; link?: string; text?: string; position?: 'left' | 'right' };

/** One navbar entry: a link, or a menu of links behind a button. */
function NavMenuItem({ item }: { item: MenuItem }) {
  if (Array.isArray(item.items) && item.items.length > 0) {
    return <NavDropdown text={item.text} items={item.items as never} />;
  }
  if (item.link) return <NavMenuLink item={item as NavItemWithLink} />;
  return (
    <li className="rp-nav-menu__item">
      <span className="rp-nav-menu__item__container">{item.text}</span>
    </li>
  );
}

export interface NavMenuProps {
  menuItems: MenuItem[];
  position: 'left' | 'right';
  beforeNavItems?: ReactNode;
  afterNavItems?: ReactNode;
}

/** A list of navbar entries (Rspress's NavMenu, with keyboard-operable menus). */
export function NavMenu({ menuItems, position, beforeNavItems, afterNavItems }: NavMenuProps) {
  const items = menuItems.filter((item) => (item.position ?? 'right') === position);
  if (!items.length && beforeNavItems == null && afterNavItems == null) return null;
  return (
    <ul className={`rp-nav-menu rp-nav-menu--${position}`}>
      {beforeNavItems}
      {items.map((item, index) => (
        <NavMenuItem key={index} item={item} />
      ))}
      {afterNavItems}
    </ul>
  );
}

/** The language menu (hidden with a single language). */
export function NavLangs() {
  const { items, activeValue } = useLangsMenu();
  if (items.length <= 1) return null;
  return <NavDropdown text={activeValue} items={items as never} activeMatcher={(item) => item.text === activeValue} />;
}

/** The version menu (hidden with a single version). */
export function NavVersions() {
  const { items, activeValue } = useVersionsMenu();
  if (items.length <= 1) return null;
  return <NavDropdown text={activeValue} items={items as never} activeMatcher={(item) => item.text === activeValue} />;
}
