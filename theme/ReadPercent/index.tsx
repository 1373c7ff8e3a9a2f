import { useSyncExternalStore } from 'react';
import { docContent } from '../lib/docContent';
import { type ReadingPosition, readPercent } from '../lib/readPercent';
import './index.css';

/*
 * How far the reader is through the page, for the progress rings and "Back to top": one scroll
 * listener measures at most once per frame for every user, and nothing renders again until the
 * reader scrolls.
 */

const SERVER: ReadingPosition = { percent: 0, scrollTop: 0 };
let position = SERVER;
const listeners = new Set<() => void>();
let frame = 0;

function measure() {
  frame = 0;
  const doc = docContent();
  const next = readPercent({
    scrollTop: window.scrollY || document.documentElement.scrollTop,
    viewportHeight: window.innerHeight,
    contentHeight: doc ? doc.getBoundingClientRect().height : 0,
  });
  if (next.percent === position.percent && next.scrollTop === position.scrollTop) return;
  position = next;
  for (const listener of listeners) listener();
}

function schedule() {
  if (!frame) frame = requestAnimationFrame(measure);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
  }
  // The page may have been opened scrolled (a link to a heading, a reload).
  schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    }
  };
}

const snapshot = () => position;
const serverSnapshot = () => SERVER;

/** `[percent read, scroll offset]`, as Rspress's hook of the same name. */
export function useReadPercent(): [number, number] {
  const { percent, scrollTop } = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return [percent, scrollTop];
}

/** A ring filled as far as the page has been read. */
export function ReadPercent({ size = 100, strokeWidth = 8 }: { size?: number; strokeWidth?: number }) {
  const [percent] = useReadPercent();
  const centre = size / 2;
  const radius = (size - strokeWidth) / 2;
  const length = 2 * Math.PI * radius;
  const ring = { cx: centre, cy: centre, r: radius, strokeLinecap: 'round', fill: 'none', strokeWidth } as const;
  return (
    <svg width={size} height={size} className="rp-progress-circle">
      <circle {...ring} stroke="var(--rp-c-divider-light)" />
      <circle
        {...ring}
        stroke="var(--rp-c-brand)"
        strokeDasharray={length}
        strokeDashoffset={length - (Math.min(100, Math.max(0, percent)) / 100) * length}
        transform={`rotate(-90 ${centre} ${centre})`}
        style={{ transition: 'stroke-dashoffset 0.3s' }}
      />
    </svg>
  );
}
