/**
 * Gross margin falling across two statement lines written in prose: 'Chiffre d'affaires : 640 k€ (2024 :
 * 720 k€)' then 'Coût des ventes : 410 k€ (2024 : 380 k€)', or 'Revenue $3.6M against $3.2M' then 'Cost
 * of sales $2.1M against $1.6M'. Each line gives this period's figure first and the earlier one after
 * ('(2024: ...)', 'against', 'contre', 'vs'); the margin is revenue less cost of sales over revenue, and a
 * fall of 5 points or more is the guide's 'down 5 points'.
 */
import { revenueRow } from './revenue-series';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

// 'Le coût des ventes atteint ...', 'Our cost of sales was ...': the row's label may follow an article, as prose writes it.
const costOfSalesRow = /^\W*(our |the |le |la |les |notre |nos |total )*(cost of (sales|goods sold|revenues?)|cogs|direct costs|cout des (ventes|marchandises vendues)|achats consommes|couts directs)\b/;
/** The earlier figure after the current one: '(2024: 720 k€)', 'against', 'contre', 'vs', 'compared with'. */
const earlierAfter = /^\s*(\(\s*(fy\s?)?20\d\d\s?:|,?\s*(against|versus|vs\.?|compared (with|to)|contre|par rapport a|up from|down from|from)\b)/;

function currentAndEarlier(s: SentenceFacts): { now: number; before: number; currency: string } | null {
  const [now, before] = s.money;
  if (!now || !before || s.money.length !== 2 || now.currency !== before.currency) return null;
  return earlierAfter.test(s.lower.slice(now.end, before.start)) ? { now: now.amount, before: before.amount, currency: now.currency } : null;
}

export function marginFallAcrossLines(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  const revenue = written.find((s) => revenueRow.test(s.lower) && currentAndEarlier(s));
  const cost = written.find((s) => costOfSalesRow.test(s.lower) && currentAndEarlier(s));
  const r = revenue ? currentAndEarlier(revenue) : null;
  const c = cost ? currentAndEarlier(cost) : null;
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
