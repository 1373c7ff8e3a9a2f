/**
 * Geometry and timing of the benchmark chart. Every bar is sized against the
 * slowest time of all groups, and grows linearly over a duration equal to its
 * own time, so the bars race in real time.
 */
export interface BenchmarkMetric {
  /** Tool name and version as published, e.g. `Rsbuild 1.7.0-beta.1`. */
  desc: string;
  /** Time in milliseconds. */
  time: number;
  /** Draws the bar in the brand colour. */
  highlight?: boolean;
}

export interface BenchmarkGroup {
  /** Stable id, used for test ids. */
  id: string;
  /** Key of the group's label in `i18n.json`. */
  label: string;
  metrics: BenchmarkMetric[];
}

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

/** The longest time across all groups (0 when there is none). */
export function maxTime(groups: BenchmarkGroup[]): number {
  let max = 0;
  for (const group of groups) for (const metric of group.metrics) if (metric.time > max) max = metric.time;
  return max;
}

/** Final width of a bar, as a fraction (0..1) of the track. */
export function barRatio(time: number, max: number): number {
  if (!(max > 0) || !(time > 0)) return 0;
  return clamp01(time / max);
}

/** How far a bar has grown after `elapsed` ms: linear over `time` ms. */
export function barProgress(elapsed: number, time: number): number {
  if (!(time > 0)) return 1;
  return clamp01(elapsed / time);
}

export interface BarFrame {
  /** Current width as a fraction of the track. */
  width: number;
  /** Time to display (counts up from 0 to `time`). */
  shown: number;
  done: boolean;
}

/** The state of one bar `elapsed` ms after the animation started. */
export function barFrame(metric: BenchmarkMetric, max: number, elapsed: number): BarFrame {
  const progress = barProgress(elapsed, metric.time);
  return { width: barRatio(metric.time, max) * progress, shown: metric.time * progress, done: progress >= 1 };
}

/** Total animation length: the bars finish when the slowest one does. */
export function animationDuration(groups: BenchmarkGroup[]): number {
  return maxTime(groups);
}
