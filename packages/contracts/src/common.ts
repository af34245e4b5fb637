import { z } from 'zod';
import { validationMessages } from './messages';

/**
 * An optional web address: empty is allowed (the forms send ''), otherwise an http(s) URL.
 * Other schemes (javascript:, data:) are refused because these links are rendered as hrefs.
 */
export const optionalUrlSchema = z
  .union([
    z.literal(''),
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: validationMessages.url }).max(500, validationMessages.url),
  ])
  .optional();

/** Query-string integers arrive as text. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Page size of spec section 9. */
export const PAGE_SIZE = 20;

export const pagingQuery = {
  limit: queryInt(1, 100).default(PAGE_SIZE),
  offset: queryInt(0, 100_000).default(0),
};

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
/** Creation time in microseconds since 1970 and the row id, e.g. '1763550000123456.42'. */
export const cursorSchema = z.string().regex(/^\d{1,17}\.\d{1,10}$/, pagingMessages.cursor).optional();

export const idParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
