import mediumZoom, { type Zoom } from 'medium-zoom/dist/pure';
import 'medium-zoom/dist/style.css';

/**
 * The image zoom of SPEC §2.13: opens on click; closes on a click on the overlay or the
 * image, on Escape, or when the page scrolls more than 40 px.
 *
 * One instance serves every figure: medium-zoom adds its document listeners per instance
 * and never removes them, so figures attach and detach their image instead of creating
 * their own. The "pure" build is used because the default one injects a <style> element
 * at run time, which a Content-Security-Policy without 'unsafe-inline' blocks; its CSS is
 * bundled from `medium-zoom/dist/style.css` instead. Rspress's own medium-zoom is turned
 * off in rspress.config.ts (`mediumZoom: false`).
 */
export const ZOOM_OPTIONS = { scrollOffset: 40, background: 'var(--rp-c-bg)' } as const;

let zoom: Zoom | undefined;

export function getZoom(): Zoom {
  // On a phone a figure already fills the column, so keep the margin small to gain some size.
  zoom ??= mediumZoom({ ...ZOOM_OPTIONS, margin: window.innerWidth < 640 ? 8 : 24 });
  return zoom;
}
