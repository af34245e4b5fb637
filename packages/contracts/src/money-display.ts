/**
 * Amounts as people read them, from the integer minor units the API sends ('500000000' XOF →
 * 'XOF 500,000,000'; '76433692' EUR → '€764,337' when shown whole), and the words around a converted
 * figure. Zod-free and Intl-free, so the directory's first load stays small and quick (the first Intl
 * formatter loads locale data in one long task on a phone; docs/architecture.md, Web). Formatting only:
 * the conversion itself is the server's (packages/finance/src/currency-conversion.ts).
 */
import { currencyExponents, isCurrencyCode, type DisplayCurrency } from './currencies';
import type { Locale } from '@baobab/i18n/locales';
import type { ConvertedAmount } from './money-amount';

/**
 * Currencies written with their sign; every other one with its ISO code, which reads unambiguously.
 * English puts the sign first and groups with commas ('$1,234.50', 'XOF 500,000,000'); French writes
 * as fr-FR does, the sign or code last, a narrow no-break space between thousands and a decimal comma
 * ('1\u202f234,50\u00a0$US', '500\u202f000\u202f000\u00a0XOF'). Arabic writes amounts as English does, with
 * Western digits ('$1,234.50', 'XOF 500,000,000'): the separators ar-u-nu-latn gives, and one spelling the
 * reader already reads back; a screen isolates the figure so it reads left to right (decision 0062).
 */
const englishSigns = { USD: '$', EUR: '\u20ac', GBP: '\u00a3' };
const signs: Record<Locale, Record<string, string>> = { en: englishSigns, fr: { USD: '$US', EUR: '\u20ac', GBP: '\u00a3GB' }, ar: englishSigns };
/** Short month names: English's, French's, and Arabic's as Intl writes them (ar, month 'short'). */
const months: Record<Locale, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'f\u00e9vr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'ao\u00fbt', 'sept.', 'oct.', 'nov.', 'd\u00e9c.'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

const group = (digits: string, locale: Locale) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'fr' ? '\u202f' : ',');

/**
 * Integer minor units as text with the currency: cents shown only when there are some ('$1,234.50',
 * '$500,000'), or rounded half up to whole units with `whole` (a converted figure is approximate, so
 * its cents would claim a precision it has not).
 */
export function formatMinorAmount(amountMinor: string, currency: string, options: { whole?: boolean; locale?: Locale } = {}): string {
  const exponent = isCurrencyCode(currency) ? currencyExponents[currency] : 2;
  const negative = amountMinor.startsWith('-');
  let digits = BigInt(negative ? amountMinor.slice(1) : amountMinor);
  let shownExponent = exponent;
  if (options.whole && exponent > 0) {
    const unit = 10n ** BigInt(exponent);
    digits = (2n * digits + unit) / (2n * unit);
    shownExponent = 0;
  }
  return written(digits, shownExponent, negative && digits !== 0n, currency, options.locale ?? 'en', false);
}

/**
 * An amount held as a number of major units (a price per share of $0.0125, a dollar figure from an
 * engine), written with exactly `fractionDigits` decimals in the one spelling of formatMinorAmount.
 * For amounts that are not stored money; stored money goes through formatMinorAmount, exactly.
 */
export function formatAmount(value: number, currency: string, options: { fractionDigits?: number; locale?: Locale } = {}): string {
  const fractionDigits = options.fractionDigits ?? 0;
  const scaled = BigInt(Math.round(Math.abs(value) * 10 ** fractionDigits));
  return written(scaled, fractionDigits, value < 0 && scaled !== 0n, currency, options.locale ?? 'en', true);
}

/**
 * A price per share held as an exact decimal in major units ('0.0475', '12.5'; money-reader's
 * readPriceText reads it), written with its real decimals: every digit it has, and at least the
 * currency's minor digits ('$0.0475', '$1.10', 'XOF 0.0475', 'XOF 12'). Never rounded to cents.
 */
export function formatPrice(price: string, currency: string, options: { locale?: Locale } = {}): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(price.trim());
  if (!match) throw new RangeError(`Not a decimal price: ${price}`);
  const [, minus = '', whole = '0', fraction = ''] = match;
  const exponent = isCurrencyCode(currency) ? currencyExponents[currency] : 2;
  const places = Math.max(exponent, fraction.replace(/0+$/, '').length);
  const digits = BigInt(whole + fraction.padEnd(places, '0').slice(0, places));
  return written(digits, places, minus === '-' && digits !== 0n, currency, options.locale ?? 'en', true);
}

const englishSuffixes = { K: 'K', M: 'M', B: 'B' };
const compactSuffixes: Record<Locale, Record<'K' | 'M' | 'B', string>> = { en: englishSuffixes, fr: { K: '\u00a0k', M: '\u00a0M', B: '\u00a0Md' }, ar: englishSuffixes };

/**
 * A short figure for a sentence ('$1.2M', '1,2\u00a0M\u00a0$US'): `figure` units of thousands, millions or
 * billions (`scale`), with `fractionDigits` decimals, the currency's sign or code where the one spelling
 * puts it. The engines' explanations use it; the reader reads it back ('$1.2M', '1,2 M $US').
 */
export function formatCompactAmount(figure: number, scale: 'K' | 'M' | 'B' | null, currency: string, options: { fractionDigits?: number; locale?: Locale } = {}): string {
  const locale = options.locale ?? 'en';
  const digits = options.fractionDigits ?? 0;
  const negative = figure < 0;
  const text = Math.abs(figure).toFixed(digits);
  const [whole = '0', fraction] = text.split('.');
  const number = `${group(whole, locale)}${fraction ? `${locale === 'fr' ? ',' : '.'}${fraction}` : ''}${scale ? compactSuffixes[locale][scale] : ''}`;
  const sign = signs[locale][currency];
  if (locale === 'fr') return `${negative ? '-' : ''}${number}\u00a0${sign ?? currency}`;
  return `${negative ? '-' : ''}${sign ? `${sign}${number}` : `${currency} ${number}`}`;
}

/** The digits (scaled by 10^exponent) with the currency's sign or code in the language's place. */
function written(digits: bigint, exponent: number, negative: boolean, currency: string, locale: Locale, keepZeros: boolean): string {
  const text = digits.toString().padStart(exponent + 1, '0');
  const whole = group(text.slice(0, text.length - exponent), locale);
  const fraction = exponent === 0 ? '' : text.slice(text.length - exponent);
  const number = fraction && (keepZeros || /[1-9]/.test(fraction)) ? `${whole}${locale === 'fr' ? ',' : '.'}${fraction}` : whole;
  const sign = signs[locale][currency];
  if (locale === 'fr') return `${negative ? '-' : ''}${number}\u00a0${sign ?? currency}`;
  return `${negative ? '-' : ''}${sign ? `${sign}${number}` : `${currency} ${number}`}`;
}

/** '2025-06-30' → '30 Jun 2025' ('30 juin 2025' in French), read from the text (no time zone can move the day). */
export function formatRateDate(date: string, locale: Locale = 'en'): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${months[locale][Number(month) - 1] ?? month} ${year}`;
}

/** Every currency's name, for the choosers (currencies.ts holds the codes; French in i18n/fr/messages.ts). */
export const displayCurrencyNames: Record<DisplayCurrency, string> = {
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'British pound',
  NGN: 'Nigerian naira',
  KES: 'Kenyan shilling',
  GHS: 'Ghanaian cedi',
  ZAR: 'South African rand',
  EGP: 'Egyptian pound',
  MAD: 'Moroccan dirham',
  TND: 'Tunisian dinar',
  ETB: 'Ethiopian birr',
  TZS: 'Tanzanian shilling',
  XOF: 'West African CFA franc',
  XAF: 'Central African CFA franc',
  RWF: 'Rwandan franc',
  UGX: 'Ugandan shilling',
  AOA: 'Angolan kwanza',
  BIF: 'Burundian franc',
  BWP: 'Botswana pula',
  CDF: 'Congolese franc',
  CVE: 'Cape Verdean escudo',
  DJF: 'Djiboutian franc',
  DZD: 'Algerian dinar',
  ERN: 'Eritrean nakfa',
  GMD: 'Gambian dalasi',
  GNF: 'Guinean franc',
  KMF: 'Comorian franc',
  LRD: 'Liberian dollar',
  LSL: 'Lesotho loti',
  LYD: 'Libyan dinar',
  MGA: 'Malagasy ariary',
  MRU: 'Mauritanian ouguiya',
  MUR: 'Mauritian rupee',
  MWK: 'Malawian kwacha',
  MZN: 'Mozambican metical',
  NAD: 'Namibian dollar',
  SCR: 'Seychellois rupee',
  SLE: 'Sierra Leonean leone',
  SOS: 'Somali shilling',
  STN: 'São Tomé and Príncipe dobra',
  SZL: 'Eswatini lilangeni',
  ZMW: 'Zambian kwacha',
  PLN: 'Polish zloty',
  BRL: 'Brazilian real',
  INR: 'Indian rupee',
  IDR: 'Indonesian rupiah',
  SGD: 'Singapore dollar',
  JPY: 'Japanese yen',
  KRW: 'South Korean won',
  AED: 'UAE dirham',
};

export const moneyDisplayText = {
  approximately: '≈',
  /** Placeholders are filled by the screen's translator, as in the catalogs (i18n/catalog.ts). */
  rateOf: 'rate of {{date}}',
  /** The tooltip for a converted figure: where its rate comes from. */
  convertedTitle: 'Converted through the US dollar at rates of {{date}} ({{source}})',
  /** The display-currency chooser (on /profile). */
  displayCurrencyTitle: 'Display currency',
  displayCurrencyLabel: 'Also show amounts in',
  displayCurrencyHint: 'Amounts stay in their own currency; beside them you see the converted figure and the date of its rate.',
  displayCurrencySaved: 'Amounts are now also shown in {{currency}}',
  /** The directory's raise filter. */
  raiseMin: 'Minimum raise',
  raiseMax: 'Maximum raise',
  raiseCurrency: 'Raise currency',
  /** Beside an amount field: what the one reader understood, so no reading is ever silent. */
  readAs: 'Read as {{amount}}',
} as const;

/** A converted figure's two parts, '≈ €764,337' and its rate's date, so a narrow column breaks between them only. */
export function convertedParts(converted: ConvertedAmount, locale: Locale = 'en'): { amount: string; rateDate: string } {
  return {
    amount: `${moneyDisplayText.approximately} ${formatMinorAmount(converted.amountMinor, converted.currency, { whole: true, locale })}`,
    rateDate: formatRateDate(converted.rateDate, locale),
  };
}
