/**
 * A monthly burn against revenue written without a rate, as chats and plan summaries write it: 'Revenue came in at
 * ₦60m' then 'we're burning about ₦95m a month'; 'CA 2025 réalisé : 3,2 MDH' then 'Consommation nette mensuelle :
 * 450 000 MAD'. A revenue labelled with a calendar year ('CA 2025', 'Revenue FY2025', '2025 sales') is that year's,
 * a twelfth of it a month's. A revenue with no period at all is a month's at most (a period shorter than a month is
 * written as one: 'a week', 'par jour'), so a monthly burn above it is above the revenue of any period it covers.
 * Only the company's actual revenue is read: a forecast, a target or a figure per unit is not its revenue.
 */
import { message } from '@baobab/contracts/i18n/message';
import { isModalAt } from './assertion';
import { foldText } from './sentence-facts';
import { monthlyAmount, namedPeriodMonthly, wholeAmount } from './money';
import { projection } from './revenue-series';
import type { ExtractedData, Finding, RiskFlag } from './types';

const forecast = /\b(prevue?s?|attendue?s?|projetee?s?|vise(e|s|es)?|target(ed)?|goal|forecast|(?:fy\s?)?20\d\d[fepb])\b/;
/** A figure per unit, a change or a share is no revenue of a period: 'revenue per order', 'revenue grew by', 'of which'. */
const notLevel = /\b(per|par|each|chaque|grew|growth|increase[ds]?|up|rose|hausse|augmentation|progression|croissance|of which|dont|share|part)\b/;
const shorterPeriod = /\b(a|per|each|every|par|chaque|\/) ?(day|week|jour|semaine)\b|\b(daily|weekly|quotidien\w*|hebdomadaire\w*)\b/;
/** A calendar year labelling the figure: 'CA 2025 réalisé :', 'Revenue FY2025', '2025 sales of'. */
const yearLabel = /(?:\b(?:ca|revenues?|sales|turnover|chiffre d'affaires|ventes|revenus|recettes)\s(?:fy\s?)?20\d\d\b|\b(?:fy\s?)?20\d\d\s(?:revenues?|sales|turnover)\b)(?![^:]{0,30}\b(ytd|to date|a date|h[12]|q[1-4]|t[1-4]|s[12])\b)/;

/** The company's own revenue: not income or earnings (a profit), nor volume passing through (GMV, billings). */
const revenueKinds = new Set(['revenue', 'sales', 'turnover', 'MRR', 'ARR']);

/** The most a revenue finding can be in a month; null when it is no actual revenue of a period. */
function monthlyAtMost(f: Finding): number | null {
  if (!f.amount || !revenueKinds.has(f.kind)) return null;
  const lower = foldText(f.sentence);
  if (projection.test(lower) || forecast.test(lower) || notLevel.test(lower)) return null;
  // An ARR is a year's revenue by its name, whether or not its period is written.
  const known = monthlyAmount(f.amount) ?? namedPeriodMonthly(f) ?? (f.kind === 'ARR' ? f.amount.amount / 12 : null);
  if (known !== null) return known;
  if (shorterPeriod.test(lower)) return null;
  return yearLabel.test(lower) ? f.amount.amount / 12 : f.amount.amount;
}

/** The largest monthly burn against the largest actual revenue of the same currency, read as above. */
export function burnAboveUnstatedRevenue(data: ExtractedData): RiskFlag | null {
  for (const burn of data.expenses) {
    if (burn.kind !== 'burn' || !burn.amount || burn.amount.period !== 'month') continue;
    // 'If we open the depot we could burn GHS 520k a month': a possibility, not the burn.
    const said = foldText(burn.sentence);
    if (isModalAt(said, Math.max(0, said.indexOf(foldText(burn.text))))) continue;
    const currency = burn.amount.currency;
    const known = data.revenue.filter((f) => f.amount?.currency === currency).map(monthlyAtMost).filter((r): r is number => r !== null);
    const revenue = known.length > 0 ? Math.max(...known) : null;
    if (revenue === null || burn.amount.amount <= revenue) continue;
    return {
      ruleId: 'burn-above-revenue', category: 'burn',
      title: message('Monthly burn ({{burn}}) exceeds monthly revenue ({{revenue}})', { burn: wholeAmount(currency, burn.amount.amount), revenue: wholeAmount(currency, revenue) }),
      severity: burn.amount.amount >= 2 * revenue ? 'high' : 'medium', evidence: burn.sentence, occurrences: 1,
      recommendation: 'Show the path to break-even: monthly burn, revenue growth and the month they cross.',
    };
  }
  return null;
}
