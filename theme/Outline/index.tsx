import { useLocation } from '@rspress/core/runtime';
import { Outline as BaseOutline } from '@rspress/core/theme-original';
import { memo, useEffect, useRef } from 'react';

const OPEN_DROPDOWN = '.rp-doc-layout__outline--open';

/**
 * Closes the local outline dropdown of narrow screens. Its state lives in
 * Rspress's doc layout, which closes it on a press outside the menu bar and
 * the outline; this sends such a press. After a render the press is sent
 * from a task: the layout re-subscribes its listener in the same commit as
 * this component's effects, after them.
 */
function closeOutlineDropdown(force = false): void {
  if (force || document.querySelector(OPEN_DROPDOWN)) document.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
}
const closeOutlineDropdownSoon = (force = false) => window.setTimeout(() => closeOutlineDropdown(force), 0);

/**
 * Rspress's outline. As a dropdown (narrow screens) it closes on a route
 * change (also after Back), on an outside press and when an entry is chosen,
 * even the entry of the current hash (SPEC §4, local outline dropdown).
 * Memoized like the other parts of the doc layout (theme/DocParts).
 */
export const Outline = memo(function Outline() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const timer = closeOutlineDropdownSoon();
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest?.(`${OPEN_DROPDOWN} .rp-outline__toc a`)) closeOutlineDropdown();
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      // Leaving for a page without an outline (an overview page): the layout
      // keeps the dropdown's state, so close it as the outline goes.
      closeOutlineDropdownSoon(true);
    };
  }, []);

  return <BaseOutline />;
});
