import { message, type Message, type MessageValue } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { listOf } from './values';

/**
 * A sentence that ends in a list ('Developed, quantified sections: problem, team'), written as one
 * `{{placeholder}}` template per length (`templates[n - 1]` holds `{{item1}}` to `{{itemN}}`, joined by
 * `separator`), so every item is a value of its own and is rendered on its own in the reader's language
 * (decision 0046). Past the longest template, the items left over are joined into its last value; the
 * English is the same either way. `others` fills the template's other placeholders.
 */
export function listMessage(templates: readonly string[], items: readonly MessageValue[], separator = ', ', others: Readonly<Record<string, MessageValue>> = {}): Message {
  const slots = Math.min(items.length, templates.length);
  const values: Record<string, MessageValue> = { ...others };
  for (let i = 0; i < slots; i += 1) values[`item${i + 1}`] = i === slots - 1 ? listOf(items.slice(i), separator) : (items[i] ?? '');
  return message(templates[slots - 1] ?? '', values);
}

/** The same sentence's English, for the readers not yet converted to messages (due diligence). */
export function listText(templates: readonly string[], items: readonly string[], separator = ', ', others: Readonly<Record<string, string | number>> = {}): string {
  return englishOf(listMessage(templates, items, separator, others));
}
