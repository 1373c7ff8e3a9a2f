import { normalizeImagePath, useLang } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../theme/hooks/useT';
import './index.css';

type Zoom = ReturnType<typeof import('./zoom').getZoom>;
let zoomModule: Promise<typeof import('./zoom')> | undefined;
/** The image zoom (medium-zoom) loads on the first sign of interest in a figure, not with the page. */
function loadZoom() {
  zoomModule ??= import('./zoom');
  zoomModule.catch(() => {
    zoomModule = undefined;
  });
  return zoomModule;
}

/**
 * A figure drawn in scripts/figures/<name>.mjs. `npm run figures` writes its SVGs
 * (docs/public/figures/<name>.<lang>.svg) and figures.json: size, alt text and caption.
 */
export type FigureName = keyof typeof import('./figures.json');

export interface FigureProps {
  name: FigureName;
  /** Alt text, caption and size in the page's language: added at build time by site/plugins/figure-data.ts. */
  alt?: string;
  caption?: string;
  width?: string;
  height?: string;
}

/**
 * An SVG figure in the page's language, with its alt text and caption, that follows the
 * light/dark theme and opens in the image zoom. `data-zoom` is `open` from the end of the
 * opening animation until the zoom has closed again (`closed`), for tests and styles.
 */
export function Figure({ name, alt, caption, width, height }: FigureProps) {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const t = useT();
  const image = useRef<HTMLImageElement>(null);
  const [zoomState, setZoomState] = useState<'open' | 'closed'>('closed');

  const attached = useRef<{ zoom: Zoom; detach: () => void } | null>(null);

  /** Attaches the zoom to this figure's image once loaded; resolves with it. */
  const ensureZoom = () =>
    loadZoom().then(({ getZoom }) => {
      const element = image.current;
      if (!attached.current && element) {
        const zoom = getZoom();
        zoom.attach(element);
        const opened = () => setZoomState('open');
        const closed = () => setZoomState('closed');
        element.addEventListener('medium-zoom:opened', opened);
        element.addEventListener('medium-zoom:closed', closed);
        attached.current = {
          zoom,
          detach: () => {
            element.removeEventListener('medium-zoom:opened', opened);
            element.removeEventListener('medium-zoom:closed', closed);
            zoom.detach(element);
          },
        };
      }
      return attached.current?.zoom;
    });

  useEffect(
    () => () => {
      attached.current?.detach();
      attached.current = null;
    },
    [],
  );

  const enlarge = () => {
    void ensureZoom().then((zoom) => {
      if (zoom && image.current) void zoom.open({ target: image.current });
    });
  };
  // Before the zoom is attached, a click on the image opens it; afterwards medium-zoom handles clicks.
  const onImageClick = () => {
    if (!attached.current) enlarge();
  };
  const preload = () => void loadZoom();

  return (
    <figure className="rsb-figure" data-figure={name} data-zoom={zoomState}>
      <img
        ref={image}
        className="rsb-figure__img"
        src={normalizeImagePath(`/figures/${name}.${lang}.svg`)}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        onClick={onImageClick}
        onPointerEnter={preload}
      />
      <figcaption className="rsb-figure__caption">
        <span>{caption}</span>
        <button type="button" className="rsb-figure__zoom" aria-label={t('figureZoomText')} title={t('figureZoomText')} onClick={enlarge} onPointerEnter={preload} onFocus={preload}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </figcaption>
    </figure>
  );
}
