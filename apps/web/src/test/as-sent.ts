import { toWire, wireGlossary, type Wire } from '@baobab/contracts/i18n/message-wire';
import { rememberMessagesOf } from '@/lib/i18n/glossary';

/**
 * An engine's result as the web receives it (decision 0046): the English the server sends where the
 * spec has a string, its `messages` remembered as the fetch layer remembers an answer's, so a French
 * screen renders each sentence from its key and values.
 */
export function asSent<T>(value: T): Wire<T> {
  const wire = toWire({ value });
  rememberMessagesOf({ messages: wireGlossary(wire) });
  return wire.value;
}
