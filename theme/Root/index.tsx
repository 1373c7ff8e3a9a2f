import { usePage } from '@rspress/core/runtime';
import { LlmsHint } from '@rspress/core/theme-original';
import { Children, type ReactNode, isValidElement } from 'react';

/**
 * Rspress's app root without the hidden "for AI agents" hint on 404 pages: a missing page has
 * no Markdown twin, and the hint would differ between the prerendered page and the browser.
 */
export function Root({ children }: { children: ReactNode }) {
  const { page } = usePage();
  const notFound = page?.pageType === '404';
  return <>{Children.map(children, (child) => (notFound && isValidElement(child) && child.type === LlmsHint ? null : child))}</>;
}
