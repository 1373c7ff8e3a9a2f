import type { RenderingExemption } from '../site/renderings';

/**
 * Chinese pages that render an English heading or run-in label differently
 * from the rest of the site, each with the reason (`tests/renderings.test.ts`
 * fails on an entry that matches nothing or is no longer needed).
 */
export const RENDERING_EXEMPTIONS: RenderingExemption[] = [];
