import { useNav, useSite } from '@rspress/core/runtime';
import { NavTitle, Search, SwitchAppearance } from '@rspress/core/theme';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import type { ReactNode } from 'react';
import { useT } from '../hooks/useT';
import { SocialLinks } from '../SocialLinks';
import { NavHamburger } from './Hamburger';
import { NavLangs, NavMenu, NavVersions } from './Menus';
import { NavMenuDivider } from './Parts';
// Rspress's stylesheets come before the theme's own.
import '../rspress-internals';
import './index.css';

/** The slots the navbar fills: each is one Rspress's layout passes (tests/contract/rspress-theme.test.ts). */
export interface NavProps {
  beforeNavTitle?: ReactNode;
  navTitle?: ReactNode;
  afterNavTitle?: ReactNode;
  beforeNavMenu?: ReactNode;
  afterNavMenu?: ReactNode;
  beforeLeftNavItems?: ReactNode;
  afterLeftNavItems?: ReactNode;
  beforeRightNavItems?: ReactNode;
  afterRightNavItems?: ReactNode;
}

/**
 * Rspress's navbar, operable by keyboard and valid HTML: the links sit in a named `nav`, menus
 * are buttons beside their lists (./Dropdown.tsx), and no control wraps another.
 */
export function Nav(props: NavProps) {
  const {
    beforeNavTitle,
    afterNavTitle,
    beforeNavMenu,
    afterNavMenu,
    navTitle,
    beforeLeftNavItems,
    afterLeftNavItems,
    beforeRightNavItems,
    afterRightNavItems,
  } = props;
  const navList = useNav();
  const { site } = useSite();
  const hasAppearanceSwitch = isDarkModeSwitchEnabled(site.themeConfig.darkMode);
  const t = useT();
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        <NavMenu menuItems={navList} position="left" beforeNavItems={beforeLeftNavItems} afterNavItems={afterLeftNavItems} />
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />
        <nav className="rsb-nav__main" aria-label={t('mainNavLabel')}>
          <NavMenu menuItems={navList} position="right" beforeNavItems={beforeRightNavItems} afterNavItems={afterRightNavItems} />
        </nav>
        <div className="rp-nav__others">
          <NavMenuDivider />
          <ul className="rsb-nav__menus">
            <NavLangs />
            <NavVersions />
          </ul>
          {hasAppearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger
          beforeLeftNavItems={beforeLeftNavItems}
          afterLeftNavItems={afterLeftNavItems}
          beforeRightNavItems={beforeRightNavItems}
          afterRightNavItems={afterRightNavItems}
        />
        {afterNavMenu}
      </div>
    </header>
  );
}
