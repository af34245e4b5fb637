/**
 * Amounts written in words, in English and French: 'about three hundred thousand dollars', 'sixty
 * thousand dollars a month', 'deux millions d'euros', 'cent vingt mille euros'. A number in words counts
 * as money only with a currency word right after it, as money.ts asks of figures. Numbers are built the
 * usual way (units and tens added, 'hundred' multiplying what is before it, 'thousand' and 'million'
 * closing a group), so every spelling the two languages use for numbers under a thousand billion reads.
 */
import { currencyNamesAfterAmounts } from '@baobab/contracts/money-words';
import type { Currency } from './types';
import { statedNumber } from './layout-cells';
import { spelledNumbersWorth, valuesFrom } from './spelled-numbers';
import { scaleMultiplier } from './scale-words';

const plainLetters = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '');
/**
 * A currency's name as running text writes it, singular or plural, in plain letters as the rules read text: the company
 * record's names (contracts' money-words, so a currency it learns is read here too), with the names the record will not
 * read after a bare figure because they are also ordinary words or shared by two currencies ('pounds', 'francs',
 * 'dinars', 'livres', 'kwacha'); here they follow a number word or a revenue word, which settles it. The one list the
 * readers share: a regular expression's group, for 'nine hundred thousand birr', 'two out of every three leones'.
 */
export const currencyNames = `(${[...new Set([...currencyNamesAfterAmounts.map(plainLetters), 'pound', 'franc', 'dinar', 'livre', 'kwacha'])]
  .sort((a, b) => b.length - a.length)
  .join('|')})s?`;

// 'a' and 'an' count as one ('a million'), 'vingts' as twenty ('quatre-vingts'), 'half' and 'demi' as a half.
const units: Record<string, number> = {
  a: 1, an: 1, ...spelledNumbersWorth([...valuesFrom(1, 20), 30, 40, 50, 60, 70, 80, 90]), vingts: 20, half: 0.5, demi: 0.5,
};
const hundreds = new Set(['hundred', 'cent', 'cents']);
const groups: Record<string, number> = { thousand: 1e3, mille: 1e3, million: 1e6, millions: 1e6, billion: 1e9, billions: 1e9, milliard: 1e9, milliards: 1e9 };
const currencyWords: Record<string, Currency> = {
  dollar: 'USD', dollars: 'USD', euro: 'EUR', euros: 'EUR', naira: 'NGN', rand: 'ZAR', cedi: 'GHS', cedis: 'GHS', pound: 'GBP', pounds: 'GBP',
  shilling: 'KES', shillings: 'KES', dirham: 'MAD', dirhams: 'MAD',
  // The currencies named by one word only (money.ts reads their signs and codes): a letter to shareholders in Antananarivo
  // or Addis Ababa spells its figures out ('quatre milliards cent millions d'ariary', 'twelve million birr').
  ariary: 'MGA', birr: 'ETB', kwanza: 'AOA', kwanzas: 'AOA', leone: 'SLE', leones: 'SLE', dalasi: 'GMD', dalasis: 'GMD', pula: 'BWP',
} as Record<string, Currency>;

const word = /[a-z\u00E0-\u00FF]+(?:-[a-z\u00E0-\u00FF]+)*/gi;
/** A sentence with no number word and no currency word is passed over at once. */
const anyCurrency = new RegExp(String.raw`\b${currencyNames}\b`, 'i');

interface WordAmount { amount: number; currency: Currency; text: string; start: number; end: number }

/** The value of a run of number words, or null when the run is not a number ('and' may join them: 'one hundred and twenty'). */
/** 'one point one million', 'deux virgule cinq millions': the digits after the point, one word each. */
const decimalPoint = /^(point|virgule)$/;
const digitsAfter = (digits: readonly number[]) => digits.reduce((sum, digit, k) => sum + digit / 10 ** (k + 1), 0);

export function valueOf(tokens: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  let decimals: number[] | null = null;
  for (const raw of tokens) {
    for (const token of raw.split('-')) {
      if (token === 'and' || token === 'et') continue;
      if (decimalPoint.test(token)) {
        if (decimals || !seen) return null;
        decimals = [];
        continue;
      }
      const digit = units[token];
      if (decimals && digit !== undefined && Number.isInteger(digit) && digit < 10 && !/^(a|an)$/.test(token)) { decimals.push(digit); continue; }
      if (decimals && !(token in groups)) return null;
      if (token in units) { current += units[token] ?? 0; seen = true; } else if (hundreds.has(token)) { current = (current || 1) * 100; seen = true; } else if (token in groups) {
        total += ((current + digitsAfter(decimals ?? [])) || 1) * (groups[token] ?? 1);
        current = 0;
        decimals = null;
        seen = true;
      } else return null;
    }
  }
  return seen ? total + current + digitsAfter(decimals ?? []) : null;
}

export function amountsInWords(sentence: string): WordAmount[] {
  if (!anyCurrency.test(sentence)) return [];
  const tokens = [...sentence.matchAll(word)].map((m) => ({ text: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  const out: WordAmount[] = [];
  tokens.forEach((token, i) => {
    const franc = token.text.startsWith('franc') && tokens[i + 1]?.text === 'cfa';
    const currency = franc ? ('XOF' as Currency) : currencyWords[token.text];
    if (!currency) return;
    // Walk back over number words ('three hundred thousand'), skipping the French "de"/"d'" of 'millions d'euros'.
    let j = i - 1;
    if (tokens[j] && /^(de|d|of)$/.test(tokens[j]?.text ?? '')) j -= 1;
    const last = j;
    const isNumberWord = (k: number) => valueOf([tokens[k]?.text ?? '']) !== null || /^(and|et|point|virgule)$/.test(tokens[k]?.text ?? '');
    while (j >= 0 && isNumberWord(j)) j -= 1;
    // 'and' or 'et' may join number words, never open a number ('... et cent vingt mille euros').
    let from = j + 1;
    while (from <= last && /^(and|et)$/.test(tokens[from]?.text ?? '')) from += 1;
    const run = tokens.slice(from, last + 1);
    // A bare 'a' or 'one' ('a dollar') is no amount worth reading; a number needs a multiplier, a ten, or to be two or more
    // written alone ('six cedis', 'fifteen cedis' a unit's price or margin as said in a call).
    const value = run.length > 0 ? valueOf(run.map((t) => t.text)) : null;
    if (value === null || value < 2 || !run.some((t) => /hundred|thousand|million|billion|cent|mille|milliard|ty\b|ante\b|ente\b|vingt|teen\b|^(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize)$/.test(t.text))) return;
    const first = run[0];
    if (!first) return;
    out.push({ amount: value, currency, text: sentence.slice(first.start, token.end), start: first.start, end: token.end });
  });
  return out;
}

/** Words that set a figure against an earlier one: what follows them is the same kind of amount. */
const comparators = new Set(['against', 'versus', 'vs', 'contre', 'from']);
const comparatorPairs = new Set(['compared with', 'compared to', 'lieu de', 'rapport a', 'rapport \u00E0']);
/** The bare figure a scale word after it multiplies: ' 365 ', ' 1,3 ', ' 2.5 '. */
const digitsBeforeScale = /^\s+(\d+(?:[.,]\d+)?)\s+$/;

/**
 * A number in words set against an amount already read, its currency left unsaid: 'two hundred and ten thousand
 * dollars, against two hundred and sixty thousand in Q2', 'huit cent mille euros, contre neuf cent cinquante mille'.
 * It takes the currency of the amount before it; `earlier` are the sentence's amounts already read.
 */
export function comparedAmountsInWords(sentence: string, earlier: readonly { currency: Currency; start: number; end: number }[]): WordAmount[] {
  if (earlier.length === 0) return [];
  const tokens = [...sentence.matchAll(word)].map((m) => ({ text: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  const out: WordAmount[] = [];
  tokens.forEach((token, i) => {
    const pair = `${tokens[i - 1]?.text ?? ''} ${token.text}`;
    if (!comparators.has(token.text) && !comparatorPairs.has(pair)) return;
    const before = [...earlier].reverse().find((m) => m.end <= token.start);
    if (!before) return;
    let j = i + 1;
    while (j < tokens.length && (valueOf([tokens[j]?.text ?? '']) !== null || (j > i + 1 && /^(and|et|point|virgule)$/.test(tokens[j]?.text ?? '')))) j += 1;
    // An article or 'and' closing the run opens the next words ('... thousand a year earlier'), it adds nothing.
    while (j > i + 1 && /^(a|an|un|une|and|et)$/.test(tokens[j - 1]?.text ?? '')) j -= 1;
    const run = tokens.slice(i + 1, j);
    const next = tokens[j];
    // Contiguous words only, and no currency word after them (that amount is read already).
    if (run.length === 0 || (next && (currencyWords[next.text] || next.text.startsWith('franc'))) || run.some((t, k) => k > 0 && /\S/.test(sentence.slice(run[k - 1]?.end ?? 0, t.start).replace(/-/g, '')))) return;
    const words = valueOf(run.map((t) => t.text));
    if (words === null || words < 10 || !run.some((t) => /hundred|thousand|million|billion|cent|mille|milliard/.test(t.text))) return;
    const first = run[0];
    const last = run[run.length - 1];
    if (!first || !last) return;
    // 'contre 365 millions', 'against 1.3 billion': a figure in digits before the scale word is what the scale multiplies;
    // any other digits between the comparison and the words leave them unread.
    const between = sentence.slice(token.end, first.start);
    const figure = digitsBeforeScale.exec(between);
    if (/\d/.test(between) && !figure) return;
    const start = figure ? token.end + figure.index + (figure[0].length - figure[0].trimStart().length) : first.start;
    const value = figure && run.length === 1 ? statedNumber(figure[1] ?? '') * words : words;
    if (figure && run.length > 1) return;
    out.push({ amount: value, currency: before.currency, text: sentence.slice(start, last.end), start, end: last.end });
  });
  return out;
}

/**
 * A figure set as the start of a move whose end alone names the currency: 'est passé de 920 millions à 1,4 milliard de
 * francs CFA', 'rose from 3.1 million to USD 4.6 million'. The first figure, with its scale word, is in the currency
 * of the amount after 'to' / 'à'; `later` are the sentence's amounts already read. A figure with no scale word is left
 * unread, since its scale may be the later amount's or none.
 */
const startOfMove = /\b(?:from|de|d')\s+((\d+(?:[.,]\d+)?)\s?(thousand|millions?|milliards?|billions?|mille|mn|bn))\s+(?:to|a|\u00E0)\s+$/i;

export function movedFromAmounts(sentence: string, later: readonly { currency: Currency; start: number }[]): WordAmount[] {
  const out: WordAmount[] = [];
  for (const end of later) {
    const from = Math.max(0, end.start - 40);
    const m = startOfMove.exec(sentence.slice(from, end.start));
    const scale = scaleMultiplier[(m?.[3] ?? '').toLowerCase()];
    if (!m || !m[1] || !scale) continue;
    const start = from + m.index + m[0].indexOf(m[1]);
    out.push({ amount: statedNumber(m[2] ?? '') * scale, currency: end.currency, text: m[1], start, end: start + m[1].length });
  }
  return out;
}
