/** Constants of the offline search that the first load needs (SPEC §4, §5, §9). */

/** SPEC §5: the query is at most 64 characters. */
export const SEARCH_QUERY_MAX = 64;
/** SPEC §4/§9: a search that has not answered after 300 ms shows the stalled state. */
export const SEARCH_STALL_MS = 300;
/** The query parameter of a search result's link that names the words to mark on the page it opens. */
export const HIGHLIGHT_PARAM = 'hl';
