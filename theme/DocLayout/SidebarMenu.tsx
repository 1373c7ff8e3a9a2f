import { useFrontmatter } from '@rspress/core/runtime';
import { IconArrowRight, IconMenu, SvgWrapper, renderInlineMarkdown, useActiveAnchor } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { isKeyboardClick } from '../hooks/useDisclosure';
import { useDynamicToc } from '../hooks/useToc';
import { useT } from '../hooks/useT';
import { modalContainer } from '../lib/modalContainer';
import { ReadPercent } from '../ReadPercent';
import type { useDocMenus } from './useDocMenus';

type Menus = ReturnType<typeof useDocMenus>;

interface SidebarMenuProps extends Pick<Menus, 'drawer' | 'outline'> {
  beforeOutline?: ReactNode;
  afterOutline?: ReactNode;
}

/**
 * The menu bar of narrow screens: "Menu" opens the sidebar drawer, the
 * heading being read (with the reading progress) opens the outline dropdown.
 * Same markup and classes as Rspress's bar; the state is the doc layout's.
 */
export function SidebarMenu({ drawer, outline, beforeOutline, afterOutline }: SidebarMenuProps) {
  const t = useT();
  const headers = useDynamicToc();
  const { scrolledHeader } = useActiveAnchor(headers);
  const { frontmatter } = useFrontmatter();
  const showSidebar = (frontmatter.sidebar ?? true) === true;
  const showOutline = frontmatter.outline ?? true;
  const outlineDisabled = !beforeOutline && !afterOutline && headers.length === 0;
  const modalRoot = modalContainer();

  return (
    <>
      <div className="rp-sidebar-menu">
        {showSidebar ? (
          <button
            type="button"
            className="rp-sidebar-menu__left"
            {...drawer.buttonProps}
            onClick={(event) => drawer.show(isKeyboardClick(event))}
          >
            <SvgWrapper icon={IconMenu} />
            <span>{t('menuTitle')}</span>
          </button>
        ) : (
          <div className="rp-sidebar-menu__left" />
        )}
        {showOutline ? (
          <button type="button" disabled={outlineDisabled} className="rp-sidebar-menu__right" {...outline.buttonProps}>
            {scrolledHeader?.text ? (
              <span className="rp-sidebar-menu__right__text rp-doc" {...renderInlineMarkdown(scrolledHeader.text)} />
            ) : (
              <span className="rp-sidebar-menu__right__text">{t('outlineTitle')}</span>
            )}
            <ReadPercent size={14} strokeWidth={2} />
            {!outlineDisabled && (
              <SvgWrapper
                icon={IconArrowRight}
                className="rp-sidebar-menu__right__icon"
                style={{ transform: outline.open ? 'rotate(90deg)' : 'rotate(0deg)', transition: 'transform 0.2s ease-out' }}
              />
            )}
          </button>
        ) : (
          <div className="rp-sidebar-menu__right" />
        )}
      </div>
      {(drawer.open || outline.open) && modalRoot ? createPortal(<div className="rp-sidebar-menu__mask" />, modalRoot) : null}
    </>
  );
}
