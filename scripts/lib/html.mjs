const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * `value` as text that is safe in HTML or SVG content and in a double-quoted attribute.
 * @param {string | number} value
 * @returns {string}
 */
export const escapeHtml = (value) => String(value).replace(/[&<>"]/g, (c) => ESCAPES[c]);
