/**
 * What a person is told when a service Baobab depends on fails (server: lib/errors.ts). The cause goes
 * to the log (lib/redact.ts describeFailure), never to the person.
 */
export const serviceMessages = {
  storageUnavailable: 'The file store is not answering right now, so the file could not be saved or opened. Please try again in a minute.',
} as const;

/** Seconds a client is asked to wait (Retry-After) before trying the file store again. */
export const STORAGE_RETRY_SECONDS = 30;
