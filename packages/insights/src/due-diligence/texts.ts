/**
 * Helpers for the sentences due diligence and the assessment write as messages (decision 0046): a
 * label that may arrive as stored English, lists written one value per item, and lists kept free of
 * repeats whatever form their sentences take.
 */
import { isMessage, message, type Message, type MessageValue, type Text } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';

/**
 * A label as a message value: a message as it is; English stored before messages (a red flag's
 * title in an older analysis) as its own key, so a catalog that knows it translates it and any other
 * reads as it was written.
 */
export const labelOf = (text: Text): Message => (isMessage(text) ? text : message(text));

/**
 * A sentence that ends in a list, one template per length (`templates[n - 1]` holds `{{item1}}` to
 * `{{itemN}}`), every item a value of its own. Past the longest template the items left over share its
 * last value, joined in English (no list the engines write is that long); '' for an empty list.
 */
export function listMessage(templates: readonly string[], items: readonly Text[], separator = ', ', others: Readonly<Record<string, MessageValue>> = {}): Text {
  const slots = Math.min(items.length, templates.length);
  if (slots === 0) return '';
  const values: Record<string, MessageValue> = { ...others };
  for (let i = 0; i < slots; i += 1) {
    const overflow = i === slots - 1 && items.length > slots;
    values[`item${i + 1}`] = overflow ? items.slice(i).map(englishOf).join(separator) : items[i]!;
  }
  return message(templates[slots - 1]!, values);
}

/** The texts without repeats, two texts being the same when they read the same in English. */
export function uniqueTexts(texts: readonly Text[]): Text[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const english = englishOf(text);
    if (seen.has(english)) return false;
    seen.add(english);
    return true;
  });
}
