import type { Mailer } from '../integrations/email';
import type { Queue } from '../integrations/queue';
import type { Realtime } from '../integrations/realtime';
import type { AccountLimitsConfig } from './account-limits-config';

/**
 * What services need to tell people about a change after it has committed: the real-time
 * fan-out to open browsers, and e-mail through the task queue. Built once per app in buildApp.
 */
export type Delivery = {
  realtime: Realtime;
  /** Used by the queue's e-mail workers, never from a request. */
  mailer: Mailer;
  queue: Queue;
  /** Absolute links in e-mails start here. */
  publicUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
  logError(error: unknown): void;
  /** Every action that notifies people spends its sender's daily allowance (modules/account-limits). */
  limits: AccountLimitsConfig;
};
