import type { Glossary, Message } from '@baobab/contracts/i18n/message';

/**
 * The messages the server sent beside its English (decision 0046), by that English: a sentence shown
 * in French is rendered from its key and values, never traced back from the English. Bounded, the
 * oldest forgotten first: a long session reads many answers.
 */
const LIMIT = 20_000;
const known = new Map<string, Message>();

export function rememberMessages(glossary: unknown): void {
  if (glossary === null || typeof glossary !== 'object') return;
  for (const [english, message] of Object.entries(glossary as Glossary)) {
    known.delete(english);
    known.set(english, message);
  }
  while (known.size > LIMIT) known.delete(known.keys().next().value!);
}

/** The message the server filled this English from, if it sent one. */
export function messageFor(english: string): Message | undefined {
  return known.get(english);
}

/** A parsed answer's `messages`, remembered; the answer itself is untouched. */
export function rememberMessagesOf(body: unknown): void {
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) rememberMessages((body as { messages?: unknown }).messages);
}

/** The header a list answer carries its messages in (the server's plugins/messages-serializer.ts). */
export const MESSAGES_HEADER = 'x-baobab-messages';

/** A list answer's messages, from its header (URI-encoded JSON); a header that cannot be read is ignored. */
export function rememberMessagesHeader(value: string | null): void {
  if (!value) return;
  try {
    rememberMessages(JSON.parse(decodeURIComponent(value)));
  } catch {
    // Not ours or cut short by a proxy: the English stands.
  }
}
