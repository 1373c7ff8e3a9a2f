import { useNav, useSite } from '@rspress/core/runtime';
import { NavLangs, NavMenu, NavMenuDivider, NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { NavHamburger, type NavProps, NavTitle, Search, SocialLinks, SwitchAppearance } from '@rspress/core/theme';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import '@rspress/core/dist/theme/components/Nav/index.css';
import './index.css';

/**
 * Rspress's navbar with one change: the language and version menus (list
 * items) sit inside a list, as HTML requires.
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
        <NavMenu menuItems={navList} position="right" beforeNavItems={beforeRightNavItems} afterNavItems={afterRightNavItems} />
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
