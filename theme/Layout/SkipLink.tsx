import type { MouseEvent } from 'react';
import { useT } from '../hooks/useT';
import { MAIN_ID } from '../lib/landmarks';

/**
 * The first focusable element of every page: moves keyboard focus past the
 * announcement and the navbar to the page's main content.
 */
export function SkipLink() {
  const t = useT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID) ?? document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="rsb-skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      {t('skipToContent')}
    </a>
  );
}
