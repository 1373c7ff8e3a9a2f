/** Labels of a group module (theme/labels/<group>.json): each key's text in both languages. */
export type LabelTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** `text` with its `{{name}}` placeholders filled from `params`, as Rspress's `useI18n` fills them. */
export function fillLabel(text: string, params?: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params?.[name] ?? name);
}

/** The text of `key` in `lang` from a group's labels, or undefined when the group does not have the key. */
export function groupLabel(texts: LabelTexts, key: string, lang: string, params?: Record<string, string>): string | undefined {
  const text = texts[key]?.[lang];
  return text === undefined ? undefined : fillLabel(text, params);
}
