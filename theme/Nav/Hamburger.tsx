import { useLocation } from '@rspress/core/runtime';
import { IconSmallMenu, SocialLinks, SvgWrapper } from '@rspress/core/theme-original';
import { type KeyboardEvent, type ReactNode, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../hooks/useT';
import { focusableIn, trapTab } from '../lib/focus';
import { NavDropdown } from './Dropdown';
import { NavScreenAppearance, NavScreenLangs } from './rspress';
import { NavVersions } from './Menus';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';

// The full-screen menu of small screens loads when it is first opened.
const NavScreen = lazy(() => import('@rspress/core/dist/theme/components/NavScreen/index.js').then((m) => ({ default: m.NavScreen })));

const SCREEN_ID = 'rsb-nav-screen';

export interface NavHamburgerProps {
  beforeLeftNavItems?: ReactNode;
  afterLeftNavItems?: ReactNode;
  beforeRightNavItems?: ReactNode;
  afterRightNavItems?: ReactNode;
}

/** Focuses the first control of the menu once its code has loaded and rendered. */
function FocusFirst({ container }: { container: () => HTMLElement | null }) {
  useEffect(() => {
    const root = container();
    if (root) focusableIn(root)[0]?.focus();
  }, [container]);
  return null;
}

/**
 * The navbar's menu buttons for narrow screens, each a button next to (not
 * around) what it opens:
 * - up to 768 px, "Site menu" opens the full-screen menu, a modal dialog:
 *   the focus moves into it, Tab cycles through it and the button, Escape
 *   (or the button) closes it and the focus returns to the button;
 * - from 769 to 1280 px, "More options" opens the appearance, language,
 *   version and social links that do not fit in the navbar.
 */
export function NavHamburger(props: NavHamburgerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const { pathname, hash } = useLocation();

  useEffect(() => setOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!open) return;
    // The menu is for small screens only.
    const onResize = () => window.innerWidth > 768 && setOpen(false);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const controls = () => [buttonRef.current, ...(screenRef.current ? focusableIn(screenRef.current) : [])].filter((el): el is HTMLElement => !!el);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    } else {
      trapTab(event, controls());
    }
  };
  const modalRoot = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');

  return (
    <>
      {open && modalRoot
        ? createPortal(
            <div ref={screenRef} id={SCREEN_ID} role="dialog" aria-modal="true" aria-label={t('navMenuButtonLabel')} onKeyDown={onKeyDown}>
              <Suspense fallback={null}>
                <NavScreen {...props} isScreenOpen toggleScreen={() => close(false)} />
                <FocusFirst container={() => screenRef.current} />
              </Suspense>
            </div>,
            modalRoot,
          )
        : null}
      <button
        ref={buttonRef}
        type="button"
        className={`rp-nav-hamburger rp-nav-hamburger__sm${open ? ' rp-nav-hamburger--active' : ''}`}
        aria-label={t('navMenuButtonLabel')}
        aria-expanded={open}
        aria-controls={open ? SCREEN_ID : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={open ? onKeyDown : undefined}
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
