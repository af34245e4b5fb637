import { formatUsNumber } from '@baobab/i18n/us-number';
// The messaging contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in messaging.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
export const MESSAGE_MAX_LENGTH = 5000;

/** Messages per page of a thread, newest page first. */
export const MESSAGE_PAGE_SIZE = 50;

export const THREAD_PAGE_SIZE = 50;

/** How often the live stream writes a comment so proxies keep an idle connection open. */
export const STREAM_HEARTBEAT_MS = 25_000;

export const messagingMessages = {
  title: 'Messages',
  empty: 'Write a message first',
  // Concatenated, not a template: scripts/check-i18n.ts reads the literals after it only so.
  tooLong: 'Messages are limited to ' + formatUsNumber(MESSAGE_MAX_LENGTH) + ' characters',
  notAccepted: 'You can message each other once the intro request is accepted',
  noThreads: 'No conversations yet. Accepted intro requests open a conversation here.',
  pickThread: 'Choose a conversation',
  recipientNotFound: 'Recipient not found',
  sendFailed: 'Message not sent',
} as const;
