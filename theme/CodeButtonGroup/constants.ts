/** How long a code block's copy button shows that the code was copied (SPEC: 2 seconds). */
export const COPIED_MS = 2000;
