import { z } from 'zod';
import { validationMessages } from './ui-strings';
import { PAGE_SIZE, pagingMessages } from './paging';

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

export const pagingQuery = {
  limit: queryInt(1, 100).default(PAGE_SIZE),
  offset: queryInt(0, 100_000).default(0),
};

/** Creation time in microseconds since 1970 and the row id, e.g. '1763550000123456.42'. */
export const cursorSchema = z.string().regex(/^\d{1,17}\.\d{1,10}$/, pagingMessages.cursor).optional();

/**
 * Every id of a database row is a PostgreSQL `integer` (serial): 1 to 2^31 − 1. A larger number reaches
 * the database as an out-of-range error, a 500, so every id a request carries is checked here, against
 * one bound, with one message naming the field (apps/server/src/security/route-params.test.ts walks every route's parameters).
 */
export const MAX_ROW_ID = 2_147_483_647;
const rowIdMessage = validationMessages.rowId;
/** An id in a JSON body, a number. */
export const rowIdSchema = z.number({ error: rowIdMessage }).int(rowIdMessage).min(1, rowIdMessage).max(MAX_ROW_ID, rowIdMessage);
/** An id in a path or a query string, which arrive as text. */
export const rowIdTextSchema = z.coerce.number({ error: rowIdMessage }).int(rowIdMessage).min(1, rowIdMessage).max(MAX_ROW_ID, rowIdMessage);

export const idParamsSchema = z.strictObject({ id: rowIdTextSchema });
