import { errorCodes } from '@baobab/contracts/errors';
import { MAIL_RETRY_SECONDS, serviceMessages, STORAGE_RETRY_SECONDS } from '@baobab/contracts/service-texts';

import { englishOf } from '@baobab/contracts/i18n/message-english';
import type { Text } from '@baobab/contracts/i18n/message';

/** A field's problem: its message a key with values (decision 0046) or, until written as one, English. */
export type Issue = { path: string; message: Text };

/**
 * The one error type services throw: a code, an HTTP status and a message safe to show users. The
 * message may be a key with values (decision 0046): `message` is its English, `text` the message itself,
 * which the error handler sends beside the English for readers in other languages.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly text: Text,
    readonly issues?: Issue[],
    /** Sent with the error response, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(englishOf(text));
  }
}

export const notFound = (what = 'Resource') => new AppError(404, errorCodes.notFound, `${what} not found`);
export const unauthenticated = () => new AppError(401, errorCodes.unauthenticated, 'Please sign in to continue');
export const forbidden = (message: Text) => new AppError(403, errorCodes.forbidden, message);
export const conflict = (message: Text) => new AppError(409, errorCodes.conflict, message);
/** A 409 about one field of the request (a rule over stored data refused that field's value), so a form shows it there. */
export const conflictAt = (path: string, message: Text) => new AppError(409, errorCodes.conflict, message, [{ path, message }]);
export const badRequest = (message: Text, issues?: Issue[]) =>
  new AppError(400, errorCodes.validation, message, issues);
export const tooManyRequests = (message: Text) => new AppError(429, errorCodes.rateLimited, message);
export const payloadTooLarge = (message: Text) => new AppError(413, errorCodes.payloadTooLarge, message);
/** The instance is at capacity for this kind of work; the client may retry after `retryAfterSeconds`. */
export const serviceUnavailable = (message: Text, retryAfterSeconds: number) =>
  new AppError(503, errorCodes.unavailable, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/**
 * The file store (S3) failed: a 503 the person can act on, with the store's own error kept as the
 * cause, which the error handler logs with its secrets taken out (plugins/errors.ts).
 */
export function storageUnavailable(cause: unknown): AppError {
  const error = serviceUnavailable(serviceMessages.storageUnavailable, STORAGE_RETRY_SECONDS);
  error.cause = cause;
  return error;
}

/**
 * The mail server refused or did not answer an account e-mail sent in the request (plugins/auth-mail.ts):
 * a 503 the person can act on, the mail server's error kept as the cause for the log.
 */
export function mailUnavailable(cause: unknown): AppError {
  const error = serviceUnavailable(serviceMessages.mailUnavailable, MAIL_RETRY_SECONDS);
  error.cause = cause;
  return error;
}
