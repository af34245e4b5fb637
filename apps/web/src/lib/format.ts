/**
 * The first Intl formatter (or toLocaleString) a page uses loads the browser's locale data: 30-50 ms
 * on a desktop, four times that on a throttled phone, in one long task (Lighthouse, bench/README.md). The
 * directories' figures (counts and compact numbers) are therefore formatted here without Intl, to
 * the same output as Intl in the current language (en-US or fr-FR, checked by format.test.ts); currency
 * and dates keep Intl, built on first use per language rather than when this module loads.
 */
import { intlLocales, type Locale } from '@baobab/i18n/locales';
import { formatUsNumber } from '@baobab/i18n/us-number';
import { formatAmount } from '@baobab/contracts/money-display';
import { getLocale } from './i18n/locale';

/** One Intl formatter per language, made when first asked for. */
function perLocale<T>(create: (tag: string) => T): () => T {
  const made = new Map<Locale, T>();
  return () => {
    const locale = getLocale();
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = create(intlLocales[locale])));
    return value;
  };
}

/** fr-FR groups thousands with a narrow no-break space and writes a decimal comma. */
const frenchGroup = '\u202f';
/** A whole number with thousands separators: 12,345 (en-US), 12 345 (fr-FR). */
export const formatCount = (value: number): string =>
  Math.round(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, getLocale() === 'fr' ? frenchGroup : ',');

/**
 * Any figure with up to three decimals as Intl writes it in the language (12,345.678; 12 345,678 in French), without
 * loading Intl (formatUsNumber): `toLocaleString` on /analytics was its first Intl use, 145 ms of one load on a
 * throttled phone.
 */
export function formatNumber(value: number): string {
  const english = formatUsNumber(value);
  return getLocale() === 'fr' ? english.replace(/[,.]/g, (mark) => (mark === ',' ? frenchGroup : ',')) : english;
}

const compactUnits = [
  // Arabic writes figures as English does, Western digits and Latin suffixes (decision 0062).
  { size: 1e3, suffix: { en: 'K', fr: '\u00a0k', ar: 'K' } },
  { size: 1e6, suffix: { en: 'M', fr: '\u00a0M', ar: 'M' } },
  { size: 1e9, suffix: { en: 'B', fr: '\u00a0Md', ar: 'B' } },
  { size: 1e12, suffix: { en: 'T', fr: '\u00a0Bn', ar: 'T' } },
];
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Short figures with at most one decimal: 950, 12.5K, 3M (en-US compact notation); 12,5 k, 3 M in French. */
export function formatCompact(value: number): string {
  const locale = getLocale();
  const magnitude = Math.abs(value);
  const decimal = (figure: number) => (locale === 'fr' ? String(figure).replace('.', ',') : String(figure));
  let text = decimal(oneDecimal(magnitude));
  let size = 1;
  // Up a unit while the figure would read 1,000 or more in the current one (999,960 is 1M, not 1000K).
  for (const unit of compactUnits) {
    if (oneDecimal(magnitude / size) < 1000) break;
    text = `${decimal(oneDecimal(magnitude / unit.size))}${unit.suffix[locale]}`;
    size = unit.size;
  }
  return value < 0 ? `-${text}` : text;
}

/** Whole US dollars (the spec's business constants), in the one spelling of contracts/money-display.ts. */
export const formatUsd = (value: number): string => formatAmount(value, 'USD', { locale: getLocale() });

/** 12.5% (en-US), 12,5 % (fr-FR, a no-break space before the sign). */
export const formatPercent = (fraction: number, digits = 0): string => {
  const figure = (fraction * 100).toFixed(digits);
  return getLocale() === 'fr' ? `${figure.replace('.', ',')}\u00a0%` : `${figure}%`;
};

const dateFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric' }));
export const formatDate = (value: string | Date): string => dateFormat().format(new Date(value));

const dateTimeFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }));
/** A moment with its time of day, in the reader's time zone (a deal's timeline). */
export const formatDateTime = (value: string | Date): string => dateTimeFormat().format(new Date(value));

const monthFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
/** A calendar month ('YYYY-MM'): "March 2026", "mars 2026". */
export const formatMonth = (month: string): string => monthFormat().format(new Date(`${month}-01T00:00:00Z`));
