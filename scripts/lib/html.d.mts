// Types for html.mjs.
export function escapeHtml(value: string | number): string;
