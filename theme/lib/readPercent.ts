export interface ReadingPosition {
  /** Whole percent of the page read, 0–100. */
  percent: number;
  scrollTop: number;
}

/**
 * How far the reader is through the page, as Rspress's progress ring computes it: the part
 * scrolled past plus as much again (up to a screen), less a 50px margin, out of the content's height.
 */
export function readPercent({ scrollTop, viewportHeight, contentHeight }: { scrollTop: number; viewportHeight: number; contentHeight: number }): ReadingPosition {
  const extra = Math.min(scrollTop, viewportHeight);
  const raw = contentHeight > 0 ? ((scrollTop - 50 + extra) / contentHeight) * 100 : 0;
  const percent = Math.floor(Math.min(Math.max(0, raw), 100)) || 0;
  return { percent, scrollTop };
}
