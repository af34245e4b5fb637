/**
 * Costs said to be above revenue in words, or shown by a stated loss or a negative result line, with no monthly figures
 * to compare (red-flags.ts compares those first): the last reading of burn-above-revenue.
 */
import { assertedMatch, isModalAt } from './assertion';
import { statedNumber } from './layout-cells';
import { monthNamesPattern } from './month-names';
import { costOfSalesAboveSales } from './red-flag-rules-metrics';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { spentToAcquire } from './unit-metrics';

/**
 * Costs said to exceed revenue, without figures: 'our monthly costs exceed our revenue', 'nos coûts dépassent nos revenus'; and a
 * sale said to cost more than it brings in ('chaque passage nous coûte 1 500 de plus que ce qu'il rapporte'): cost of sales above revenue.
 */
const costsExceedWords = /\b(spend|spends|spending|costs?|expenses|burn|depensons|depenses|charges|couts)\b[^.;]{0,40}\b(twice|double|two times|three times|deux fois|trois fois|le double)\b( that| as much| what we| more than we| ce que| de ce que| plus que| notre chiffre| du chiffre)|\b(spend|spends|spent|burn|burns|lose|lost|depensons|depensent)\b(?:[^.;]|\.\d){0,40}\bmore than (we|it|the company) (earns?|earned|makes?|made|brings? in|bills?|invoices?|takes? in|collects?)\b|\b(depensons|depensent|depense)\b(?:[^.;]|\.\d){0,40}\bplus que ce que (nous gagnons|nous facturons|nous encaissons|nous rapporte)|\b(nous coute\w*|coute\w*|costs? us|costs)\b(?:[^.;]|\.\d){0,30}\b(de plus que ce qu'(il|elle|ils|elles) (nous )?rapporte\w*|more than (it|they) (brings? in|earns?|makes?|sells? for))|\b(costs?|expenses|burn|spending|couts?|charges|depenses)\b[^.;]{0,30}\b(exceeds?|exceeded|are (higher|above|greater) than|outstrips?|outpaces?|depassent|depasse|excedent|sont superieur\w* (a|aux))\b[^.;]{0,10}\b(revenues?|sales|income|revenus?|chiffre d'affaires|ventes|recettes)\b/;

/**
 * A loss stated with its amount: every cost together was above the revenue ('made a loss before tax of USD 1.9 million', 'perte nette de 120 k€',
 * 'losses of XOF 2.9bn'; a credit, tax or exchange loss, or losses accumulated over the years, are no period's result).
 * A statement's title ('Statement of profit or loss for the year ended 31 December 2025') names no loss, and the day or
 * year of a date is no amount: the date the period ends is read past ('net loss for the year ended 31 December 2025 of KES 14.6m').
 */
// Or the loss told as money lost in a named period ('we lost UGX 410M in Q2', 'on a perdu 30 M FCFA en mars'): the amount
// carries a currency or a scale, so lost customers or points ('we lost 12 in Q2', 'lost 3 drivers in May') are not read.
const lostMoney = String.raw`(?:(?!(?:some|about|over|only|just)\b)[a-z]{2,4} ?|[$\u20AC\u00A3\u20A6\u20B5] ?)\d[\d.,]*(?: ?(?:k|m|mn|bn|millions?|milliards?|md))?|\d[\d.,]* ?(?:k|m|mn|bn|millions?|milliards?|md)`;
const lostInPeriod = String.raw`(?:we|nous|on) (?:lost|have lost|a perdu|avons perdu)(?= (?:${lostMoney})(?: [a-z]{3,4})? (?:in|over|during|for|en|sur|au cours d[ue]) (?:q[1-4]|h[12]|the (?:quarter|year|month|half)|(?:le|ce) (?:trimestre|semestre|mois)|l'annee|20\d\d|${monthNamesPattern})\b)`;
const statedLoss = new RegExp(String.raw`\b(net loss|loss before (tax|interest)|loss after tax|pre-tax loss|operating loss|(?<!\bprofits? (or|and|&) )loss for the (year|period|quarter)|(made|posted|recorded|reported|booked|incurred|suffered) a (net |pre-tax |an operating )?loss|perte nette|perte d'exploitation|perte avant impots?|perte de l'exercice|(a|avons|ont) (enregistre|realise|subi|constate) une perte|(se solde|se soldait|s'est soldee?) par une perte( de l'exercice)?|resultat net (negatif|deficitaire)|(?<!\b(credit|loan|impairment|exchange|fx|tax|accumulated|cumulative|trading|hedging|actuarial|value|claims?) )losses of(?= [a-z]{0,3}\$?\s?\d)|des pertes de(?= \d)|${lostInPeriod})\b(?: (?:ended|ending|to|clos(?:e)? le|au) [0-3]?\d(?:st|nd|rd|th|er)? [a-z]+ 20\d\d)?(?:[^.;]|\.\d){0,30}?(?<!\d)(?![0-3]?\d(st|nd|rd|th|er)? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|fev|avr|mai|juin|juil|aout)|20\d\d(?!\d))\d`);
/**
 * A result written with a minus sign or in brackets: 'un résultat net de − 214 M FCFA', 'net result: (1.2m)', 'operating
 * income of -KES 3m': a loss, as statedLoss reads one in words.
 */
const negativeResultStated = /\b(resultat (net|de l'exercice|d'exploitation|operationnel|avant impots?)|net (result|income|profit)|operating (result|income|profit)|(result|profit) for the (year|period))\b(?: (?:de|of|was|is|est|came to|s'eleve a|ressort a|s'etablit a))?\s?:?\s?(?:[-\u2212\u2013]\s?|\(\s?)(?:[a-z]{1,4}\s?|\$\s?)?\d/;

/**
 * A statement's loss line set in columns, its figures far to the right of its label ('Loss before tax      (618 400)
 * (246 600)', '| Perte nette | (1 062) | (1 297) |'): statedLoss allows a few words between a loss and its amount,
 * not a column's width of spaces. A row of one sign only: under a loss label a bracketed cell among plain ones may be
 * a year's profit ('Net loss   (120)   340'), which says nothing of the latest period.
 */
const lossRowLabel = /^\W*(net loss|loss (before|after) tax|loss for the (year|period|quarter|half-year)|operating loss|pre-tax loss|perte nette|perte de l'exercice|perte d'exploitation|perte avant impots?)(\s?\([^()]*\))?(\s{2,}|\s*\|\s*)/;
const cellFigure = /^\(?[-\u2212]?\s?\d[\d\s.,\u00A0\u202F]*\)?$/;
function lossRowInColumns(s: SentenceFacts): boolean {
  const m = s.projected ? null : lossRowLabel.exec(s.lower);
  if (!m) return false;
  const cells = s.lower.slice(m[0].length).split(/\s{2,}|\|/).map((c) => c.trim()).filter((c) => c !== '');
  if (cells.length === 0 || !cells.every((c) => cellFigure.test(c))) return false;
  const signed = cells.filter((c) => /^[(\-\u2212]/.test(c)).length;
  return signed === 0 || signed === cells.length;
}

/** Money after a word of spending, and money after a word of earning, in one sentence ('we spend ZAR 1.9m a month ... and bring in ZAR 1.2m'). */
// 'des dépenses mensuelles moyennes de 95 000 USD et des encaissements mensuels d'environ 60 000 USD': the nouns, as minutes write them.
const spendBefore = /\b(spend|spends|spending|spent|burn|burns|burning|pay out|depensons|depensent|depense|depenses|consommons|consomme)\b[^.;\d]{0,30}$/;
const earnBefore = /\b(bring in|brings in|brought in|take in|takes in|earn|earns|collect|collects|bill|bills|invoice|invoices|encaissons|facturons|gagnons|rapporte|encaissements)\b[^.;\d]{0,30}$/;
function spendAboveEarnings(s: SentenceFacts): boolean {
  // Room for the word itself before the thirty characters the patterns allow after it.
  const before = (m: SentenceFacts['money'][number]) => s.lower.slice(Math.max(0, m.start - 45), m.start);
  // 'We spend €240 to acquire each merchant': what one customer costs to win is no running cost.
  const spend = s.money.find((m) => spendBefore.test(before(m)) && !spentToAcquire.test(s.lower.slice(m.end, m.end + 40)));
  const earn = s.money.find((m) => earnBefore.test(before(m)));
  return Boolean(spend && earn && spend.currency === earn.currency && (spend.period === earn.period || !spend.period || !earn.period) && spend.amount > earn.amount);
}

/**
 * The same said with bare amounts, as chats write them once the currency is understood: 'on a brûlé 28 M sur le mois et
 * on n'a facturé que 19 M', 'we burned 40k and billed 25k'. Both amounts carry a scale word, so they are money, not counts.
 */
const scaled = String.raw`(\d+(?:[.,]\d+)?)\s?(k|m|mds?|millions?|milliards?|thousand)\b`;
const bareSpendThenEarn = new RegExp(String.raw`\b(brule|brulons|brulent|depense|depensons|depensent|burned|burnt|spent)\b[^.;\d]{0,20}${scaled}[^.;\d]{0,60}\b(facture|facturons|encaisse|encaissons|gagne|gagnons|billed|invoiced|earned|collected|brought in)\b[^.;\d]{0,20}${scaled}`);
const scaleOf = (word: string) => (/^(k|thousand)$/.test(word) ? 1e3 : /^(mds?|milliards?)$/.test(word) ? 1e9 : 1e6);
function bareSpendAboveEarnings(s: SentenceFacts): boolean {
  if (s.money.length > 0 || s.projected) return false;
  const m = bareSpendThenEarn.exec(s.lower);
  if (!m || isModalAt(s.lower, m.index)) return false;
  return statedNumber(m[2] ?? '') * scaleOf(m[3] ?? '') > statedNumber(m[5] ?? '') * scaleOf(m[6] ?? '');
}

/**
 * A sheet's rows of bare scaled amounts, one period a row ('oct: CA 44,5 M, coût des ventes 48 M.', as layout.ts writes a
 * copied table whose header names revenue and costs): the latest row's costs above its revenue.
 */
const bareRow = new RegExp(String.raw`^[a-z0-9 .'-]{2,20}: (?:ca|revenues?|sales|chiffre d'affaires|ventes) ${scaled}, (?:cout des ventes|cost of sales|cogs|costs|total costs|charges(?: totales)?|couts(?: totaux)?|depenses) ${scaled}\.$`);
function bareRowCostsAbove(sentences: readonly SentenceFacts[]): SentenceFacts | null {
  const rows = sentences.filter((s) => s.derived && !s.projected && s.money.length === 0 && bareRow.test(s.lower));
  const latest = rows[rows.length - 1];
  const m = latest ? bareRow.exec(latest.lower) : null;
  return latest && m && statedNumber(m[3] ?? '') * scaleOf(m[4] ?? '') > statedNumber(m[1] ?? '') * scaleOf(m[2] ?? '') ? latest : null;
}

/**
 * A result line whose latest figure is negative ('Résultat d'exploitation ..... (52 800)', a table's 'Operating result
 * Q1: 30; Q2: -15; Q3: -62'): the costs of that period were above its revenue. A projection's line is no result.
 */
// The result of a half, a quarter or a month as a management account names it ('Résultat du semestre', 'Result for the period').
const resultLine = /^\W*(operating (result|profit|income)|net (result|profit|income)|profit before tax|(net )?(result|profit) for the (period|half|half-year|quarter|month)|resultat (d'exploitation|operationnel|net|de l'exercice|avant impots?|du semestre|du trimestre|du mois|de la periode))\b/;
const lastFigureNegative = /(\(\s*\d[\d\s.,\u00A0\u202F]*\)|-\s?\d[\d\s.,\u00A0\u202F]*\s?[km]?)\s*\.?\s*$/;
// A pipe table's row closes with its pipe ('| Résultat d'exploitation | (3,9) | (5,1) |'): the latest cell is the one before it.
const closingPipe = /\s*\|\s*$/;
const negativeResult = (s: SentenceFacts) => !s.projected && resultLine.test(s.lower) && lastFigureNegative.test(s.lower.replace(closingPipe, ''));

export function costsSaidToExceed(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const said = sentences.find((s) => assertedMatch(s.lower, costsExceedWords) ?? assertedMatch(s.lower, costOfSalesAboveSales) ?? assertedMatch(s.lower, statedLoss) ?? assertedMatch(s.lower, negativeResultStated) ?? (lossRowInColumns(s) ? s : null) ?? (!s.projected && spendAboveEarnings(s) ? s : null) ?? (bareSpendAboveEarnings(s) ? s : null) ?? (negativeResult(s) ? s : null)) ?? bareRowCostsAbove(sentences);
  return said ? {
    ruleId: 'burn-above-revenue', category: 'burn', title: 'Monthly burn exceeds monthly revenue', severity: 'medium', evidence: excerpt(said.text), occurrences: 1,
    recommendation: 'Show the path to break-even: monthly burn, revenue growth and the month they cross.',
  } : null;
}
