/**
 * Which words of inline code stay whole on screen: used by site/plugins/short-code.ts (the pages'
 * code) and theme/OverviewGroup (the option names of the overview pages). Pure, browser-safe.
 */

/** Fits a 320 px wide screen's line whole (monospace at 14 px). */
export const SHORT_CODE = 24;
/** Class of a one-word code drawn whole (theme/styles/global.css). */
export const SHORT_CODE_CLASS = 'rsb-code-short';
/** Class of a word drawn whole inside a code of several words. */
export const WORD_CLASS = 'rsb-code-word';

/**
 * Where Chromium breaks inside a word of code (its Unicode line breaking, measured on every word of the
 * pages' inline code): after a hyphen; before `[`, `<`, `(` or `{` that follows `.`, `)`, `>`, `]`, `:`, `?`
 * or `=` (`.env.[mode]`, `environments.<name>`, `css={…}`); after `?` or `…` that a word goes on from
 * (`./file?raw`); and around CJK and other non-ASCII text. Not after a slash, nor in `type:`,
 * `output.target` or `string[]`. e2e/responsive.spec.ts checks every word of the built pages against
 * Chromium itself.
 */
const BREAKS_INSIDE = /-(?=.)|[.)>\]:?=](?=[[<({])|\?(?=[\w&=?$])|…(?=[\w<])|[^\p{ASCII}…](?=.)|.[^\p{ASCII}…]/u;

/** A word a narrow screen could split, short enough to keep whole. */
export const keepWhole = (word: string): boolean => !/\s/.test(word) && BREAKS_INSIDE.test(word) && [...word].length <= SHORT_CODE;
