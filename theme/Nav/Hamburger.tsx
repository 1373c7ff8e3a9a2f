import { IconSmallMenu, SvgWrapper } from '@rspress/core/theme-original';
import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useDisclosure } from '../hooks/useDisclosure';
import { useT } from '../hooks/useT';
import { focusableIn } from '../lib/focus';
import { modalContainer } from '../lib/modalContainer';
import { useHoldNavbar } from '../lib/navbarHold';
import { NavScreenAppearance, NavScreenLangs, loadNavScreen } from '../rspress-internals';
import { SocialLinks } from '../SocialLinks';
import { NavDropdown } from './Dropdown';
import { NavVersions } from './Menus';

// The full-screen menu of small screens loads when it is first opened.
const NavScreen = lazy(() => loadNavScreen().then((component) => ({ default: component })));

/** Widest viewport (px) that has the full-screen menu. */
const SCREEN_MAX_WIDTH = 768;

export interface NavHamburgerProps {
  beforeLeftNavItems?: ReactNode;
  afterLeftNavItems?: ReactNode;
  beforeRightNavItems?: ReactNode;
  afterRightNavItems?: ReactNode;
}

/** Focuses the first control of the menu once its code has loaded and rendered. */
function FocusFirst({ container }: { container: string }) {
  useEffect(() => {
    const root = document.getElementById(container);
    if (root) focusableIn(root)[0]?.focus();
  }, [container]);
  return null;
}

/** Closes the full-screen menu when the viewport grows past the widths that have it. */
function useCloseWhenWide(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onResize = () => window.innerWidth > SCREEN_MAX_WIDTH && close();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open, close]);
}

/**
 * The navbar's menu buttons for narrow screens, each beside what it opens: up to 768 px "Site
 * menu" opens the full-screen menu as a modal dialog; from 769 to 1280 px "More options" opens
 * the controls that do not fit in the navbar.
 */
export function NavHamburger(props: NavHamburgerProps) {
  const t = useT();
  const screen = useDisclosure({ modal: true, closeOnHash: true });
  useCloseWhenWide(screen.open, screen.close);
  useHoldNavbar(screen.open);
  const modalRoot = modalContainer();

  return (
    <>
      {screen.open && modalRoot
        ? createPortal(
            <div role="dialog" aria-modal="true" aria-label={t('navMenuButtonLabel')} {...screen.panelProps}>
              <Suspense fallback={null}>
                <NavScreen {...props} isScreenOpen toggleScreen={() => screen.close()} />
                <FocusFirst container={screen.panelId} />
              </Suspense>
            </div>,
            modalRoot,
          )
        : null}
      <button
        type="button"
        className={`rp-nav-hamburger rp-nav-hamburger__sm${screen.open ? ' rp-nav-hamburger--active' : ''}`}
        aria-label={t('navMenuButtonLabel')}
        {...screen.buttonProps}
        aria-controls={screen.open ? screen.panelId : undefined}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      <NavDropdown
        as="div"
        className="rsb-nav-more"
        buttonClassName="rp-nav-hamburger rp-nav-hamburger__md"
        label={t('navMoreButtonLabel')}
        icon={<SvgWrapper icon={IconSmallMenu} />}
        position="right"
        customChildren={
          <div className="rp-nav-menu__others-mobile__container">
            <div className="rp-nav-hamburger__md__hover-group">
              <NavScreenAppearance />
              <ul className="rsb-nav__menus">
                <NavVersions />
              </ul>
              <NavScreenLangs />
              <div className="rp-nav-screen-divider" />
              <SocialLinks />
            </div>
          </div>
        }
      />
    </>
  );
}
