/**
 * Paging constants without zod, so that screens can import them without zod's schema construction
 * (common.ts builds the query schemas from them).
 */

/** The spec's page size. */
export const PAGE_SIZE = 20;

/**
 * Keyset pagination (docs/decisions/0010-list-pagination-and-caching.md): a list that pages
 * newest first answers with the next page's cursor in this header when the page is full;
 * sending it back as `cursor` continues after the last row shown, however deep.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const pagingMessages = {
  cursor: 'The page cursor is not valid: start again from the first page',
  cursorSort: 'A page cursor only continues the newest-first order: use offset with other sorts',
} as const;
