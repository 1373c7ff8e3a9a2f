/** Class set on `<html>` while the announcement is dismissed. */
export const DISMISSED_CLASS = 'rsb-announcement-dismissed';

/**
 * Inline script for the document head (rspress.config.ts): runs before the
 * bar is painted, so a dismissed bar never flashes on reload. It is not
 * rendered by React, which warns about script elements it renders.
 */
export const announcementScript = (key: string) =>
  `try{if(localStorage.getItem(${JSON.stringify(key)}))document.documentElement.classList.add(${JSON.stringify(DISMISSED_CLASS)})}catch(e){}`;
