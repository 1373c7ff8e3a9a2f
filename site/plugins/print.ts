/**
 * Rspress plugin: the print stylesheet (`docs/public/print.css`), linked with `media="print"`
 * on every page. It stays out of the stylesheet every page loads first: a screen never
 * waits for it.
 */
import type { RspressPlugin } from '@rspress/core';

/** Where the print stylesheet is served (a file of `docs/public`). */
export const PRINT_STYLESHEET = '/print.css';

export function pluginPrint(): RspressPlugin {
  return {
    name: 'rsbuild-docs:print',
    builderConfig: {
      html: { tags: [{ tag: 'link', attrs: { rel: 'stylesheet', href: PRINT_STYLESHEET, media: 'print' }, head: true, append: true }] },
    },
  };
}
