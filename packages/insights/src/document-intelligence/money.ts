/**
 * Money and percentages in free text: '$1.2M', 'US$ 500k', '₦50 million', 'KES 10,000,000',
 * 'R5m', '3bn naira', '1 200 000 EUR', '1,2 M€', '120 k€', '85 000 €', '500 millions FCFA', '1,9 MDT' (million
 * Tunisian dinars, as Tunisian accounts write them; 'DT' alone is the dinar), '12 millions DA' (Algerian dinars), '145 000 Ar' (Malagasy ariary). Spans that
 * look like an amount are found here; each is read by the product's one amount reader
 * (contracts/money-reader.ts), so a document's '1 200 000 EUR' reads as the founder's form does. A
 * number counts as money only with a currency sign, code or name next to it ('1.2M users' is not
 * money), and a span the reader finds ambiguous ('€1.500') is left out, never guessed.
 */
import { statedNumber } from './layout-cells';
import { currencyCodes, currencyExponents } from '@baobab/contracts/currencies';
import { readMoneyText } from '@baobab/contracts/money-reader';
import { currencyNamesAfterAmounts, currencyOfCountrySign, currencySignsBeforeAmounts } from '@baobab/contracts/money-words';
import type { Money, Period } from './types';
import { amountsInWords, comparedAmountsInWords, movedFromAmounts } from './money-words';

const codes = currencyCodes.join('|');
// The currency names the product's amount reader knows, written after a figure ('38 millions d'ariary', '600 pula'):
// taken from its one list (contracts/money-words.ts), so a name it reads is never missed here.
const names = currencyNamesAfterAmounts.map((name) => name.replace(/ /g, String.raw`\s`)).join('|');
// The signs it reads before a figure ('ZK 20,000', 'USh 500,000', 'N$ 1.2m'), from the same list.
const signs = currencySignsBeforeAmounts.map((sign) => sign.replace(/[$.]/g, (c) => `\\${c}`)).join('|');
// The symbols are written as \u escapes (₦ 20A6, € 20AC, £ 00A3, ₵ 20B5): the server bundle stays
// ASCII, which V8 stores at one byte per character (apps/server/build.mjs).
const moneyPattern = new RegExp(
  String.raw`(?<![\w$\u20A6\u20AC\u00A3\u20B5.,])(?:(KShs?\.|F\s?CFA|${signs}|${codes}|R(?=\s?\d)|N(?=\d)|E(?=\d)|P(?=\d{2}))\s?)?` +
    String.raw`(\d{1,3}(?:[ \u00A0\u202F.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)` +
    // 'k\u20AC', 'KEUR', 'MFCFA', 'MDH', 'MMAD': a multiplier written against its currency (any code); "million d'euros": the French elision.
    String.raw`(?:\s?(thousand|millions?|milliards?|billions?|mille|mln|mn|bn|mm|mds|md|mrd|k|m|b)(?:(?![a-z])|(?=(?:${codes}|fcfa|dh|dt)(?![a-z])))(?:\s(?:de|of)(?=\s)|\sd['\u2019](?=[a-z]))?)?` +
    String.raw`(?:\s?(${codes}|F\s?CFA|${names}|DH|DT|DA|AR|\u20AC|\$)(?![a-z\u00E0-\u00FF]))?`,
  'gi',
);
// Starting only where a number starts keeps long digit runs linear.
// '1,000%' is a thousand per cent, thousands grouped by commas; '12,5 %' a French decimal.
const percentPattern = /(?<![\d.,])(\d{1,3}(?:,\d{3})+(?![.,]?\d)|\d+(?:[.,]\d+)?)\s?(?:%|percent\b|per cent\b|pour ?cent\b)/gi;

// 'Charges totales du mois', 'revenue for the month': a month's figure, as 'par mois' is.
const monthlyWords = /(per month|a month|each month|every month|monthly|for the month\b|of the month\b|this month's|du mois\b(?! (?:de|d'|d\u2019|dernier|pr))|par mois|mensuel(?:le)?s?|chaque mois|\/\s?mois\b|\/\s?mo(?:nth)?\b|\bp\.?m\.?(?![a-z])|\bmrr\b|\bmom\b)/i;
const yearlyWords = /(per year|a year|each year|every year|yearly|annual|annually|per annum|(?:for|in|over|during) the (?:full )?year\b|par an\b|annuel(?:le)?s?|par ann\u00E9e|chaque ann\u00E9e|(?:de|sur|pour) l['\u2019](?:exercice|ann\u00E9e)\b|\/\s?an\b|\/\s?y(?:ea)?r\b|\bp\.?a\.?(?![a-z])|\barr\b)/i;

// A year beside a part of it ('(S2 2024 : 2,9 M MAD)', 'Q3 2025:') names that part, not a whole year (monthNames below).
// 'Trésorerie au 30/09/2025 : 150 MFCFA': the year of a written date (after '/', '.' or '-') names a day, not a whole year's figure.
const wholeYear = /\b(?:in|en|for|pour|during|fy|exercice)\s?(?:fy\s?)?20\d\d\b|^\W*(?:fy\s?)?20\d\d\s?:|\b(?:revenues?|sales|turnover|chiffre d'affaires)\s(?:fy\s?)?20\d\d\b|(?<!\d[/.-])\b(?:fy\s?)?20\d\d\s?:\s*$|\b(?:fy\s?)?20\d\d\s(?:(?:total|net|operating|gross)\s)?(?:revenues?|sales|turnover|costs?|expenses|opex)\b/i;
// 'May' is the month only in a written date ('31 May 2024', 'May 2024'); alone it is as often a modal.
const monthNames = /\b(jan(uary)?|feb(ruary)?|march|april|(?<=\d\s)may|may(?=\s20\d\d)|june|july|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?|janvier|fevrier|f\u00E9vrier|mars|avril|mai|juin|juillet|ao\u00FBt|aout|septembre|octobre|novembre|d\u00E9cembre|decembre|q[1-4]|t[1-4]|quarter|trimestre|h[12]|s[12]|semester|semestre)\b/i;

/**
 * Period named within a few words after the amount, else just before it, looking no further
 * than the neighbouring amounts or a comma or semicolon (a clause boundary).
 */
/** 'with monthly costs of $25k': a period word that leads the next amount's noun, not a word about this amount. */
const leadsNextAmount = /\b(monthly|annual|yearly|quarterly|mensuel\w*|annuel\w*|trimestriel\w*)\s+[a-z'\u2019]+(\s+[a-z'\u2019]+)?\s*(of|de|d'|:|was|were|is|are|at|of about|s'elevent a)?\s*$/i;

/**
 * A conjunction that opens a clause with a subject of its own ('84 millions FCFA et que les décaissements nets mensuels
 * ...', '$310k, and our monthly burn is ...'): the words after it tell of that subject, not of the amount before it.
 */
export const newSubjectJoin = /\s(and|et|while|whereas|but|mais|tandis|alors)\s+(que\s+|qu')?(the|our|its|their|we|le|la|les|l'|nos|notre|ses|son|sa|leurs?|nous|on)\b/i;

function periodNear(sentence: string, start: number, end: number, previousEnd: number, nextStart: number): Period | null {
  const reach = sentence.slice(end, Math.min(end + 40, nextStart));
  const join = newSubjectJoin.exec(reach);
  const window = (join ? reach.slice(0, join.index) : reach).split(/[,;]/)[0] ?? '';
  const after = end + window.length >= nextStart && leadsNextAmount.test(window) ? '' : window;
  // 'Dépenses nettes mensuelles (19 salariés, agents terrain, marketing) : 24 M FCFA': an aside in brackets between the
  // label and its amount is passed over, so its commas do not cut the label's period word off.
  const before = sentence.slice(Math.max(start - 120, previousEnd), start).replace(/\([^()]*\)/g, ' ').slice(-40).split(/[,;]/).pop() ?? '';
  for (const window of [after, before]) {
    const month = monthlyWords.exec(window);
    const year = yearlyWords.exec(window);
    if (month && (!year || month.index <= year.index)) return 'month';
    if (year) return 'year';
  }
  // 'In 2024 revenue was $600,000', 'chiffre d'affaires 2024 : 1,2 M€': a whole year's figure.
  // 'Revenue in 2024 was $400k; operating expenses were $900k': one year named for the whole sentence.
  const years = new Set(sentence.match(/(?<!\d)20\d\d(?!\d)/g) ?? []);
  const sentenceYear = years.size === 1 && /\b(?:in|en|for|pour|during|fy|exercice)\s?(?:fy\s?)?20\d\d\b/i.test(sentence) && !monthNames.test(sentence);
  return sentenceYear || [after, before].some((window) => wholeYear.test(window) && !monthNames.test(window)) ? 'year' : null;
}

/** A comparison and a number in words after it: most sentences have neither, and are passed over at once. */
const comparedInWords = /\b(against|versus|vs|contre|from|compared|lieu de|rapport)\b(?:[^.;]|\.\d){0,40}\b(hundred|thousand|million|billion|cents?|mille|millions?|milliards?)\b/i;

export interface MoneyMatch extends Money {
  /** Character offsets of the match in the sentence. */
  start: number;
  end: number;
}

const rangeUpper = /^\s?[-\u2013]\s?\d+(?:[.,]\d+)?\s?(k|m|mn|bn)\b/i;
/** The scale a figure's short suffix writes ('64k', '1.2m', '3 bn'), lower case: the one table for every reader. */
export const suffixScales: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, mn: 1e6, bn: 1e9 };

/**
 * A bare sign that names a currency only in the document's country ('K 1,200,000', 'K1.2m', 'Le 450,000', 'M 148k';
 * document-country.ts), in capitals, against grouped thousands or a scale: 'K12' (a school grade), 'M1' and 'Le 3
 * juillet' are no amounts.
 */
const countrySign = /(?<![\w$.,])(K|Le|LE|M|P|E)\s?(\d{1,3}(?:[,\u00A0\u202F ]\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?\s?(?:[kKmM]|mn|bn|million|millions|billion)(?![a-z]))/g;

/**
 * The same sign against a plain figure where a label gives its value, after its colon or a table's run of spaces
 * ('CAC: Le 40 per learner', 'Average monthly payment        K 145'); not a date ('Date : Le 3 juillet') nor a rank.
 */
const labelledCountrySign = /(?<=(?::|\s{2})\s?)(K|Le|LE|M|P|E)\s?(\d+(?:\.\d+)?)(?![\d,.]?\d|\s?%|[a-zA-Z])/g;
const dateOrRankAfter = /^\s?(er|st|nd|rd|th|janv|f[eé]vr|mars|avr|mai|juin|juil|ao[uû]t|sept|oct|nov|d[eé]c|jan|feb|mar|apr|may|jun|jul|aug|sep)/i;

function countrySignAmounts(sentence: string, country: string): Omit<MoneyMatch, 'period'>[] {
  const found: Omit<MoneyMatch, 'period'>[] = [];
  for (const pattern of [countrySign, labelledCountrySign]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(sentence); m; m = pattern.exec(sentence)) {
      const end = m.index + m[0].length;
      if (found.some((f) => f.start === m?.index) || (pattern === labelledCountrySign && dateOrRankAfter.test(sentence.slice(end)))) continue;
      // Only the document's own country's signs: a spaced 'E 2,400' in a Zambian document is a label, not lilangeni.
      if (currencyOfCountrySign(m[1] ?? '', country) === undefined) continue;
      const reading = readMoneyText(m[0], { country });
      if (reading.ok && reading.isCurrencyWritten) found.push({ amount: reading.amountMinor / 10 ** currencyExponents[reading.currency], currency: reading.currency, text: m[0], start: m.index, end });
    }
  }
  return found;
}

/**
 * A code with the thousands it counts in, before the figure, as accounts label a line ("Cash at 30 September: LYD'000
 * 1,920", "KES '000 3,410"): the figure in thousands of that currency. A caption's code with no figure after it is none.
 */
const codeInThousands = new RegExp(String.raw`(?<![\w$])(${codes})\s?['\u2019]000\s+(\d{1,3}(?:,\d{3})*(?:\.\d+)?)(?![\d.,]?\d|\s?%)`, 'g');
function thousandsAfterCode(sentence: string): Omit<MoneyMatch, 'period'>[] {
  const found: Omit<MoneyMatch, 'period'>[] = [];
  for (const m of sentence.matchAll(codeInThousands)) {
    const reading = readMoneyText(`${m[1] ?? ''} ${m[2] ?? ''}`);
    if (reading.ok && reading.isCurrencyWritten) found.push({ amount: (reading.amountMinor / 10 ** currencyExponents[reading.currency]) * 1e3, currency: reading.currency, text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return found;
}

/** The amounts of a sentence; `country`, the document's (document-country.ts), reads the signs that name a currency only there. */
export function parseMoney(sentence: string, country?: string): MoneyMatch[] {
  const found: Omit<MoneyMatch, 'period'>[] = [];
  moneyPattern.lastIndex = 0;
  for (let m = moneyPattern.exec(sentence); m; m = moneyPattern.exec(sentence)) {
    const [text, prefix, , , suffix] = m;
    // A currency must be written; 'R' stands for rand, 'N' for naira, 'E' for lilangeni and 'P' for pula only in capitals (a lower-case
    // letter ends a word), and 'P' only before a figure no letter follows ('P600', not 'P10x').
    if ((!prefix || prefix === 'r' || prefix === 'n' || prefix === 'p') && !suffix) continue;
    if (prefix === 'P' && !suffix && /[a-z]/i.test(sentence.charAt(m.index + text.length))) continue;
    // 'E1.1m', 'E2,600,000': the lilangeni as Eswatini writes it (the contracts' reader knows the sign), its one letter
    // taken here only against a figure with a scale or grouped thousands.
    if (prefix === 'E' && !m[3] && !/\d[ ,]\d{3}/.test(text)) continue;
    // 'TZS 2.9 billion of our TZS 4.1 billion': the 'of' taken for "million d'euros" is not part of this amount.
    const joined = !suffix && /\s(de|of)$/i.test(text) ? text.replace(/\s(de|of)$/i, '') : text;
    // 'N620m': naira as Nigerian writers type it without the sign.
    const reading = readMoneyText(prefix === 'r' || prefix === 'n' ? joined.slice(1) : prefix === 'N' ? `\u20A6${joined.slice(1)}` : joined);
    if (!reading.ok || !reading.isCurrencyWritten) continue;
    const start = m.index;
    const end = m.index + joined.length;
    // 'GHS 45\u201346k', 'USD 40-50k': a range's first figure carries the scale written after the second.
    const rangeScale = /\d\s*$/.test(joined) ? rangeUpper.exec(sentence.slice(end, end + 16))?.[1]?.toLowerCase() : undefined;
    const scale = rangeScale ? suffixScales[rangeScale] ?? 1 : 1;
    found.push({ amount: (reading.amountMinor / 10 ** currencyExponents[reading.currency]) * scale, currency: reading.currency, text: joined.trim(), start, end });
  }
  found.push(...thousandsAfterCode(sentence).filter((c) => !found.some((f) => f.start < c.end && c.start < f.end)));
  if (country !== undefined) found.push(...countrySignAmounts(sentence, country).filter((c) => !found.some((f) => f.start < c.end && c.start < f.end)));
  found.push(...amountsInWords(sentence).filter((w) => !found.some((f) => f.start < w.end && w.start < f.end)));
  // 'de 920 millions à 1,4 milliard de francs CFA': the move's start takes its end's currency.
  found.push(...movedFromAmounts(sentence, found).filter((w) => !found.some((f) => f.start < w.end && w.start < f.end)));
  found.sort((a, b) => a.start - b.start);
  // 'against two hundred and sixty thousand in Q2': the earlier amount's currency, unsaid.
  if (found.length > 0 && comparedInWords.test(sentence)) {
    found.push(...comparedAmountsInWords(sentence, found).filter((w) => !found.some((f) => f.start < w.end && w.start < f.end)));
    found.sort((a, b) => a.start - b.start);
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
    const figure = m[1] ?? '';
    const value = statedNumber(figure);
    if (Number.isFinite(value)) found.push(value);
  }
  return found;
}

/** A figure with no month or year named in a sentence about a quarter: 'revenue last quarter was $150,000', a third of it a month. */
const quarterWords = /\b(quarter|quarterly|per quarter|trimestre|trimestriel(le)?|par trimestre)\b/i;
/**
 * 'Le chiffre d'affaires mensuel moyen du troisième trimestre', 'average monthly revenue in Q3', 'average monthly cash burn
 * over the quarter', 'monthly net cash outflows averaged ... in the last quarter', 'consommation mensuelle moyenne du
 * trimestre': the quarter's month, not the quarter.
 */
const monthlySubject = /\b((average )?monthly ((net|gross|cash|operating) ){0,2}(revenues?|sales|turnover|burn|spend(ing)?|costs?|expenses|outflows?|opex)|(chiffre d'affaires|ca|ventes|revenus?|recettes|consommation|d\u00E9penses|depenses|charges|burn) (de tr\u00E9sorerie |de tresorerie |nette? )?mensuel(le)?s?( moyen(ne)?s?)?|moyenne mensuelle)\b/i;
/**
 * 'Net burn: KES 3.2m, roughly where it has sat for the last quarter', 'stable depuis un trimestre': the quarter is how
 * long the figure has held at that level, not the span it adds up: no quarter's total.
 */
const heldForQuarter = /\b(has|have) (sat|stayed|held|hovered|remained|been (flat|steady|stable|unchanged))\b[^.;]{0,30}\b(for|over|throughout) (the |this )?(last |past |whole |entire )?(quarter|three months)\b|\b(stable|inchang\u00E9e?s?|inchangee?s?|constante?s?|au m\u00EAme niveau|au meme niveau)\b[^.;]{0,20}\bdepuis (un|le dernier|ce|tout le) trimestre\b/i;
export function quarterSentenceMonthly(finding: { amount: Money | null; sentence: string }): number | null {
  if (!finding.amount || finding.amount.period !== null || !quarterWords.test(finding.sentence) || heldForQuarter.test(finding.sentence)) return null;
  return monthlySubject.test(finding.sentence) ? finding.amount.amount : finding.amount.amount / 3;
}

/** A monthly amount when the period is known; null otherwise. */
export function monthlyAmount(money: Money): number | null {
  if (money.period === 'month') return money.amount;
  if (money.period === 'year') return money.amount / 12;
  return null;
}

const quarterAfter = /\s*(a|per|each|every|par|chaque) (quarter|trimestre)\b/iy;
const weekAfter = /\s*(a|per|each|every|par|chaque|\/) ?(week|semaine)\b/iy;
// Written as a second alternative of the figure's pattern, so 'weekly' anywhere in the sentence makes the figure a week's.
const weeklyAnywhere = /\s*(weekly|hebdomadaires?)\b/i;
const weeksPerMonth = 52 / 12;
/** 'Revenue last month was $22k', 'le chiffre d'affaires du mois dernier': the sentence's one amount is that month's. */
const lastMonth = /\b(last|this|previous|past) month\b|\bin the (last|latest|most recent) month\b|\b(le|du|au cours du) mois (dernier|precedent|pr\u00E9c\u00E9dent)\b|\bce mois-ci\b/i;
const monthCompared = new RegExp(String.raw`\s*\(\s*(vs\.?\s|versus\s|against\s|contre\s)?(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec|janv|f\u00E9vr?|fevr?|avr|mai|juin|juil|ao\u00FBt|aout|d\u00E9c)[a-z\u00E9\u00FB]*\.?\s?(20\d\d|'?\d\d)?\s?[:=]?\s?[^\s\d)]{0,4}\s?\d`, 'iy');
// The month may be named as one ('sur le seul mois de mars', 'pour le mois de mai', 'for the month of March', 'over the single month of June').
const monthAfter = new RegExp(String.raw`\s*(in|en|for|pour|during|au mois de|in the month of|(sur|pour|durant|pendant) le (seul )?mois de|(for|in|over|during) the (single |one )?month of) (january|february|march|april|may|june|july|august|september|october|november|december|janvier|fevrier|f\u00E9vrier|mars|avril|mai|juin|juillet|aout|ao\u00FBt|septembre|octobre|novembre|decembre|d\u00E9cembre)\b`, 'iy');

/**
 * ECMAScript's case folding under the 'i' flag without 'u' (Canonicalize): a character's upper case, unless that is
 * not one character or turns a non-ASCII character into an ASCII one. A literal matches under 'i' where the
 * canonical forms are equal, and one character stays one, so positions hold.
 */
const nonAscii = /[^\x20-\x7e\t\n\r]/;
function canonical(text: string): string {
  if (!nonAscii.test(text)) return text.toUpperCase();
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    const upper = ch.toUpperCase();
    out += upper.length !== 1 || (ch.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) ? ch : upper;
  }
  return out;
}

/**
 * Whether `text`, in any case, stands in `sentence` with `after` (sticky, case-insensitive) matching right behind it:
 * what a pattern of the escaped text followed by `after` finds, without compiling a pattern for every figure.
 */
function textThen(text: string, sentence: string, after: RegExp): boolean {
  const needle = canonical(text);
  const haystack = canonical(sentence);
  for (let at = haystack.indexOf(needle); at !== -1; at = at < haystack.length ? haystack.indexOf(needle, at + 1) : -1) {
    after.lastIndex = at + text.length;
    if (after.test(sentence)) return true;
  }
  return false;
}

/**
 * A month's amount for a figure whose period is written as a quarter or a named month rather than a
 * rate: '$240,000 a quarter' is $80,000 a month, '$30,000 a week' about $130,000, '$60,000 in December'
 * and 'revenue last month was $22k' a month's. Null otherwise.
 */
export function namedPeriodMonthly(finding: { amount: Money | null; text: string; sentence: string }): number | null {
  if (!finding.amount || finding.amount.period !== null) return null;
  if (textThen(finding.text, finding.sentence, quarterAfter)) return finding.amount.amount / 3;
  if (textThen(finding.text, finding.sentence, weekAfter) || weeklyAnywhere.test(finding.sentence)) return finding.amount.amount * weeksPerMonth;
  // The sentence's one amount: a year named beside it ('R185k (October 2025)') is a date, not a second figure.
  const digits = (text: string) => (text.replace(/(?<!\d)20\d\d(?!\d)/g, '').match(/\d/g) ?? []).length;
  if (lastMonth.test(finding.sentence) && digits(finding.sentence) === digits(finding.text)) return finding.amount.amount;
  // 'Revenue: USD 38k (Sept: USD 35k)', 'rev R1.31m (Oct R1.52m, Sep R1.60m)': compared with a named month's, it is a month's.
  if (textThen(finding.text, finding.sentence, monthCompared)) return finding.amount.amount;
  if (textThen(finding.text, finding.sentence, monthAfter)) return finding.amount.amount;
  return periodBefore(finding.amount.amount, finding.text, finding.sentence);
}

const weekRate = /\b(a|per|each|every|par|chaque) ?(week|semaine)\b|\bweekly\b|\bhebdomadaires?\b/;
// 'Net burn for the three months came to', 'over the last three months', 'sur les trois derniers mois': a quarter's figure.
const quarterNamed = /\b(for|over|in|during) (the )?(last |past |first |latest )?(three|3) months\b|\b(sur|au cours des|pendant les) (les )?(trois|3) (derniers |premiers )?mois\b|\b[qt][1-4]\b|\b(a|per|each|every|par|chaque|du|ce|this|last|the|for the|au cours du) (quarter|trimestre)\b|\bquarterly\b|\btrimestriel(le)?s?\b/;
const monthlyKind = /\b(monthly (costs|expenses|spend|outgoings|charges|revenues?|sales)|(charges|depenses|couts|ventes|recettes) mensuel(le)?s)\b/;
const monthOfLabel = /^[^\d]*\b(for|of|over) the month\b(?! of\b)|^[^\d]*\b(charges|depenses|couts|ventes|recettes|chiffre d'affaires) du mois\b(?! (de|d'|dernier|pr))/;
const halfNamed = /\bh[12]\b|\b(first|second) half\b|\bsemestre\b|\bsemestriel(le)?s?\b|\bsix months (ended|to)\b/;
const anyMonthName = /\b(january|february|march|april|may|june|july|august|september|october|november|december|janvier|fevrier|f\u00E9vrier|mars|avril|mai|juin|juillet|aout|ao\u00FBt|septembre|octobre|novembre|decembre|d\u00E9cembre)\b/g;
// The French 'mai' is a month; the English 'may' is left out, a modal as often as a month.
const oneMonthNamed = /^[^\d]*\b(january|february|march|april|june|july|august|september|october|november|december|janvier|fevrier|f\u00E9vrier|mars|avril|mai|juin|juillet|aout|ao\u00FBt|septembre|octobre|novembre|decembre|d\u00E9cembre)\b[^\d]*$/;

/**
 * The period a figure's own clause names before it, when none is written after it: 'Net cash burn, average
 * per week this quarter: KES 1.1m' (a week's, a rate before the window it is averaged over), 'Revenue for
 * Q3 was $380k', 'H1 revenue: $3.4M', 'Consommation de trésorerie du trimestre : 450 000 €', 'Revenue,
 * October: 9.6m'. Read from the last ';' before the figure; null when the clause names no period.
 */
const chatPrefix = /^\W*\[[^\]]{1,25}\]\s*[^:\d]{1,40}:\s*/;
function periodBefore(amount: number, text: string, sentence: string): number | null {
  const at = sentence.indexOf(text);
  if (at < 0) return null;
  const lower = sentence.slice(0, at).toLowerCase();
  // A chat's time and speaker ('[03/06/2025 21:48] Aïcha Koné: Décaissements de mai : 31 M') are no part of the figure's clause.
  const clause = lower.slice(lower.lastIndexOf(';') + 1).replace(chatPrefix, '');
  if (weekRate.test(clause)) return amount * weeksPerMonth;
  if (quarterNamed.test(clause)) return amount / 3;
  if (halfNamed.test(clause)) return amount / 6;
  // 'nos charges mensuelles totales - production, marketing, équipe - se sont établies à 1,9 M MAD': the month named as the figure's own kind.
  if (monthlyKind.test(clause)) return amount;
  // 'Operating costs for the month, including payroll at the depot, were 147m': the month named in the label, an aside
  // between it and the figure (periodNear reads only the words next to the figure, and a comma ends them).
  if (monthOfLabel.test(clause)) return amount;
  // One month named, no range ('January to September', 'May-October'): that month's figure. A hyphen inside a name ('M-Pesa collections for October') is no range.
  const range = /\b(to|through|until|a|au|jusqu)\b|(?<![a-z])-|-(?![a-z])/.test(clause.replace(/^[^a-z]*/, '')) || (clause.match(anyMonthName) ?? []).length > 1;
  return oneMonthNamed.test(clause) && !range ? amount : null;
}

/** A document's figure in whole units, for a message value each reader's language writes (the one money spelling, contracts/money-display.ts). */
export function wholeAmount(currency: string, amount: number): { amount: number; currency: string } {
  return { amount: Math.round(amount), currency };
}
