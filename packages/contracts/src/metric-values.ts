/**
 * Company metric values as text: what a founder types or imports (money in major units, '12,500.50')
 * turned exactly into what is stored (money in integer minor units, '1250050'), and back. Pure string
 * and BigInt arithmetic, never floating point, so an amount is never off by a cent. Shared by the
 * server (which decides) and the web app (which checks as the founder types and formats for display).
 * Zod-free.
 */
import { currencyCodes, currencyExponents, isCurrencyCode, type CurrencyCode } from './currencies';
import { readMoneyText, readNumberText, type MoneyRefusal } from './money-reader';
import { formatMinorAmount } from './money-display';
import type { Locale } from '@baobab/i18n/locales';
import { message, type MessageValue, type Text } from './i18n/message';

/** The currencies a money metric may use: every currency Baobab knows (currencies.ts). */
export const metricCurrencyExponents = currencyExponents;
export type MetricCurrency = CurrencyCode;
export const metricCurrencies = currencyCodes;

export const isMetricCurrency = isCurrencyCode;

/** Minor-unit digits of a money metric's currency (2 when it has none or an unknown one). */
export const currencyExponent = (currency: string | null): number => (currency !== null && isCurrencyCode(currency) ? currencyExponents[currency] : 2);

/** What parsing a value needs to know about its metric. */
export type ValueRules = {
  kind: string;
  name: string;
  unit: 'money' | 'count' | 'percent' | 'months';
  currency: string | null;
};

/** Ten trillion major units: larger is a typo (finance/money-text.ts uses the same ceiling). */
const MAX_MONEY_MAJOR = 10n ** 13n;
const MAX_COUNT = 10n ** 12n;
const MAX_MONTHS = 1200n;
/** Money kinds that cannot be negative; cash (an overdraft) and custom metrics (a loss) can. */
const nonNegativeMoney = new Set(['mrr', 'revenue', 'burn']);

/**
 * Sentences with values, as translation keys (decision 0023; French in i18n/fr/metrics.ts); metricValueMessages
 * gives them as messages with their values (decision 0046): what the founder typed as a string, shown as typed
 * in every language; a standard metric's name as a label (custom names are the founder's words); limits as figures.
 */
export const metricValueTemplates = {
  notANumber: '"{{text}}" is not a number: write it as, for example, 18 000 000, 12 500,50 or 1,5 M',
  noDecimals: '{{currency}} amounts have no decimal places',
  /** Counted: the English forms are in i18n/en/metrics.ts. */
  moneyDecimals: '{{currency}} amounts have at most {{count}} decimal places',
  wholeNumber: '{{name}} must be a whole number',
  negative: '{{name}} cannot be negative',
  tooLarge: '{{name}} must be at most {{max}}',
  tooSmall: '{{name}} must be at least {{min}}',
} as const;
const t = metricValueTemplates;

/** A metric's name as a value: a standard metric's is a label with a catalog entry; a custom one is the founder's words. */
export const metricNameValue = (rules: Pick<ValueRules, 'kind' | 'name'>): Text => (rules.kind === 'custom' ? rules.name : message(rules.name));

export const metricValueMessages = {
  missing: message('Give a value'),
  notANumber: (text: string) => message(t.notANumber, { text }),
  moneyDecimals: (currency: string, digits: number) => (digits === 0 ? message(t.noDecimals, { currency }) : message(t.moneyDecimals, { currency, count: digits })),
  wholeNumber: (name: Text) => message(t.wholeNumber, { name }),
  percentDecimals: message('Percentages have at most 2 decimal places'),
  monthsDecimals: message('Months have at most 1 decimal place'),
  negative: (name: Text) => message(t.negative, { name }),
  tooLarge: (name: Text, max: MessageValue) => message(t.tooLarge, { name, max }),
  tooSmall: (name: Text, min: MessageValue) => message(t.tooSmall, { name, min }),
} as const;

/** A scaled BigInt back to the shortest decimal text: (-1250050, 2) → '-12500.5'. */
export function unscale(value: bigint, digits: number): string {
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Digits grouped in threes with commas, without Intl: '1500000' → '1,500,000'. */
export const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Decimal places the stored value of a unit may have (money is stored in whole minor units). */
const storedDigits = { money: 0, count: 0, percent: 2, months: 1 } as const;

/**
 * Reads a value as a person writes it, with the one reader of amounts and numbers (money-reader.ts:
 * '18 000 000', '12 500,50', '1,5 M', 'XOF 500 000 000'), into the text the API stores: money in integer
 * minor units of the metric's currency ('12,500.50' USD → '1250050'; another currency written is refused,
 * never converted), other units as the quantity ('62.5'). Returns the message to show when it cannot be one.
 */
export function parseMetricValue(rules: ValueRules, input: string): { value: string } | { error: Text } {
  const text = input.trim();
  if (text === '') return { error: metricValueMessages.missing };
  const m = metricValueMessages;
  const name = metricNameValue(rules);

  if (rules.unit === 'money') {
    const currency = rules.currency !== null && isCurrencyCode(rules.currency) ? rules.currency : 'USD';
    const exponent = currencyExponents[currency];
    const sign = nonNegativeMoney.has(rules.kind) ? 'nonNegative' : 'any';
    const reading = readMoneyText(text, { currency, isCurrencyFixed: true, sign });
    if (!reading.ok) {
      const words = { precision: m.moneyDecimals(currency, exponent), tooLarge: m.tooLarge(name, { amount: Number(MAX_MONEY_MAJOR), currency }) };
      return { error: refusalMessage(reading, name, text, words) };
    }
    const minor = BigInt(reading.amountMinor);
    const limit = MAX_MONEY_MAJOR * 10n ** BigInt(exponent);
    if (minor > limit || minor < -limit) return { error: m.tooLarge(name, { amount: Number(MAX_MONEY_MAJOR), currency }) };
    return { value: minor.toString() };
  }
  const reading = readNumberText(text, { fractionDigits: storedDigits[rules.unit], sign: 'any', isPercent: rules.unit === 'percent' });
  if (!reading.ok) {
    const precision = rules.unit === 'count' ? m.wholeNumber(name) : rules.unit === 'percent' ? m.percentDecimals : m.monthsDecimals;
    return { error: refusalMessage(reading, name, text, { precision, tooLarge: m.tooLarge(name, Number(MAX_COUNT)) }) };
  }
  const value = reading.value;
  if (rules.unit === 'count') {
    if (value < 0n) return { error: m.negative(name) };
    if (value > MAX_COUNT) return { error: m.tooLarge(name, Number(MAX_COUNT)) };
  } else if (rules.unit === 'months') {
    if (value < 0n) return { error: m.negative(name) };
    if (value > MAX_MONTHS * 10n) return { error: m.tooLarge(name, message('{{months}} months', { months: Number(MAX_MONTHS) })) };
  } else {
    // Percent, stored in hundredths. Gross margin is at most 100 % and, as the financial model allows, at least −1,000 %.
    const [min, max] = rules.kind === 'gross_margin' ? [-1_000n, 100n] : [-1_000_000n, 1_000_000n];
    if (value > max * 100n) return { error: m.tooLarge(name, { percent: Number(max) }) };
    if (value < min * 100n) return { error: m.tooSmall(name, { percent: Number(min) }) };
  }
  return { value: unscale(value, storedDigits[rules.unit]) };
}

/** The reader's refusal in the metric's words where the metric has some (its name, its decimals); the reader's own otherwise. */
function refusalMessage(refusal: MoneyRefusal, name: Text, text: string, words: { precision: Text; tooLarge: Text }): Text {
  switch (refusal.reason) {
    case 'notAmount':
    case 'notNumber':
    case 'unknownCurrency':
      return metricValueMessages.notANumber(text);
    case 'negative':
      return metricValueMessages.negative(name);
    case 'tooPrecise':
      return words.precision;
    case 'tooLarge':
      return words.tooLarge;
    default:
      return refusal.message;
  }
}

/** A stored value as the founder would type it back: minor units to major ('1250050' USD → '12500.5'). */
export function toInputText(rules: Pick<ValueRules, 'unit' | 'currency'>, stored: string): string {
  if (rules.unit !== 'money') return stored;
  return unscale(BigInt(stored), currencyExponent(rules.currency));
}

/** A stored value for reading: money in the one spelling of money-display.ts ('$12,500.50', 'XOF 25,000,000'), grouped counts, '62.5%', '14.2 months'. */
export function formatMetricValue(rules: Pick<ValueRules, 'unit' | 'currency'>, stored: string, locale: Locale = 'en'): string {
  if (rules.unit === 'money') return formatMinorAmount(stored, rules.currency ?? 'USD', { locale });
  const [whole = '0', fraction] = stored.replace('-', '').split('.');
  const number = `${stored.startsWith('-') ? '-' : ''}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`;
  if (rules.unit === 'percent') return `${number}%`;
  if (rules.unit === 'months') return `${number} month${stored === '1' ? '' : 's'}`;
  return number;
}

/** The value as a number for a chart's axis (money in major units); approximate, for drawing only. */
export function chartNumber(rules: Pick<ValueRules, 'unit' | 'currency'>, stored: string): number {
  if (rules.unit !== 'money') return Number(stored);
  return Number(stored) / 10 ** currencyExponent(rules.currency);
}
