/**
 * The theme's only imports of Rspress's private files (`@rspress/core/dist/...`, virtual
 * modules), each with the assumption it makes, checked against the installed @rspress/core
 * (the version package.json pins) by tests/contract/rspress-theme.test.ts.
 */

// Assumed: these stylesheets exist and style the `rp-*` classes that the theme's own parts render.
import '@rspress/core/dist/theme/layout/DocLayout/index.css'; // theme/DocLayout
import '@rspress/core/dist/theme/components/SidebarMenu/index.css'; // theme/DocLayout/SidebarMenu.tsx
import '@rspress/core/dist/theme/components/Outline/index.css'; // theme/Outline
import '@rspress/core/dist/theme/components/DocContent/doc.css'; // theme/DocParts
import '@rspress/core/dist/theme/components/Nav/index.css'; // theme/Nav
import '@rspress/core/dist/theme/components/Nav/NavMenu.css'; // theme/Nav/Parts.tsx, Menus.tsx
import '@rspress/core/dist/theme/components/NavTitle/index.css'; // theme/Nav/NavTitle.tsx
import '@rspress/core/dist/theme/components/NavHamburger/index.css'; // theme/Nav/Hamburger.tsx
import '@rspress/core/dist/theme/components/SocialLinks/index.css'; // theme/SocialLinks
import '@rspress/core/dist/theme/components/Search/SearchButton.css'; // theme/Search/SearchButton.tsx
import '@rspress/core/dist/theme/components/SwitchAppearance/global.css'; // theme/SwitchAppearance, hooks/useThemeState.ts
import '@rspress/core/dist/theme/components/SwitchAppearance/index.css'; // theme/SwitchAppearance
import '@rspress/core/dist/theme/components/Llms/index.css'; // theme/LlmsViewOptions, theme/LlmsCopyButton
import '@rspress/core/dist/theme/components/Llms/LlmsCopyButton.css'; // theme/LlmsCopyButton
import '@rspress/core/dist/theme/components/Llms/LlmsViewOptions.css'; // theme/LlmsViewOptions
import '@rspress/core/dist/theme/components/Overview/index.css'; // theme/Overview
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css'; // theme/NotFoundLayout

// Assumed: both hooks return `{ items: { text, link }[], activeValue }` for the navbar's language and version menus.
export { useLangsMenu, useVersionsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';

// Assumed: the narrow-screen appearance and language rows render without props.
export { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
export { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';

// Assumed: `NavScreen` takes `{ isScreenOpen, toggleScreen }` and the navbar's item slots; loaded when the mobile menu first opens.
export const loadNavScreen = () => import('@rspress/core/dist/theme/components/NavScreen/index.js').then((module) => module.NavScreen);

// Assumed: Rspress's `useStorageValue` announces a stored value's change in the same tab with this window event, detail `{ key, newValue }`.
export const STORAGE_SYNC_EVENT = 'RSPRESS_SYNC_STORAGE_EVENT_NAME';

// Assumed: the default export maps each configured social icon name to its SVG markup.
export { default as socialIcons } from 'virtual-social-links';
