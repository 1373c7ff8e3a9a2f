import LANDING_LABELS from '../../theme/labels/landing.json' with { type: 'json' };
import { useLabels } from '../../theme/hooks/useLabels';
import { useEffect, useRef, useState } from 'react';
import { BENCHMARK_GROUPS } from '../../theme/data/benchmark';
import { prefersReducedMotion } from '../../theme/lib/motion';
import { type BenchmarkGroup, barFrame, barRatio, maxTime } from '../../theme/lib/benchmark';
import { formatTime } from '../../theme/lib/format';
import './index.css';

type Phase = 'idle' | 'running' | 'done';

export interface BenchmarkProps {
  groups?: BenchmarkGroup[];
}

/**
 * Horizontal bar chart. Every bar starts at zero width and, once the chart
 * first scrolls into view, grows linearly to `time / slowest time` over a
 * duration equal to its own time while its label counts up. It runs once.
 */
export function Benchmark({ groups = BENCHMARK_GROUPS }: BenchmarkProps) {
  const t = useLabels(LANDING_LABELS);
  const rootRef = useRef<HTMLDivElement>(null);
  const [elapsed, setElapsed] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const max = maxTime(groups);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let frame = 0;
    const finish = () => {
      setElapsed(max);
      setPhase('done');
    };
    const start = () => {
      if (prefersReducedMotion()) return finish();
      setPhase('running');
      let startedAt = 0;
      const tick = (now: number) => {
        if (!startedAt) startedAt = now;
        const value = now - startedAt;
        if (value >= max) return finish();
        setElapsed(value);
        frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    if (typeof IntersectionObserver === 'undefined') {
      finish();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { threshold: 0.25 },
    );
    observer.observe(root);
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [max]);

  return (
    <div ref={rootRef} className="rsb-bench" data-testid="benchmark" data-state={phase}>
      {groups.map((group) => (
        <div key={group.id} className="rsb-bench__group" data-group={group.id}>
          <h3 className="rsb-bench__label">{t(group.label)}</h3>
          <ul className="rsb-bench__rows">
            {group.metrics.map((metric) => {
              const state = barFrame(metric, max, elapsed);
              return (
                <li key={metric.desc} className={`rsb-bench__row${metric.highlight ? ' rsb-bench__row--highlight' : ''}`}>
                  <span className="rsb-bench__name">{metric.desc}</span>
                  <span className="rsb-bench__track" aria-hidden="true">
                    <span
                      className="rsb-bench__bar"
                      data-ratio={barRatio(metric.time, max)}
                      style={{ width: `${(state.width * 100).toFixed(3)}%` }}
                    />
                  </span>
                  <span className="rsb-bench__time" aria-hidden="true">
                    {formatTime(state.shown)}
                  </span>
                  <span className="rsb-sr-only">{formatTime(metric.time)}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
