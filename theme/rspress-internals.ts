/**
 * The only module of the theme that reaches into Rspress's private files
 * (`@rspress/core/dist/...`, virtual modules). Each entry states what the
 * theme assumes; tests/contract/rspress-theme.test.ts checks every one
 * against the installed @rspress/core. All checked against @rspress/core 2.0.22.
 */

// Stylesheets of default-theme parts that the theme renders itself with the
// same class names; the theme's own stylesheets come after them.
// Assumed: each path exists and styles the `rp-*` classes named in the contract test.
import '@rspress/core/dist/theme/layout/DocLayout/index.css';
import '@rspress/core/dist/theme/components/SidebarMenu/index.css';
import '@rspress/core/dist/theme/components/Outline/index.css';
import '@rspress/core/dist/theme/components/DocContent/doc.css';
import '@rspress/core/dist/theme/components/Nav/index.css';
import '@rspress/core/dist/theme/components/Nav/NavMenu.css';
import '@rspress/core/dist/theme/components/NavTitle/index.css';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import '@rspress/core/dist/theme/components/SocialLinks/index.css';
import '@rspress/core/dist/theme/components/Search/SearchButton.css';
import '@rspress/core/dist/theme/components/SwitchAppearance/global.css';
import '@rspress/core/dist/theme/components/SwitchAppearance/index.css';
import '@rspress/core/dist/theme/components/Llms/index.css';
import '@rspress/core/dist/theme/components/Llms/LlmsViewOptions.css';
import '@rspress/core/dist/theme/components/Overview/index.css';
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';

// Assumed: `useLangsMenu()` and `useVersionsMenu()` return `{ items: { text, link }[], activeValue }`
// for the navbar's language and version menus (items of the current language have an empty link).
export { useLangsMenu, useVersionsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';

// Assumed: the narrow-screen appearance and language rows take no props.
export { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
export { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';

// Assumed: `NavScreen` takes `{ isScreenOpen, toggleScreen }` plus the navbar's item slots.
// Loaded when the mobile menu first opens, so it stays out of the first load.
export const loadNavScreen = () => import('@rspress/core/dist/theme/components/NavScreen/index.js').then((module) => module.NavScreen);

// Assumed: the default export maps each configured social icon name to its SVG markup.
export { default as socialIcons } from 'virtual-social-links';
