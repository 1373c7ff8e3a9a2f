/** Constants of the offline search that the first load needs. */

/** Longest query, in characters; the input takes no more. */
export const SEARCH_QUERY_MAX = 64;
/** A search that has not answered after this many milliseconds shows the stalled state. */
export const SEARCH_STALL_MS = 300;
/** The query parameter of a search result's link that names the words to mark on the page it opens. */
export const HIGHLIGHT_PARAM = 'hl';
