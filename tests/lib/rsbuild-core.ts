/** The two `@rsbuild/core` majors the tests run side by side: `rsbuild-v1` (1.7.6) and `rsbuild-v2` (2.3.2). */
export type Major = 'v1' | 'v2';
export type Mode = 'development' | 'production';

/** The `@rsbuild/core` package of a major, typed as the caller uses it. */
export const core = async <T>(major: Major): Promise<T> => (major === 'v1' ? await import('rsbuild-v1') : await import('rsbuild-v2')) as unknown as T;
