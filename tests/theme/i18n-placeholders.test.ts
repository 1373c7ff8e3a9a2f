import { describe, expect, it } from 'vitest';
import i18n from '../../i18n.json' with { type: 'json' };

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('i18n.json placeholders', () => {
  const entries = Object.entries(i18n as Record<string, Record<string, string>>);
  it('use the {{name}} form that Rspress substitutes (a lone {name} is shown as it is)', () => {
    const wrong = entries.flatMap(([key, texts]) =>
      Object.entries(texts)
        .filter(([, text]) => /(^|[^{])\{\w+\}(?!\})/.test(text))
        .map(([lang]) => `${key}.${lang}`),
    );
    expect(wrong).toEqual([]);
  });
  it('are the same in both languages', () => {
    for (const [key, texts] of entries) expect(placeholders(texts.zh ?? ''), key).toEqual(placeholders(texts.en ?? ''));
  });
  it('include the name of the "Open in" target', () => {
    expect(placeholders(i18n.openInText.en)).toEqual(['name']);
  });
});
