/**
 * The parts of Rspress's default navbar that this theme reuses. Imported by
 * path because the theme entry does not export them; @rspress/core is pinned.
 */
export { NavMenuDivider, NavMenuItemWithLink, SvgDown } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
export { useLangsMenu, useVersionsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
export { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
export { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';
export { HoverGroup } from '@rspress/core/theme-original';
