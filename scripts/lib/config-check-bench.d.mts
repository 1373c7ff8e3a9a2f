export const CONFIG_CHECK_ROUTE: string;
export function longConfig(lines?: number): string;
export function benchConfigCheck(
  outDir: string,
  options?: { executablePath?: string; runs?: number },
): Promise<{ lines: number; beforeIntent: number; intentBytes: number; intentMs: number; warmup: number; median: number; max: number; runs: number }>;
