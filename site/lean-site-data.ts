/**
 * Rspress ships every page's table of contents in the site data that each
 * page loads first. The outline of the current page comes from the page's
 * own module, so those copies are only read by overview pages that list
 * headings — and overview pages here list pages without their headings
 * (`overviewHeaders: []`, enforced by tests/structure.test.ts). Dropping them
 * removes a large share of the first-load JavaScript of a site with hundreds
 * of pages.
 */
import type { RspressPlugin } from '@rspress/core';

export function pluginLeanSiteData(): RspressPlugin {
  return {
    name: 'rsbuild-docs:lean-site-data',
    extendPageData(pageData) {
      pageData.toc = [];
    },
  };
}
