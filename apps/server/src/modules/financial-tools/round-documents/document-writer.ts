/**
 * How the round documents write their words and figures: the reader's language through the server's
 * translator (lib/i18n.ts, as the deal summary PDF), amounts and prices in the company's currency through
 * the one money writer (decision 0032: formatMinorAmount, formatPrice), shares and percentages by Intl in
 * that language. The PDF and the spreadsheet share it, so they say the same thing.
 */
import { currencyExponents, type CurrencyCode } from '@baobab/contracts/currencies';
import { formatAmount, formatMinorAmount, formatPrice, formatRateDate } from '@baobab/contracts/money-display';
import { translatorFor, type Translator } from '../../../lib/i18n';

export type DocumentWriter = Pick<Translator, 't' | 'message' | 'locale'> & {
  currency: CurrencyCode;
  /** An amount in major units: its minor digits only when it has some (XOF never has any). */
  money: (value: number) => string;
  /** A price per share with every decimal it has, at least the currency's. */
  price: (value: number) => string;
  shares: (value: number) => string;
  /** Hundredths of a percent (the printed figure of round-documents.ts) as '12.34%'. */
  basisPoints: (points: number) => string;
  percent: (value: number) => string;
  multiple: (value: number) => string;
  /** A 'YYYY-MM-DD' day such as 1 Jun 2026. */
  day: (date: string) => string;
  /** Excel number formats for this currency in this language ('"$"#,##0.00', '#,##0" XOF"'). */
  excel: { money: string; price: string };
};

/** Excel's format around the writer's own spelling of zero, so the sign or code sits where the writer puts it. */
function excelFormat(currency: CurrencyCode, locale: Translator['locale'], digits: number): string {
  const zero = formatAmount(0, currency, { fractionDigits: digits, locale });
  const first = zero.indexOf('0');
  const last = zero.lastIndexOf('0');
  const quote = (text: string) => (text ? `"${text}"` : '');
  return `${quote(zero.slice(0, first))}#,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''}${quote(zero.slice(last + 1))}`;
}

export function documentWriter(locale: string | null | undefined, currency: CurrencyCode): DocumentWriter {
  const tr = translatorFor(locale);
  const exponent = currencyExponents[currency];
  return {
    t: tr.t,
    message: tr.message,
    locale: tr.locale,
    currency,
    money: (value) => formatMinorAmount(String(Math.round(value * 10 ** exponent)), currency, { locale: tr.locale }),
    price: (value) => formatPrice(value.toFixed(4), currency, { locale: tr.locale }),
    shares: (value) => tr.number(value),
    basisPoints: (points) => tr.number(points / 10_000, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    percent: (value) => tr.number(value / 100, { style: 'percent', maximumFractionDigits: 2 }),
    multiple: (value) => tr.number(value, { maximumFractionDigits: 4 }),
    day: (date) => formatRateDate(date, tr.locale),
    excel: { money: excelFormat(currency, tr.locale, exponent), price: excelFormat(currency, tr.locale, 4) },
  };
}
