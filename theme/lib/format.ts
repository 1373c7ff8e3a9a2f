/**
 * A duration for the benchmark chart: whole milliseconds below one second (`999 ms`), seconds
 * with two decimals from there (`1.00 s`); 999.6 ms rounds to `1.00 s`, never `1000 ms`.
 */
const MS_PER_SECOND = 1000;

export function formatTime(ms: number): string {
  const value = Number.isFinite(ms) && ms > 0 ? ms : 0;
  const rounded = Math.round(value);
  if (rounded < MS_PER_SECOND) return `${rounded} ms`;
  return `${(value / MS_PER_SECOND).toFixed(2)} s`;
}
