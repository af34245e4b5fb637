import { formatAmount, formatCompactAmount } from '../money-display';
import { formatUsNumber } from '@baobab/i18n/us-number';
import { englishPlurals } from '@baobab/i18n/en-plurals';
import type { Locale } from '@baobab/i18n/locales';
import { isAmountValue, isDecimalValue, isMessage, isPercentValue, type MessageValue, type Text } from './message';

/** Every namespace's English plural forms in one catalog: a counted key's `_one` and `_other`. */
let plurals: Record<string, string> | undefined;
const allPlurals = () => (plurals ??= Object.assign({}, ...Object.values(englishPlurals)) as Record<string, string>);

const scales = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const;

/**
 * An amount in a language through the one money formatting (money-display.ts): whole units, or compact
 * as the engines have always written it ("$193.5K", "$1.2M": one decimal, dropped when it is zero).
 */
export function writtenAmount(value: { amount: number; currency: string; compact?: boolean; digits?: number }, locale: Locale = 'en'): string {
  if (!value.compact) return formatAmount(value.amount, value.currency, { ...(value.digits === undefined ? {} : { fractionDigits: value.digits }), locale });
  const abs = Math.abs(value.amount);
  const sign = value.amount < 0 ? -1 : 1;
  for (const [size, scale] of scales) {
    if (abs < size) continue;
    const figure = Math.round((abs / size) * 10) / 10;
    return formatCompactAmount(sign * figure, scale, value.currency, { fractionDigits: value.digits ?? (Number.isInteger(figure) ? 0 : 1), locale });
  }
  return formatCompactAmount(sign * Math.round(abs), null, value.currency, { locale });
}

function englishValue(value: MessageValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatUsNumber(value);
  if (isMessage(value)) return englishOf(value);
  if (isAmountValue(value)) return writtenAmount(value);
  if (isDecimalValue(value)) return value.decimal.toFixed(value.digits);
  if (isPercentValue(value)) return `${value.digits === undefined ? formatUsNumber(value.percent) : value.percent.toFixed(value.digits)}%`;
  return String(value);
}

/**
 * A message's English, as the API has always sent it: its template (or the template's `_one`/`_other`
 * form when it has a numeric `count`) with each value written in English. A string is returned as it is.
 */
export function englishOf(text: Text): string {
  if (!isMessage(text)) return text;
  const { i18nKey, values } = text;
  if (!values) return i18nKey;
  const count = values.count;
  const template = typeof count === 'number' ? (allPlurals()[`${i18nKey}_${count === 1 ? 'one' : 'other'}`] ?? i18nKey) : i18nKey;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? englishValue(values[name]!) : placeholder));
}
