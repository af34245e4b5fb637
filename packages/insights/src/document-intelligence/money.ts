/**
 * Money and percentages in free text: '$1.2M', 'US$ 500k', '₦50 million', 'KES 10,000,000',
 * 'R5m', '3bn naira', 'ZAR 2.5 million'. A number counts as money only with a currency
 * sign, code or name next to it; '1.2M users' is not money.
 */
import type { Currency, Money, Period } from './types';

const prefixCurrency: Record<string, Currency> = {
  'us$': 'USD', usd: 'USD', $: 'USD', ngn: 'NGN', '₦': 'NGN', kes: 'KES', ksh: 'KES', zar: 'ZAR', r: 'ZAR',
  ghs: 'GHS', 'gh₵': 'GHS', '₵': 'GHS', egp: 'EGP', 'e£': 'EGP', eur: 'EUR', '€': 'EUR', gbp: 'GBP', '£': 'GBP',
};
const suffixCurrency: Record<string, Currency> = {
  usd: 'USD', dollar: 'USD', dollars: 'USD', ngn: 'NGN', naira: 'NGN', kes: 'KES', shilling: 'KES', shillings: 'KES',
  zar: 'ZAR', rand: 'ZAR', ghs: 'GHS', cedi: 'GHS', cedis: 'GHS', egp: 'EGP', eur: 'EUR', euro: 'EUR', euros: 'EUR', gbp: 'GBP',
};
const multipliers: Record<string, number> = {
  k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, mm: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9, trillion: 1e12,
};

// The symbols are written as \u escapes (₦ 20A6, € 20AC, £ 00A3, ₵ 20B5): the server bundle stays
// ASCII, which V8 stores at one byte per character (apps/server/build.mjs).
const moneyPattern = new RegExp(
  String.raw`(?<![\w$\u20A6\u20AC\u00A3\u20B5.,])(?:(US\$|USD|NGN|KES|KSh|ZAR|GHS|EGP|EUR|GBP|GH\u20B5|E\u00A3|\$|\u20A6|\u20AC|\u00A3|\u20B5|R(?=\s?\d))\s?)?` +
    String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)` +
    String.raw`(?:\s?(thousand|million|billion|trillion|mn|bn|mm|k|m|b)(?![a-z]))?` +
    String.raw`(?:\s?(USD|NGN|KES|ZAR|GHS|EGP|EUR|GBP|dollars?|naira|shillings?|rand|cedis?|euros?)(?![a-z]))?`,
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
    const [text, prefix, digits, multiplier, suffix] = m;
    // 'R' stands for rand only in capitals; a lower-case r is a letter of a word.
    const prefixKey = prefix === 'r' ? undefined : prefix?.toLowerCase();
    const currency = (prefixKey ? prefixCurrency[prefixKey] : undefined) ?? (suffix ? suffixCurrency[suffix.toLowerCase()] : undefined);
    if (!currency || !digits) continue;
    const amount = Number(digits.replace(/,/g, '')) * (multiplier ? (multipliers[multiplier.toLowerCase()] ?? 1) : 1);
    if (!Number.isFinite(amount)) continue;
    const start = m.index;
    const end = m.index + text.length;
    found.push({ amount, currency, text: text.trim(), start, end });
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
