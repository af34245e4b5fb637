/**
 * What a person is told when a service Baobab depends on fails (server: lib/errors.ts). The cause goes
 * to the log (lib/redact.ts describeFailure), never to the person.
 */
export const serviceMessages = {
  storageUnavailable: 'The file store is not answering right now, so the file could not be saved or opened. Please try again in a minute.',
  /**
   * An account e-mail (verification link, password reset) could not be handed to the mail server. The
   * same words whether or not the address has an account (decision 0012), and true for both: no new
   * account was made and no link is on its way.
   */
  mailUnavailable: 'We could not send you an e-mail just now because our mail service is not answering, so nothing was changed. Please try again in a few minutes.',
} as const;

/** Seconds a client is asked to wait (Retry-After) before trying the file store again. */
export const STORAGE_RETRY_SECONDS = 30;

/** Seconds a client is asked to wait (Retry-After) before asking for an account e-mail again. */
export const MAIL_RETRY_SECONDS = 120;
