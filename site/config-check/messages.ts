/**
 * The sentences of the checker's results, built from `i18n.json` labels (the `t` of the
 * page's language) as inline Markdown: one per diagnostic, and the summary line.
 */
import type { Diagnostic, CheckResult } from './check';

export type Translate = (key: string, params?: Record<string, string>) => string;

const code = (s: string) => `\`${s}\``;

export function diagnosticMessage(d: Diagnostic, t: Translate): string {
  const path = code(d.path);
  switch (d.kind) {
    case 'unknown-key':
      return d.suggestion ? t('configCheckUnknownSuggest', { path, suggestion: code(d.suggestion) }) : t('configCheckUnknown', { path });
    case 'other-variant': {
      const params = { path, key: code(d.variantKey!), expected: code(d.expected!) };
      return d.actual ? t('configCheckOtherVariant', { ...params, actual: code(d.actual) }) : t('configCheckOtherVariantUnset', params);
    }
    case 'not-in-environment':
      return t('configCheckNotInEnvironment', { path, suggestion: code(d.suggestion!) });
    case 'v2-only':
      return d.suggestion ? t('configCheckV2OnlyUse', { path, suggestion: code(d.suggestion) }) : t('configCheckV2Only', { path });
    case 'foreign-key':
      return t('configCheckForeign', { path, tool: d.tool!, suggestion: code(d.suggestion!) });
    case 'wrong-type':
      return t('configCheckWrongType', { path, expected: code(d.expected!), actual: code(d.actual!) });
    case 'wrong-value':
      return d.suggestion
        ? t('configCheckWrongValueSuggest', { path, expected: code(d.expected!), actual: code(d.actual!), suggestion: code(d.suggestion) })
        : t('configCheckWrongValue', { path, expected: code(d.expected!), actual: code(d.actual!) });
    case 'deprecated':
      return d.suggestion ? t('configCheckDeprecatedUse', { path, suggestion: code(d.suggestion) }) : t('configCheckDeprecated', { path, note: d.note!.split('\n')[0]! });
  }
}

/** The one line that sums a result up (also what the live region announces). */
export function summaryLine(result: CheckResult, t: Translate): string {
  if (result.status === 'parse-error') return t('configCheckParseError', { line: String(result.error!.line), column: String(result.error!.column), message: result.error!.message });
  if (result.status === 'no-config') return t('configCheckNoConfig');
  const n = result.diagnostics.length;
  if (n === 0) return t('configCheckNone');
  return n === 1 ? t('configCheckOne') : t('configCheckMany', { count: String(n) });
}

/** The label of a link to `route`: the option path of a config page, else the page's kind. */
export function linkLabel(route: string, t: Translate): string {
  const m = /^\/config\/(.+)$/.exec(route.split('#')[0]!);
  if (m) return m[1]!.split('/').map((s) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())).join('.');
  if (route.startsWith('/guide/migration/rsbuild-2')) return t('configCheckNewOptions');
  return t('configCheckOverview');
}

/** Offset in `text` of a 1-based line and column. */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}
