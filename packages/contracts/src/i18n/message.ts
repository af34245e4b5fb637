/**
 * Text the server or an engine writes for people travels as a message: a catalog key (its English
 * template, decision 0023) and typed values (decision 0046). Each language renders it; the API also
 * sends its English where a client written against the spec reads a string. Zod-free and import-free:
 * the web's first load reads it.
 *
 * A value is
 * - a string: shown exactly as it came, in every language (a name, a quote from a document, what a
 *   person wrote). Never translated, never altered.
 * - a number: a figure, written as the reader's language writes numbers ("12,000" / "12 000"). A year or
 *   an identifier is a string, not a number.
 * - a message: a label or a sentence of its own (a stage, a category, a nested finding), in the reader's
 *   language.
 * - an amount (`{ amount, currency }`, major units) or a percentage (`{ percent, digits }`), written by the
 *   one money and number formatting of each language.
 */
export interface Message {
  readonly i18nKey: string;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

export interface AmountValue {
  readonly amount: number;
  readonly currency: string;
  /** Thousands and millions as K and M ("$193.5K"). */
  readonly compact?: boolean;
  /** Digits after the decimal point (default: the currency's own, none when compact and whole). */
  readonly digits?: number;
}

export interface PercentValue {
  /** 12.5 for 12.5%. */
  readonly percent: number;
  readonly digits?: number;
}

/** A figure written with exactly `digits` decimals in each language ('1.5' / '1,5', '2.0' / '2,0'): a reading offered to a person. */
export interface DecimalValue {
  readonly decimal: number;
  readonly digits: number;
}

export type MessageValue = string | number | Message | AmountValue | PercentValue | DecimalValue;

/** A message for `key` (its English template) with its values. */
export function message(i18nKey: string, values?: Record<string, MessageValue>): Message {
  return values === undefined ? { i18nKey } : { i18nKey, values };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as { i18nKey?: unknown }).i18nKey === 'string';
}

export const isAmountValue = (value: MessageValue): value is AmountValue => typeof value === 'object' && 'amount' in value && 'currency' in value;
export const isDecimalValue = (value: MessageValue): value is DecimalValue => typeof value === 'object' && 'decimal' in value;
export const isPercentValue = (value: MessageValue): value is PercentValue => typeof value === 'object' && 'percent' in value;

/** Text the server wrote: a message, or a string (a person's words, or English stored before messages). */
export type Text = string | Message;

/**
 * The messages of one answer by their English: the API sends each sentence's English where the spec
 * has a string, and this beside it (`messages`), so a reader in another language renders the message
 * instead of the English. Looked up by the exact English only: text nobody filled from a key is not in it.
 */
export type Glossary = Record<string, Message>;
