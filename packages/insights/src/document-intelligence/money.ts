/**
 * Money and percentages in free text: '$1.2M', 'US$ 500k', '₦50 million', 'KES 10,000,000',
 * 'R5m', '3bn naira', '1 200 000 EUR', '1,2 M€', '120 k€', '85 000 €', '500 millions FCFA'. Spans that
 * look like an amount are found here; each is read by the product's one amount reader
 * (contracts/money-reader.ts), so a document's '1 200 000 EUR' reads as the founder's form does. A
 * number counts as money only with a currency sign, code or name next to it ('1.2M users' is not
 * money), and a span the reader finds ambiguous ('€1.500') is left out, never guessed.
 */
import { currencyCodes, currencyExponents } from '@baobab/contracts/currencies';
import { readMoneyText } from '@baobab/contracts/money-reader';
import type { Money, Period } from './types';

const codes = currencyCodes.join('|');
// The symbols are written as \u escapes (₦ 20A6, € 20AC, £ 00A3, ₵ 20B5): the server bundle stays
// ASCII, which V8 stores at one byte per character (apps/server/build.mjs).
const moneyPattern = new RegExp(
  String.raw`(?<![\w$\u20A6\u20AC\u00A3\u20B5.,])(?:(US\$|KShs?\.?|GH\u20B5|E\u00A3|F\s?CFA|${codes}|\$|\u20A6|\u20AC|\u00A3|\u20B5|R(?=\s?\d))\s?)?` +
    String.raw`(\d{1,3}(?:[ \u00A0\u202F.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)` +
    String.raw`(?:\s?(thousand|millions?|milliards?|billions?|mille|mln|mn|bn|mm|mds|md|mrd|k|m|b)(?![a-z])(?:\s(?:de|of)(?=\s))?)?` +
    String.raw`(?:\s?(${codes}|F\s?CFA|francs?\sCFA|dollars?|naira|shillings?|rand|cedis?|euros?|dirhams?|DH|\u20AC|\$)(?![a-z]))?`,
  'gi',
);
// Starting only where a number starts keeps long digit runs linear.
const percentPattern = /(?<![\d.])(\d+(?:\.\d+)?)\s?(?:%|percent\b|per cent\b)/gi;

const monthlyWords = /(per month|a month|each month|every month|monthly|\/\s?mo(?:nth)?\b|\bp\.?m\.?(?![a-z])|\bmrr\b|\bmom\b)/i;
const yearlyWords = /(per year|a year|each year|every year|yearly|annual|annually|per annum|\/\s?y(?:ea)?r\b|\bp\.?a\.?(?![a-z])|\barr\b)/i;

/**
 * Period named within a few words after the amount, else just before it, looking no further
 * than the neighbouring amounts or a comma or semicolon (a clause boundary).
 */
function periodNear(sentence: string, start: number, end: number, previousEnd: number, nextStart: number): Period | null {
  const after = sentence.slice(end, Math.min(end + 25, nextStart)).split(/[,;]/)[0] ?? '';
  const before = sentence.slice(Math.max(start - 40, previousEnd), start).split(/[,;]/).pop() ?? '';
  for (const window of [after, before]) {
    const month = monthlyWords.exec(window);
    const year = yearlyWords.exec(window);
    if (month && (!year || month.index <= year.index)) return 'month';
    if (year) return 'year';
  }
  return null;
}

export interface MoneyMatch extends Money {
  /** Character offsets of the match in the sentence. */
  start: number;
  end: number;
}

export function parseMoney(sentence: string): MoneyMatch[] {
  const found: Omit<MoneyMatch, 'period'>[] = [];
  moneyPattern.lastIndex = 0;
  for (let m = moneyPattern.exec(sentence); m; m = moneyPattern.exec(sentence)) {
    const [text, prefix, , , suffix] = m;
    // A currency must be written; 'R' stands for rand only in capitals (a lower-case r ends a word).
    if ((!prefix || prefix === 'r') && !suffix) continue;
    const reading = readMoneyText(prefix === 'r' ? text.slice(1) : text);
    if (!reading.ok || !reading.isCurrencyWritten) continue;
    const start = m.index;
    const end = m.index + text.length;
    found.push({ amount: reading.amountMinor / 10 ** currencyExponents[reading.currency], currency: reading.currency, text: text.trim(), start, end });
  }
  return found.map((money, i) => ({
    ...money,
    period: periodNear(sentence, money.start, money.end, found[i - 1]?.end ?? 0, found[i + 1]?.start ?? sentence.length),
  }));
}

export function parsePercents(sentence: string): number[] {
  const found: number[] = [];
  percentPattern.lastIndex = 0;
  for (let m = percentPattern.exec(sentence); m; m = percentPattern.exec(sentence)) {
    const value = Number(m[1]);
    if (Number.isFinite(value)) found.push(value);
  }
  return found;
}

/** A monthly amount when the period is known; null otherwise. */
export function monthlyAmount(money: Money): number | null {
  if (money.period === 'month') return money.amount;
  if (money.period === 'year') return money.amount / 12;
  return null;
}
