/**
 * Config options whose documented default is NOT compared with the real
 * normalized value by `tests/facts.test.ts`, each with the reason. Keep this
 * list short: an entry needs a real reason, and an entry that no page uses
 * fails the test.
 */
export interface DefaultExemption {
  /** The option path, as in the page's H1. */
  option: string;
  reason: string;
}

export const DEFAULT_EXEMPTIONS: DefaultExemption[] = [];
