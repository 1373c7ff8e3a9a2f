/** Id of every page's `main` element: the skip link's target. */
export const MAIN_ID = 'main-content';
