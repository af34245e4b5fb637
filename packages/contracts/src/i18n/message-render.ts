import { intlLocales, type Locale } from '@baobab/i18n/locales';
import { isAmountValue, isDecimalValue, isMessage, isPercentValue, type Message, type MessageValue } from './message';
import { writtenAmount } from './message-english';

/** A key and its values written out, to the language's own `t` (i18next with the French catalogs). */
export type Translate = (key: string, values: Record<string, string | number>) => string;

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, digits?: number): Intl.NumberFormat {
  const id = `${locale}:${digits ?? ''}`;
  let format = numberFormats.get(id);
  if (!format) {
    const options: Intl.NumberFormatOptions = digits === undefined ? { maximumFractionDigits: 20 } : { minimumFractionDigits: digits, maximumFractionDigits: digits };
    numberFormats.set(id, (format = new Intl.NumberFormat(intlLocales[locale], options)));
  }
  return format;
}

/**
 * A message in a language (decision 0046): each value written as that language writes it (a figure,
 * an amount, a percentage), a nested message rendered in turn, a string left exactly as it came; then the
 * key translated with them. `count` stays a number so the translator picks the plural form, and is
 * written as the language writes numbers.
 */
export function renderMessage(text: Message, locale: Locale, translate: Translate): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) values[name] = renderValue(name, value, locale, translate);
  return translate(text.i18nKey, values);
}

function renderValue(name: string, value: MessageValue, locale: Locale, translate: Translate): string | number {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return name === 'count' ? value : numberFormat(locale).format(value);
  if (isMessage(value)) return renderMessage(value, locale, translate);
  if (isAmountValue(value)) return writtenAmount(value, locale);
  if (isDecimalValue(value)) return numberFormat(locale, value.digits).format(value.decimal);
  if (isPercentValue(value)) return `${numberFormat(locale, value.digits).format(value.percent)}${locale === 'fr' ? '\u00a0%' : '%'}`;
  return String(value);
}
