/**
 * Revenue by year written over several lines or sentences ('Revenue 2023: $1.4M.' then 'Revenue 2024:
 * $1.1M.', or 'un chiffre d'affaires de 2,1 MDT' in each): each line that names one year gives that year's figure, a
 * half's against a half's, a quarter's against a quarter's (never a half against a year); when
 * the latest year's is below the year before's, in the same currency, revenue is declining. Projections
 * ('forecast', 'budget', 'prévisionnel') are not a company's revenue and are left out.
 */
import { isHedgedAt } from './assertion';
import { fractionPercents } from './number-words';
import { excerpt, type SentenceFacts } from './sentence-facts';
import { monthNamesPattern } from './month-names';
import { valuesByYear } from './metric-values';
import type { RiskFlag } from './types';

// 'Produits d'abonnement', 'Produits des activités ordinaires': French accounts name revenue as the income ('produits') of an activity.
export const revenueRow = /^\W*(our |the |le |la |les |notre |nos |total |net |annual |yearly |quarterly |monthly |reported |group |consolidated |historical |evolution (du|de notre|des) |historique (du|de notre|des) )*(revenues?|sales|turnover|total revenues?|net sales|chiffre d'affaires|ca|ventes|revenus?|produits d'exploitation|produits (?:d'abonnements?|des activites ordinaires|des ventes|de (?:la )?vente|d'honoraires|de services))\b(?! per| par|\s?[-\u2013\u2014]\s?[a-z])/;
export const projection = /\b(forecasts?|projected|projections?|targets?|budget|plan|previsionnel(le)?|previsions?|objectifs?|expected|will)\b/;

/**
 * A year written as a part of it ('S1 2025 : 402 M', 'H1 2025', 'Q3 2025', '9M 2025', 'YTD 2025'): a half or a quarter
 * is less than a full year by its length, no fall from it. So is one month of it, named after a word that sets a
 * figure in that month ('36 k$ sur le seul mois de mars 2025', 'for the month of March 2025', 'in March 2025'): a
 * month's revenue listed after whole years' is no year's ('in', 'mois de' and the like, not a closing date's 'ended 31 December').
 */
const monthOfYear = (year: number) => new RegExp(String.raw`\b(mois d[e']\s?|month of |in |en |for |pour |during |durant |pendant )(${monthNamesPattern})\.?\s(fy\s?)?${year}\b`);
export const partOfYear = (lower: string, year: number) => new RegExp(String.raw`\b([hsqt][1-4]|[1-9]m|ytd|first half|second half|premier semestre|second semestre|1er semestre)\s?(fy\s?)?${year}\b`).test(lower) || monthOfYear(year).test(lower);

/** An amount written after the revenue word ('un chiffre d'affaires de 2,1 MDT', 'revenue of $1.1M', 'sales came to ...'). */
const revenueBefore = /\b(revenues?|sales|turnover|chiffre d'affaires|ventes)( total| net| annuel| de l'exercice)?\s(of|de|d'|was|were|came to|reached|totall?ed|s'eleve a|s'est eleve a|a atteint|atteint)?\s*$/;
/** What a figure covers: a half, a quarter or a month against another of the same ('premier semestre 2025' against 'premier semestre 2024'), never against a year. */
const spanOf = (lower: string): string => (/\b(h[12]|s[12]|half|semestre|semester)\b/.test(lower) ? 'half' : /\b([qt][1-4]|quarter|trimestre)\b/.test(lower) ? 'quarter' : /\b(month|mois|monthly|mensuel\w*)\b/.test(lower) ? 'month' : 'year');
const revenueAfter = /^\s+(of |in |de |d')?(total |annual |net )?(revenues?|sales|turnover|chiffre d'affaires|ventes)\b(?! per| par)/;

/**
 * A later period's revenue said as a share of the one just stated: 'H1 2025 revenue was $1.2M.' then 'H2 came in at
 * roughly four fifths of that', 'Le second semestre a atteint 80 % de ce montant'. A share under the whole is a fall.
 */
const shareOfThat = /\b(came in at|came to|was|were|reached|amounted to|landed at|represented|a atteint|s'est eleve a|a represente|represente)\s(roughly |about |around |some |only |just |barely |nearly |almost |environ |a peine |pres de |seulement )?(?<share>[a-z' -]{3,30}?|\d{1,2}(?:[.,]\d+)?\s?%) (of|de) (that|this|it|the (previous|prior|first|earlier) (half|quarter|year|period|month)|(h1|q[1-3]|last year)'?s?( figure| total)?|ce montant|ce chiffre|celui-ci|cela)\b/;
const partySubject = /\b(clients?|customers?|buyers?|accounts?|contracts?|partners?|distributors?|offtakers?|retailers?|acheteurs?|contrats?|partenaires?|distributeurs?|donneurs? d'ordre)\b/;
function shareOfPrevious(s: SentenceFacts, previous: SentenceFacts | undefined): boolean {
  if (!previous || previous.money.length === 0 || !revenueSubject.test(previous.lower) || projection.test(s.lower) || s.projected) return false;
  const m = shareOfThat.exec(s.lower);
  if (!m || isHedgedAt(s.lower, m.index)) return false;
  // 'Our largest client, a state utility, was 18% of it': a party's share of the revenue, not a later period's revenue.
  if (partySubject.test(s.lower.slice(0, m.index))) return false;
  const written = m.groups?.share ?? '';
  const percent = /\d/.test(written) ? Number(written.replace(/\s?%$/, '').replace(',', '.')) : fractionPercents(`${written} of`)[0];
  return percent !== undefined && percent > 0 && percent < 100;
}

export function revenueFallsAcrossLines(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  const share = written.find((s, i) => shareOfPrevious(s, written[i - 1]));
  if (share) return declineFlag(share.text);
  const byYear = new Map<number, { amount: number; currency: string; sentence: string; span: string }>();
  for (const s of sentences) {
    if (projection.test(s.lower) || s.projected || s.money.length === 0) continue;
    // A revenue line ('Revenue 2024: $1.1M'), or an amount written against the revenue word ('of our TZS 4.1 billion sales in 2024').
    const money = revenueRow.test(s.lower) ? s.money[0] : s.money.find((m) => revenueAfter.test(s.lower.slice(m.end, m.end + 20))) ?? s.money.find((m) => revenueBefore.test(s.lower.slice(Math.max(0, m.start - 40), m.start)));
    // A row of several years ('Revenue 2023: $1.4M; 2024: $1.1M') is read whole by the sentence rule.
    if (!money || (s.money.length > 1 && new Set(s.lower.match(/(?<!\d)20\d\d(?!\d)/g) ?? []).size > 1)) continue;
    // The years of the amount's own clause: 'Sales in 2023 were TZS 4.6 billion; the drought cut volumes in 2024'.
    const clauseStart = s.lower.lastIndexOf(';', money.start) + 1;
    const clauseEnd = s.lower.indexOf(';', money.end);
    const years = new Set(s.lower.slice(clauseStart, clauseEnd === -1 ? undefined : clauseEnd).match(/(?<!\d)20\d\d(?!\d)/g) ?? []);
    if (years.size !== 1) continue;
    const year = Number([...years][0]);
    if (!byYear.has(year)) byYear.set(year, { amount: money.amount, currency: money.currency, sentence: s.text, span: spanOf(s.lower) });
  }
  const [latest, before] = [...byYear].sort(([a], [b]) => b - a);
  if (!latest || !before || latest[0] - before[0] !== 1) return null;
  const [, now] = latest;
  const [, then] = before;
  if (now.currency !== then.currency || now.span !== then.span || now.amount >= then.amount) return null;
  return declineFlag(now.sentence);
}

const declineFlag = (sentence: string): RiskFlag => ({
  ruleId: 'declining-revenue', category: 'financial-health', title: 'Revenue is declining', severity: 'medium', evidence: excerpt(sentence), occurrences: 1,
  recommendation: 'Explain the cause of the decline and show the most recent months\' trend.',
});

const revenueSubject = /\b(revenues?|sales|turnover|chiffre d'affaires|ventes|revenus?|recettes)\b(?! per\b| par\b)/;
/** Before the earlier figure ('from $1.6M', 'passées de 3,1 M€') and before the later one ('to $1.1M', 'à 2,4 M€'). */
// 'tourne autour de 80 M', 'à hauteur de', 'près de': an approximate figure, not the one revenue moved from.
const fromWord = /\b(from|down from|(?<!\b(autour|pres|hauteur|ordre|plus|moins|environ) )de|d')\s*$/;
/** Another measure named between the two figures ('80 M XOF et la consommation nette s'établit à 50 M'): the second is not revenue's. */
const otherMeasureBetween = /\b(and|while|whereas|et|tandis que|alors que)\s(the |our |its |la |le |les |l'|notre |nos |sa |son |ses )?(net |monthly |nette |mensuelle )?(burn|consommation|costs?|spend\w*|expenses?|charges|depenses|couts?|cash|tresorerie|margin|marge|ebitda|loss|perte)\b/;
const toWord = /\b(to|at|a|of)\s*$/;
/**
 * Another clause whose own subject moved, between revenue and the figures ('... shown outside revenue; cash fell from
 * USD 4.1m to USD 2.9m', 'les ventes sont stables ; la trésorerie est passée de ...'): the figures are that measure's.
 */
const anotherSubjectMoved = /;\s*(the |our |its |la |le |les |l'|notre |nos )?(net |nette )?(cash|tresorerie|burn|consommation|costs?|expenses?|charges|depenses|couts?|margin|marge|ebitda|loss|perte|debt|dette|borrowings?|loans?|emprunts?)\b/;
const laterFirst = /^[^.;]{0,40}\b(from|down from|compared (with|to)|versus|contre|apres|au lieu de)\s*$/;

/**
 * Revenue moved between two figures in one sentence, read in time order whichever comes first: 'sales
 * went from $1.6M to $1.1M', 'turnover slipped to GHS 8.2 million this year from GHS 9.6 million', 'nos
 * ventes sont passées de 3,1 M€ à 2,4 M€'. True when the later figure is the lower; a projection or a
 * hypothesis ('could fall to') is not the company's revenue.
 */
export function revenueMovedDown(s: SentenceFacts): boolean {
  const [first, second] = s.money;
  const subject = revenueSubject.exec(s.lower);
  if (!first || !second || first.currency !== second.currency || !subject || subject.index > first.start || projection.test(s.lower)) return false;
  if (isHedgedAt(s.lower, first.start) || anotherSubjectMoved.test(s.lower.slice(subject.index, first.start))) return false;
  const beforeFirst = s.lower.slice(Math.max(0, first.start - 12), first.start);
  const between = s.lower.slice(first.end, second.start);
  if (otherMeasureBetween.test(between)) return false;
  if (fromWord.test(beforeFirst) && /\b(to|a)\s*$/.test(between)) return second.amount < first.amount;
  if (toWord.test(beforeFirst) && laterFirst.test(between)) return first.amount < second.amount;
  return false;
}

/** A quarter's label ('Q3 2024', 'T1 2025', 'Q2 FY24') and the amount written just after it. */
const quarterLabel = /\b[qt]([1-4])[\s-]?(?:fy\s?)?(20\d\d|'?\d\d)\b/g;

/**
 * A revenue row by quarter ('Quarterly revenue: Q1 2024: $410k; Q2 2024: $380k; ...'): true when the
 * latest quarter's amount is below the quarter before's, in the same currency.
 */
export function revenueQuartersFall(s: SentenceFacts): boolean {
  if (!revenueRow.test(s.lower) || projection.test(s.lower) || s.money.length < 2) return false;
  const points: { key: number; amount: number; currency: string }[] = [];
  quarterLabel.lastIndex = 0;
  for (let m = quarterLabel.exec(s.lower); m; m = quarterLabel.exec(s.lower)) {
    const end = m.index + m[0].length;
    const money = s.money.find((x) => x.start >= end && x.start - end <= 6);
    const written = (m[2] ?? '').replace("'", '');
    const year = written.length === 2 ? 2000 + Number(written) : Number(written);
    if (money) points.push({ key: year * 4 + Number(m[1]), amount: money.amount, currency: money.currency });
  }
  const [latest, before] = points.sort((a, b) => b.key - a.key);
  return Boolean(latest && before && latest.key - before.key === 1 && latest.currency === before.currency && latest.amount < before.amount);
}

/** A revenue row or sentence whose values by year fall from the year before to the latest full year. */
// A section's number before a heading ('1. Chiffre d'affaires par campagne: ...', '4.2 Revenue') is no figure of the series.
const sectionNumber = /^\W*(\d{1,2}(\.\d{1,2})+\.?|\d{1,2}\.)\s(?=[a-z])/;
export function revenueSeriesFalls(numbered: string): boolean {
  const lower = numbered.replace(sectionNumber, '');
  if (!revenueRow.test(lower) || projection.test(lower)) return false;
  const points = valuesByYear(lower).filter((p) => !partOfYear(lower, p.year));
  const last = points[points.length - 1];
  const before = points[points.length - 2];
  return Boolean(last && before && last.value < before.value);
}
