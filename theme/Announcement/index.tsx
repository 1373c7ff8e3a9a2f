import { useT } from '../hooks/useT';
import { Link } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { THEME } from '../config';
import './index.css';

import { DISMISSED_CLASS } from './script';

function readDismissed(key: string): boolean {
  try {
    return Boolean(window.localStorage.getItem(key));
  } catch {
    return false;
  }
}

export interface AnnouncementProps {
  storageKey?: string;
  href?: string;
  /** i18n key of the message. */
  textKey?: string;
}

/** A one-line announcement with a link and a close button; dismissal is kept in localStorage. */
export function Announcement({
  storageKey = THEME.announcement.storageKey,
  href = THEME.announcement.href,
  textKey = THEME.announcement.textKey,
}: AnnouncementProps) {
  const t = useT();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const root = document.documentElement;
    const sync = () => {
      const value = readDismissed(storageKey);
      root.classList.toggle(DISMISSED_CLASS, value);
      setDismissed(value);
    };
    sync();
    // Dismissing in one tab hides the bar in the others.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);

  if (dismissed) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(storageKey, String(Date.now()));
    } catch {
      /* storage unavailable: hide for this page view only */
    }
    document.documentElement.classList.add(DISMISSED_CLASS);
    setDismissed(true);
  };

  return (
    <>
      <aside className="rsb-announcement" aria-label={t('announcementLabel')}>
        <Link href={href} className="rsb-announcement__link">
          {t(textKey)}
          <span aria-hidden="true"> →</span>
        </Link>
        <button type="button" className="rsb-announcement__close" onClick={dismiss} aria-label={t('announcementClose')}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </aside>
    </>
  );
}
