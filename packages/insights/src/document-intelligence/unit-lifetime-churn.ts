/**
 * A customer lifetime the text's own high churn contradicts, whatever way that churn is written. The unit-economics
 * readers compute a churn only from the few shapes they read themselves (a rate stated, counts in one sentence, a
 * cohort column), while the churn readers read many more (a table of cancellations by month, a cohort counted over a
 * year, a retention curve): once any of them has raised high churn, the churn is at least 5% a month (or 45% a year,
 * about 4.9% a month), so a customer stays about 20 months at most. A lifetime stated at 30 months or more (1.5x that,
 * the margin the other checks allow), or one an LTV implies (LTV over the margin a customer brings a month when the text
 * states it, else over what it pays a month, an upper bound, since a margin only lowers it), is then contradicted: 'Expected property lifetime: 48 months' beside a table losing
 * 6 of 84 properties a month. Or the lifetime a stated LTV/CAC ratio implies with no LTV amount given: the ratio times
 * the CAC is the LTV it claims, over what a customer brings a month ('Blended CAC: Br 38,000', 'Average subscription: Br
 * 5,270 a month', 'LTV/CAC: 6.1x' is 44 months of the whole price, beside a quarter that lost 58 of 310 schools).
 */
import { message } from '@baobab/contracts/i18n/message';
import { isHedgedAt } from './assertion';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { MoneyMatch } from './money';
import type { RiskFlag } from './types';
import { amountAfterWord, customerLifetimeMonths, ltvWord, monthlyProfitPerCustomer, revenuePerCustomer, statedAcquisitionCost, statedRatio } from './unit-metrics';

/** What the high-churn line allows at most: 1 / 4.9% a month, rounded, times 1.5. */
const longestLifetimeMonths = 30;

const flag = (sentence: string, months: number): RiskFlag => ({
  ruleId: 'unit-economics', category: 'financial-health', severity: 'medium', evidence: excerpt(sentence), occurrences: 1,
  title: message('A customer lifetime of {{months}} months, but the churn the text reports is high', { months: Math.round(months) }),
  recommendation: message('Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.'),
});

export function lifetimeBeyondHighChurn(sentences: readonly SentenceFacts[], churnIsHigh: boolean): RiskFlag | null {
  if (!churnIsHigh) return null;
  // What the text says as fact now: a plan's figures and a hedged lifetime ('could stay 36 months') are no stated economics.
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const s of written) {
    const life = customerLifetimeMonths(s.lower);
    if (life && life.months >= longestLifetimeMonths && !isHedgedAt(s.lower, life.at)) return flag(s.text, life.months);
  }
  const ltvAt = written.find((s) => amountAfterWord(s, ltvWord));
  const ltv = ltvAt ? amountAfterWord(ltvAt, ltvWord) : null;
  // The gross profit a customer brings a month, when stated, gives the LTV's lifetime itself; else what it pays, a bound.
  const paid = written.map(monthlyProfitPerCustomer).find((m) => m && m.period === 'month') ?? written.map(revenuePerCustomer).find((m) => m && m.period === 'month');
  if (!ltvAt) return paid ? ratioBeyondHighChurn(written, paid) : null;
  if (!ltv || !paid || paid.currency !== ltv.currency || !(paid.amount > 0) || isHedgedAt(ltvAt.lower, ltv.start)) return null;
  const months = ltv.amount / paid.amount;
  return months >= longestLifetimeMonths ? flag(ltvAt.text, months) : null;
}

/** No LTV amount: the ratio stated times the CAC stated is the LTV claimed, and over what a customer brings a month, its lifetime. */
function ratioBeyondHighChurn(written: readonly SentenceFacts[], paid: MoneyMatch): RiskFlag | null {
  const ratioAt = written.find((s) => statedRatio(s.lower));
  const ratio = ratioAt ? statedRatio(ratioAt.lower) : null;
  const cost = written.map((s) => statedAcquisitionCost(s, (lower, at) => !isHedgedAt(lower, at))).find((m) => m && m.period === null);
  if (!ratioAt || !ratio || !cost || cost.currency !== paid.currency || !(paid.amount > 0) || isHedgedAt(ratioAt.lower, ratio.at)) return null;
  const months = (ratio.value * cost.amount) / paid.amount;
  return months >= longestLifetimeMonths ? flag(ratioAt.text, months) : null;
}
