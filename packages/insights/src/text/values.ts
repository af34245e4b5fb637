/**
 * The typed values of the engines' messages (decision 0046), so every engine writes a label, an amount
 * or a list the same way and each reader's language writes it in turn.
 */
import { message, type AmountValue, type Message, type MessageValue } from '@baobab/contracts/i18n/message';

/** A word with a catalog entry (a stage, a sector, a region, a country, a section): shown in the reader's language. */
export const label = (value: string): Message => message(value);

/** Whole US dollars written compact, as the engines always have ("$193.5K", "$1.2M"). */
export const usd = (amount: number): AmountValue => ({ amount, currency: 'USD', compact: true });

/**
 * Items joined with `separator` (", ") as one value, each item a value of its own: a label is translated,
 * a name or a person's word (a string) stays as written. The joiner has no catalog entry: every language
 * writes it as it is, and i18next fills a key it has no entry for as it stands.
 */
export function listOf(items: readonly MessageValue[], separator = ', '): MessageValue {
  if (items.length === 0) return '';
  return items.slice(0, -1).reduceRight<MessageValue>((rest, item) => message(`{{item}}${separator}{{rest}}`, { item, rest }), items[items.length - 1]!);
}
