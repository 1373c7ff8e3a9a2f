/** How long a code block's copy button shows that the code was copied (two seconds). */
export const COPIED_MS = 2000;
