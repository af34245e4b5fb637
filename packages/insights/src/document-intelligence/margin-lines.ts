/**
 * Gross margin falling across two statement lines written in prose: 'Chiffre d'affaires : 640 k€ (2024 :
 * 720 k€)' then 'Coût des ventes : 410 k€ (2024 : 380 k€)', or 'Revenue $3.6M against $3.2M' then 'Cost
 * of sales $2.1M against $1.6M'. Each line gives this period's figure first and the earlier one after
 * ('(2024: ...)', 'against', 'contre', 'vs'); the margin is revenue less cost of sales over revenue, and a
 * fall of 5 points or more is the guide's 'down 5 points'.
 */
import { inTimeOrder } from './metric-values';
import { revenueRow } from './revenue-series';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

// 'Le coût des ventes atteint ...', 'Our cost of sales was ...': the row's label may follow an article, as prose writes it.
// A short lead-in before it ('Dans le même temps, le coût des marchandises vendues ...', 'Meanwhile, cost of sales ...') too.
const costOfSalesRow = /^\W*(?:[a-z' ]{3,30},\s*)?(our |the |le |la |les |notre |nos |total )*(cost of (sales|goods sold|revenues?)|cogs|direct costs|cout des (ventes|marchandises vendues)|achats consommes|couts directs)\b/;
/** The earlier figure after the current one: '(2024: 720 k€)', 'against', 'contre', 'vs', 'compared with'. */
const earlierAfter = /^\s*(\(\s*(fy\s?)?20\d\d\s?:|,?\s*(against|versus|vs\.?|compared (with|to)|contre|par rapport a|up from|down from|from)\b)/;

/** The later figure after the earlier one, as a note writes it: 'FY24 R61.2m \u2192 FY25 R72.4m', '2024: 5.1m -> 2025: 6.0m'. */
const laterAfter = /^\s*(\u2192|->|=>)\s*((fy\s?)?(20)?\d\d\s?:?\s*)?$/;

function currentAndEarlier(s: SentenceFacts): { now: number; before: number; currency: string } | null {
  const [now, before] = s.money;
  if (!now || !before || s.money.length !== 2 || now.currency !== before.currency) return null;
  const between = s.lower.slice(now.end, before.start);
  // 'est passé de 920 millions à 1,4 milliard', 'rose from $2.1m to $2.9m': the move's end is the current figure.
  const moved = /\b(from|de|d')\s*$/.test(s.lower.slice(Math.max(0, now.start - 6), now.start)) && /^\s*(to|a)\s*$/.test(between);
  if (laterAfter.test(between) || moved) return { now: before.amount, before: now.amount, currency: now.currency };
  return earlierAfter.test(between) ? { now: now.amount, before: before.amount, currency: now.currency } : null;
}

/** Gross profit's own line ('GP FY24 R25.7m \u2192 FY25 R25.3m', 'Marge brute : 2,3 M (2022 : 4,8 M)'): the margin is it over revenue. */
const grossProfitRow = /^\W*(our |the |total )?(gross profit|gp|marge brute|benefice brut)\b(?! margin| %)/;
/** A note's shorthand for revenue ('Rev FY24 R61.2m \u2192 FY25 R72.4m') is a revenue line too. */
const revenueLine = (lower: string) => revenueRow.test(lower) || /^\W*(total )?rev\.?\s/.test(lower);

export function marginFallAcrossLines(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  const revenue = written.find((s) => revenueLine(s.lower) && currentAndEarlier(s));
  const costLine = written.find((s) => costOfSalesRow.test(s.lower) && currentAndEarlier(s));
  const profitLine = costLine ? undefined : written.find((s) => grossProfitRow.test(s.lower) && currentAndEarlier(s));
  const cost = costLine ?? profitLine;
  const r = revenue ? currentAndEarlier(revenue) : null;
  const figures = cost ? currentAndEarlier(cost) : null;
  // Gross profit is revenue less cost of sales: the cost follows from it.
  const c = figures && profitLine && r ? { ...figures, now: r.now - figures.now, before: r.before - figures.before } : figures;
  if (!r || !c || !cost || r.currency !== c.currency || r.now <= 0 || r.before <= 0) return null;
  const marginNow = (100 * (r.now - c.now)) / r.now;
  const marginBefore = (100 * (r.before - c.before)) / r.before;
  if (marginBefore - marginNow < 5) return null;
  return {
    ruleId: 'gross-margin', category: 'financial-health', title: 'Gross margin is negative or falling', severity: marginNow < 0 ? 'high' : 'medium',
    evidence: excerpt(cost.text), occurrences: 1,
    recommendation: 'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.',
  };
}

/**
 * A negative gross margin said of a past year, every later year's margin stated positive after it ('2023: we sold below
 * cost while the mill was commissioning (gross margin -6%)' then '2024: gross margin 21%', '2025: gross margin 24%'):
 * the problem is behind the company. `evidence` is the flag's first sentence; its one year is the year it speaks of.
 */
const grossMarginWord = /\bgross (profit )?margins?\b|\bmarges? brutes?\b/;
const yearsIn = (lower: string) => [...new Set(lower.match(/(?<!\d)20\d\d(?!\d)/g) ?? [])].map(Number);
/** The margin a dated line states: its percentages, the last one taken ('gross margin 21%', 'marge brute : 24 %'). */
const statedMargin = (lower: string) => {
  const at = lower.search(grossMarginWord);
  const figures = at < 0 ? [] : [...lower.slice(at).matchAll(/(-|\u2212)?\s?(\d{1,3}(?:[.,]\d+)?)\s?%/g)].map((m) => (m[1] ? -1 : 1) * Number((m[2] ?? '').replace(',', '.')));
  return figures.length ? figures[figures.length - 1] : undefined;
};

export function negativeMarginSinceRecovered(sentences: readonly SentenceFacts[], evidence: string): boolean {
  const flagged = sentences.find((s) => excerpt(s.text) === evidence);
  const [year, ...others] = flagged ? yearsIn(flagged.lower) : [];
  if (year === undefined || others.length > 0) return false;
  const later = sentences.filter((s) => !s.derived && grossMarginWord.test(s.lower) && yearsIn(s.lower).length === 1 && (yearsIn(s.lower)[0] ?? 0) > year);
  return later.length > 0 && later.every((s) => (statedMargin(s.lower) ?? -1) > 0);
}

/**
 * A report's numbered heading that names the margin alone, its figures in the next sentence: '3. Marge brute.' then
 * '39 % au T1 2025 contre 48 % au T4 2024.'; 'Gross margin:' then '31% in May against 38% in April.'. The figures,
 * put in time order, are the margin's: a fall of 5 points or more, or a negative latest margin, is the guide's.
 */
const marginHeading = /^\W*(\d{1,2}[.)]\s*)?(gross margin|marge brute|taux de marge brute)\s*[.:]?\s*$/;
export function marginAfterHeading(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (let i = 0; i + 1 < written.length; i += 1) {
    const [heading, figures] = [written[i] as SentenceFacts, written[i + 1] as SentenceFacts];
    if (!marginHeading.test(heading.lower) || !/^\W*-?\d/.test(figures.lower)) continue;
    const values = inTimeOrder(figures.lower);
    const latest = values[values.length - 1];
    if (values.length < 2 || latest === undefined || ((values[0] ?? 0) - latest < 5 && latest >= 0)) continue;
    return {
      ruleId: 'gross-margin', category: 'financial-health', title: 'Gross margin is negative or falling', severity: latest < 0 ? 'high' : 'medium',
      evidence: excerpt(`${heading.text} ${figures.text}`), occurrences: 1,
      recommendation: 'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.',
    };
  }
  return null;
}
