import type { NavItemWithLink } from '@rspress/core';
import { matchNavbar, useLocation } from '@rspress/core/runtime';
import { IconArrowDown, Link, SvgWrapper, Tag } from '@rspress/core/theme-original';
import type { SVGProps } from 'react';

/** The small arrow after a menu's text. */
export function SvgDown(props: SVGProps<SVGSVGElement>) {
  return <SvgWrapper icon={IconArrowDown} {...props} />;
}

/** The vertical line between the navbar's links and its other controls. */
export function NavMenuDivider() {
  return <div className="rp-nav-menu__divider" />;
}

/** A navbar link, marked active on the pages it leads to (`activeMatch` or its own path). */
export function NavMenuLink({ item }: { item: NavItemWithLink }) {
  const { pathname } = useLocation();
  const active = matchNavbar(item, pathname);
  return (
    <li className={`rp-nav-menu__item${active ? ' rp-nav-menu__item--active' : ''}`}>
      <Link href={item.link} download={item.download} className="rp-nav-menu__item__container" hrefLang={item.lang} lang={item.lang} rel={item.rel}>
        {item.icon ? <SvgWrapper icon={item.icon} className="rp-nav-menu__item__leading-icon" /> : null}
        {item.text}
        {item.tag ? <Tag tag={item.tag} /> : null}
      </Link>
    </li>
  );
}
