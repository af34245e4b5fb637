import { z } from 'zod';

/**
 * Free search text: capped rather than refused, NUL characters (which PostgreSQL text cannot
 * hold) dropped, blank meaning no search. Odd input yields results or an empty list, never an error.
 */
export const searchTextSchema = (max = 200) =>
  z
    .string()
    .optional()
    .transform((s) => s?.replaceAll(String.fromCharCode(0), '').trim().slice(0, max) || undefined);

/** A filter left empty or set to 'all' means no filter. */
export const emptyToUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value);
