import { describe, expect, it } from 'vitest';
import { BENCHMARK_GROUPS, BENCHMARK_SOURCE } from '../../theme/data/benchmark';
import { animationDuration, barFrame, barProgress, barRatio, type BenchmarkGroup, maxTime } from '../../theme/lib/benchmark';
import i18n from '../../i18n.json' with { type: 'json' };

const groups: BenchmarkGroup[] = [
  { id: 'a', label: 'x', metrics: [{ desc: 'fast', time: 500 }, { desc: 'slow', time: 2000 }] },
  { id: 'b', label: 'y', metrics: [{ desc: 'slowest', time: 4000 }] },
];

describe('benchmark bars', () => {
  it('sizes every bar against the slowest time of all groups', () => {
    expect(maxTime(groups)).toBe(4000);
    expect(barRatio(500, 4000)).toBe(0.125);
    expect(barRatio(2000, 4000)).toBe(0.5);
    expect(barRatio(4000, 4000)).toBe(1);
  });
  it('is zero for an empty chart or a zero time', () => {
    expect(maxTime([])).toBe(0);
    expect(barRatio(100, 0)).toBe(0);
    expect(barRatio(0, 100)).toBe(0);
  });
  it('grows linearly over a duration equal to the time', () => {
    expect(barProgress(0, 2000)).toBe(0);
    expect(barProgress(500, 2000)).toBe(0.25);
    expect(barProgress(2000, 2000)).toBe(1);
    expect(barProgress(9000, 2000)).toBe(1);
    const slow = groups[0]?.metrics[1];
    if (!slow) throw new Error('the benchmark data has no second metric in its first group');
    expect(barFrame(slow, 4000, 0)).toEqual({ width: 0, shown: 0, done: false });
    expect(barFrame(slow, 4000, 1000)).toEqual({ width: 0.25, shown: 1000, done: false });
    expect(barFrame(slow, 4000, 2000)).toEqual({ width: 0.5, shown: 2000, done: true });
    expect(animationDuration(groups)).toBe(4000);
  });
});

describe('benchmark data', () => {
  it('has the three groups, each with a label in both languages', () => {
    expect(BENCHMARK_GROUPS.map((g) => g.id)).toEqual(['dev', 'build', 'hmr']);
    const labels = i18n as Record<string, { en?: string; zh?: string }>;
    for (const group of BENCHMARK_GROUPS) {
      expect(labels[group.label]?.en, group.label).toBeTruthy();
      expect(labels[group.label]?.zh, group.label).toBeTruthy();
      expect(group.metrics.length).toBeGreaterThan(1);
      for (const metric of group.metrics) expect(metric.time).toBeGreaterThan(0);
      expect(group.metrics.filter((m) => m.highlight).map((m) => m.desc)).toEqual([expect.stringMatching(/^Rsbuild /)]);
    }
  });
  it('names its source', () => {
    expect(BENCHMARK_SOURCE.url).toMatch(/^https:\/\/github\.com\/rspack-contrib\/build-tools-performance$/);
    expect(BENCHMARK_SOURCE.run).toMatch(/actions\/runs\/\d+$/);
    expect(BENCHMARK_SOURCE.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
