import mediumZoom, { type Zoom } from 'medium-zoom/dist/pure';
import 'medium-zoom/dist/style.css';

/**
 * The image zoom of figures: opens on click; closes on a click, on Escape, or on a scroll of
 * more than 40 px. One shared instance (medium-zoom never removes its listeners), and the
 * "pure" build, whose CSS is bundled, so that the Content-Security-Policy needs no inline style.
 */
const ZOOM_OPTIONS = { scrollOffset: 40, background: 'var(--rp-c-bg)' } as const;

let zoom: Zoom | undefined;

export function getZoom(): Zoom {
  // On a phone a figure already fills the column, so keep the margin small to gain some size.
  zoom ??= mediumZoom({ ...ZOOM_OPTIONS, margin: window.innerWidth < 640 ? 8 : 24 });
  return zoom;
}
