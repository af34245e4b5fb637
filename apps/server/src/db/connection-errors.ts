/**
 * Whether an error means the database could not be reached or the connection was lost, rather
 * than a fault in the query: such a request is answered 503 with Retry-After (plugins/errors.ts)
 * and the pool reconnects for the next one.
 */

/** SQLSTATE classes and codes of a lost or refused connection (PostgreSQL, Appendix A). */
const CONNECTION_CLASS = '08'; // connection_exception and its subclasses
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: the server is stopping, or pg_terminate_backend ended the session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or in recovery
  '53300', // too_many_connections
]);

/** Socket errors on the way to the database. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** node-postgres reports these as plain Errors without a code (pg and pg-pool 8.x). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Errors are wrapped on their way up (drizzle's DrizzleQueryError, Better Auth's APIError): look a few causes deep. */
const MAX_DEPTH = 6;

const isConnectionClass = (code: string) => code.length === 5 && code.startsWith(CONNECTION_CLASS);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (isConnectionClass(code) || UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code))) return true;
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
    current = current.cause;
  }
  return false;
}
