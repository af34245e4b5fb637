import { z } from 'zod';

/** Every API error is this JSON shape (issue: foundation, point 5). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
  /** The key and values of each message above, by its English (decision 0046): a reader in another language renders these. */
  messages: z.record(z.string(), z.object({ i18nKey: z.string(), values: z.record(z.string(), z.unknown()).optional() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;

/**
 * What the server answers when one of its dependencies is away: a 503 with
 * Retry-After, so a client waits and tries again instead of reporting a fault of its own.
 */
export const unavailableMessages = {
  database: 'Baobab cannot reach its database right now. Please try again in a few seconds.',
} as const;
